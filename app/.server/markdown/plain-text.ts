// A text as plain words: meta descriptions, structured data, list summaries, the length of an
// intro, the words of an article. Made on the server from the parsed text; the browser gets the
// words (parsing there would cost about 24 KB of gzipped JavaScript, ADR 043).
import { cutAtWord } from "~/lib/seo";
import { boundedMemo } from "./bounded-memo";
import { parseMarkdown } from "./parse";
import { textOf } from "./text";

// Page views ask for the plain text of the same intros and descriptions again and again.
const readableText = boundedMemo((markdown: string) => textOf(parseMarkdown(markdown)), {
	keyOf: (markdown) => markdown,
	maxChars: 2_000_000,
	sizeOf: (text) => text.length,
});

/** Markdown to plain text on one line, cut at `max` characters on a word boundary. */
export function plainText(markdown: string | null | undefined, max = Number.POSITIVE_INFINITY): string {
	if (!markdown) return "";
	return cutAtWord(readableText(markdown), max);
}

/** Words a reader reads: link targets, images, code blocks, raw HTML and markup are not words. */
export function countWords(markdown: string): number {
	const text = textOf(parseMarkdown(markdown), { codeBlocks: false });
	return text.split(" ").filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
