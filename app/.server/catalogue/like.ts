/** Escapes `%`, `_` and `\` so user text matches literally inside ILIKE '%…%'. */
export function escapeLike(text: string): string {
	return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export function containsPattern(text: string): string {
	return `%${escapeLike(text)}%`;
}
