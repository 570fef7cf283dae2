// Home page reads: featured products, 8 categories, 12 brands, the SEO text.
// They are the same for every visitor and change only with the catalogue (the home page's texts,
// its products and their offers: all written in tables that report their changes, ADR 020), so
// they are kept per language like the menu's lists: two round trips fewer on every view.
import { and, eq, inArray } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import { cached } from "../cache";
import type { Db } from "../db/handle";
import { homepageContent, products } from "../db/schema";
import { productCardColumns } from "./product-card";
import { publishedBrands, publishedCategories, publishedPagesTtlMs } from "./published-pages";

export function loadHome(db: Db, locale: Locale) {
	return cached(`home:${locale}`, publishedPagesTtlMs, () => readHome(db, locale));
}

async function readHome(db: Db, locale: Locale) {
	const [content] = await db.orm
		.select({ seoTextMd: homepageContent.seoTextMd, featured: homepageContent.featuredProductIds })
		.from(homepageContent)
		.where(eq(homepageContent.locale, locale));
	const featuredIds = content?.featured ?? [];
	const [featuredRows, categoryPages, brandPages] = await Promise.all([
		featuredIds.length === 0
			? []
			: db.orm
					.select(productCardColumns)
					.from(products)
					.where(and(inArray(products.id, featuredIds), eq(products.locale, locale), eq(products.available, true))),
		// The first published pages by name, from the pages every request's menu already caches.
		publishedCategories(db, locale),
		publishedBrands(db, locale),
	]);
	const link = ({ id, name, slug }: { id: string; name: string; slug: string }) => ({ id, name, slug });
	// Keep the operator's order of the featured ids.
	const featured = featuredIds.flatMap((id) => featuredRows.filter((p) => p.id === id));
	return {
		featured,
		categories: categoryPages.list.slice(0, 8).map(link),
		brands: brandPages.list.slice(0, 12).map(link),
		seoTextMd: content?.seoTextMd ?? null,
	};
}
