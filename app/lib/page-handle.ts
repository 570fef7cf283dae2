// What a page's route tells the layout around it, through its `handle` (read with useMatches).

export interface PageHandle {
	/**
	 * The page has a search box of its own (home, products, search): on a phone, where the header's
	 * box takes a row of its own, the header leaves it out so that one box shows.
	 */
	ownSearchBox?: boolean;
}

/** Whether any route of the page says so. */
export function pageHasOwnSearchBox(matches: { handle?: unknown }[]): boolean {
	return matches.some((match) => (match.handle as PageHandle | undefined)?.ownSearchBox === true);
}
