// A catalogue text with tagged parts, "Gå till <godis>godis</godis>", rendered with an element per
// tag (a link, say) around the tagged words; the rest is plain text. Our texts need nothing more
// of a rich-text translation component.
import { cloneElement, type ReactElement, type ReactNode } from "react";

const taggedPart = /<(\w+)>(.*?)<\/\1>/g;

export function TaggedText({ text, parts }: { text: string; parts: Record<string, ReactElement<{ children?: ReactNode }>> }) {
	const nodes: ReactNode[] = [];
	let at = 0;
	for (const match of text.matchAll(taggedPart)) {
		const [whole, name = "", words = ""] = match;
		nodes.push(text.slice(at, match.index));
		const part = parts[name];
		nodes.push(part ? cloneElement(part, { key: `${name}-${match.index}` }, words) : words);
		at = match.index + whole.length;
	}
	nodes.push(text.slice(at));
	return <>{nodes}</>;
}
