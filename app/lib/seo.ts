// SEO as data (Hydrogen's pattern): a route's `meta` passes its facts here and gets title,
// description, absolute canonical on SITE_URL, hreflang alternates and Open Graph tags.
import type { MetaDescriptor } from "react-router";
import { type Locale, localeFromPath, localeTag } from "~/i18n/locales";
import { type Alternates, alternatesOfPath, hreflangTargets } from "./alternates";

export interface SeoFacts {
	title: string;
	description: string;
	/** Path of the canonical page (defaults to the current path, without query). */
	path?: string;
	alternates?: Alternates | null;
	image?: string | null;
	type?: "website" | "article" | "product";
	/** Keeps the page out of search results; "follow" still has its links followed (sorted or filtered lists). */
	noindex?: boolean | "follow";
	jsonLd?: object[];
}

interface MetaArgs {
	location: { pathname: string };
	matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export function siteUrlOf(matches: MetaArgs["matches"]): string {
	const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
	return root?.siteUrl ?? "";
}

const siteName = "Godisguiden";

/**
 * A page's <title>: "Kategori hittades inte | Godisguiden", the site's name added unless the title
 * has it. Also for the pages the root's error boundary renders, which have no `meta` of their own.
 */
export function pageTitle(title: string): string {
	return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

/** The site's picture for a share (1200 × 630, drawn by scripts/og-image.ts). */
const sitePicture = "/og-image.png";

/** The picture a share of the page shows: its own unless it has none or an SVG, which social sites do not draw. */
function sharedPicture(image: string | null | undefined): string {
	return image && !/\.svg(?:[?#]|$)/i.test(image) ? image : sitePicture;
}

export function seoMeta(args: MetaArgs, facts: SeoFacts): MetaDescriptor[] {
	const siteUrl = siteUrlOf(args.matches);
	const path = facts.path ?? args.location.pathname;
	const locale: Locale = localeFromPath(path);
	const absolute = (p: string) => (/^https?:\/\//.test(p) ? p : `${siteUrl}${p}`);
	const alternates = facts.alternates ?? alternatesOfPath(path);
	const title = pageTitle(facts.title);
	const tags: MetaDescriptor[] = [
		{ title },
		{ name: "description", content: facts.description },
		{ tagName: "link", rel: "canonical", href: absolute(path) },
		{ property: "og:site_name", content: siteName },
		{ property: "og:title", content: title },
		{ property: "og:description", content: facts.description },
		{ property: "og:url", content: absolute(path) },
		{ property: "og:type", content: facts.type ?? "website" },
		{ property: "og:locale", content: localeTag[locale].replace("-", "_") },
		{ name: "twitter:card", content: "summary_large_image" },
		{ property: "og:image", content: absolute(sharedPicture(facts.image)) },
	];
	if (facts.noindex) tags.push({ name: "robots", content: facts.noindex === "follow" ? "noindex, follow" : "noindex" });
	if (alternates && !facts.noindex) tags.push(...hreflangLinks(alternates, absolute));
	for (const data of facts.jsonLd ?? []) tags.push({ "script:ld+json": data });
	return tags;
}

/** The page's hreflang claims as link tags (the rule is in ./alternates, shared with the sitemap). */
function hreflangLinks(alternates: Alternates, absolute: (path: string) => string): MetaDescriptor[] {
	return hreflangTargets(alternates).map(({ hreflang, path }) => ({
		tagName: "link",
		rel: "alternate",
		hrefLang: hreflang,
		href: absolute(path),
	}));
}

/**
 * Plain text cut at `max` characters on a word boundary (meta descriptions, summaries). The server
 * makes the plain text from markdown (app/.server/markdown/plain-text.ts); the browser only cuts.
 */
export function cutAtWord(text: string | null | undefined, max: number): string {
	const whole = text ?? "";
	if (whole.length <= max) return whole;
	const cut = whole.slice(0, max);
	const lastSpace = cut.lastIndexOf(" ");
	return (lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd();
}
