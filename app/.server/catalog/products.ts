// Product list, one product and related products (SPEC §7).
import { and, asc, count, eq, ne } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import { getDb } from "../db/client";
import { products } from "../db/schema";
import { pageSize } from "./paging";
import { productCardColumns } from "./product-card";

export async function listProducts(locale: Locale, page: number) {
	const db = getDb();
	const where = and(eq(products.locale, locale), eq(products.available, true));
	const [rows, [total]] = await Promise.all([
		db
			.select(productCardColumns)
			.from(products)
			.where(where)
			.orderBy(asc(products.name), asc(products.id))
			.limit(pageSize)
			.offset((page - 1) * pageSize),
		db.select({ value: count() }).from(products).where(where),
	]);
	return { products: rows, total: Number(total?.value ?? 0) };
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
