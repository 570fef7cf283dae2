// A feed row's own shipping (ADR 046, ADR 052): Google Merchant's `shipping`
// (country:region:service:price, one entry per market and service, optionally followed by its
// handling and transit times: ADR 066) and `free_shipping_threshold`
// (country:price_threshold), or an affiliate network's plain amount column (Awin `delivery_cost`,
// Adtraction `Shipping`). The entry for the feed's country wins, then one that names no country;
// entries for other countries are not ours. A row whose shipping cannot be read, or is out of
// bounds, is rejected like a row with an unreadable price: showing the shop's rule instead could
// understate what the shopper pays. Pure: no I/O.
import { isFreeShippingOver, isShippingFee } from "~/lib/shipping-bounds";
import type { FeedRow, ParsedFeedItem } from "./feed-row";
import { googleDeliveryDays } from "./google-delivery-days";
import type { RowProblem } from "./problems";
import type { RawFeedFields } from "./raw-fields";
import { type DeliveryDays, deliveryDaysOf } from "./row-delivery-days";
import { clipped, parsePrice, validateRow } from "./row-values";

/** The market a feed's language sells to, by the currency its prices default to. */
const countryOfCurrency: Record<string, string> = { SEK: "SE", NOK: "NO" };

/** A row's own shipping: null where the row says nothing (the shop's rule applies). */
export interface RowShipping {
	fee: number | null;
	freeOver: number | null;
	/** Google's handling and transit times of the service whose fee is taken, summed; "unreadable" warns. */
	deliveryDays: DeliveryDays | null | "unreadable";
}

interface Entry {
	country: string;
	region: string;
	amount: string;
	/** After the amount: least and most handling, least and most transit time ("" where not given). */
	times: string[];
}

/**
 * Entries are separated by a line break (the XML reader writes one per element) or, as Google's
 * text format does, by a comma that starts a new `country:` entry; a comma inside "49,00 SEK" does not.
 */
const entrySeparator = /\n|,(?=\s*(?:[A-Za-z]{2})?\s*:)/;

/** "SE::Standard:49.00 SEK" → its country, region and amount; a text without colons is an amount alone. */
function entriesOf(text: string): Entry[] {
	return text
		.split(entrySeparator)
		.map((part) => part.trim())
		.filter((part) => part !== "")
		.map((part) => {
			// "29:-" is an amount: its colon is no separator.
			const parts = part.replace(/:-$/, "\u0000").split(":");
			if (parts.length === 1) return { country: "", region: "", amount: part, times: [] };
			// Times follow the fourth part, the amount ("SE::Standard:49 SEK:0:1:1:3"); without them the amount is last.
			const amount = (parts.length > 4 ? parts[3] : parts.at(-1)) ?? "";
			return {
				country: (parts[0] ?? "").trim().toUpperCase(),
				region: parts.length >= 4 ? (parts[1] ?? "").trim() : "",
				amount: amount.replace("\u0000", ":-").trim(),
				times: parts.slice(4).map((time) => time.trim()),
			};
		});
}

type Amount = { amount: number | null; times: string[] } | { problem: true };

/** Free shipping as a shop words it where an amount belongs (Awin's `delivery_cost` often says "Free"). */
const freeWords =
	/^(free|free shipping|gratis|gratis frakt|fri frakt|fraktfritt|fraktfri|kostnadsfri|gratis levering|fri levering)$/i;

/**
 * The amount of the entry for `country`: its own entries first (a whole-country one before a
 * region's), else one for any country; of several services, the cheapest (what a shopper picks),
 * with that service's times.
 */
function amountFor(text: string | undefined, country: string, currency: string): Amount {
	const trimmed = text?.trim();
	if (!trimmed) return { amount: null, times: [] };
	const entries = entriesOf(trimmed);
	const ranked = [
		entries.filter((e) => e.country === country && e.region === ""),
		entries.filter((e) => e.country === country),
		entries.filter((e) => e.country === ""),
	].find((group) => group.length > 0);
	if (!ranked) return { amount: null, times: [] };
	let best: { amount: number; times: string[] } | null = null;
	for (const entry of ranked) {
		const price = freeWords.test(entry.amount) ? { amount: 0 } : parsePrice(entry.amount);
		if (!price || (price.currency !== undefined && price.currency !== currency)) return { problem: true };
		const amount = Math.round(price.amount * 100) / 100;
		if (best === null || amount < best.amount) best = { amount, times: entry.times };
	}
	return best ?? { amount: null, times: [] };
}

/** The row's shipping, or the problem that rejects it. `feedCurrency`: the feed's language's currency. */
export function rowShipping(
	raw: Pick<RawFeedFields, "shipping" | "freeShippingThreshold" | "minHandlingTime" | "maxHandlingTime">,
	feedCurrency: string,
	rowCurrency: string,
): RowShipping | { problem: RowProblem } {
	const country = countryOfCurrency[feedCurrency] ?? "";
	const fee = amountFor(raw.shipping, country, rowCurrency);
	if ("problem" in fee || (fee.amount !== null && !isShippingFee(fee.amount))) {
		return { problem: { code: "invalid-shipping", value: clipped(raw.shipping?.trim() ?? "") } };
	}
	const freeOver = amountFor(raw.freeShippingThreshold, country, rowCurrency);
	if ("problem" in freeOver || (freeOver.amount !== null && !isFreeShippingOver(freeOver.amount))) {
		return { problem: { code: "invalid-free-shipping-threshold", value: clipped(raw.freeShippingThreshold?.trim() ?? "") } };
	}
	const [minHandling, maxHandling, minTransit, maxTransit] = fee.times;
	const deliveryDays = googleDeliveryDays(
		{ handling: { min: minHandling, max: maxHandling }, transit: { min: minTransit, max: maxTransit } },
		{ min: raw.minHandlingTime, max: raw.maxHandlingTime },
	);
	return { fee: fee.amount, freeOver: freeOver.amount, deliveryDays };
}

/** validateRow, then the row's own shipping: what both parsers hand the importer. */
export function validateRowWithShipping(raw: RawFeedFields, line: number, defaultCurrency: string, now: Date): ParsedFeedItem {
	const item = validateRow(raw, line, defaultCurrency, now);
	if (!item.ok) return item;
	const shipping = rowShipping(raw, defaultCurrency, item.row.currency);
	if ("problem" in shipping) {
		return { ok: false, rejected: { line, externalId: item.row.externalId, problem: shipping.problem } };
	}
	// A row that states nothing keeps the fields absent, as the row types say: the shop's rule applies.
	const row: FeedRow = { ...item.row };
	if (shipping.fee !== null) row.shippingFee = shipping.fee;
	if (shipping.freeOver !== null) row.freeShippingOver = shipping.freeOver;
	// Google's times as numbers, else Awin's as words; a feed states one or the other.
	const deliveryTime = raw.deliveryTime?.trim();
	const stated = shipping.deliveryDays ?? (deliveryTime ? (deliveryDaysOf(deliveryTime) ?? "unreadable") : null);
	if (stated === null) return { ...item, row };
	if (stated !== "unreadable") {
		row.deliveryDays = stated;
		return { ...item, row };
	}
	// Not a reason to lose the offer: it is imported without the time, and the operator told why.
	const warning: RowProblem =
		shipping.deliveryDays === "unreadable"
			? { code: "shipping-times-unreadable", value: clipped(raw.shipping?.trim() ?? "") }
			: { code: "delivery-time-unreadable", value: clipped(deliveryTime ?? "") };
	return { ...item, row, warnings: [...(item.warnings ?? []), warning] };
}
