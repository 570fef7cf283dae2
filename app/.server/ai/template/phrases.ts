// The shape of the offline writer's language data. The composers (./compose-seo.ts,
// ./compose-article.ts) decide what goes where and which facts are stated; each language's phrase
// files fill these types with its own wording and nothing else. A phrase that states a fact is a
// function of that fact, already formatted (prices, counts with their nouns, markdown links), so a
// language decides its word order and grammar without the composer knowing either.

/** A price span, both ends formatted in the language's way ("9,90 SEK"). */
export interface Span {
	from: string;
	to: string;
}

export interface Faq {
	question: string;
	answer: string;
}

/** Conjunctions and the nouns counted next to a number. */
export interface Grammar {
	and: string;
	or: string;
	/** "1 produkt", "5 produkter". */
	products: (n: number) => string;
	/** "3 varumärken"; a number of published brand pages. */
	brands: (n: number) => string;
	/** "3 kategorier"; a number of published category pages. */
	categories: (n: number) => string;
	/** The definite noun before a list of category names: "kategorin" for one, "kategorierna" for more. */
	theCategories: (n: number) => string;
}

/** Link texts of the list screens; the composer supplies the paths. */
export interface ListLinks {
	categories: string;
	brands: string;
	products: string;
	articles: string;
}

/** A page's SEO text (home, category, brand): 400–600 words ending in an FAQ, and an intro. */
export interface SeoPhrases {
	links: ListLinks & { about: string };
	/** Where the prices come from; closes every page's first section. */
	comparePrices: string;
	/** Advice that is true of any page, added in this order until the text is long enough. */
	filler: string[];
	/** Every page's last FAQ pair. */
	updates: Faq;
	/** Short sentences an intro may end with to reach its length. */
	padding: string[];
	home: {
		headings: { prices: string; brands: string; using: string };
		catalogue: (figures: { products: string; brands: string; categories: string }) => string;
		priceSpan: (span: Span) => string;
		categoriesLead: string;
		brandsListed: (brandLinks: string) => string;
		noBrands: (allBrands: string) => string;
		favouriteBrand: string;
		howTo: (all: { categories: string; products: string }) => string;
		readMore: (links: { articles: string; about: string }) => string;
		faq: { whatIs: { question: string; answer: (kinds: string) => string }; free: Faq; lowestPrice: Faq };
	};
	category: {
		headings: { about: (name: string) => string; choose: (name: string) => string };
		count: (name: string, products: string) => string;
		brands: (brandLinks: string) => string;
		priceSpan: (span: Span) => string;
		empty: (name: string) => string;
		productsLead: (name: string) => string;
		advice: string[];
		related: (links: { related: string; categories: string; products: string }) => string;
		noRelated: (all: { categories: string; brands: string; products: string }) => string;
		faq: {
			price: { question: (name: string) => string; answer: (span: Span) => string; unknown: string };
			brands: { question: (name: string) => string; answer: (brandNames: string) => string; none: string };
			lowestPrice: Faq;
		};
		intro: {
			count: (name: string, products: string) => string;
			empty: (name: string) => string;
			priceSpan: (span: Span) => string;
			brands: (brandNames: string) => string;
		};
	};
	brand: {
		headings: { about: (name: string) => string; compare: (name: string) => string };
		/** `categories` is "" or the definite noun and the linked category names. */
		count: (name: string, products: string, categories: string) => string;
		priceSpan: (span: Span) => string;
		empty: (name: string) => string;
		productsLead: (name: string) => string;
		advice: string[];
		more: (all: { brands: string; categories: string; products: string }) => string;
		faq: {
			price: {
				question: (name: string) => string;
				answer: (name: string, span: Span) => string;
				unknown: (name: string) => string;
			};
			products: { question: (name: string) => string; answer: (productNames: string) => string; none: string };
			whereToBuy: { question: (name: string) => string; answer: string };
		};
		intro: {
			count: (name: string, products: string) => string;
			empty: (name: string) => string;
			/** `categories` is the definite noun and the category names. */
			categories: (categories: string) => string;
			priceSpan: (span: Span) => string;
		};
	};
}

/** An article of 1,000–2,000 words in six sections about the operator's keywords. */
export interface ArticlePhrases {
	/** The keyword when the operator gave none that is usable. */
	defaultKeyword: string;
	links: ListLinks & { home: string };
	/** `keywords`: all keywords, joined. */
	opening: (keywords: string) => string[];
	basics: { heading: (Keyword: string) => string; meaning: (keyword: string) => string; advice: string[] };
	categories: {
		heading: string;
		lead: (keyword: string) => string;
		/** After a category's link in the list; `products` is the count with its noun. */
		entry: (products: string) => string;
		none: string;
		overview: (allCategories: string) => string;
		advice: string[];
	};
	brands: { heading: string; listed: (brandLinks: string) => string; none: string; advice: string[] };
	prices: {
		heading: string;
		span: (span: Span) => string;
		unknown: string;
		productsLead: string;
		allProducts: (allProducts: string) => string;
		advice: string[];
	};
	choosing: {
		heading: string;
		allergens: (food: string) => string;
		rights: (consumer: string) => string;
		teeth: (health: string) => string;
		advice: string[];
	};
	summary: { heading: string; gist: (Keyword: string) => string; readOn: (links: string) => string; closing: string };
	title: (Keyword: string) => string;
	h1: (Keyword: string) => string;
	metaTitle: (Keyword: string) => string;
	excerpt: (keywords: string) => string;
	/** Meta description sentences, most important first; as many as fit are used. */
	meta: { lead: (Keyword: string) => string; priceSpan: (span: Span) => string; more: string[] };
}
