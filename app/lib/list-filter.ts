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

/**
 * The hidden field a card with a filtered list sends with its filter's GET (no JavaScript, ADR 090):
 * which card the address's other parameters are the fields of, so that card, and only it, shows
 * them again. The two SEO cards both name their boxes `ids`; the marker keeps them apart.
 */
export const filteredCardParam = "card";

/**
 * The filter a list's address holds. The last value counts: "Visa alla" sends an empty one after
 * the box's own.
 */
export function filterQuery(params: URLSearchParams, listId: string): string {
	return params.getAll(filterParam(listId)).at(-1) ?? "";
}

/** The address holds the fields of this card, sent by its filter's GET. */
export function fieldsInAddress(params: URLSearchParams, listId: string): boolean {
	return params.get(filteredCardParam) === listId;
}

/** The other lists' filters in the address (non-empty), which a card's filter GET carries on. */
export function otherListFilters(params: URLSearchParams, listId: string): [string, string][] {
	const prefix = filterParam("");
	const others = new Set([...params.keys()].filter((key) => key.startsWith(prefix) && key !== filterParam(listId)));
	return [...others]
		.map((key): [string, string] => [key, filterQuery(params, key.slice(prefix.length))])
		.filter(([, value]) => value !== "");
}
