// The links of a text as the page shows them: `[words](target)`, `<https://…>` and bare addresses,
// and `[words][name]` with its definition. Nothing inside code, an image or raw HTML is a link.

import type { Definition, Link, Root } from "mdast";
import { visit } from "unist-util-visit";
import { applyTextEdits, type TextEdit } from "../text-edits";
import { parseMarkdown } from "./parse";
import { textOf } from "./text";

export interface MarkdownLink {
	/** The link as written. */
	raw: string;
	/** Its words. */
	text: string;
	target: string;
}

function definitionsOf(tree: Root): Map<string, string> {
	const urls = new Map<string, string>();
	visit(tree, "definition", (node: Definition) => {
		// The first definition of a name is the one that counts (CommonMark).
		if (!urls.has(node.identifier)) urls.set(node.identifier, node.url);
	});
	return urls;
}

/** Every link of the text, in order. */
export function linksOf(markdown: string): MarkdownLink[] {
	const tree = parseMarkdown(markdown);
	const definitions = definitionsOf(tree);
	const links: MarkdownLink[] = [];
	visit(tree, (node) => {
		if (node.type !== "link" && node.type !== "linkReference") return;
		// A reference without a definition is shown as the brackets it is written with.
		const target = node.type === "link" ? node.url : definitions.get(node.identifier);
		if (target === undefined) return;
		const raw = node.position ? markdown.slice(node.position.start.offset, node.position.end.offset) : "";
		links.push({ raw, text: textOf(node), target });
	});
	return links;
}

/**
 * The text with some `[words](target)` links changed: `change` gets each one and returns what to
 * write instead (given the words as written), or null to keep it. Every other byte stays.
 */
export function replaceLinks(markdown: string, change: (link: { words: string; target: string }) => string | null): string {
	const edits: TextEdit[] = [];
	visit(parseMarkdown(markdown), "link", (node: Link) => {
		const start = node.position?.start.offset;
		const end = node.position?.end.offset;
		if (start === undefined || end === undefined) return;
		const first = node.children.at(0)?.position?.start.offset;
		const last = node.children.at(-1)?.position?.end.offset;
		const words = first === undefined || last === undefined ? "" : markdown.slice(first, last);
		const text = change({ words, target: node.url });
		if (text !== null) edits.push({ start, end, text });
	});
	return applyTextEdits(markdown, edits);
}
