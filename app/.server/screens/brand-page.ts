// The brand page's query module (ADR 042): the published brand at the address, then what a brand
// page shows around its products (catalogue/page-with-products.ts) with the window of its products
// the request asks for.
import type { Locale } from "~/i18n/locales";
import { brandProducts, findBrand } from "../catalogue/brands";
import { loadPageWithProducts } from "../catalogue/page-with-products";
import { getDb } from "../db/client";

/** The brand page's data, or null when the address names no published brand. */
export async function loadBrandPage(request: Request, locale: Locale, slug: string) {
	const db = getDb();
	const brand = await findBrand(db, locale, slug);
	if (!brand) return null;
	return loadPageWithProducts(db, request, locale, "brand", brand, (window) => brandProducts(db, locale, brand.name, window));
}
