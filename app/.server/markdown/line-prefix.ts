// The block containers at a line's start, read without parsing: block quote markers (">"), list
// markers ("-", "*", "+", "1." or "1)" followed by whitespace or the line's end) and footnote
// definition labels ("[^a]:"), in any mix, with the whitespace between them. The parser's memory
// and time grow with how deep containers nest (ADR 088), so ./bounded-text.ts reads here how deep
// each marker can be before the parser sees it.
import type { Line } from "./lines";

export interface ContainerMarker {
	/** Where the marker starts. */
	start: number;
	/** Where a backslash makes it text: before its ">", "-", "*", "+" or "[", or an ordered marker's "." or ")". */
	escapeAt: number;
	/**
	 * The most containers that can be open once this one is: one for each marker up to and
	 * including it, and one for each two columns of whitespace before it. Each open container the
	 * line continues takes a marker (a quote's ">") or at least two columns of indentation (a list
	 * item's marker and a space; a footnote's four), so the true depth is never more. The one
	 * column a marker may take after it is its own, not indentation.
	 */
	depth: number;
	/** Whether it starts a list item that can interrupt a paragraph: a bullet, or an ordered marker numbered 1. */
	startsItem: boolean;
}

export interface LinePrefix {
	/** The markers, in order, up to the first deeper than `maxDepth`. */
	markers: ContainerMarker[];
	/** The first marker deeper than `maxDepth`, where the line's content is taken to start. */
	tooDeep: ContainerMarker | null;
	/** Where the content after the markers (or at `tooDeep`) starts. */
	contentStart: number;
}

const tabStop = 4;

/** The length of an ordered list marker ("1." … "123456789)") followed by whitespace or the line's end at `at`, or 0. */
function orderedMarkerLength(text: string, at: number, end: number): number {
	let i = at;
	while (i < end && i - at < 9 && text[i]! >= "0" && text[i]! <= "9") i++;
	if (i === at || i >= end || (text[i] !== "." && text[i] !== ")")) return 0;
	return followedBySpace(text, i + 1, end) ? i + 1 - at : 0;
}

function followedBySpace(text: string, at: number, end: number): boolean {
	return at >= end || text[at] === " " || text[at] === "\t";
}

/** The length of a footnote definition's "[^label]:" at `at` (a label of 1–999 characters, no whitespace), or 0. */
function footnoteLabelLength(text: string, at: number, end: number): number {
	if (text[at] !== "[" || text[at + 1] !== "^") return 0;
	let i = at + 2;
	while (i < end && i - at < 1002) {
		const c = text[i];
		if (c === "]") return i > at + 2 && text[i + 1] === ":" ? i + 2 - at : 0;
		if (c === "[" || c === " " || c === "\t") return 0;
		i += c === "\\" ? 2 : 1;
	}
	return 0;
}

/**
 * Where a thematic break ("- - -", "***") of `char` would start: a line whose rest from a marker
 * is one is a break, not more markers. [from, to] is where such a rest starts; empty when none.
 */
function thematicBreakSpan(text: string, line: Line, char: string): { from: number; to: number } {
	let from = line.end;
	let seen = 0;
	let to = -1;
	while (from > line.start) {
		const c = text[from - 1];
		if (c === char) {
			seen++;
			if (seen === 3) to = from - 1;
		} else if (c !== " " && c !== "\t") break;
		from--;
	}
	return { from, to };
}

/** The container markers at the start of `line`, each with how deep it can be. */
export function linePrefix(text: string, line: Line, maxDepth: number): LinePrefix {
	const breaks = { "-": thematicBreakSpan(text, line, "-"), "*": thematicBreakSpan(text, line, "*") };
	const markers: ContainerMarker[] = [];
	let column = 0;
	let indentation = 0;
	let ownColumn = false;
	let i = line.start;
	while (i < line.end) {
		const c = text[i]!;
		if (c === " " || c === "\t") {
			const width = c === "\t" ? tabStop - (column % tabStop) : 1;
			column += width;
			indentation += ownColumn ? width - 1 : width;
			ownColumn = false;
			i++;
			continue;
		}
		let length = 0;
		let escapeAt = i;
		let startsItem = false;
		if (c === ">") length = 1;
		else if (c === "-" || c === "*") {
			const span = breaks[c];
			if (i >= span.from && i <= span.to) break;
			length = followedBySpace(text, i + 1, line.end) ? 1 : 0;
			startsItem = true;
		} else if (c === "+") {
			length = followedBySpace(text, i + 1, line.end) ? 1 : 0;
			startsItem = true;
		} else if (c >= "0" && c <= "9") {
			length = orderedMarkerLength(text, i, line.end);
			escapeAt = i + length - 1;
			startsItem = Number(text.slice(i, escapeAt)) === 1;
		} else if (c === "[") length = footnoteLabelLength(text, i, line.end);
		if (length === 0) break;
		const marker = { start: i, escapeAt, depth: markers.length + 1 + Math.floor(indentation / 2), startsItem };
		if (marker.depth > maxDepth) return { markers, tooDeep: marker, contentStart: i };
		markers.push(marker);
		column += length;
		i += length;
		ownColumn = true;
	}
	return { markers, tooDeep: null, contentStart: i };
}
