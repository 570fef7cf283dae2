// The parser reads the bounded text (./bounded-text.ts), in which each escaping backslash moves
// what follows it one place on. The readers that edit a text (./link-inserter.ts, ./links.ts)
// slice the original at the tree's offsets, so every position is moved back to the original's.
import type { Root } from "mdast";
import type { Point } from "unist";
import { visit } from "unist-util-visit";

/** How many of the ascending `values` are below `limit`. */
function countBelow(values: readonly number[], limit: number): number {
	let low = 0;
	let high = values.length;
	while (low < high) {
		const middle = (low + high) >>> 1;
		if (values[middle]! < limit) low = middle + 1;
		else high = middle;
	}
	return low;
}

/** The line (from 1, as the parser counts) of each of the ascending positions in `text`. */
function linesAt(text: string, positions: readonly number[]): number[] {
	const lines: number[] = [];
	let line = 1;
	let i = 0;
	for (const at of positions) {
		for (; i < at; i++) if (text[i] === "\n" || (text[i] === "\r" && text[i + 1] !== "\n")) line++;
		lines.push(line);
	}
	return lines;
}

/**
 * Moves every offset and column in `tree` to the original's: `text` is what was parsed, the
 * original with a backslash put in before each of `escapes` (ascending positions in the original).
 */
export function restoreOffsets(tree: Root, text: string, escapes: readonly number[]): void {
	if (escapes.length === 0) return;
	// Where each backslash is in the parsed text: the k-th went in before escapes[k], after k others.
	const inserted = escapes.map((at, k) => at + k);
	const insertedLines = linesAt(text, inserted);
	const moved = new WeakSet<Point>();
	const restore = (point: Point) => {
		if (moved.has(point) || point.offset === undefined) return;
		moved.add(point);
		const before = countBelow(inserted, point.offset);
		point.column -= before - countBelow(insertedLines, point.line);
		point.offset -= before;
	};
	visit(tree, (node) => {
		if (!node.position) return;
		restore(node.position.start);
		restore(node.position.end);
	});
}
