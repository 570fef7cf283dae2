// What a writer is asked for when it writes a page's SEO text (home, category, brand) and what it hands
// back. Kept apart from the writers, like ./article-draft.ts, so the template writer, the chat
// writer and the admin jobs share one shape without import cycles.
import type { Locale } from "~/i18n/locales";
import type { BrandFact, CategoryFact, PriceRangeFact, ProductFact } from "./article-draft";

/** The page the text is for. Home has no intro of its own (only homepage_content.seo_text_md). */
export type SeoSubject =
	| { kind: "home" }
	| { kind: "category"; name: string; path: string }
	| { kind: "brand"; name: string; path: string };

/** The catalogue's own facts about the subject, in its language; writers may only state these. */
export interface SeoFacts {
	subject: SeoSubject;
	/** Available products of the subject (home: of the whole language). */
	productCount: number;
	/** Prices of those products in the language's currency. */
	priceRange: PriceRangeFact | null;
	/** A few of those products, by name. */
	products: ProductFact[];
	/** Published category pages to mention: the subject's own (brand), the others (category), all (home). */
	categories: CategoryFact[];
	/** Published brand pages to mention: the subject's (category), the largest (home), none (brand). */
	brands: BrandFact[];
	/** Published categories and brands of the language (home page figures). */
	totals: { categories: number; brands: number };
}

export interface SeoRequest {
	locale: Locale;
	facts: SeoFacts;
	/** Every published page path of the language; internal links must lead to one of them. */
	publishedPaths: Iterable<string>;
}

/** A page's SEO text: the long text (`seo_content_md` / `seo_text_md`) and, for categories and brands, the optimized intro. */
export interface SeoDraft {
	seoMd: string;
	introMd: string | null;
}
