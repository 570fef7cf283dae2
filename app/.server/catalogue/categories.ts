// Category list and detail reads: published, per language; products whose category
// list contains the category's name, available only, 24 a page.
import { and, arrayContains, eq, inArray, ne, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import type { Db } from "../db/handle";
import { categories, products } from "../db/schema";
import { plainText } from "../markdown";
import type { ProductWindow } from "./product-card";
import { filteredProductPage } from "./product-filters";
import { publishedCategories } from "./published-pages";

/** The list page's categories, by name: only what it shows (the intro as plain text), from the cached published pages. */
export async function listCategories(db: Db, locale: Locale) {
	return (await publishedCategories(db, locale)).list.map(({ id, name, slug, introMd }) => ({
		id,
		name,
		slug,
		introText: plainText(introMd),
	}));
}

export async function findCategory(db: Db, locale: Locale, slug: string) {
	return (await publishedCategories(db, locale)).bySlug.get(slug) ?? null;
}

/** The category's products in the asked window (load more) and sort and filters, and how many match. */
export async function categoryProducts(db: Db, locale: Locale, categoryName: string, window: ProductWindow) {
	const where = and(eq(products.locale, locale), eq(products.available, true), arrayContains(products.category, [categoryName]));
	return filteredProductPage(db, where, window.filters, window.offset, window.limit, {
		facetsCacheKey: `category:${locale}:${categoryName}`,
	});
}

/**
 * The category pages a product's category names lead to (its chips): published pages of
 * the language only, never the catch-all "sortiment", in the product's own order. One query.
 */
export async function categoryPagesNamed(db: Db, locale: Locale, names: string[]) {
	if (names.length === 0) return [];
	const rows = await db.orm
		.select({ name: categories.name, slug: categories.slug })
		.from(categories)
		.where(
			and(
				eq(categories.locale, locale),
				eq(categories.status, "published"),
				inArray(categories.name, names),
				ne(sql`lower(${categories.name})`, "sortiment"),
			),
		);
	return rows.sort((a, b) => names.indexOf(a.name) - names.indexOf(b.name));
}
