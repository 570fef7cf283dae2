// What every writer is asked for and what it hands back. Kept apart from the writers
// so the template writer, the chat writer and their callers share one shape without import cycles.
import type { Locale } from "~/i18n/locales";

/** A published category page the article may link to. */
export interface CategoryFact {
	name: string;
	path: string;
	productCount: number;
}

/** A published brand page the article may link to. */
export interface BrandFact {
	name: string;
	path: string;
}

/** A real, available product of the language's catalogue. */
export interface ProductFact {
	name: string;
	brand: string | null;
	price: number | null;
	currency: string | null;
}

export interface PriceRangeFact {
	min: number;
	max: number;
	currency: string;
}

/** The catalogue's own facts in the article's language; writers may only state these. */
export interface ArticleFacts {
	categories: CategoryFact[];
	brands: BrandFact[];
	products: ProductFact[];
	priceRange: PriceRangeFact | null;
}

export interface ArticleRequest {
	locale: Locale;
	/** The operator's keywords (1–5). */
	keywords: string[];
	facts: ArticleFacts;
	/**
	 * Every published page path of the language. Defaults to the facts' pages plus the list
	 * screens; pass the full set when the caller has it.
	 */
	publishedPaths?: Iterable<string>;
}

/** An article ready to be stored (the article fields a writer produces). */
export interface ArticleDraft {
	title: string;
	h1: string;
	slug: string;
	excerpt: string;
	metaTitle: string;
	metaDescription: string;
	bodyMd: string;
}
