// Menu and footer lists (SPEC §7 "categories (menu/footer)"): published, by name, per language.
// Every page needs them, so they are cached in the process and dropped on any catalogue write.
import { and, asc, eq } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import type { NavigationLists } from "~/lib/navigation";
import { cached } from "../cache";
import { getDb } from "../db/client";
import { brands, categories } from "../db/schema";

const ttlMs = 5 * 60_000;

export function loadNavigation(locale: Locale): Promise<NavigationLists> {
	return cached(`navigation:${locale}`, ttlMs, async () => {
		const db = getDb();
		const [categoryRows, brandRows] = await Promise.all([
			db
				.select({ name: categories.name, slug: categories.slug })
				.from(categories)
				.where(and(eq(categories.locale, locale), eq(categories.status, "published")))
				.orderBy(asc(categories.name)),
			db
				.select({ name: brands.name, slug: brands.slug })
				.from(brands)
				.where(and(eq(brands.locale, locale), eq(brands.status, "published")))
				.orderBy(asc(brands.name)),
		]);
		return { categories: categoryRows, brands: brandRows };
	});
}
