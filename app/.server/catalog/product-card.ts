// The product fields every list shows (SPEC §7 "product fields"), selected once, and the slice of
// a paged list ("load more") that a request asks for.
import { asc, count, type SQL } from "drizzle-orm";
import { appendParam } from "~/lib/load-more";
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

/**
 * One slice of a product list and the list's total, in two queries run together. Every paged
 * list (products, search, category, brand) goes through here, so they all order the same way.
 */
export async function productCardPage(where: SQL | undefined, offset: number, limit: number) {
	const db = getDb();
	const [rows, [total]] = await Promise.all([
		db
			.select(productCardColumns)
			.from(products)
			.where(where)
			.orderBy(asc(products.name), asc(products.id))
			.limit(limit)
			.offset(offset),
		db.select({ value: count() }).from(products).where(where),
	]);
	// count() is a number on PGlite and a string on postgres-js.
	return { products: rows, total: Number(total?.value ?? 0) };
}

/** The highest `?page=` a list renders: 100 pages of 24 is more than any category holds. */
const maxPages = 100;

export interface ProductWindow {
	page: number;
	offset: number;
	limit: number;
	/** True for the JavaScript "load more": page N alone, appended to what is shown. */
	appendOnly: boolean;
}

/** `?page=N` is the first N pages (24·N products); `?page=N&append=1` is page N alone. */
export function productWindow(searchParams: URLSearchParams): ProductWindow {
	const page = pageParam(searchParams.get("page"), maxPages);
	const appendOnly = searchParams.has(appendParam);
	return appendOnly
		? { page, offset: (page - 1) * pageSize, limit: pageSize, appendOnly }
		: { page, offset: 0, limit: page * pageSize, appendOnly };
}
