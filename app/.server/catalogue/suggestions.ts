// Live search suggestions (docs/product.md, Search and suggestions): the same engine as the search
// page (ADR 039) — the few best products, with the fields a dropdown row shows — and the category
// and brand pages the query points at.
import type { Locale } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import { imageSource } from "~/lib/image-source";
import type { ProductSuggestion, SuggestedPage } from "~/lib/product-suggestions";
import type { Db } from "../db/handle";
import { matchingPages } from "../search/matching-pages";
import { cleanQuery, prepareSearch } from "../search/prepare";
import { rankedSuggestions } from "../search/ranked-suggestions";

/** The JSON row the browser reads (one shape for both sides). */
export type Suggestion = ProductSuggestion;

/** Four suggestions by default; callers may ask for 1 to 8, never for a long list. */
export const defaultSuggestionLimit = 4;
export const maximumSuggestionLimit = 8;
/** Beside the products: at most this many category and brand pages. */
const pageLimit = { category: 2, brand: 2 };

function clampLimit(limit: number): number {
	if (!Number.isFinite(limit)) return defaultSuggestionLimit;
	return Math.min(Math.max(1, Math.trunc(limit)), maximumSuggestionLimit);
}

export interface Suggestions {
	suggestions: Suggestion[];
	pages: SuggestedPage[];
}

export async function suggest(db: Db, locale: Locale, rawQuery: string, limit = defaultSuggestionLimit): Promise<Suggestions> {
	const plan = await prepareSearch(db, locale, cleanQuery(rawQuery));
	if (!plan) return { suggestions: [], pages: [] };
	const [rows, pages] = await Promise.all([
		rankedSuggestions(db, locale, plan, clampLimit(limit)),
		matchingPages(db, locale, plan, pageLimit),
	]);
	return {
		suggestions: rows.map((row) => ({
			...row,
			imageUrl: imageSource(row.imageUrl),
			href: screenPath("product", locale, { slug: row.slug }),
		})),
		pages,
	};
}

export async function suggestProducts(
	db: Db,
	locale: Locale,
	rawQuery: string,
	limit = defaultSuggestionLimit,
): Promise<Suggestion[]> {
	return (await suggest(db, locale, rawQuery, limit)).suggestions;
}
