// The HTML of a text can be far longer than the text: each reference ("[a]") repeats its
// definition's whole target and title, and each table row is padded with empty cells to its
// header's width. Within the characters that are read (./bounded-text.ts), one 16 KB definition and
// 4,000 references to it would make 64 MB of HTML; an 8,000-column header over 1,000 one-cell rows,
// 8 million cells (ADR 088). Both are bounded on the tree, before it becomes HTML: the renderer runs
// this with the syntax (./parse.ts) and so does every reader, so they read what the page shows.
import type { Definition, Nodes, Root } from "mdast";
import { visit } from "unist-util-visit";

/** Characters of definitions' targets and titles that all the references of a text may repeat. */
export const maxReferencedChars = 65_536;
/** Empty cells the tables of a text may be padded with, in all. */
export const maxPaddingCells = 10_000;

/** References past the budget show their words (a link) or nothing (an image), as an unsafe one does. */
function boundReferences(tree: Root): void {
	const definitions = new Map<string, Definition>();
	visit(tree, "definition", (node: Definition) => {
		// The first definition of a name is the one that counts (CommonMark), as the renderer reads it.
		const id = node.identifier.toUpperCase();
		if (!definitions.has(id)) definitions.set(id, node);
	});
	let spent = 0;
	visit(tree, (node: Nodes, index, parent) => {
		if (node.type !== "linkReference" && node.type !== "imageReference") return;
		const definition = definitions.get(node.identifier.toUpperCase());
		if (!definition || parent === undefined || index === undefined) return;
		spent += definition.url.length + (definition.title?.length ?? 0);
		if (spent <= maxReferencedChars) return;
		parent.children.splice(index, 1, ...(node.type === "linkReference" ? node.children : []));
		return index;
	});
}

/** A table whose padding would pass the budget keeps its rows as written, without alignment or padding. */
function boundPadding(tree: Root): void {
	let padded = 0;
	visit(tree, "table", (table) => {
		const columns = table.align?.length ?? 0;
		const padding = table.children.reduce((sum, row) => sum + Math.max(0, columns - row.children.length), 0);
		if (padding > 0 && padded + padding > maxPaddingCells) table.align = null;
		else padded += padding;
	});
}

/** The remark plugin: bounds what references and tables expand to. */
export function remarkBoundedExpansion() {
	return (tree: Root) => {
		boundReferences(tree);
		boundPadding(tree);
	};
}
