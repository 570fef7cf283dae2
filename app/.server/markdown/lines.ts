// A text's lines as Markdown counts them: ended by "\n", "\r\n" or "\r". The bounds on what is
// parsed (./bounded-text.ts) read a text line by line before any parser sees it.

export interface Line {
	/** Where the line starts. */
	start: number;
	/** Where its content ends, before its line ending. */
	end: number;
	/** Where the next line starts (the text's length after the last line). */
	next: number;
}

/** Every line of `text` up to `limit`, in order; a text ending in a line ending has no empty last line. */
export function* linesOf(text: string, limit = text.length): Generator<Line> {
	let start = 0;
	while (start < limit) {
		let end = start;
		while (end < limit && text[end] !== "\n" && text[end] !== "\r") end++;
		let next = end;
		if (next < limit) next += text[next] === "\r" && text[next + 1] === "\n" && next + 1 < limit ? 2 : 1;
		yield { start, end, next };
		start = next;
	}
}

/** Whether the line holds nothing but spaces and tabs: a blank line ends every paragraph. */
export function isBlank(text: string, line: Line): boolean {
	for (let i = line.start; i < line.end; i++) if (text[i] !== " " && text[i] !== "\t") return false;
	return true;
}
