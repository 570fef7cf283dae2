// Sort and filters of a product list: category, brand, products and search pages read
// them from GET parameters, so they work as a plain form without JavaScript and every filtered view
// has an address. The address is visitor input: whatever it holds, reading it gives a valid filter
// (unknown values ignored, prices clamped, a reversed range turned round) and never an error.
import { readTypedAmount } from "./typed-amount";

/**
 * The sort orders of the lists (category, brand, products). "unit-price" is the lowest comparison
 * price (kr/kg, kr/l) first; products whose pack size is unknown come last.
 */
export const sortOrders = ["price-asc", "price-desc", "unit-price", "name", "newest"] as const;
/** Search adds its own: best match first (ADR 039). */
export const searchSortOrders = ["relevance", ...sortOrders] as const;
export type SortOrder = (typeof searchSortOrders)[number];

/** Lists are in name order unless the visitor asks otherwise. */
export const defaultSort: SortOrder = "name";
/** Search results are best match first unless the visitor asks otherwise. */
export const searchDefaultSort: SortOrder = "relevance";

/** Which list the filters are for: search has a sort and a filter of its own. */
export type FilterContext = "list" | "search";

export interface ProductFilters {
	sort: SortOrder;
	/** Brand names, exactly as products carry them; empty means every brand. */
	brands: string[];
	/** Category names, exactly as products carry them (search only); empty means every category. */
	categories: string[];
	/** Price range in the page's currency, both ends included; null means open. */
	min: number | null;
	max: number | null;
	/** Only products some retailer has in stock now (not preorder or backorder). */
	inStock: boolean;
}

export const noFilters: ProductFilters = { sort: defaultSort, brands: [], categories: [], min: null, max: null, inStock: false };
export const noSearchFilters: ProductFilters = { ...noFilters, sort: searchDefaultSort };

/** The GET parameters of sort and filters; anything else on the address (q, page) is not ours. */
export const filterParam = {
	sort: "sort",
	brand: "brand",
	category: "category",
	min: "min",
	max: "max",
	inStock: "instock",
} as const;

/** No shelf holds candy dearer than this; a larger number is this one (never a database error). */
export const maxPrice = 1_000_000;
/** More brands or categories than this in one address is no visitor's choice; the rest are ignored. */
const maxNames = 30;
/** Longer than any brand or category name; longer values are ignored rather than sent to the database. */
const maxNameLength = 100;

const sortsOf = (context: FilterContext): readonly string[] => (context === "search" ? searchSortOrders : sortOrders);
const defaultSortOf = (context: FilterContext): SortOrder => (context === "search" ? searchDefaultSort : defaultSort);

/** A price as people type it (./typed-amount.ts): "12", "12,90", "12.90", "1 000". */
export function parsePrice(value: string): number | null {
	const typed = readTypedAmount(value);
	if (!typed) return null;
	// Digits enough to overflow a double are still "a lot": the ceiling.
	return Number.isFinite(typed.amount) ? Math.min(Math.round(typed.amount * 100) / 100, maxPrice) : maxPrice;
}

/** The first of a repeated parameter's values that reads as something. */
function firstReadable<T>(values: string[], read: (value: string) => T | null): T | null {
	for (const value of values) {
		const result = read(value);
		if (result !== null) return result;
	}
	return null;
}

/** No brand or category name holds a control character (and PostgreSQL refuses a text with NUL). */
const controlCharacter = /\p{Cc}/u;

function readNames(values: string[]): string[] {
	const names: string[] = [];
	for (const value of values) {
		const name = value.trim();
		if (name === "" || name.length > maxNameLength || controlCharacter.test(name) || names.includes(name)) continue;
		names.push(name);
		if (names.length === maxNames) break;
	}
	return names;
}

/** Sort and filters from an address's parameters; never throws. */
export function readProductFilters(params: URLSearchParams, context: FilterContext = "list"): ProductFilters {
	const sorts = sortsOf(context);
	const sort = firstReadable(params.getAll(filterParam.sort), (v) => (sorts.includes(v.trim()) ? (v.trim() as SortOrder) : null));
	let min = firstReadable(params.getAll(filterParam.min), parsePrice);
	let max = firstReadable(params.getAll(filterParam.max), parsePrice);
	// "From 50 to 20" means 20 to 50: turn the range round rather than show nothing.
	if (min !== null && max !== null && min > max) [min, max] = [max, min];
	return {
		sort: sort ?? defaultSortOf(context),
		brands: readNames(params.getAll(filterParam.brand)),
		categories: context === "search" ? readNames(params.getAll(filterParam.category)) : [],
		min,
		max,
		inStock: params.getAll(filterParam.inStock).some((v) => ["1", "on", "true"].includes(v.trim())),
	};
}

/** The parameters that give these filters back (defaults left out), for links and cache keys. */
export function productFilterParams(filters: ProductFilters, context: FilterContext = "list"): URLSearchParams {
	const params = new URLSearchParams();
	if (filters.sort !== defaultSortOf(context)) params.set(filterParam.sort, filters.sort);
	for (const brand of filters.brands) params.append(filterParam.brand, brand);
	for (const category of filters.categories) params.append(filterParam.category, category);
	if (filters.min !== null) params.set(filterParam.min, String(filters.min));
	if (filters.max !== null) params.set(filterParam.max, String(filters.max));
	if (filters.inStock) params.set(filterParam.inStock, "1");
	return params;
}

/** True when the filters leave out products (sorting alone leaves every product in). */
export function narrowsList(filters: ProductFilters): boolean {
	return (
		filters.brands.length > 0 || filters.categories.length > 0 || filters.min !== null || filters.max !== null || filters.inStock
	);
}

/** True when the view differs from the plain list: such views are not indexed (one canonical list). */
export function isFilteredView(filters: ProductFilters, context: FilterContext = "list"): boolean {
	return filters.sort !== defaultSortOf(context) || narrowsList(filters);
}

/** The address without sort and filters (the "Rensa filter" link): keeps q, drops page (back to 1). */
export function withoutFilters(search: string): string {
	const params = new URLSearchParams(search);
	for (const name of [...Object.values(filterParam), "page", "append"]) params.delete(name);
	const rest = params.toString();
	return rest ? `?${rest}` : "";
}

/** A price for the form's field, written the way the language writes decimals (12,5). */
export function priceFieldValue(amount: number | null): string {
	return amount === null ? "" : String(amount).replace(".", ",");
}
