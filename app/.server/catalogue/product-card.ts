// The product fields every list shows, selected once, and the slice of
// a paged list ("load more") that a request asks for. Only what a card shows: no description, and
// no retailer address (a card's links go out through /go/{offer}), which would only travel to the
// browser in the page's data.
import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import { appendParam } from "~/lib/load-more";
import { type ProductFilters, readProductFilters } from "~/lib/product-filters";
import type { Db } from "../db/handle";
import { products } from "../db/schema";
import { pageParam, pageSize } from "./paging";
import { shopCount } from "./shop-count";

export const productCardColumns = {
	id: products.id,
	name: products.name,
	slug: products.slug,
	brand: products.brand,
	price: products.price,
	currency: products.currency,
	imageUrl: products.imageUrl,
	/** The cheapest offer: "Se produkt" goes out through /go/{offerId}. */
	offerId: products.cheapestOfferId,
	/** The shops the price is the cheapest of ("från 19 kr · 3 butiker"). */
	shopCount,
};

/** A card's columns but the shop count, for a subquery that reads every hit before the page is cut. */
const { shopCount: _shopCount, ...hitColumns } = productCardColumns;

/** The plain lists' order: by name, then id so pages never overlap. */
const byName = [asc(products.name), asc(products.id)];

/** How a search's hits may be spread: they are read with a strategy of their own (`searchRows`). */
export interface SparseHits {
	locale: Locale;
	/** The visitor kept the default order (by name). */
	sortedByName: boolean;
}

export interface CardPageOptions {
	/** The list's order (`productOrder` in ./product-filters); by name unless the visitor sorted. */
	order?: SQL[];
	/** False when the caller learns the list's total elsewhere (its brand counts): no count query. */
	countTotal?: boolean;
	/** Set for search, whose hits can be few and clustered: see `searchRows`. */
	sparseHits?: SparseHits;
}

/**
 * One slice of a product list and the list's total, in two queries run together (one when the
 * caller counts elsewhere: `total` is then null). Every paged list (products, search, category,
 * brand) goes through here.
 */
export async function productCardPage(
	db: Db,
	where: SQL | undefined,
	offset: number,
	limit: number,
	{ order = byName, countTotal = true, sparseHits }: CardPageOptions = {},
) {
	const [rows, total] = await Promise.all([
		sparseHits
			? searchRows(db, where, offset, limit, order, sparseHits)
			: db.orm
					.select(productCardColumns)
					.from(products)
					.where(where)
					.orderBy(...order)
					.limit(limit)
					.offset(offset),
		countTotal
			? db.orm
					.select({ value: count() })
					.from(products)
					.where(where)
					// count() is a number on PGlite and a string on postgres-js.
					.then(([row]) => Number(row?.value ?? 0))
			: null,
	]);
	return { products: rows, total };
}

/** The first products by name that a search looks through before reading all its hits. */
const nameWalkLimit = 2_000;

/**
 * A page of search hits. Walking the name index until a page of hits turns up is fast when hits
 * are everywhere, but a rare word clustered in one stretch of the alphabet ("marabou") makes it
 * walk most of the language: 80–140 ms over 100,000 products. So the walk stops after the first
 * 2,000 products by name (a page of any common word is among them: ~2 ms); when the page is not
 * all there, every hit is read through the trigram index and sorted (a few ms for a rare word).
 * Both subqueries are named "products", so `where` and `order` read them unchanged.
 */
async function searchRows(
	db: Db,
	where: SQL | undefined,
	offset: number,
	limit: number,
	order: SQL[],
	{ locale, sortedByName }: SparseHits,
) {
	if (sortedByName && offset + limit <= nameWalkLimit) {
		const firstByName = db.orm
			.select()
			.from(products)
			.where(and(eq(products.locale, locale), eq(products.available, true)))
			.orderBy(...byName)
			.limit(nameWalkLimit)
			.as("products");
		const rows = await db.orm
			.select(productCardColumns)
			.from(firstByName)
			.where(where)
			.orderBy(...order)
			.limit(limit)
			.offset(offset);
		if (rows.length === limit) return rows;
	}
	// The window function keeps PostgreSQL from merging the subquery back into a sorted walk.
	const hits = db.orm
		.select({
			...hitColumns,
			createdAt: products.createdAt,
			sizeValue: products.sizeValue,
			sizeUnit: products.sizeUnit,
			hits: sql`count(*) over ()`.as("hits"),
		})
		.from(products)
		.where(where)
		.as("products");
	return db.orm
		.select(productCardColumns)
		.from(hits)
		.orderBy(...order)
		.limit(limit)
		.offset(offset);
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
