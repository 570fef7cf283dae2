// The one way Markdown is read: CommonMark with GitHub's extensions (tables, strikethrough, task
// lists, footnotes, bare addresses as links), the same syntax the renderer reads. Every reader of a
// text (plain text, words, headings, links, FAQ pairs, the internal-link inserter) walks this tree,
// so none of them can see a link, a heading or a word that the page does not show (ADR 043).
// Every text is read within bounds on its nesting, syntax and length (./bounded-text.ts, ADR 088),
// here and in the renderer alike.
import type { Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { type PluggableList, unified } from "unified";
import { boundedMemo } from "./bounded-memo";
import { type BoundedMarkdown, boundMarkdown } from "./bounded-text";
import { remarkBoundedExpansion } from "./expansion-bound";
import { restoreOffsets } from "./original-offsets";

/**
 * The syntax on top of CommonMark, and the bound on what references and tables expand to: the
 * renderer's remark plugins and the parser's, from here only.
 */
export const markdownSyntax: PluggableList = [remarkGfm, remarkBoundedExpansion];

const parser = unified().use(remarkParse).use(markdownSyntax).freeze();

/** The text the parser reads for `markdown`: the renderer gives this, never the text itself, to its parser. */
export function parsedText(markdown: string): string {
	return boundMarkdown(markdown).text;
}

function parse(bounded: BoundedMarkdown): Root {
	const tree = parser.runSync(parser.parse(bounded.text)) as Root;
	restoreOffsets(tree, bounded.text, bounded.escapes);
	return tree;
}

// A text is often read several ways in a row (a writer's check counts its words, headings, links
// and FAQ pairs, about 5 ms a parse for an article), so the trees of the last texts are kept and
// each is parsed once. They are kept by the part of the text that is read, which alone makes the
// tree, so a long text is kept too. Trees are shared: readers only read them.
const recentTrees = boundedMemo((_read: string, bounded: BoundedMarkdown) => parse(bounded), {
	keyOf: (read) => read,
	maxChars: 200_000,
	sizeOf: () => 0,
});

/** The text's syntax tree, with every node's offsets in the text. Read it; never change it. */
export function parseMarkdown(markdown: string): Root {
	const bounded = boundMarkdown(markdown);
	return recentTrees(markdown.slice(0, bounded.length), bounded);
}
