// Internal links in markdown texts (the internal-link tool and product descriptions).
// The text is parsed (./parse.ts, as the page reads it) to know where plain prose is, and each link
// is spliced into the ORIGINAL string at a text node's offsets, so every other byte of the
// operator's markdown stays as it was.
import type { Root } from "mdast";
import { SKIP, visit } from "unist-util-visit";
import { parseMarkdown } from "./parse";

export interface LinkTarget {
	/** The words that mention the page, e.g. "Marabou" or "Dubai-choklad". */
	phrase: string;
	/** The page's path, e.g. "/varumarken/marabou". */
	path: string;
}

export interface InsertedLink {
	phrase: string;
	path: string;
	/** The mention as written in the text (its case is kept as the link text). */
	text: string;
	/** Where the mention starts in the original markdown. */
	offset: number;
}

export interface LinkInsertion {
	markdown: string;
	inserted: InsertedLink[];
}

export interface LinkInsertionOptions {
	/**
	 * How many links to the targets' pages a text may hold, counting those already there. Counting
	 * the existing ones is what makes a second run insert nothing even when the first hit the limit.
	 */
	maxLinks: number;
	/** The page the text belongs to: it never links to itself. */
	selfPath?: string;
}

/** Prose only: nothing inside these ever gains a link. */
const untouchable = new Set([
	"heading",
	"link",
	"linkReference",
	"image",
	"imageReference",
	"inlineCode",
	"code",
	"html",
	"definition",
	"footnoteDefinition",
	"footnoteReference",
]);

