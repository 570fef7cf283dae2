// The product list's query module (ADR 042): one page of the language's available products under
// the visitor's sort and filters, and whether the import its empty state offers is running.
import type { Locale } from "~/i18n/locales";
import { readProductFilters } from "~/lib/product-filters";
import { productImporter } from "../catalogue/import-products";
import { pageParam, pageSize } from "../catalogue/paging";
import { listProducts } from "../catalogue/products";
import { getDb } from "../db/client";

/** The page the address asks for (`page`, sort and filters); past the end, the last page. */
export async function loadProductsPage(locale: Locale, params: URLSearchParams) {
	const db = getDb();
	const requested = pageParam(params.get("page"));
	const filters = readProductFilters(params);
	let list = await listProducts(db, locale, requested, filters);
	const pages = Math.max(1, Math.ceil(list.total / pageSize));
	// A page past the end (an old link, a typed URL) shows the last page rather than nothing.
	const page = Math.min(requested, pages);
	if (page !== requested) list = await listProducts(db, locale, page, list.filters);
	return { page, pages, ...list, importRunning: await productImporter.isRunning() };
}
