// What of a text the parser reads. The parser (micromark, under remark and react-markdown) takes
// memory and time that grow faster than the text for much of the syntax: 10,000 nested quotes
// (">>> …", 10 KB) ran a 192 MB heap out of memory, and so did 16,000 empty paragraphs (48 KB). A stored
// text is read on every view of its page, so one such text from a feed or the admin would stop the
// server on every view (ADR 088). Every parse reads its text through here (./parse.ts for the
// readers, ./render.tsx for the HTML), which bounds:
// - how deep containers nest: a quote, list or footnote marker that could open a container deeper
//   than `maxNesting` is escaped with a backslash, so it and the rest of its line read as text;
// - how much one paragraph can hold, in characters and in inline syntax (./inline-bound.ts);
// - how much is read: at most `maxLines` lines and container markers and `maxChars` characters.
// Where a bound cuts, the rest of the text is left out, at a space when there is one near.
// A text within the bounds (every text the site has written or been sent) is read exactly as it is.
import { InlineBudget } from "./inline-bound";
import { linePrefix } from "./line-prefix";
import { isBlank, linesOf } from "./lines";

/**
 * The deepest a container may be. Counted as an upper bound (./line-prefix.ts: a marker, or two
 * columns of indentation, per level), so any list up to 8 levels deep indented by up to 4 spaces a
 * level is untouched; texts on the site nest 3 at most. At 16 the parser's cost of nesting is nil.
 */
export const maxNesting = 16;
/**
 * Lines and container markers read at most. The parser's memory is about 8 KB a block (12 KB a list
 * item) and some of its work grows with the square of the blocks before it (a setext heading or a
 * quote after others), so this bounds both. An article of 2,000 words has about 100 lines.
 */
export const maxLines = 1500;
/** Characters read at most: more than twice a 2,000-word article (13 KB), half a feed's longest field. */
export const maxChars = 32_768;

export interface BoundedMarkdown {
	/** The text as the parser reads it. */
	text: string;
	/** Where, in the original text, a backslash went in before a character; ascending. */
	escapes: number[];
	/** How much of the original text is read; the rest is left out. */
	length: number;
}

/** Where to cut a line at `limit` (> `from`): at its last space in the 1,000 characters before, else at `limit`. */
function cutAt(markdown: string, from: number, limit: number): number {
	const space = markdown.lastIndexOf(" ", limit);
	if (space > from && space > limit - 1000) return space;
	// Never between the two halves of a character outside the Basic Multilingual Plane.
	const code = markdown.charCodeAt(limit - 1);
	return code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit;
}

/** `markdown` within the bounds; `escapes` and `length` say what changed, to map positions back. */
export function boundMarkdown(markdown: string): BoundedMarkdown {
	const escapes: number[] = [];
	const inline = new InlineBudget(escapes);
	let lines = 0;
	let length = markdown.length;
	for (const line of linesOf(markdown)) {
		let end = line.end;
		if (end > maxChars) end = length = cutAt(markdown, line.start, maxChars);
		if (isBlank(markdown, line)) {
			if (++lines > maxLines) {
				length = line.start;
				break;
			}
			inline.startRun();
			if (end < line.end) break;
			continue;
		}
		const prefix = linePrefix(markdown, { ...line, end }, maxNesting);
		lines += 1 + prefix.markers.length;
		if (lines > maxLines) {
			length = line.start;
			break;
		}
		const contentStart = prefix.tooDeep ? prefix.tooDeep.escapeAt + 1 : prefix.contentStart;
		// A list item's paragraph is a new one: the run starts again.
		if (contentStart < end && prefix.markers.some((marker) => marker.startsItem)) inline.startRun();
		const room = inline.room();
		if (end - contentStart >= room) {
			if (room <= 0) {
				length = line.start;
				break;
			}
			end = length = cutAt(markdown, contentStart, contentStart + room);
		}
		if (prefix.tooDeep) escapes.push(prefix.tooDeep.escapeAt);
		inline.readLine(markdown, contentStart, end);
		if (end < line.end) break;
	}
	inline.startRun();
	escapes.sort((a, b) => a - b);
	if (escapes.length === 0) return { text: markdown.slice(0, length), escapes, length };
	let text = "";
	let cursor = 0;
	for (const at of escapes) {
		text += `${markdown.slice(cursor, at)}\\`;
		cursor = at;
	}
	return { text: text + markdown.slice(cursor, length), escapes, length };
}
