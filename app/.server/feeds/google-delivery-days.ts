// Google Merchant's delivery speed for an offer (ADR 066): the handling time (order to dispatch) and
// the transit time (dispatch to the door), each a range of whole working days. A shipping entry
// may carry both ("SE::Standard:49 SEK:0:1:1:3" — least and most handling, least and most transit);
// the handling time may instead be given once for the item (`min_handling_time`,
// `max_handling_time`), which the entry's own overrides, as Google reads them. Google shows their sum
// as the time to delivery; so do we. Pure: no I/O.
import { maxDeliveryDays } from "~/lib/shipping-bounds";
import type { DeliveryDays } from "./row-delivery-days";

/** A range as the feed wrote it: the least and the most, either possibly absent. */
export interface StatedRange {
	min?: string;
	max?: string;
}

type Read = DeliveryDays | null | "unreadable";

const wholeDays = /^\d{1,3}$/;

/**
 * Whole days from a stated range: null when neither end is stated; the most alone is both ends
 * (Google requires the most whenever the least is given, not the other way round).
 */
function daysOf(range: StatedRange): Read {
	const min = range.min?.trim() ?? "";
	const max = range.max?.trim() ?? "";
	if (min === "" && max === "") return null;
	if (!wholeDays.test(max) || (min !== "" && !wholeDays.test(min))) return "unreadable";
	const days = { min: Number(min === "" ? max : min), max: Number(max) };
	return days.min <= days.max ? days : "unreadable";
}

/**
 * The days to delivery, null when no transit time is stated (a handling time alone says when the
 * parcel leaves, not when it arrives), or "unreadable" for times that are not whole days in order,
 * or add up to more than the bounds allow. Without any handling time the shop is taken to dispatch
 * the same day: the transit time is all the row says.
 */
export function googleDeliveryDays(entry: { handling: StatedRange; transit: StatedRange }, itemHandling: StatedRange): Read {
	const transit = daysOf(entry.transit);
	if (transit === null || transit === "unreadable") return transit;
	const handling = daysOf(entry.handling) ?? daysOf(itemHandling) ?? { min: 0, max: 0 };
	if (handling === "unreadable") return handling;
	const days = { min: handling.min + transit.min, max: handling.max + transit.max };
	return days.max <= maxDeliveryDays ? days : "unreadable";
}
