// The product fields every list shows (SPEC §7 "product fields"), selected once, and the slice of
// a paged list ("load more") that a request asks for.
import { appendParam } from "~/lib/load-more";
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
};

export type ProductCard = {
	id: string;
	name: string;
	slug: string;
	brand: string | null;
	price: number | null;
	currency: string;
	imageUrl: string | null;
	productUrl: string | null;
};

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
