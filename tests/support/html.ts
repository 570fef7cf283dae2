// A small, DOM-free reader for server-rendered pages: the crawl and the page-weight script fetch
// hundreds of pages over plain HTTP, so they read the few facts they check (language, head tags,
// links, scripts) with regular expressions instead of a browser. Only markup React renders is read:
// double- or single-quoted attributes, no nested anchors.

export interface HeadLink {
	rel: string;
	href: string;
	hreflang?: string;
}

export interface Anchor {
	href: string;
	target?: string;
	rel?: string;
	/** Visible and screen-reader text, whitespace collapsed. */
	text: string;
}

export interface ParsedPage {
	lang?: string;
	title?: string;
	/** `<meta name="…" content="…">` by lower-case name. */
	meta: Map<string, string>;
	links: HeadLink[];
	anchors: Anchor[];
	/** `src` of every `<script src>`. */
	scripts: string[];
	/** The text of every script the browser would run from the page itself (no `src`, not JSON data). */
	inlineScripts: string[];
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
	return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
		if (code[0] === "#") {
			const n = code[1] === "x" || code[1] === "X" ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
			return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
		}
		return entities[code.toLowerCase()] ?? whole;
	});
}

/** The attributes of one start tag's source (`<a href="/x" target=_blank>`), names lower-cased. */
export function attributesOf(tag: string): Record<string, string> {
	const attributes: Record<string, string> = {};
	const inner = tag.replace(/^<[\w-]+/, "").replace(/\/?>$/, "");
	for (const match of inner.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
		const name = match[1]?.toLowerCase();
		if (!name) continue;
		attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
	}
	return attributes;
}

function textOf(markup: string): string {
	return decodeEntities(markup.replace(/<[^>]*>/g, " "))
		.replace(/\s+/g, " ")
		.trim();
}

/** Scripts (inline data, JSON-LD) and comments hold text that only looks like markup. */
function withoutScriptsAndComments(html: string): string {
	return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<!--[\s\S]*?-->/g, "");
}

/** What a reader sees of a page: its text without scripts and comments, whitespace collapsed. */
export function pageText(html: string): string {
	return textOf(withoutScriptsAndComments(html));
}

export function parsePage(html: string): ParsedPage {
	const markup = withoutScriptsAndComments(html);
	const htmlTag = markup.match(/<html\b[^>]*>/i)?.[0];
	const titleMatch = markup.match(/<title\b[^>]*>([\s\S]*?)<\/title>/i);
	const meta = new Map<string, string>();
	for (const [tag] of markup.matchAll(/<meta\b[^>]*>/gi)) {
		const { name, content } = attributesOf(tag);
		if (name) meta.set(name.toLowerCase(), content ?? "");
	}
	const links: HeadLink[] = [];
	for (const [tag] of markup.matchAll(/<link\b[^>]*>/gi)) {
		const { rel, href, hreflang } = attributesOf(tag);
		if (rel && href !== undefined) links.push({ rel: rel.toLowerCase(), href, hreflang });
	}
	const anchors: Anchor[] = [];
	for (const match of markup.matchAll(/(<a\b[^>]*>)([\s\S]*?)<\/a>/gi)) {
		const { href, target, rel } = attributesOf(match[1] ?? "");
		if (href !== undefined) anchors.push({ href, target, rel, text: textOf(match[2] ?? "") });
	}
	const scripts: string[] = [];
	const inlineScripts: string[] = [];
	for (const [, tag = "", text = ""] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
		const { src, type } = attributesOf(tag);
		if (src) scripts.push(src);
		else if (!type?.toLowerCase().endsWith("json")) inlineScripts.push(text);
	}
	return {
		lang: htmlTag ? attributesOf(htmlTag).lang : undefined,
		title: titleMatch ? textOf(titleMatch[1] ?? "") : undefined,
		meta,
		links,
		anchors,
		scripts,
		inlineScripts,
	};
}

/** `<link rel="alternate" hreflang>` targets by language code. */
export function hreflangAlternates(page: ParsedPage): Map<string, string> {
	const alternates = new Map<string, string>();
	for (const link of page.links) {
		if (link.rel.split(/\s+/).includes("alternate") && link.hreflang) alternates.set(link.hreflang, link.href);
	}
	return alternates;
}

/** Every `href` of `<link>` tags whose rel includes `rel` (e.g. "stylesheet", "modulepreload", "canonical"). */
export function linkHrefs(page: ParsedPage, rel: string): string[] {
	return page.links.filter((link) => link.rel.split(/\s+/).includes(rel)).map((link) => link.href);
}

/** `<loc>` entries of a sitemap. */
export function sitemapLocations(xml: string): string[] {
	return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => decodeEntities(match[1] ?? "").trim());
}

export interface SitemapEntry {
	loc: string;
	/** `<lastmod>` of the entry, as written; absent when the entry has none. */
	lastmod?: string;
	/** `<xhtml:link rel="alternate" hreflang href>` of the entry, by language code (x-default too). */
	alternates: Map<string, string>;
}

/** The `<url>` entries of a sitemap with their dates and language alternates. */
export function sitemapEntries(xml: string): SitemapEntry[] {
	return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => {
		const alternates = new Map<string, string>();
		for (const [tag] of body.matchAll(/<xhtml:link\b[^>]*>/g)) {
			const { rel, hreflang, href } = attributesOf(tag);
			if (rel === "alternate" && hreflang && href) alternates.set(hreflang, href);
		}
		const lastmod = body.match(/<lastmod>([^<]*)<\/lastmod>/)?.[1]?.trim();
		const loc = decodeEntities(body.match(/<loc>([^<]*)<\/loc>/)?.[1] ?? "").trim();
		return lastmod === undefined ? { loc, alternates } : { loc, lastmod, alternates };
	});
}
