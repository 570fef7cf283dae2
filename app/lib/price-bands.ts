// The price bands a search's hits are counted in (ADR 039): under 20, 20–50, 50–100, 100–200 and
// 200 kronor and more (SEK and NOK alike). A band is a price range the list filters already take
// (min and max, both ends included), so choosing one is a plain link.

/** The bands' lower bounds; the first band starts at nothing, the last ends at nothing. */
export const priceBandBounds = [20, 50, 100, 200] as const;

export interface PriceBand {
	/** The range the band's link sets: null is open. */
	min: number | null;
	max: number | null;
	/** What the label shows: the band's own bounds (20–50), not the last öre (49,99). */
	from: number | null;
	to: number | null;
}

export const priceBands: PriceBand[] = [null, ...priceBandBounds].map((from, i) => {
	const to = priceBandBounds[i] ?? null;
	return { min: from, max: to === null ? null : to - 0.01, from, to };
});
