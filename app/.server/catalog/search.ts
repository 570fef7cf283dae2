// Product search (SPEC §5): case-insensitive substring on name, description or brand, in one
// language, available products only; fewer than 2 trimmed characters gives no result.
import { and, asc, count, eq, ilike, or } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import { getDb } from "../db/client";
import { products } from "../db/schema";
import { containsPattern } from "./like";
import { pageSize } from "./paging";
import { productCardColumns } from "./product-card";

export const minimumQueryLength = 2;

/** SPEC §5's match: one language, available, name/description/brand containing the text. */
export function matchingProducts(locale: Locale, query: string) {
	const pattern = containsPattern(query);
	return and(
		eq(products.locale, locale),
		eq(products.available, true),
		or(ilike(products.name, pattern), ilike(products.description, pattern), ilike(products.brand, pattern)),
	);
}

export async function searchProducts(locale: Locale, rawQuery: string, page: number) {
	const query = rawQuery.trim();
	if (query.length < minimumQueryLength) return { products: [], total: 0 };
	const db = getDb();
	const where = matchingProducts(locale, query);
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
