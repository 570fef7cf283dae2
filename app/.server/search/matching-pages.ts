// The category and brand pages a query points at (ADR 039): shown among the suggestions, and on a
// search page with few or no hits, so that a shopper always has somewhere to go. A page matches
// when its name holds one of the query's units (by any of the unit's patterns: as typed, stemmed,
// a synonym or a typo's correction); pages holding more of the units come first.
import type { Locale } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import { cached } from "../cache";
import { unescapeLike } from "../catalogue/like";
import type { Db } from "../db/handle";
import type { MatchUnit, SearchPlan } from "./query-plan";

export interface PageLink {
	kind: "category" | "brand";
	name: string;
	href: string;
}

interface FoldedPage extends PageLink {
	/** ' word word wordword ': the name's words, folded as the products' documents are, and run together. */
	words: string;
}

const pagesTtlMs = 5 * 60_000;

function foldedPages(db: Db, locale: Locale): Promise<FoldedPage[]> {
	return cached(`search-pages:${locale}`, pagesTtlMs, async () => {
		const rows = await db.query<{ kind: "category" | "brand"; name: string; slug: string; words: string }>(
			`select kind, name, slug, public.search_words(name) || regexp_replace(public.search_fold(name), '[^[:alnum:]]+', '', 'g') || ' ' as words
			 from (
			   select 'category' as kind, name, slug from categories where locale = $1 and status = 'published'
			   union all
			   select 'brand', name, slug from brands where locale = $1 and status = 'published'
			 ) as pages`,
			[locale],
		);
		return rows.map((row) => ({
			kind: row.kind,
			name: row.name,
			href: screenPath(row.kind, locale, { slug: row.slug }),
			words: row.words,
		}));
	});
}

/** A pattern of the plan (only a leading and a trailing %) against a page name's words. */
function found(words: string, pattern: string): boolean {
	const inner = pattern.replace(/^%/, "").replace(/%$/, "");
	return words.includes(unescapeLike(inner));
}

/** 2 when the unit is in the name as typed, 1 by stem, synonym or typo, 0 not at all. */
function strength(words: string, unit: MatchUnit): number {
	if ([...unit.whole, ...unit.exact].some((pattern) => found(words, pattern))) return 2;
	if ([...unit.close, ...unit.typo].some((pattern) => found(words, pattern))) return 1;
	return 0;
}

export async function matchingPages(
	db: Db,
	locale: Locale,
	plan: SearchPlan,
	limit: { category: number; brand: number },
): Promise<PageLink[]> {
	const scored = (await foldedPages(db, locale))
		.map((page) => {
			const strengths = plan.units.map((unit) => strength(page.words, unit));
			return { page, units: strengths.filter((s) => s > 0).length, strength: strengths.reduce((a, b) => a + b, 0) };
		})
		.filter((entry) => entry.units > 0)
		.sort((a, b) => b.units - a.units || b.strength - a.strength || a.page.name.localeCompare(b.page.name, "sv"));
	const taken = { category: 0, brand: 0 };
	const links: PageLink[] = [];
	for (const { page } of scored) {
		if (taken[page.kind] >= limit[page.kind]) continue;
		taken[page.kind] += 1;
		links.push({ kind: page.kind, name: page.name, href: page.href });
	}
	return links;
}
