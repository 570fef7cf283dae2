// The one way Markdown is read: CommonMark with GitHub's extensions (tables, strikethrough, task
// lists, footnotes, bare addresses as links), the same syntax the renderer reads. Every reader of a
// text (plain text, words, headings, links, FAQ pairs, the internal-link inserter) walks this tree,
// so none of them can see a link, a heading or a word that the page does not show (ADR 043).
import type { Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { type PluggableList, unified } from "unified";
import { boundedMemo } from "./bounded-memo";

/** The syntax on top of CommonMark: the renderer's remark plugins and the parser's, from here only. */
export const markdownSyntax: PluggableList = [remarkGfm];

const parser = unified().use(remarkParse).use(markdownSyntax).freeze();

// A text is often read several ways in a row (a writer's check counts its words, headings, links
// and FAQ pairs, about 5 ms a parse for an article), so the trees of the last texts are kept and
// each is parsed once. Trees are shared: readers only read them.
const recentTrees = boundedMemo((markdown: string) => parser.parse(markdown), {
	keyOf: (markdown) => markdown,
	maxChars: 200_000,
	sizeOf: () => 0,
});

/** The text's syntax tree, with every node's offsets in the text. Read it; never change it. */
export function parseMarkdown(markdown: string): Root {
	return recentTrees(markdown);
}
