// A feed row's own delivery time (Awin's `delivery_time`), as shops write it for a person: "1-3
// dagar", "2–4 arbetsdagar", "3 working days", "24h", "1-2 veckor". It becomes whole working days,
// the unit the shop's rule and the product page use (ADR 063). Text that says no number of days
// ("Skickas snart"), or more than the bounds allow, is no delivery time: the row is imported
// without it and the shop's rule applies. Pure: no I/O.
import { maxDeliveryDays } from "~/lib/shipping-bounds";

export interface DeliveryDays {
	min: number;
	max: number;
}

/** Working days per unit a shop may write (the word after the number, lower case). */
const unitDays: [RegExp, (n: number) => number][] = [
	// Hours: within a day is the next working day ("24h" → 1, "48 timmar" → 2).
	[/^(h|hour|hours|tim|timme|timmar|timer|time|stunden)$/, (hours) => Math.max(1, Math.ceil(hours / 24))],
	// A week of deliveries is five working days.
	[/^(v|w|week|weeks|vecka|veckor|uke|uker|wochen|woche)$/, (weeks) => weeks * 5],
	[
		/^(d|day|days|dag|dagar|dager|dage|tag|tage|werktage|arbetsdagar|vardagar|virkedager|hverdager|arbeidsdager|working|business)$/,
		(days) => days,
	],
];

/** "1-3 dagar", "1 – 3 days", "1 till 3", "3". */
const range = /^(\d+)(?:\s*(?:-|–|—|to|till|til|bis)\s*(\d+))?\s*(\p{L}+)?/u;

/** Words for "by the next working day", where a shop writes no number. */
const nextDay = /^(next day|nästa dag|neste dag|over natten|över natten|overnight)\b/;

/** The row's delivery time in working days, or null when the text states none that can be shown. */
export function deliveryDaysOf(text: string | undefined): DeliveryDays | null {
	const folded = text?.trim().toLowerCase().replace(/\s+/g, " ");
	if (!folded) return null;
	if (nextDay.test(folded)) return { min: 1, max: 1 };
	// The first number in the text starts the range ("Leverans 2-4 dagar", "ca 3 dagar").
	const start = folded.search(/\d/);
	if (start < 0) return null;
	const rest = folded.slice(start);
	// "1,5 veckor" is no whole number of days to show.
	if (/^\d+[.,]\d/.test(rest)) return null;
	const match = range.exec(rest);
	if (!match) return null;
	const [, from = "", to, unit] = match;
	const inDays = unit === undefined ? (n: number) => n : unitDays.find(([pattern]) => pattern.test(unit))?.[1];
	if (!inDays) return null;
	const min = inDays(Number(from));
	const max = inDays(Number(to ?? from));
	return min <= max && max <= maxDeliveryDays ? { min, max } : null;
}
