// The categorisation rules (the feed import and "categorise products"): a product belongs to
// a category when the category's name or one of its keywords appears in the product's name or in
// the feed's product type. Descriptions are left out on purpose: they mention other products
// ("goes well with crisps") far too often to be a reliable signal.
import type { Locale } from "~/i18n/locales";
import type { Db } from "../db/handle";

export interface CategoryRule {
	/** The category name stored on products (in their list of category names). */
	name: string;
	/** Normalised words that put a product in the category. */
	words: string[];
}

export interface CategorizableProduct {
	name: string;
	productType?: string | null;
}

/** Lower case, accents folded (é → e, ä → a: feeds spell names both ways), punctuation as spaces. */
export function normaliseForMatching(text: string): string {
	return ` ${text
		.toLocaleLowerCase("sv")
		.normalize("NFD")
		.replace(/\p{M}/gu, "")
		.replace(/[^\p{L}\p{N}]+/gu, " ")
		.trim()} `;
}

/** Short words must match a whole word ("kola" is not in "coca cola"); longer ones may be part of
 *  a compound ("choklad" in "mjölkchoklad", "chips" in "tortillachips"). */
function mentions(haystack: string, word: string): boolean {
	if (word.length === 0) return false;
	if (word.length <= 4) return haystack.includes(` ${word} `);
	return haystack.includes(word);
}

export function categoryRule(category: { name: string; keywords: readonly string[] }): CategoryRule {
	const words = [category.name, ...category.keywords].map((w) => normaliseForMatching(w).trim()).filter(Boolean);
	return { name: category.name, words: [...new Set(words)] };
}

/** The names of the categories a product belongs to by the rules, in the rules' order. */
export function categoriesFor(product: CategorizableProduct, rules: readonly CategoryRule[]): string[] {
	const haystack = normaliseForMatching(`${product.name} ${product.productType ?? ""}`);
	return rules.filter((rule) => rule.words.some((word) => mentions(haystack, word))).map((rule) => rule.name);
}

/** The rules of one language: its published categories (a draft category takes no products). */
export async function loadCategoryRules(db: Db, locale: Locale): Promise<CategoryRule[]> {
	const rows = await db.query<{ name: string; keywords: string[] }>(
		`select name, keywords from categories where locale = $1 and status = 'published' order by name`,
		[locale],
	);
	return rows.map(categoryRule);
}
