// What the writers may say about one page of a language: for a category its products,
// brands and price range and the other categories; for a brand its products, categories and price
// range; for the home page the whole catalogue's figures — and every published path of the language,
// so each internal link of the text can be checked. Ordered by name throughout, so the same
// catalogue gives the same facts and the template writer the same text (idempotent runs).
import type { BrandFact, CategoryFact, PriceRangeFact, ProductFact } from "~/.server/ai/article-draft";
import { alwaysPublishedPaths } from "~/.server/ai/article-rules";
import type { SeoFacts, SeoRequest } from "~/.server/ai/seo-draft";
import { type Locale, localeCurrency } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import { escapeLike } from "../catalogue/like";
import { type Db, toCount } from "../db/handle";

const sampleProducts = 5;
// Read this many to choose the samples from, so the list is not five sizes of one product.
const sampleCandidates = 60;

/** A product's name without its size ("Bilar 250 g" → "Bilar"). */
function baseName(name: string): string {
	return name.replace(/\s+\d+(?:[.,]\d+)?\s*(?:g|kg|ml|cl|l|st|p)$/i, "").toLocaleLowerCase();
}

/** Up to five products, different brands first, then different products, in name order. */
function chooseSamples(candidates: ProductFact[]): ProductFact[] {
	const chosen: ProductFact[] = [];
	const passes: ((p: ProductFact) => boolean)[] = [
		(p) => !chosen.some((c) => c.brand === p.brand || baseName(c.name) === baseName(p.name)),
		(p) => !chosen.some((c) => baseName(c.name) === baseName(p.name)),
		(p) => !chosen.includes(p),
	];
	for (const fresh of passes) {
		for (const product of candidates) if (chosen.length < sampleProducts && fresh(product)) chosen.push(product);
	}
	return candidates.filter((p) => chosen.includes(p));
}

/** A category or brand page the tools write to. */
export interface SeoPage {
	id: string;
	locale: Locale;
	name: string;
	slug: string;
}

interface LanguagePages {
	categories: CategoryFact[];
	brands: (BrandFact & { productCount: number })[];
}

async function languagePages(db: Db, locale: Locale): Promise<LanguagePages> {
	const [categoryRows, brandRows] = await Promise.all([
		db.query<{ name: string; slug: string; count: unknown }>(
			`select c.name, c.slug,
			   (select count(*) from products p where p.locale = c.locale and p.available and c.name = any(p.category)) as count
			 from categories c where c.locale = $1 and c.status = 'published' order by c.name, c.slug`,
			[locale],
		),
		db.query<{ name: string; slug: string; count: unknown }>(
			`select b.name, b.slug,
			   (select count(*) from products p where p.locale = b.locale and p.available and p.brand = b.name) as count
			 from brands b where b.locale = $1 and b.status = 'published' order by b.name, b.slug`,
			[locale],
		),
	]);
	return {
		categories: categoryRows.map((c) => ({
			name: c.name,
			path: screenPath("category", locale, { slug: c.slug }),
			productCount: toCount(c.count),
		})),
		brands: brandRows.map((b) => ({
			name: b.name,
			path: screenPath("brand", locale, { slug: b.slug }),
			productCount: toCount(b.count),
		})),
	};
}

function publishedPaths(locale: Locale, pages: LanguagePages): string[] {
	return [...alwaysPublishedPaths(locale), ...pages.categories.map((c) => c.path), ...pages.brands.map((b) => b.path)];
}

/** The page's facts with the language's totals, and every path its links may lead to. */
function seoRequest(locale: Locale, pages: LanguagePages, facts: Omit<SeoFacts, "totals">): SeoRequest {
	return {
		locale,
		facts: { ...facts, totals: { categories: pages.categories.length, brands: pages.brands.length } },
		publishedPaths: publishedPaths(locale, pages),
	};
}

/** The pages with the most available products first, then by name. */
function largestFirst(locale: Locale) {
	return (a: { productCount: number; name: string }, b: { productCount: number; name: string }) =>
		b.productCount - a.productCount || a.name.localeCompare(b.name, locale);
}

