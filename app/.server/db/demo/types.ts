// Shapes of the bundled demo catalogue. The data files beside this one are plain
// values of these types; the seeder (../seed.ts) turns them into rows.

export type Locale = "sv" | "nb";

/** Text of one category or brand page in one language (markdown fields). */
export interface PageText {
	name: string;
	slug: string;
	/** 1–3 sentences, shown first on the page. */
	intro_md: string;
	/**
	 * Long text (300+ words), with `##` subheadings, ending in an FAQ section under the
	 * heading "## Vanliga frågor & svar (FAQ)" (sv) or "## Ofte stilte spørsmål (FAQ)" (nb),
	 * followed by 3–5 pairs written as "### Question?" then an answer paragraph.
	 */
	body_md: string;
}

export interface DemoCategory {
	/** Language-neutral key linking the Swedish and Norwegian pages (translation_key). */
	key: string;
	/** Words that put a product in this category (lowercase, both languages mixed is fine). */
	keywords: string[];
	/** Missing language = no page in that language. */
	sv?: PageText & { published?: boolean };
	nb?: PageText & { published?: boolean };
}

export interface DemoBrand {
	key: string;
	/** The brand name as written on products (same in both languages). */
	name: string;
	sv: PageText;
	nb: PageText;
}

export interface DemoArticle {
	key: string;
	locale: Locale;
	title: string;
	slug: string;
	h1: string;
	excerpt: string;
	/** 600+ words of markdown with ## subheadings and a few internal links like [godis](/kategorier/godis). */
	body_md: string;
	meta_title: string;
	/** 140–160 characters. */
	meta_description: string;
	internal_link_keywords: string[];
	external_link_keywords: string[];
	status: "published" | "draft";
	/** ISO date, e.g. "2026-10-02". */
	published_on: string;
}

/** One product line; the seeder makes one product per size per language. */
export interface DemoProduct {
	/** Stable base of the SKU shared across languages, e.g. "MAR-MJOLK". */
	sku: string;
	/** DemoBrand.key */
	brand: string;
	/** DemoCategory.key values */
	categories: string[];
	sv: { name: string; description_md: string };
	nb: { name: string; description_md: string };
	/** Sizes; each becomes its own product, e.g. [{ value: 200, unit: "g" }]. */
	sizes: { value: number; unit: "g" | "kg" | "ml" | "l" }[];
	/** Typical shelf price in SEK for the first size; NOK is derived. */
	price_sek: number;
	/** File name under public/images/products/, e.g. "chocolate-bar.svg". */
	image: string;
}
