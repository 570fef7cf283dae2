// The few best products for a query, for the live suggestions (ADR 039, 054): the same match and full
// score as the search page, over a few candidates found cheaply — some of the hits whose name holds
// every unit as a whole word, some of those whose name holds every unit by a real match (both through
// the name's own index, asked for the catalogue's title words: ./name-word-patterns.ts), and some of
// all hits — so a suggestion never waits for every hit of a common word to be read. "Some":
// whichever the index gives first, in no order; an order by name made the planner walk the name
// index, which for a brand late in the alphabet read most of the language (ADR 008).
import type { Locale } from "~/i18n/locales";
import type { ProductSuggestion } from "~/lib/product-suggestions";
import type { Db } from "../db/handle";
import { nameMatchesSql, Parameters, scoredMatchSql } from "./match-sql";
import { nameWordPatterns, wholeWordWorthAsking } from "./name-word-patterns";
import type { SearchPlan } from "./query-plan";
import { loadVocabulary, type Vocabulary } from "./vocabulary";

/** A suggested product as /api/suggestions answers it, before its link is added. */
export type SuggestedProduct = Omit<ProductSuggestion, "href">;

/** Candidates taken from each of the three groups. */
const candidatesPerGroup = 24;

/**
 * Every unit in the name by a real match, as the name's index answers it cheaply. For a query of one
 * word, the catalogue's title words it finds, as whole words (./name-word-patterns.ts): its text
 * alone is in every compound ("cho" in the 10,015 names holding "mjolkchoklad" over 100,000
 * products, a word starting with it in 6). For several, each unit's text somewhere in the name —
 * rare together, the index intersects them — and the kinds checked on the rows it gives, as for one
 * word before the catalogue's words are gathered (an empty `search_terms`). Null when the one word
 * is a real match of no title word.
 */
function realNameMatches(plan: SearchPlan, vocabulary: Vocabulary, params: Parameters): string | null {
	const [only, ...others] = plan.units;
	if (!only || others.length > 0 || vocabulary.size === 0) return nameMatchesSql(plan, params, "real");
	const named = nameWordPatterns(only, vocabulary);
	return named === null ? null : `p.search_name like any(${params.texts(named.patterns)})`;
}

export async function rankedSuggestions(db: Db, locale: Locale, plan: SearchPlan, limit: number): Promise<SuggestedProduct[]> {
	const vocabulary = await loadVocabulary(db, locale);
	const params = new Parameters();
	// Any few hits are candidates: the documents' LIKEs, which a scan stops at the 24th.
	const match = scoredMatchSql(plan, locale, params, "documents");
	const perGroup = params.add(candidatesPerGroup);
	// A name holding every unit holds the match (the document starts with the name), so the first two
	// groups ask the name's index alone: both indexes' conditions together made the planner weigh every
	// combination of them, which grew with the number of words (30 s to plan eight).
	const nameConditions = [
		vocabulary.size === 0 || plan.units.every((unit) => wholeWordWorthAsking(unit, vocabulary))
			? nameMatchesSql(plan, params, "whole")
			: null,
		realNameMatches(plan, vocabulary, params),
	].filter((condition) => condition !== null);
	// The language is a parameter only when a name group reads it: one no statement reads has no type.
	const language = nameConditions.length > 0 ? `p.locale = ${params.add(locale)} and p.available` : "";
	const group = (condition: string) => `(select p.id from products p where ${condition} limit ${perGroup})`;
	const groups = [...nameConditions.map((condition) => group(`${language} and ${condition}`)), group(match.where)];
	const rows = await db.query<SuggestedProduct & { price: number | string | null }>(
		`select p.name, p.slug, p.brand, p.image_url as "imageUrl", p.price, p.currency, p.in_stock, p.id, ${match.score}
		 from (${groups.join(" union ")}) as candidates
		 join products p on p.id = candidates.id ${match.unitScores}
		 order by typos asc, tier desc, exactness desc, in_stock desc, name asc, id asc
		 limit ${params.add(limit)}`,
		params.values,
	);
	return rows.map((row) => ({
		name: row.name,
		slug: row.slug,
		brand: row.brand,
		imageUrl: row.imageUrl,
		price: row.price === null ? null : Number(row.price),
		currency: row.currency,
	}));
}
