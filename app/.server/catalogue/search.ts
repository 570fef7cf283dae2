// Product search (ADR 039): every word of the query found, in any order, in the product's name,
// brand, category names or description — folded, stemmed, run together or apart, with typos and
// synonyms — in one language, available products only, best match first unless the visitor sorts.
// Fewer than 2 trimmed characters, or no letter or digit at all, gives no result.
import { type SQL, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import { noSearchFilters, type ProductFilters } from "~/lib/product-filters";
import type { Db } from "../db/handle";
import { products } from "../db/schema";
import type { NamedCount } from "../search/facets";
import { matchingPages, type PageLink } from "../search/matching-pages";
import { cleanQuery, prepareSearch } from "../search/prepare";
import type { Correction } from "../search/query-plan";
import { rankedSearchPage, type SearchHit } from "../search/ranked-search";
import { pageSize } from "./paging";

export { minimumQueryLength } from "../search/prepare";

/**
 * Narrows to the products whose search document holds the text's words in order, through the
 * document's trigram index (ADR 039): every product whose name, brand or description holds the text
 * as typed is among them (folding turns letters into letters and anything else into a space), so a
 * caller needing that exact rule checks it on the few rows left (the brand page, category assignment).
 */
export function documentMentions(text: string): SQL {
	return sql`${products.searchDocument} like '%' || btrim(public.search_words(${text}::text)) || '%'`;
}

export interface SearchResult {
	products: SearchHit[];
	/** Hits under the visitor's filters. */
	total: number;
	/** Hits before any filter. */
	unfiltered: number;
	/** The filters as applied: brands and categories no hit has are dropped. */
	filters: ProductFilters;
	brandFacets: NamedCount[];
	categoryFacets: NamedCount[];
	/** Hits per price band (facets.ts priceBandBounds), under every filter but the price. */
	priceBands: number[];
	/** Hits in stock now, under every filter but "in stock". */
	inStockCount: number;
	/** The query with its typos corrected ("Menade du …?"), or null. */
	corrected: string | null;
	corrections: Correction[];
	/** On few or no hits: the category and brand pages the query names, somewhere to go next. */
	pages: PageLink[];
	/** The query's folded words (search statistics), "" when it searched nothing. */
	normalised: string;
}

export function emptySearch(filters: ProductFilters): SearchResult {
	return {
		products: [],
		total: 0,
		unfiltered: 0,
		filters,
		brandFacets: [],
		categoryFacets: [],
		priceBands: [],
		inStockCount: 0,
		corrected: null,
		corrections: [],
		pages: [],
		normalised: "",
	};
}

/** Fewer hits than this are "few": the page offers the categories and brands the query names. */
const fewHits = 5;
const relatedPages = { category: 3, brand: 3 };

/** One page of 24 hits under the visitor's sort and filters, with the facets of all hits. */
export async function searchProducts(
	db: Db,
	locale: Locale,
	rawQuery: string,
	page: number,
	filters: ProductFilters = noSearchFilters,
): Promise<SearchResult> {
	const plan = await prepareSearch(db, locale, cleanQuery(rawQuery));
	if (!plan) return emptySearch(filters);
	const offset = (page - 1) * pageSize;
	// Not cached: the key would be visitor text, an unbounded set.
	let result = await rankedSearchPage(db, locale, plan, filters, offset, pageSize);
	let applied = filters;
	const brands = filters.brands.filter((name) => result.facets.knownBrands.has(name));
	const categories = filters.categories.filter((name) => result.facets.knownCategories.has(name));
	if (brands.length !== filters.brands.length || categories.length !== filters.categories.length) {
		// A brand or category no hit has (an edited address): the list shows without it, and the form
		// shows exactly what narrowed the list.
		applied = { ...filters, brands, categories };
		result = await rankedSearchPage(db, locale, plan, applied, offset, pageSize);
	}
	const { facets } = result;
	const pages = facets.unfiltered < fewHits ? await matchingPages(db, locale, plan, relatedPages) : [];
	return {
		products: result.products,
		total: facets.total,
		unfiltered: facets.unfiltered,
		filters: applied,
		brandFacets: facets.brands,
		categoryFacets: facets.categories,
		priceBands: facets.bands,
		inStockCount: facets.inStock,
		corrected: plan.corrected,
		corrections: plan.corrections,
		pages,
		normalised: plan.normalised,
	};
}
