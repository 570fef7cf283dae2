// What search engines check of language alternates, as pure functions over what a crawler read:
// every pair is reciprocal (if A names B for language L, B names A for A's language), an alternate
// is the same page in another language (the same kind of page, in that language's path), and
// x-default, when named, is one of the group that every member names alike. The sitemap's
// alternates must form the same groups and agree with what the pages themselves say.
import { localeFromPath } from "../../../app/i18n/locales";
import { matchPath } from "../../../app/i18n/paths";
import type { SitemapEntry } from "../../support/html";

/** Page path → its hreflang alternates (language code → absolute URL). */
export type AlternatesByPage = Map<string, Map<string, string>>;

const pathOf = (url: string) => new URL(url).pathname;
const screenOf = (path: string) => matchPath(path)?.screen ?? "unknown";

/** A page's language alternates as "lang url" lines, x-default left out. */
function languageSet(alternates: Map<string, string>): string[] {
	return [...alternates]
		.filter(([lang]) => lang !== "x-default")
		.map(([lang, url]) => `${lang} ${url}`)
		.sort();
}

/** The problems of one claim: the page at `path` (seen as `label`) names `url` for `lang`. */
function claimProblems(label: string, path: string, lang: string, url: string): string[] {
	const problems: string[] = [];
	const target = pathOf(url);
	if (localeFromPath(target) !== lang) problems.push(`${label}: hreflang="${lang}" names ${target}, a page in another language`);
	if (screenOf(target) !== screenOf(path))
		problems.push(
			`${label}: hreflang="${lang}" names ${target}, a ${screenOf(target)} page, not the same ${screenOf(path)} page`,
		);
	return problems;
}

/** Problems of the pages' own hreflang links; every alternate named must be in `pages`. */
export function hreflangProblems(pages: AlternatesByPage, siteUrl: string): string[] {
	const problems: string[] = [];
	for (const [path, alternates] of pages) {
		const own = localeFromPath(path);
		const xDefault = alternates.get("x-default");
		if (xDefault !== undefined && !languageSet(alternates).some((line) => line.endsWith(` ${xDefault}`)))
			problems.push(`${path}: x-default ${xDefault} is none of its language alternates`);
		for (const [lang, url] of alternates) {
			if (lang === "x-default" || lang === own) continue;
			problems.push(...claimProblems(path, path, lang, url));
			const back = pages.get(pathOf(url));
			if (!back) {
				problems.push(`${path}: hreflang="${lang}" names ${url}, which is not an indexable page`);
				continue;
			}
			if (back.get(own) !== `${siteUrl}${path}`)
				problems.push(`${path}: names ${url} for "${lang}", which names ${back.get(own) ?? "nothing"} for "${own}", not it`);
			if (back.get("x-default") !== xDefault)
				problems.push(`${path}: x-default ${xDefault} but its alternate ${url} says ${back.get("x-default")}`);
		}
	}
	return problems;
}

/** Problems of the sitemap's alternates, and where they disagree with what a crawled page says. */
export function sitemapAlternateProblems(entries: SitemapEntry[], pages: AlternatesByPage): string[] {
	const problems: string[] = [];
	const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
	for (const { loc, alternates } of entries) {
		const path = pathOf(loc);
		const own = localeFromPath(path);
		if (alternates.get(own) !== loc) problems.push(`sitemap ${path}: does not name itself for "${own}"`);
		const group = languageSet(alternates);
		for (const [lang, url] of alternates) {
			// x-default names a page of one of the languages by design: it is compared with the page's own below.
			if (lang === own || lang === "x-default") continue;
			problems.push(...claimProblems(`sitemap ${path}`, path, lang, url));
			const other = byLoc.get(url);
			if (!other) problems.push(`sitemap ${path}: names ${url} for "${lang}", which the sitemap does not list`);
			else if (languageSet(other.alternates).join() !== group.join())
				problems.push(`sitemap ${path}: names ${url}, whose alternates differ: ${languageSet(other.alternates).join(", ")}`);
		}
		const page = pages.get(path);
		if (page && languageSet(page).join() !== group.join())
			problems.push(`sitemap ${path}: alternates ${group.join(", ")}, but the page says ${languageSet(page).join(", ")}`);
		if (page && page.get("x-default") !== alternates.get("x-default"))
			problems.push(`sitemap ${path}: x-default ${alternates.get("x-default")}, but the page says ${page.get("x-default")}`);
	}
	return problems;
}
