// The few best products for a query, for the live suggestions (ADR 039): the same match and full
// score as the search page, over a few candidates found cheaply — some of the hits whose name holds
// every unit as a whole word, some of those whose name holds it at all (both through the name's own
// index), and some of all hits — so a suggestion never waits for every hit of a common word to be
// read. "Some": whichever the index gives first, in no order; an order by name made the planner walk
// the name index, which for a brand late in the alphabet read most of the language (ADR 008).
import type { Locale } from "~/i18n/locales";
import type { ProductSuggestion } from "~/lib/product-suggestions";
import type { Db } from "../db/handle";
import { nameMatchesSql, Parameters, scoredMatchSql } from "./match-sql";
import type { SearchPlan } from "./query-plan";

/** A suggested product as /api/suggestions answers it, before its link is added. */
export type SuggestedProduct = Omit<ProductSuggestion, "href">;

/** Candidates taken from each of the three groups. */
const candidatesPerGroup = 24;

export async function rankedSuggestions(db: Db, locale: Locale, plan: SearchPlan, limit: number): Promise<SuggestedProduct[]> {
	const params = new Parameters();
	const match = scoredMatchSql(plan, locale, params);
	const perGroup = params.add(candidatesPerGroup);
	const language = `p.locale = ${params.add(locale)} and p.available`;
	// A name holding every unit holds the match (the document starts with the name), so the first two
	// groups ask the name's index alone: both indexes' conditions together made the planner weigh every
	// combination of them, which grew with the number of words (30 s to plan eight).
	const group = (condition: string) => `(select p.id from products p where ${condition} limit ${perGroup})`;
	const rows = await db.query<SuggestedProduct & { price: number | string | null }>(
		`select p.name, p.slug, p.brand, p.image_url as "imageUrl", p.price, p.currency, p.in_stock, p.id, ${match.score}
		 from (
		   ${group(`${language} and ${nameMatchesSql(plan, params, "whole")}`)}
		   union
		   ${group(`${language} and ${nameMatchesSql(plan, params, "real")}`)}
		   union
		   ${group(match.where)}
		 ) as candidates
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
