// The few best products for a query, for the live suggestions (ADR 039): the same match and full
// score as the search page, over a few candidates found cheaply — the first by name among the hits
// whose name holds every unit as a whole word, among those whose name holds it at all (both through
// the name's own index), and among all hits — so a suggestion never waits for every hit of a common
// word to be read.
import type { Locale } from "~/i18n/locales";
import { getSql } from "../db/client";
import { matchSql, nameMatchesSql, Parameters } from "./match-sql";
import type { SearchPlan } from "./query-plan";

export interface SuggestedProduct {
	name: string;
	slug: string;
	brand: string | null;
	imageUrl: string | null;
	price: number | null;
	currency: string;
}

/** Candidates taken from each of the three groups. */
const candidatesPerGroup = 24;

export async function rankedSuggestions(locale: Locale, plan: SearchPlan, limit: number): Promise<SuggestedProduct[]> {
	const params = new Parameters();
	const match = matchSql(plan, locale, params);
	const perGroup = params.add(candidatesPerGroup);
	const group = (condition: string) =>
		`(select p.id from products p where ${match.where} and ${condition} order by p.name, p.id limit ${perGroup})`;
	const rows = await getSql().query<SuggestedProduct & { price: number | string | null }>(
		`select p.name, p.slug, p.brand, p.image_url as "imageUrl", p.price, p.currency, p.in_stock, p.id, ${match.score}
		 from (
		   ${group(nameMatchesSql(plan, params, "whole"))}
		   union
		   ${group(nameMatchesSql(plan, params, "real"))}
		   union
		   ${group("true")}
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
