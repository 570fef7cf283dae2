// Sort and filters of every product list in SQL: the where-clause a filter adds to a
// list's own, the order of each sort, and the brands a list can be narrowed to. Everything is
// parameterised. Kept cheap for large catalogues: the price sort reads products.price (the
// cheapest offer, kept on the product by the import) and "in stock" reads products.in_stock (kept
// from the offers by the database), rather than a join to the offers that multiplies rows.
import { and, arrayOverlaps, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import { defaultSort, narrowsList, type ProductFilters, type SortOrder } from "~/lib/product-filters";
import { cached } from "../cache";
import type { Db } from "../db/handle";
import { products } from "../db/schema";
import { productCardPage } from "./product-card";
import { unitPriceSql } from "./unit-price-order";

/** What the filters add to a list's where-clause (undefined when they narrow nothing). */
export function filterConditions(filters: ProductFilters): SQL | undefined {
	return and(
		filters.brands.length > 0 ? inArray(products.brand, filters.brands) : undefined,
		filters.categories.length > 0 ? arrayOverlaps(products.category, filters.categories) : undefined,
		filters.min !== null ? gte(products.price, filters.min) : undefined,
		filters.max !== null ? lte(products.price, filters.max) : undefined,
		filters.inStock ? eq(products.inStock, true) : undefined,
	);
}

/** A product's comparison price (kr/kg, kr/l), over whatever relation is named `products`. */
const unitPrice = sql.raw(unitPriceSql(`"products"."price"`, `"products"."size_value"`, `"products"."size_unit"`));

/** The order of each sort; name and id last, so pages never overlap or skip. */
export function productOrder(sort: SortOrder): SQL[] {
	const byName = [asc(products.name), asc(products.id)];
	switch (sort) {
		case "price-asc":
			return [sql`${products.price} asc nulls last`, ...byName];
		case "price-desc":
			return [sql`${products.price} desc nulls last`, ...byName];
		case "unit-price":
			return [sql`${unitPrice} asc nulls last`, ...byName];
		case "newest":
			// As products_locale_available_created_idx orders it (`desc` alone puts nulls first, which no
			// product has, and no index then gives the order): newest first in a category of 30,000 over
			// 100,000 products 40 → 2 ms.
			return [sql`${products.createdAt} desc nulls last`, ...byName];
		case "name":
		// Relevance is search's own order (app/.server/search); a list falls back to its name order.
		case "relevance":
			return byName;
	}
}

export interface BrandFacet {
	name: string;
	count: number;
}

/** A search for "a" can match thousands of brands; the form offers the largest this many. */
const maxBrandFacets = 100;

export interface ListBrands {
	/** The largest brands of the list, by name. */
	facets: BrandFacet[];
	/** Every product of the list, with a brand or without. */
	total: number;
}

/**
 * The brands of a list (before any filter) with how many of its products each has, and the list's
 * total from the same scan: an unfiltered list needs no count query of its own (for a search that
 * scan is the expensive part).
 */
export async function listBrands(db: Db, where: SQL | undefined): Promise<ListBrands> {
	const rows = await db.orm
		.select({ name: products.brand, count: count(), total: sql<string | number>`sum(count(*)) over ()` })
		.from(products)
		.where(where)
		.groupBy(products.brand)
		.orderBy(desc(count()), asc(products.brand))
		// One more than shown: the group of products without a brand may be among them.
		.limit(maxBrandFacets + 1);
	const facets = rows
		.filter((row) => row.name !== null)
		.slice(0, maxBrandFacets)
		.map((row) => ({ name: row.name ?? "", count: Number(row.count) }))
		.sort((a, b) => a.name.localeCompare(b.name, "sv"));
	return { facets, total: Number(rows[0]?.total ?? 0) };
}

/** Facets change only when the catalogue does, and every catalogue write clears this cache. */
const facetTtlMs = 60_000;

export interface FilteredListOptions {
	/** Brand pages list one brand already: no brand choice there, and a brand parameter is ignored. */
	brandFilter?: boolean;
	/** Set for lists that don't depend on visitor text (not search), so their brands are cached. */
	facetsCacheKey?: string;
	/** Search: its page of hits is read with a strategy of its own (see `searchRows`). */
	sparseHitsIn?: Locale;
}

/**
 * One slice of a list under the visitor's sort and filters, its filtered total, the list's brands,
 * and the filters as applied: brands the list doesn't have are dropped, so the form shows exactly
 * what narrowed the list.
 */
export async function filteredProductPage(
	db: Db,
	where: SQL | undefined,
	requested: ProductFilters,
	offset: number,
	limit: number,
	{ brandFilter = true, facetsCacheKey, sparseHitsIn }: FilteredListOptions = {},
) {
	const filters = brandFilter ? requested : { ...requested, brands: [] };
	const brands: Promise<ListBrands | null> = !brandFilter
		? Promise.resolve(null)
		: facetsCacheKey
			? cached(`brand-facets:${facetsCacheKey}`, facetTtlMs, () => listBrands(db, where))
			: listBrands(db, where);
	const slice = async (applied: ProductFilters) => {
		// Unfiltered, the list's total is the sum of its brand counts: no count query. Cached brands
		// count the list as it is: every write that could change it clears them (../cache.ts).
		const countTotal = !brandFilter || narrowsList(applied);
		const [listed, page] = await Promise.all([
			brands,
			productCardPage(db, and(where, filterConditions(applied)), offset, limit, {
				order: productOrder(applied.sort),
				countTotal,
				sparseHits: sparseHitsIn && { locale: sparseHitsIn, sortedByName: applied.sort === defaultSort },
			}),
		]);
		return { products: page.products, total: page.total ?? listed?.total ?? 0 };
	};
	const [listed, page] = await Promise.all([brands, slice(filters)]);
	const facets = listed?.facets ?? [];
	const applied = withKnownBrands(filters, facets);
	if (applied === filters) return { ...page, filters, brandFacets: facets };
	return { ...(await slice(applied)), filters: applied, brandFacets: facets };
}

/**
 * The filters with only the brands the list holds: a brand it doesn't hold (an edited address)
 * is dropped, so the list shows without it and the form shows exactly what narrowed the list.
 * The same object when nothing was dropped.
 */
function withKnownBrands(filters: ProductFilters, facets: BrandFacet[]): ProductFilters {
	const known = new Set(facets.map((b) => b.name));
	const brands = filters.brands.filter((name) => known.has(name));
	return brands.length === filters.brands.length ? filters : { ...filters, brands };
}
