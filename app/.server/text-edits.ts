// Replacing ranges of a text in one pass: the Markdown link rewriter and the demo's price restyling
// find their ranges first, then splice every replacement in, the text between kept as it was.

/** One replacement: the characters from `start` up to `end` become `text`. */
export interface TextEdit {
	start: number;
	end: number;
	text: string;
}

/** `edits` in order of `start`, none overlapping another. */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
	let result = "";
	let cursor = 0;
	for (const edit of edits) {
		result += text.slice(cursor, edit.start) + edit.text;
		cursor = edit.end;
	}
	return result + text.slice(cursor);
}
