// Control characters in visitor or admin text (a NUL ends a PostgreSQL text with an error) are
// spaces wherever text is searched or stored as words.

/** The text with every control character (C0, DEL, C1) a space. */
export function withoutControlCharacters(text: string): string {
	// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters replaced
	return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ");
}
