/** Escapes `%`, `_` and `\` so user text matches literally inside ILIKE '%…%'. */
export function escapeLike(text: string): string {
	return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The text a LIKE pattern's part stands for: its escapes undone. */
export function unescapeLike(text: string): string {
	return text.replace(/\\(.)/g, "$1");
}

export function containsPattern(text: string): string {
	return `%${escapeLike(text)}%`;
}
