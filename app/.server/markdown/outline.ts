// A text's headings: the sections it is cut into (the rules for generated texts count them).
// Only headings of the text itself count, not one quoted or inside a list item.
import { parseMarkdown } from "./parse";
import { textOf } from "./text";

/** The words of each heading of `depth` (1 for `#`, 2 for `##`, …), in order. */
export function headingsOf(markdown: string, depth: number): string[] {
	return parseMarkdown(markdown)
		.children.filter((node) => node.type === "heading" && node.depth === depth)
		.map((heading) => textOf(heading));
}

/** Whether the text is one paragraph on one line: no heading, list, quote, table or line break. */
export function isRunningText(markdown: string): boolean {
	const trimmed = markdown.trim();
	const [only, ...more] = parseMarkdown(trimmed).children;
	return !trimmed.includes("\n") && more.length === 0 && (only === undefined || only.type === "paragraph");
}
