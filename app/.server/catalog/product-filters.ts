// Sort and filters of every product list (issue 5 §6) in SQL: the where-clause a filter adds to a
// list's own, the order of each sort, and the brands a list can be narrowed to. Everything is
// parameterised. Kept cheap for large catalogues: the price sort reads products.price (the
// cheapest offer, kept on the product by the import), and "in stock" is one EXISTS on
// offers_product_idx rather than a join that multiplies rows.
import { and, asc, count, desc, eq, exists, gte, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type { ProductFilters, SortOrder } from "~/lib/product-filters";
import { cached } from "../cache";
import { getDb } from "../db/client";
import { offers, products } from "../db/schema";
import { productCardPage } from "./product-card";

/** What the filters add to a list's where-clause (undefined when they narrow nothing). */
export function filterConditions(filters: ProductFilters): SQL | undefined {
	return and(
		filters.brands.length > 0 ? inArray(products.brand, filters.brands) : undefined,
		filters.min !== null ? gte(products.price, filters.min) : undefined,
		filters.max !== null ? lte(products.price, filters.max) : undefined,
		filters.inStock
			? exists(
					getDb()
						.select({ one: sql`1` })
						.from(offers)
						.where(and(eq(offers.productId, products.id), eq(offers.availability, "in_stock"))),
				)
			: undefined,
	);
}

/** The order of each sort; name and id last, so pages never overlap or skip. */
export function productOrder(sort: SortOrder): SQL[] {
	const byName = [asc(products.name), asc(products.id)];
	switch (sort) {
		case "price-asc":
			return [sql`${products.price} asc nulls last`, ...byName];
		case "price-desc":
			return [sql`${products.price} desc nulls last`, ...byName];
		case "newest":
			return [desc(products.createdAt), ...byName];
		case "name":
			return byName;
	}
}

export interface BrandFacet {
	name: string;
	count: number;
}

/** A search for "a" can match thousands of brands; the form offers the largest this many. */
const maxBrandFacets = 100;

/** The brands of a list (before any filter) with how many of its products each has, by name. */
export async function brandFacets(where: SQL | undefined): Promise<BrandFacet[]> {
	const rows = await getDb()
		.select({ name: products.brand, count: count() })
		.from(products)
		.where(and(where, isNotNull(products.brand)))
		.groupBy(products.brand)
		.orderBy(desc(count()), asc(products.brand))
		.limit(maxBrandFacets);
	return rows
		.map((row) => ({ name: row.name ?? "", count: Number(row.count) }))
		.sort((a, b) => a.name.localeCompare(b.name, "sv"));
}

/** Facets change only when the catalogue does, and every catalogue write clears this cache. */
const facetTtlMs = 60_000;

export interface FilteredListOptions {
	/** Brand pages list one brand already: no brand choice there, and a brand parameter is ignored. */
	brandFilter?: boolean;
	/** Set for lists that don't depend on visitor text (not search), so their brands are cached. */
	facetsCacheKey?: string;
}

/**
 * One slice of a list under the visitor's sort and filters, its filtered total, the list's brands,
 * and the filters as applied: brands the list doesn't have are dropped, so the form shows exactly
 * what narrowed the list.
 */
export async function filteredProductPage(
	where: SQL | undefined,
	requested: ProductFilters,
	offset: number,
	limit: number,
	{ brandFilter = true, facetsCacheKey }: FilteredListOptions = {},
) {
	const filters = brandFilter ? requested : { ...requested, brands: [] };
	const slice = (applied: ProductFilters) =>
		productCardPage(and(where, filterConditions(applied)), offset, limit, productOrder(applied.sort));
	const facets = !brandFilter
		? Promise.resolve([])
		: facetsCacheKey
			? cached(`brand-facets:${facetsCacheKey}`, facetTtlMs, () => brandFacets(where))
			: brandFacets(where);
	const [brands, page] = await Promise.all([facets, slice(filters)]);
	const known = new Set(brands.map((b) => b.name));
	const knownBrands = filters.brands.filter((name) => known.has(name));
	if (knownBrands.length === filters.brands.length) return { ...page, filters, brandFacets: brands };
	// A brand the list doesn't hold (an edited address): show the list without it.
	const applied = { ...filters, brands: knownBrands };
	return { ...(await slice(applied)), filters: applied, brandFacets: brands };
}
