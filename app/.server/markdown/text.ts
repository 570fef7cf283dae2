// The words a reader sees in part of a parsed text, as the renderer shows them: markup gone,
// links and emphasis keeping their words, raw HTML (never rendered) and images left out.
import type { Nodes } from "mdast";

/** None of these shows as words: raw HTML, images, link definitions and the marks of footnotes. */
const unseen = new Set<Nodes["type"]>(["html", "image", "imageReference", "definition", "footnoteReference", "yaml"]);

/** These flow inside a line; any other node is a block, kept apart from its neighbours by a space. */
const inline = new Set<Nodes["type"]>(["text", "emphasis", "strong", "delete", "link", "linkReference", "inlineCode", "break"]);

export interface TextOptions {
	/** Whether code blocks' text counts (default true); inline code always does. */
	codeBlocks?: boolean;
}

/** The node's text on one line, whitespace collapsed. */
export function textOf(node: Nodes | Nodes[], { codeBlocks = true }: TextOptions = {}): string {
	const parts: string[] = [];
	for (const each of Array.isArray(node) ? node : [node]) collect(each, parts, codeBlocks);
	return parts.join("").replace(/\s+/g, " ").trim();
}

function collect(node: Nodes, parts: string[], codeBlocks: boolean): void {
	if (unseen.has(node.type)) return;
	const block = !inline.has(node.type);
	if (block) parts.push(" ");
	if (node.type === "break") parts.push(" ");
	else if (node.type === "code") {
		if (codeBlocks) parts.push(node.value);
	} else if ("value" in node) parts.push(node.value);
	else if ("children" in node) for (const child of node.children) collect(child, parts, codeBlocks);
	if (block) parts.push(" ");
}
