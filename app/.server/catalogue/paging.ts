/** Lists show 24 products per page / per "load more". */
export const pageSize = 24;

/** A page number from the query string: at least 1, bad values corrected (never an error). */
export function pageParam(value: string | null, max = 10_000): number {
	const n = Number.parseInt(value ?? "", 10);
	if (!Number.isFinite(n) || n < 1) return 1;
	return Math.min(n, max);
}
