// The product fields every list shows (SPEC §7 "product fields"), selected once, and the slice of
// a paged list ("load more") that a request asks for.
import { asc, count, type SQL } from "drizzle-orm";
import { appendParam } from "~/lib/load-more";
import { type ProductFilters, readProductFilters } from "~/lib/product-filters";
import { getDb } from "../db/client";
import { products } from "../db/schema";
import { pageParam, pageSize } from "./paging";

export const productCardColumns = {
	id: products.id,
	name: products.name,
	slug: products.slug,
	brand: products.brand,
	price: products.price,
	currency: products.currency,
	imageUrl: products.imageUrl,
	productUrl: products.productUrl,
	/** The cheapest offer: "Se produkt" goes out through /go/{offerId}. */
	offerId: products.cheapestOfferId,
};

/** The plain lists' order: by name, then id so pages never overlap. */
const byName = [asc(products.name), asc(products.id)];

export interface CardPageOptions {
	/** The list's order (`productOrder` in ./product-filters); by name unless the visitor sorted. */
	order?: SQL[];
	/** False when the caller learns the list's total elsewhere (its brand counts): no count query. */
	countTotal?: boolean;
}

/**
 * One slice of a product list and the list's total, in two queries run together (one when the
 * caller counts elsewhere: `total` is then null). Every paged list (products, search, category, brand) goes through here.
 */
export async function productCardPage(
	where: SQL | undefined,
	offset: number,
	limit: number,
	{ order = byName, countTotal = true }: CardPageOptions = {},
) {
	const db = getDb();
	const [rows, total] = await Promise.all([
		db
			.select(productCardColumns)
			.from(products)
			.where(where)
			.orderBy(...order)
			.limit(limit)
			.offset(offset),
		countTotal
			? db
					.select({ value: count() })
					.from(products)
					.where(where)
					// count() is a number on PGlite and a string on postgres-js.
					.then(([row]) => Number(row?.value ?? 0))
			: null,
	]);
	return { products: rows, total };
}

/** The highest `?page=` a list renders: 100 pages of 24 is more than any category holds. */
const maxPages = 100;

export interface ProductWindow {
	page: number;
	offset: number;
	limit: number;
	/** True for the JavaScript "load more": page N alone, appended to what is shown. */
	appendOnly: boolean;
	/** The visitor's sort and filters (`?sort=…&brand=…`), which every page of the list keeps. */
	filters: ProductFilters;
}

/** `?page=N` is the first N pages (24·N products); `?page=N&append=1` is page N alone. */
export function productWindow(searchParams: URLSearchParams): ProductWindow {
	const page = pageParam(searchParams.get("page"), maxPages);
	const appendOnly = searchParams.has(appendParam);
	const filters = readProductFilters(searchParams);
	return appendOnly
		? { page, offset: (page - 1) * pageSize, limit: pageSize, appendOnly, filters }
		: { page, offset: 0, limit: page * pageSize, appendOnly, filters };
}
