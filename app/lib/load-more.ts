// "Load more" on paged product lists (24 at a time, +24 per click), shared by the
// server (which slice a request asks for) and the browser (the in-place append).
//
// Without JavaScript the button is a link to `?page=N`, which renders the first N pages.
// With JavaScript the next page alone is fetched (`?page=N&append=1`), appended in place, and the
// address is replaced with `?page=N` so a reload or a way back shows the same list. That address
// change must not reload the list the browser already has; `skipsListReload` tells the route.
import type { ShouldRevalidateFunctionArgs } from "react-router";

/** Query parameter of the in-place request: page N alone, to append. */
export const appendParam = "append";

/** The page to ask for next when `shown` products are on screen. */
export function nextPage(shown: number, pageSize: number): number {
	return Math.floor(shown / pageSize) + 1;
}

/** The address change of the latest in-place append: from where to where (path + query). */
let inPlaceChange: { from: string; to: string } | null = null;

const addressOf = (url: URL) => `${url.pathname}${url.search}`;

/** Called right before the in-place append replaces the address `from` with `to`. */
export function markInPlaceAddress(from: string, to: string): void {
	inPlaceChange = { from, to };
}

/**
 * For a list route's `shouldRevalidate`: true for exactly that address change. The router may ask
 * more than once per navigation, so the mark is not consumed; once the address has changed, no
 * later navigation starts from `from` to `to` through this code path again.
 */
export function skipsListReload({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs): boolean {
	if (formMethod || !inPlaceChange) return false;
	return addressOf(currentUrl) === inPlaceChange.from && addressOf(nextUrl) === inPlaceChange.to;
}
