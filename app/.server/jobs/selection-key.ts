// A short key for a set of values, for a single-flight key (ADR 019, 074) whose target is a
// selection: the pages of one SEO run, the keywords of one article. The same values in any order
// give the same key, so a form posted twice joins the run it already started; a digest keeps a
// selection of a thousand page ids within what a unique index can hold.
import { createHash } from "node:crypto";

export function selectionKey(values: readonly string[]): string {
	const sorted = [...new Set(values)].sort();
	return createHash("sha256").update(sorted.join("\n")).digest("hex").slice(0, 32);
}
