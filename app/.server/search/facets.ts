// Facets of a search (ADR 039): one grouped count per combination of brand, categories, stock,
// price band and "within the visitor's price range", read in the same pass as the page. From it,
// each facet is counted as a shop counts it: under every filter but its own, so a ticked brand
// leaves the other brands' counts as they would be if ticked instead.
import { priceBandBounds } from "~/lib/price-bands";
import type { ProductFilters } from "~/lib/product-filters";

export interface FacetCell {
	brand: string | null;
	categories: string[];
	inStock: boolean;
	/** Index into the price bands (0 below the first bound), null without a price. */
	band: number | null;
	/** Within the visitor's min–max (true when none is set). */
	inRange: boolean;
	count: number;
}

export interface NamedCount {
	name: string;
	count: number;
}

export interface SearchFacets {
	/** Hits under every filter. */
	total: number;
	/** Hits before any filter. */
	unfiltered: number;
	brands: NamedCount[];
	categories: NamedCount[];
	/** Count per price band, in band order. */
	bands: number[];
	inStock: number;
	/** Every brand and category among the hits before any filter (a filter naming another is dropped). */
	knownBrands: Set<string>;
	knownCategories: Set<string>;
}

export { priceBandBounds };
export const priceBandCount = priceBandBounds.length + 1;

/** At most this many brands and categories are offered, the largest. */
const maxFacetValues = { brands: 100, categories: 30 };

type Filter = "brand" | "category" | "price" | "stock";

function passes(cell: FacetCell, filters: ProductFilters, except?: Filter): boolean {
	if (except !== "brand" && filters.brands.length > 0 && !(cell.brand !== null && filters.brands.includes(cell.brand)))
		return false;
	if (except !== "category" && filters.categories.length > 0 && !cell.categories.some((c) => filters.categories.includes(c)))
		return false;
	if (except !== "price" && !cell.inRange) return false;
	if (except !== "stock" && filters.inStock && !cell.inStock) return false;
	return true;
}

/** The largest values first (name order among equals), cut to `max`, then in name order; chosen ones always kept. */
function largest(counts: Map<string, number>, max: number, chosen: string[]): NamedCount[] {
	const all = [...counts].map(([name, count]) => ({ name, count }));
	const kept = all
		.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "sv"))
		.filter((value, i) => i < max || chosen.includes(value.name));
	return kept.sort((a, b) => a.name.localeCompare(b.name, "sv"));
}

export function computeFacets(cells: FacetCell[], filters: ProductFilters): SearchFacets {
	const brands = new Map<string, number>();
	const categories = new Map<string, number>();
	const bands = new Array<number>(priceBandCount).fill(0);
	const knownBrands = new Set<string>();
	const knownCategories = new Set<string>();
	let total = 0;
	let unfiltered = 0;
	let inStock = 0;
	for (const cell of cells) {
		unfiltered += cell.count;
		if (cell.brand !== null) knownBrands.add(cell.brand);
		for (const category of cell.categories) knownCategories.add(category);
		if (passes(cell, filters)) total += cell.count;
		if (cell.brand !== null && passes(cell, filters, "brand")) brands.set(cell.brand, (brands.get(cell.brand) ?? 0) + cell.count);
		if (passes(cell, filters, "category")) {
			for (const category of new Set(cell.categories)) categories.set(category, (categories.get(category) ?? 0) + cell.count);
		}
		if (cell.band !== null && passes(cell, filters, "price")) bands[cell.band] = (bands[cell.band] ?? 0) + cell.count;
		if (cell.inStock && passes(cell, filters, "stock")) inStock += cell.count;
	}
	for (const name of filters.brands) if (knownBrands.has(name) && !brands.has(name)) brands.set(name, 0);
	for (const name of filters.categories) if (knownCategories.has(name) && !categories.has(name)) categories.set(name, 0);
	return {
		total,
		unfiltered,
		brands: largest(brands, maxFacetValues.brands, filters.brands),
		categories: largest(categories, maxFacetValues.categories, filters.categories),
		bands,
		inStock,
		knownBrands,
		knownCategories,
	};
}