/**
 * Count, price range and a few products of the available products matching `where` (a condition on
 * `p`, its parameters numbered from $3; $1 is the locale, $2 the currency).
 */
async function productFigures(db: Db, locale: Locale, where: string, params: unknown[]) {
	const all = [locale, localeCurrency[locale], ...params];
	const [[figures], products] = await Promise.all([
		db.query<{ count: unknown; min: number | null; max: number | null }>(
			`select count(*) as count,
			   min(p.price) filter (where p.currency = $2)::float as min, max(p.price) filter (where p.currency = $2)::float as max
			 from products p where p.locale = $1 and p.available and (${where})`,
			all,
		),
		db.query<ProductFact>(
			`select p.name, p.brand, p.price::float as price, p.currency from products p
			 where p.locale = $1 and p.available and (${where})
			 order by p.currency = $2 desc, p.name, p.slug limit ${sampleCandidates}`,
			all,
		),
	]);
	const priceRange: PriceRangeFact | null =
		figures?.min != null && figures.max != null ? { min: figures.min, max: figures.max, currency: localeCurrency[locale] } : null;
	return { productCount: toCount(figures?.count), priceRange, products: chooseSamples(products) };
}

export async function homeSeoRequest(db: Db, locale: Locale): Promise<SeoRequest> {
	const pages = await languagePages(db, locale);
	const figures = await productFigures(db, locale, "true", []);
	// The largest brands first: the home page introduces what the catalogue has most of.
	const brands = [...pages.brands]
		.filter((b) => b.productCount > 0)
		.sort(largestFirst(locale))
		.map(({ name, path }) => ({ name, path }));
	return seoRequest(locale, pages, { subject: { kind: "home" }, ...figures, categories: pages.categories, brands });
}

export async function categorySeoRequest(db: Db, category: SeoPage): Promise<SeoRequest> {
	const { locale } = category;
	const pages = await languagePages(db, locale);
	const [figures, brandRows] = await Promise.all([
		productFigures(db, locale, "$3 = any(p.category)", [category.name]),
		db.query<{ brand: string; count: unknown }>(
			`select p.brand, count(*) as count from products p
			 where p.locale = $1 and p.available and $2 = any(p.category) and p.brand is not null
			 group by p.brand order by count(*) desc, p.brand`,
			[locale, category.name],
		),
	]);
	const brandPage = new Map(pages.brands.map((b) => [b.name, b]));
	const brands = brandRows.flatMap((row) => {
		const page = brandPage.get(row.brand);
		return page ? [{ name: page.name, path: page.path }] : [];
	});
	const self = screenPath("category", locale, { slug: category.slug });
	// Related categories: the largest other ones.
	const categories = pages.categories.filter((c) => c.path !== self && c.productCount > 0).sort(largestFirst(locale));
	return seoRequest(locale, pages, {
		subject: { kind: "category", name: category.name, path: self },
		...figures,
		categories,
		brands,
	});
}

export async function brandSeoRequest(db: Db, brand: SeoPage): Promise<SeoRequest> {
	const { locale } = brand;
	const pages = await languagePages(db, locale);
	// A brand's products are those of that brand or naming it in their name or description.
	const matches = "p.brand = $3 or p.name ilike $4 or p.description ilike $4";
	const pattern = `%${escapeLike(brand.name)}%`;
	const [figures, categoryRows] = await Promise.all([
		productFigures(db, locale, matches, [brand.name, pattern]),
		db.query<{ category: string; count: unknown }>(
			`select c.category, count(*) as count from products p cross join lateral unnest(p.category) as c(category)
			 where p.locale = $1 and p.available and (p.brand = $2 or p.name ilike $3 or p.description ilike $3)
			 group by c.category order by count(*) desc, c.category`,
			[locale, brand.name, pattern],
		),
	]);
	const categoryPage = new Map(pages.categories.map((c) => [c.name, c]));
	const categories = categoryRows.flatMap((row) => {
		const page = categoryPage.get(row.category);
		return page ? [page] : [];
	});
	return seoRequest(locale, pages, {
		subject: { kind: "brand", name: brand.name, path: screenPath("brand", locale, { slug: brand.slug }) },
		...figures,
		categories,
		brands: [],
	});
}
