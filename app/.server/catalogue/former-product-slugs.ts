// Addresses of products that were merged into another (one item stored under two GTIN forms, ADR
// 048): each leads, for good, to the product it was merged into.
import { and, eq } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import type { Db } from "../db/handle";
import { formerProductSlugs, products } from "../db/schema";

/** The slug of the product a former product address now leads to, or null when it is none. */
export async function slugOfMergedProduct(db: Db, locale: Locale, formerSlug: string): Promise<string | null> {
	const [row] = await db.orm
		.select({ slug: products.slug })
		.from(formerProductSlugs)
		.innerJoin(products, eq(products.id, formerProductSlugs.productId))
		.where(and(eq(formerProductSlugs.locale, locale), eq(formerProductSlugs.slug, formerSlug)))
		.limit(1);
	return row?.slug ?? null;
}
