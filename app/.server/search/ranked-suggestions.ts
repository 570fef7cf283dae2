// The few best products for a query, for the live suggestions (ADR 039): the same match and score
// as the search page, without the facets.
import type { Locale } from "~/i18n/locales";
import { getSql } from "../db/client";
import { matchSql, Parameters } from "./match-sql";
import type { SearchPlan } from "./query-plan";

export interface SuggestedProduct {
	name: string;
	slug: string;
	brand: string | null;
	imageUrl: string | null;
	price: number | null;
	currency: string;
}

export async function rankedSuggestions(locale: Locale, plan: SearchPlan, limit: number): Promise<SuggestedProduct[]> {
	const params = new Parameters();
	const match = matchSql(plan, locale, params);
	const rows = await getSql().query<SuggestedProduct & { price: number | string | null }>(
		`select p.name, p.slug, p.brand, p.image_url as "imageUrl", p.price, p.currency, p.in_stock, p.id, ${match.score}
		 from products p ${match.unitScores}
		 where ${match.where}
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
