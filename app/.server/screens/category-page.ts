// The category page's query module (ADR 042): the published category at the address, then what a
// category page shows around its products (catalogue/page-with-products.ts) with the window of its
// products the request asks for.
import type { Locale } from "~/i18n/locales";
import { categoryProducts, findCategory } from "../catalogue/categories";
import { loadPageWithProducts } from "../catalogue/page-with-products";
import { getDb } from "../db/client";

/** The category page's data, or null when the address names no published category. */
export async function loadCategoryPage(request: Request, locale: Locale, slug: string) {
	const db = getDb();
	const category = await findCategory(db, locale, slug);
	if (!category) return null;
	return loadPageWithProducts(db, request, locale, "category", category, (window) =>
		categoryProducts(db, locale, category.name, window),
	);
}
