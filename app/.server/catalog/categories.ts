// Category list and detail reads (SPEC §7): published, per language; products whose category
// list contains the category's name, available only, 24 a page.
import { and, arrayContains, asc, count, eq } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import { getDb } from "../db/client";
import { categories, products } from "../db/schema";
import { pageSize } from "./paging";
import { productCardColumns } from "./product-card";

export function listCategories(locale: Locale) {
	return getDb()
		.select({ id: categories.id, name: categories.name, slug: categories.slug, introMd: categories.introMd })
		.from(categories)
		.where(and(eq(categories.locale, locale), eq(categories.status, "published")))
		.orderBy(asc(categories.name));
}

export async function findCategory(locale: Locale, slug: string) {
	const [row] = await getDb()
		.select()
		.from(categories)
		.where(and(eq(categories.locale, locale), eq(categories.slug, slug), eq(categories.status, "published")))
		.limit(1);
	return row ?? null;
}

/** The first `pages` pages of the category's products (load more / ?page=N renders 24·N). */
export async function categoryProducts(locale: Locale, categoryName: string, pages: number) {
	const db = getDb();
	const where = and(eq(products.locale, locale), eq(products.available, true), arrayContains(products.category, [categoryName]));
	const [rows, [total]] = await Promise.all([
		db
			.select(productCardColumns)
			.from(products)
			.where(where)
			.orderBy(asc(products.name), asc(products.id))
			.limit(pageSize * pages),
		db.select({ value: count() }).from(products).where(where),
	]);
	return { products: rows, total: Number(total?.value ?? 0) };
}
