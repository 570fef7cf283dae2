// Brand list and detail reads. A brand's products: brand equals the name, or the name
// appears in the product's name or description (available, same language).
import { and, eq, ilike, or } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import type { Db } from "../db/handle";
import { brands, products } from "../db/schema";
import { plainText } from "../markdown";
import { containsPattern } from "./like";
import type { ProductWindow } from "./product-card";
import { filteredProductPage } from "./product-filters";
import { publishedBrands } from "./published-pages";
import { documentMentions } from "./search";

/** The list page's brands, by name: only what it shows (the intro as plain text), from the cached published pages. */
export async function listBrands(db: Db, locale: Locale) {
	return (await publishedBrands(db, locale)).list.map(({ id, name, slug, introMd }) => ({
		id,
		name,
		slug,
		introText: plainText(introMd),
	}));
}

export async function findBrand(db: Db, locale: Locale, slug: string) {
	return (await publishedBrands(db, locale)).bySlug.get(slug) ?? null;
}

/** The slug of the published brand page of that name in the language (a product's brand link). */
export async function brandPageNamed(db: Db, locale: Locale, name: string | null) {
	if (!name) return null;
	const [row] = await db.orm
		.select({ slug: brands.slug })
		.from(brands)
		.where(and(eq(brands.locale, locale), eq(brands.name, name), eq(brands.status, "published")))
		.limit(1);
	return row?.slug ?? null;
}

/**
 * The brand's products in the asked window (load more) and sort and filters, and how many match.
 * The page is the brand already, so it offers no brand filter.
 */
export async function brandProducts(db: Db, locale: Locale, brandName: string, window: ProductWindow) {
	const pattern = containsPattern(brandName);
	const where = and(
		eq(products.locale, locale),
		eq(products.available, true),
		or(
			eq(products.brand, brandName),
			// The search document narrows through its index; name or description must hold the brand's name.
			and(documentMentions(brandName), or(ilike(products.name, pattern), ilike(products.description, pattern))),
		),
	);
	return filteredProductPage(db, where, window.filters, window.offset, window.limit, { brandFilter: false });
}
