// Home page reads: featured products, 8 categories, 12 brands, the SEO text.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import type { Db } from "../db/handle";
import { brands, categories, homepageContent, products } from "../db/schema";
import { productCardColumns } from "./product-card";

export async function loadHome(db: Db, locale: Locale) {
	const [content] = await db.orm
		.select({ seoTextMd: homepageContent.seoTextMd, featured: homepageContent.featuredProductIds })
		.from(homepageContent)
		.where(eq(homepageContent.locale, locale));
	const featuredIds = content?.featured ?? [];
	const [featuredRows, categoryRows, brandRows] = await Promise.all([
		featuredIds.length === 0
			? []
			: db.orm
					.select(productCardColumns)
					.from(products)
					.where(and(inArray(products.id, featuredIds), eq(products.locale, locale), eq(products.available, true))),
		db.orm
			.select({ id: categories.id, name: categories.name, slug: categories.slug })
			.from(categories)
			.where(and(eq(categories.locale, locale), eq(categories.status, "published")))
			.orderBy(asc(categories.name))
			.limit(8),
		db.orm
			.select({ id: brands.id, name: brands.name, slug: brands.slug })
			.from(brands)
			.where(and(eq(brands.locale, locale), eq(brands.status, "published")))
			.orderBy(asc(brands.name))
			.limit(12),
	]);
	// Keep the operator's order of the featured ids.
	const featured = featuredIds.flatMap((id) => featuredRows.filter((p) => p.id === id));
	return { featured, categories: categoryRows, brands: brandRows, seoTextMd: content?.seoTextMd ?? null };
}
