/** Escapes `%`, `_` and `\` so user text matches literally inside ILIKE '%…%'. */
export function escapeLike(text: string): string {
	return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export function containsPattern(text: string): string {
	return `%${escapeLike(text)}%`;
}

/**
 * The pattern for `products.search_text` (ADR 018), whose texts are joined by line breaks: a search's
 * own line breaks are dropped, as the search box itself drops them, so a match never spans two texts.
 * The database lowercases it, exactly as it lowercased the column.
 */
export function searchTextPattern(query: string): string {
	return containsPattern(query.replace(/[\r\n]+/g, ""));
}
