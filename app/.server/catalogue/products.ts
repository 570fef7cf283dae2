// Product list, one product and related products.
import { and, asc, eq, getTableColumns, ne } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import { noFilters, type ProductFilters } from "~/lib/product-filters";
import type { Db } from "../db/handle";
import { products } from "../db/schema";
import { pageSize } from "./paging";
import { productCardColumns } from "./product-card";
import { filteredProductPage } from "./product-filters";

/** Every available product of the language, one page of 24, under the visitor's sort and filters. */
export async function listProducts(db: Db, locale: Locale, page: number, filters: ProductFilters = noFilters) {
	const where = and(eq(products.locale, locale), eq(products.available, true));
	return filteredProductPage(db, where, filters, (page - 1) * pageSize, pageSize, { facetsCacheKey: `products:${locale}` });
}

// Everything but the search document and name (ADR 039), which the page would only carry to the
// browser a second time over.
/** A product page's columns: all but the search engine's (long, and read only by search). */
const { searchDocument: _searchDocument, searchName: _searchName, ...pageColumns } = getTableColumns(products);
export const productPageColumns = pageColumns;

/**
 * One product page, available or not: a product whose offers are all sold out keeps its address
 * (docs/decisions/005-unavailable-products-keep-their-page.md); lists and search still leave it out.
 */
export async function findProduct(db: Db, locale: Locale, slug: string) {
	const [row] = await db.orm
		.select(productPageColumns)
		.from(products)
		.where(and(eq(products.locale, locale), eq(products.slug, slug)))
		.limit(1);
	return row ?? null;
}

const relatedLimit = 6;

/** Same language and brand, available, not the product itself; 6. */
export function relatedProducts(db: Db, locale: Locale, brand: string | null, excludeId: string) {
	if (!brand) return Promise.resolve([]);
	return db.orm
		.select(productCardColumns)
		.from(products)
		.where(and(eq(products.locale, locale), eq(products.brand, brand), eq(products.available, true), ne(products.id, excludeId)))
		.orderBy(asc(products.name), asc(products.id))
		.limit(relatedLimit);
}
