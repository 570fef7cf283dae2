// Product list, one product and related products (SPEC §7).
import { and, asc, eq, ne } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import { getDb } from "../db/client";
import { products } from "../db/schema";
import { pageSize } from "./paging";
import { productCardColumns, productCardPage } from "./product-card";

export async function listProducts(locale: Locale, page: number) {
	const where = and(eq(products.locale, locale), eq(products.available, true));
	return productCardPage(where, (page - 1) * pageSize, pageSize);
}

export async function findProduct(locale: Locale, slug: string) {
	const [row] = await getDb()
		.select()
		.from(products)
		.where(and(eq(products.locale, locale), eq(products.slug, slug), eq(products.available, true)))
		.limit(1);
	return row ?? null;
}

const relatedLimit = 6;

/** Same language and brand, available, not the product itself; 6 (SPEC §9). */
export function relatedProducts(locale: Locale, brand: string | null, excludeId: string) {
	if (!brand) return Promise.resolve([]);
	return getDb()
		.select(productCardColumns)
		.from(products)
		.where(and(eq(products.locale, locale), eq(products.brand, brand), eq(products.available, true), ne(products.id, excludeId)))
		.orderBy(asc(products.name), asc(products.id))
		.limit(relatedLimit);
}
