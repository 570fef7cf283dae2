// Filtering a long selection list by what the operator types: case and accents do not matter
// ("ostron" finds "Östron"). The same function filters on the server (a GET filter, without
// JavaScript) and in the browser (as the operator types), so both show the same rows.

export function foldForFilter(text: string): string {
	return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/** The items whose label contains the query; every item for an empty query. */
export function filterByLabel<T>(items: readonly T[], query: string, label: (item: T) => string): T[] {
	const folded = foldForFilter(query);
	if (folded === "") return [...items];
	return items.filter((item) => foldForFilter(label(item)).includes(folded));
}

/** The address parameter a list's GET filter uses: one per list, so each list keeps its own. */
export function filterParam(listId: string): string {
	return `filter-${listId}`;
}