// A phrase starts and ends with a letter or digit and holds nothing markdown would read as syntax,
// so "[phrase](path)" renders the same words and its edges can never touch another link's edges.
const safePhrase = /^[\p{L}\p{N}](?:[\p{L}\p{N} &'.,-]*[\p{L}\p{N}])?$/u;
// A site path that can stand in "(…)" as it is.
const safePath = /^\/[^\s()<>\\]*$/;
// A hyphen counts as part of a word: "choklad" in "Dubai-choklad" is not a mention of Choklad.
const wordChar = /[\p{L}\p{N}_-]/u;
// Characters right before a mention that would change what "[" means (image, escape, reference).
const unsafeBefore = new Set(["!", "\\", "[", "]"]);
// Bare addresses are links of their own in the parse; a word that only looks like one (GFM does not
// link "info@marabou" or "ftp://…") is left alone too: nothing inside it is a mention.
const addressLike = /:\/\/|www\.|@/i;

/** The key two spellings of one page's path share ("/a/b/" and "/a/b#x" are "/a/b"). */
export function pathKey(path: string): string {
	const bare = path.trim().split(/[?#]/, 1)[0] ?? "";
	let decoded = bare;
	try {
		decoded = decodeURIComponent(bare);
	} catch {
		// A malformed escape stays as written.
	}
	return (decoded.length > 1 ? decoded.replace(/\/+$/, "") : decoded).toLowerCase();
}

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

interface Span {
	start: number;
	end: number;
}

/** The whitespace-delimited word of the source that holds the span. */
function tokenAround(markdown: string, span: Span): string {
	let start = span.start;
	let end = span.end;
	while (start > 0 && !/\s/.test(markdown[start - 1] ?? "")) start--;
	while (end < markdown.length && !/\s/.test(markdown[end] ?? "")) end++;
	return markdown.slice(start, end);
}

function overlaps(a: Span, spans: Span[]): boolean {
	return spans.some((b) => a.start < b.end && b.start < a.end);
}

/** Every mention of the phrase in prose, as a whole word, outside the spans already taken. */
function mentionsOf(markdown: string, prose: Span[], phrase: string, taken: Span[]): Span[] {
	const pattern = new RegExp(escapeRegExp(phrase), "giu");
	const found: Span[] = [];
	for (const text of prose) {
		const source = markdown.slice(text.start, text.end);
		for (const match of source.matchAll(pattern)) {
			const start = text.start + (match.index ?? 0);
			const span = { start, end: start + match[0].length };
			const before = markdown[start - 1] ?? "";
			const after = markdown[span.end] ?? "";
			if (wordChar.test(before) || wordChar.test(after) || unsafeBefore.has(before)) continue;
			if (addressLike.test(tokenAround(markdown, span)) || overlaps(span, taken) || overlaps(span, found)) continue;
			found.push(span);
		}
	}
	return found;
}

function collectLinkedPaths(tree: Root): Set<string> {
	const linked = new Set<string>();
	visit(tree, (node) => {
		if (node.type === "link" || node.type === "definition") linked.add(pathKey(node.url));
	});
	return linked;
}

/** The pages a text links to already, as `pathKey`s. */
export function linkedPaths(markdown: string): Set<string> {
	return collectLinkedPaths(parseMarkdown(markdown));
}

/**
 * Links the first mention of each target (longer phrases first, so "Dubai-choklad" wins over
 * "choklad"), case-insensitively and as a whole word, only in prose: never in a heading, an existing
 * link or image, code or HTML. A target whose page is `selfPath` or is already linked is left out.
 * Idempotent: running it on its own output inserts nothing.
 */
export function insertInternalLinks(
	markdown: string,
	targets: LinkTarget[],
	{ maxLinks, selfPath }: LinkInsertionOptions,
): LinkInsertion {
	const unchanged = { markdown, inserted: [] };
	if (markdown.trim() === "" || targets.length === 0 || maxLinks < 1) return unchanged;
	const tree = parseMarkdown(markdown);

	const linked = collectLinkedPaths(tree);
	const prose: Span[] = [];
	visit(tree, (node) => {
		if (untouchable.has(node.type)) return SKIP;
		const start = node.position?.start.offset;
		const end = node.position?.end.offset;
		if (node.type === "text" && start !== undefined && end !== undefined) prose.push({ start, end });
	});

	const self = selfPath === undefined ? null : pathKey(selfPath);
	const targetKeys = new Set(targets.map((target) => pathKey(target.path)).filter((key) => key !== self));
	const budget = maxLinks - [...linked].filter((key) => targetKeys.has(key)).length;
	if (budget < 1) return unchanged;

	// Longest phrase first, and every mention of a phrase is taken by it, whether it gets the link
	// or not: "godis" inside "surt godis" is never a mention of Godis, even on the Surt godis page.
	const phrases = targets
		.map((target) => ({ ...target, phrase: target.phrase.trim(), key: pathKey(target.path) }))
		.filter((target) => safePhrase.test(target.phrase))
		.sort((a, b) => b.phrase.length - a.phrase.length);
	const taken: Span[] = [];
	const claimed: (Span & { target: (typeof phrases)[number] })[] = [];
	const seenPaths = new Set<string>();
	const seenPhrases = new Set<string>();
	for (const target of phrases) {
		const phraseKey = target.phrase.toLocaleLowerCase();
		if (seenPhrases.has(phraseKey)) continue;
		seenPhrases.add(phraseKey);
		const mentions = mentionsOf(markdown, prose, target.phrase, taken);
		taken.push(...mentions);
		const [first] = mentions;
		const wanted = target.key !== self && !linked.has(target.key) && !seenPaths.has(target.key) && safePath.test(target.path);
		if (!first || !wanted) continue;
		seenPaths.add(target.key);
		claimed.push({ ...first, target });
	}

	// Over the limit, the earliest mentions in the text win.
	const chosen = claimed.sort((a, b) => a.start - b.start).slice(0, budget);
	if (chosen.length === 0) return unchanged;
	let result = "";
	let cursor = 0;
	const inserted: InsertedLink[] = [];
	for (const { start, end, target } of chosen) {
		const text = markdown.slice(start, end);
		result += `${markdown.slice(cursor, start)}[${text}](${target.path})`;
		cursor = end;
		inserted.push({ phrase: target.phrase, path: target.path, text, offset: start });
	}
	return { markdown: result + markdown.slice(cursor), inserted };
}
