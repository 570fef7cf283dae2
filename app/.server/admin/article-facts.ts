// What the writers may say about a language's catalogue: published categories with
// their product counts, brands, sample products, the price range — and every published path,
// so each internal link of a generated text can be checked.
import { and, asc, eq, sql } from "drizzle-orm";
import type { ArticleFacts } from "~/.server/ai/article-draft";
import { alwaysPublishedPaths } from "~/.server/ai/article-rules";
import { type Locale, localeCurrency } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import { loadNavigation } from "../catalogue/navigation";
import type { Db } from "../db/handle";
import { categories, products } from "../db/schema";

export async function articleFacts(db: Db, locale: Locale): Promise<{ facts: ArticleFacts; publishedPaths: Set<string> }> {
	const [categoryRows, brandRows, productRows, [range]] = await Promise.all([
		db.orm
			.select({
				name: categories.name,
				slug: categories.slug,
				productCount: sql<number>`(select count(*)::int from products p where p.locale = ${locale} and p.available and ${categories.name} = any(p.category))`,
			})
			.from(categories)
			.where(and(eq(categories.locale, locale), eq(categories.status, "published")))
			.orderBy(asc(categories.name)),
		loadNavigation(db, locale).then((lists) => lists.brands),
		db.orm
			.select({ name: products.name, brand: products.brand, price: products.price, currency: products.currency })
			.from(products)
			.where(and(eq(products.locale, locale), eq(products.available, true)))
			.orderBy(asc(products.name))
			.limit(40),
		db.orm
			.select({ min: sql<number>`min(${products.price})::float`, max: sql<number>`max(${products.price})::float` })
			.from(products)
			.where(and(eq(products.locale, locale), eq(products.available, true))),
	]);
	const facts: ArticleFacts = {
		categories: categoryRows.map((c) => ({
			name: c.name,
			path: screenPath("category", locale, { slug: c.slug }),
			productCount: Number(c.productCount),
		})),
		brands: brandRows.map((b) => ({ name: b.name, path: screenPath("brand", locale, { slug: b.slug }) })),
		products: productRows,
		priceRange:
			range?.min != null && range.max != null ? { min: range.min, max: range.max, currency: localeCurrency[locale] } : null,
	};
	const publishedPaths = new Set([
		...alwaysPublishedPaths(locale),
		...facts.categories.map((c) => c.path),
		...facts.brands.map((b) => b.path),
	]);
	return { facts, publishedPaths };
}
