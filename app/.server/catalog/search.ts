// Product search (SPEC §5): case-insensitive substring on name, description or brand, in one
// language, available products only; fewer than 2 trimmed characters gives no result.
import { and, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Locale } from "~/i18n/locales";
import { noFilters, type ProductFilters } from "~/lib/product-filters";
import { getDb, getSql } from "../db/client";
import { products } from "../db/schema";
import { containsPattern } from "./like";
import { pageSize } from "./paging";
import { productCardColumns } from "./product-card";
import { type BrandFacet, filterConditions, maxBrandFacets, productOrder, withKnownBrands } from "./product-filters";

export const minimumQueryLength = 2;

/** SPEC §5's match: one language, available, name/description/brand containing the text. */
export function matchingProducts(locale: Locale, query: string) {
	const pattern = containsPattern(query);
	return and(
		eq(products.locale, locale),
		eq(products.available, true),
		or(ilike(products.name, pattern), ilike(products.description, pattern), ilike(products.brand, pattern)),
	);
}

/** One page of 24 hits under the visitor's sort and filters, with the brands among all hits. */
export async function searchProducts(locale: Locale, rawQuery: string, page: number, filters: ProductFilters = noFilters) {
	const query = rawQuery.trim();
	if (query.length < minimumQueryLength) return { products: [], total: 0, filters, brandFacets: [] };
	// Not cached: the key would be visitor text, an unbounded set.
	const where = matchingProducts(locale, query);
	const offset = (page - 1) * pageSize;
	const first = await readHits(where, filters, offset);
	const applied = withKnownBrands(filters, first.brandFacets);
	const hits = applied === filters ? first : await readHits(where, applied, offset);
	return { products: await productCards(hits.pageIds), total: hits.total, filters: applied, brandFacets: first.brandFacets };
}

interface Hits {
	/** The asked page's products, in the list's order. */
	pageIds: string[];
	/** Hits under the filters. */
	total: number;
	/** The brands among all hits, before any filter. */
	brandFacets: BrandFacet[];
}

const dialect = new PgDialect();

/**
 * The page, the count and the brands of a search from one read of its hits. Over 100,000
 * products a common word has 20,000 hits, and reading them (trigram index, then each row's text
 * rechecked) is what a search costs: done once here, not once each for the page, the count and the
 * brands. Sorting the read hits also never walks the name index, which is slow for a rare word
 * clustered in one stretch of the alphabet ("marabou"). The hits are named "products" inside, so
 * the filters and sort orders of every other list apply to them unchanged.
 */
async function readHits(where: SQL | undefined, filters: ProductFilters, offset: number): Promise<Hits> {
	const narrowed = filterConditions(filters) ?? sql`true`;
	const order = sql.join(productOrder(filters.sort), sql`, `);
	const query = dialect.sqlToQuery(sql`
		with hits as materialized (
			select ${products.id}, ${products.name}, ${products.brand}, ${products.price}, ${products.createdAt}
			  from ${products} where ${where}
		)
		select
			array(select products.id from hits as products where ${narrowed}
			      order by ${order} limit ${pageSize} offset ${offset}) as page_ids,
			(select count(*) from hits as products where ${narrowed}) as total,
			(select coalesce(json_agg(json_build_array(name, n)), '[]'::json) from (
				select brand as name, count(*) as n from hits where brand is not null
				 group by brand order by count(*) desc, brand limit ${maxBrandFacets}
			) as brands) as brands`);
	const [row] = await getSql().query<{ page_ids: string[]; total: string | number; brands: [string, number][] }>(
		query.sql,
		query.params,
	);
	return {
		pageIds: row?.page_ids ?? [],
		// count() is a number on PGlite and a string on postgres-js.
		total: Number(row?.total ?? 0),
		brandFacets: (row?.brands ?? [])
			.map(([name, count]) => ({ name, count: Number(count) }))
			.sort((a, b) => a.name.localeCompare(b.name, "sv")),
	};
}

/** The cards of a page of hits, in the page's order. */
async function productCards(ids: string[]) {
	if (ids.length === 0) return [];
	const rows = await getDb().select(productCardColumns).from(products).where(inArray(products.id, ids));
	const byId = new Map(rows.map((row) => [row.id, row]));
	return ids.flatMap((id) => byId.get(id) ?? []);
}
