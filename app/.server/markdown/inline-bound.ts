// Inline syntax takes the parser time growing with the square of how much of it one paragraph
// holds (ADR 088): 8 KB of "_www.a" or of "*a **a " took 0.4–0.8 s of CPU to parse, 32 KB several
// seconds; one "[" left open before 16,000 words, 2 s. A run of lines that one paragraph can span
// (from a blank line or a line starting a list item to the next) is bounded here:
// - it holds at most `maxRunChars` characters; the text is cut where a run passes that;
// - past its first `maxDelimitersPerRun` delimiters (emphasis, strikethrough and code span runs,
//   "[", "]", "<"), each delimiter is escaped with a backslash and reads as the character it is;
// - a "[" with no "]" within `maxBracketSpan` characters of the run is escaped: the parser shows
//   it as text anyway, after searching back to it from every word that follows.
// Hand-written paragraphs hold a few dozen delimiters and under 2,000 characters; a 2,000-word
// article written as one paragraph (13 KB) is still read whole.

/** Characters one run of lines may hold. */
export const maxRunChars = 16_384;
/** Delimiters one run of lines may hold before the rest are text. */
export const maxDelimitersPerRun = 500;
/** How far a "[" may be from its "]". */
export const maxBracketSpan = 1000;

const runs = new Set(["*", "_", "~", "`"]);
const singles = new Set(["[", "]", "<"]);
const asciiPunctuation = /[!-/:-@[-`{-~]/;

/** Whether `text[from, to)` opens a fenced code block or is a thematic break: block syntax, never inline. */
function isBlockSyntaxLine(text: string, from: number, to: number): boolean {
	const content = text.slice(from, to).trimStart();
	const fence = /^(`{3,}|~{3,})/.exec(content);
	if (fence) return fence[1]![0] === "~" || !content.slice(fence[1]!.length).includes("`");
	return /^(?:(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/.test(content);
}

/** What the run of lines read so far holds; `escapes` collects where backslashes go. */
export class InlineBudget {
	private chars = 0;
	private delimiters = 0;
	/** The open "[" of the run, oldest first, from `firstOpen` on. */
	private open: number[] = [];
	private firstOpen = 0;

	constructor(private readonly escapes: number[]) {}

	/** A blank line or a list item: the next line starts a new run; its open "[" stay text. */
	startRun(): void {
		for (let k = this.firstOpen; k < this.open.length; k++) this.escapes.push(this.open[k]!);
		this.open = [];
		this.firstOpen = 0;
		this.chars = 0;
		this.delimiters = 0;
	}

	/** How many more characters the run may hold. */
	room(): number {
		return maxRunChars - this.chars;
	}

	/** Reads a line's content, `text[from, to)`. */
	readLine(text: string, from: number, to: number): void {
		this.chars += to - from + 1;
		if (isBlockSyntaxLine(text, from, to)) return;
		let i = from;
		while (i < to) {
			const c = text[i]!;
			if (c === "\\") {
				i += asciiPunctuation.test(text[i + 1] ?? "") ? 2 : 1;
				continue;
			}
			let end = i + 1;
			if (runs.has(c)) while (end < to && text[end] === c) end++;
			else if (!singles.has(c)) {
				i = end;
				continue;
			}
			if (++this.delimiters > maxDelimitersPerRun) for (let at = i; at < end; at++) this.escapes.push(at);
			else if (c === "[") this.opened(i);
			else if (c === "]" && this.open.length > this.firstOpen) this.closed(i);
			i = end;
		}
	}

	/** A "]" closes the latest open "[": one too far before it is escaped all the same. */
	private closed(at: number): void {
		const start = this.open.pop()!;
		if (start < at - maxBracketSpan) this.escapes.push(start);
	}

	private opened(at: number): void {
		while (this.firstOpen < this.open.length && this.open[this.firstOpen]! < at - maxBracketSpan) {
			this.escapes.push(this.open[this.firstOpen]!);
			this.firstOpen++;
		}
		this.open.push(at);
	}
}
