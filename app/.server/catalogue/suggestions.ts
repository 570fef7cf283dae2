// Live search suggestions (docs/product.md, Search and suggestions): the same match as the
// search page — case-insensitive substring on name, description or brand, one language,
// available products — but only the few fields a dropdown row shows, and at most `limit` rows.
import { asc, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import { imageSource } from "~/lib/image-source";
import type { ProductSuggestion } from "~/lib/product-suggestions";
import { getDb } from "../db/client";
import { products } from "../db/schema";
import { containsPattern } from "./like";
import { matchingProducts, minimumQueryLength } from "./search";

/** The JSON row the browser reads (one shape for both sides). */
export type Suggestion = ProductSuggestion;

/** Four suggestions by default; callers may ask for 1 to 8, never for a long list. */
export const defaultSuggestionLimit = 4;
export const maximumSuggestionLimit = 8;

function clampLimit(limit: number): number {
	if (!Number.isFinite(limit)) return defaultSuggestionLimit;
	return Math.min(Math.max(1, Math.trunc(limit)), maximumSuggestionLimit);
}

export async function suggestProducts(locale: Locale, rawQuery: string, limit = defaultSuggestionLimit): Promise<Suggestion[]> {
	const query = rawQuery.trim();
	if (query.length < minimumQueryLength) return [];
	const pattern = containsPattern(query);
	const rows = await getDb()
		.select({
			name: products.name,
			slug: products.slug,
			brand: products.brand,
			imageUrl: products.imageUrl,
			price: products.price,
			currency: products.currency,
		})
		.from(products)
		.where(matchingProducts(locale, query))
		// A hit in the name is what the visitor most likely typed, so those rows come first.
		.orderBy(sql`case when ${products.name} ilike ${pattern} then 0 else 1 end`, asc(products.name), asc(products.id))
		.limit(clampLimit(limit));
	return rows.map((row) => ({
		...row,
		imageUrl: imageSource(row.imageUrl),
		href: screenPath("product", locale, { slug: row.slug }),
	}));
}
