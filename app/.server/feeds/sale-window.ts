// When a feed row's sale price applies: Google Merchant's `sale_price_effective_date`, an ISO 8601
// interval ("2026-11-20T00:00+0100/2026-11-30T23:59+0100"). Google shows the sale price only within
// it; a feed states the interval once and keeps the sale price in the file after it has ended, so
// one read without it would show a price the shop no longer charges — and the price history, deals
// and price alerts would take it for a real drop. Pure: no I/O.

export interface SaleWindow {
	from: number;
	to: number;
}

const dayLength = 24 * 60 * 60 * 1000;

/** One end: a date and time with its zone ("+0100" as "+01:00"), or a whole day. */
function instant(text: string, end: boolean): number | null {
	const trimmed = text.trim();
	if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
		const day = Date.parse(`${trimmed}T00:00:00Z`);
		// A day that ends the window is part of it.
		return Number.isNaN(day) ? null : end ? day + dayLength : day;
	}
	if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i.test(trimmed)) return null;
	const zoned = trimmed.replace(/([+-]\d{2})(\d{2})$/, "$1:$2");
	const time = Date.parse(zoned);
	return Number.isNaN(time) ? null : time;
}

/** The interval, or null when it cannot be read (two instants, the first before the second). */
export function saleWindowOf(text: string): SaleWindow | null {
	const parts = text.split("/");
	if (parts.length !== 2) return null;
	const from = instant(parts[0] ?? "", false);
	const to = instant(parts[1] ?? "", true);
	return from !== null && to !== null && from < to ? { from, to } : null;
}

/** Whether `now` falls within the window (its end not included). */
export function isWithin(window: SaleWindow, now: Date): boolean {
	const time = now.getTime();
	return window.from <= time && time < window.to;
}
