// Product search: case-insensitive substring on name, description or brand, in one
// language, available products only; fewer than 2 trimmed characters gives no result.
import { and, eq, like, type SQL, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import { noFilters, type ProductFilters } from "~/lib/product-filters";
import { products } from "../db/schema";
import { searchTextPattern } from "./like";
import { pageSize } from "./paging";
import { filteredProductPage } from "./product-filters";

export const minimumQueryLength = 2;

/**
 * The search's text match — name, description or brand contains the text, any case — as one LIKE on the
 * lowercased texts the database keeps (`products.search_text`, ADR 018), through its trigram index.
 */
export function mentions(query: string): SQL {
	return like(products.searchText, sql`lower(${searchTextPattern(query)}::text)`);
}

/** The search's match: one language, available, name/description/brand containing the text. */
export function matchingProducts(locale: Locale, query: string) {
	return and(eq(products.locale, locale), eq(products.available, true), mentions(query));
}

/** One page of 24 hits under the visitor's sort and filters, with the brands among all hits. */
export async function searchProducts(locale: Locale, rawQuery: string, page: number, filters: ProductFilters = noFilters) {
	const query = rawQuery.trim();
	if (query.length < minimumQueryLength) return { products: [], total: 0, filters, brandFacets: [] };
	const where = matchingProducts(locale, query);
	// Not cached: the key would be visitor text, an unbounded set.
	return filteredProductPage(where, filters, (page - 1) * pageSize, pageSize, { sparseHitsIn: locale });
}
