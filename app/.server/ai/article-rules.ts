// The rules a generated article keeps, measured on its markdown: 1,000–2,000 words,
// 4–6 subheadings, 5–10 internal links, 2–4 external links, and every internal link must lead to a
// published page of the article's language (docs/product.md, Generated text). Pure functions, so
// the writer can check, repair and check again without touching the database.
//
// "Subheadings" are the `##` headings only: the article's h1 is stored apart from the body, and a
// `###` is a step inside a section, not a section of its own. Counting both would let a writer
// meet "4–6" with two sections cut into small pieces.
//
// Links, headings and words are read from the parsed text (app/.server/markdown), as the page
// shows it: a link inside code is no link, a "## " inside a code block no subheading.
import { type Locale, localeFromPath } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import { localizeInternalHref } from "~/lib/internal-links";
import { countWords, headingsOf, linksOf, type MarkdownLink, replaceLinks } from "../markdown";

/** Words a reader reads: link targets, images, code blocks and markdown markup are not words. */
export { countWords };

export const articleLimits = {
	words: { min: 1000, max: 2000 },
	subheadings: { min: 4, max: 6 },
	internalLinks: { min: 5, max: 10 },
	externalLinks: { min: 2, max: 4 },
	metaDescription: { min: 140, max: 160 },
} as const;

export function isInternalTarget(target: string): boolean {
	return target.startsWith("/") && !target.startsWith("//");
}

export function isExternalTarget(target: string): boolean {
	return /^https?:\/\//i.test(target);
}

export function internalLinks(markdown: string): MarkdownLink[] {
	return linksOf(markdown).filter((link) => isInternalTarget(link.target));
}

export function externalLinks(markdown: string): MarkdownLink[] {
	return linksOf(markdown).filter((link) => isExternalTarget(link.target));
}

/** The `##` headings (see the note at the top for why `###` does not count). */
export function subheadings(markdown: string): string[] {
	return headingsOf(markdown, 2);
}

/** The path part of an internal target, without query, fragment or trailing slash. */
export function pagePath(target: string): string {
	const path = target.split(/[?#]/, 1)[0] ?? "";
	return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** List screens exist in every language whatever the catalogue holds, so they always resolve. */
export function alwaysPublishedPaths(locale: Locale): string[] {
	return [
		screenPath("home", locale),
		screenPath("categories", locale),
		screenPath("brands", locale),
		screenPath("products", locale),
		screenPath("articles", locale),
		screenPath("about", locale),
	];
}

export interface ArticleCheckOptions {
	/** Every published page path of the article's language (items and list screens). */
	publishedPaths: ReadonlySet<string>;
}

function range(count: number, limit: { min: number; max: number }): boolean {
	return count >= limit.min && count <= limit.max;
}

/** The promises the article breaks, in Swedish for the operator; empty when it keeps them all. */
export function checkArticle(markdown: string, { publishedPaths }: ArticleCheckOptions): string[] {
	const problems: string[] = [];
	const words = countWords(markdown);
	if (!range(words, articleLimits.words)) problems.push(`Artikeln har ${words} ord (ska ha 1 000–2 000).`);
	const headings = subheadings(markdown).length;
	if (!range(headings, articleLimits.subheadings)) {
		problems.push(`Artikeln har ${headings} underrubriker (ska ha 4–6).`);
	}
	const internal = internalLinks(markdown);
	if (!range(internal.length, articleLimits.internalLinks)) {
		problems.push(`Artikeln har ${internal.length} interna länkar (ska ha 5–10).`);
	}
	const external = externalLinks(markdown).length;
	if (!range(external, articleLimits.externalLinks)) {
		problems.push(`Artikeln har ${external} externa länkar (ska ha 2–4).`);
	}
	const broken = [...new Set(internal.map((link) => link.target).filter((t) => !publishedPaths.has(pagePath(t))))];
	if (broken.length > 0) {
		problems.push(`Interna länkar leder inte till en publicerad sida på artikelns språk: ${broken.join(", ")}.`);
	}
	return problems;
}

export function checkMetaDescription(metaDescription: string): string[] {
	const length = [...metaDescription.trim()].length;
	if (range(length, articleLimits.metaDescription)) return [];
	return [`Metabeskrivningen har ${length} tecken (ska ha 140–160).`];
}

/**
 * Mends internal links that do not resolve: a link written with the other language's path is
 * mapped to this language's page when that page is published; any other is unlinked and its text
 * kept, so the sentence still reads. The caller checks the result again (the link count may drop).
 */
export function repairArticle(markdown: string, publishedPaths: ReadonlySet<string>, locale?: Locale): string {
	return replaceLinks(markdown, ({ words, target }) => {
		if (!isInternalTarget(target) || publishedPaths.has(pagePath(target))) return null;
		if (locale && localeFromPath(target) !== locale) {
			const localized = localizeInternalHref(target, locale);
			if (publishedPaths.has(pagePath(localized))) return `[${words}](${localized})`;
		}
		return words;
	});
}
