// The counterpart of an item page in the other language (ADR 002): categories and brands by
// translation key, products by SKU; articles have none. Only a page that exists is named: an item
// without a counterpart has itself as its only alternate (ADR 023).
import { and, eq, ne } from "drizzle-orm";
import { type Locale, otherLocale } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import type { Alternates } from "~/lib/alternates";
import type { Db } from "../db/handle";
import { products } from "../db/schema";
import { publishedSlugByTranslationKey } from "./published-pages";

type Item =
	| { screen: "category" | "brand"; translationKey: string | null }
	| { screen: "product"; sku: string | null }
	| { screen: "article" };

async function counterpartSlug(db: Db, item: Item, locale: Locale): Promise<string | null> {
	if (item.screen === "category" || item.screen === "brand") {
		return item.translationKey ? publishedSlugByTranslationKey(db, item.screen, locale, item.translationKey) : null;
	}
	if (item.screen === "product") {
		if (!item.sku) return null;
		const [row] = await db.orm
			.select({ slug: products.slug })
			.from(products)
			.where(and(eq(products.locale, locale), eq(products.sku, item.sku), eq(products.available, true), ne(products.slug, "")));
		return row?.slug ?? null;
	}
	return null;
}

export async function itemAlternates(db: Db, item: Item, locale: Locale, slug: string): Promise<Alternates> {
	const other = otherLocale(locale);
	const otherSlug = await counterpartSlug(db, item, other);
	const alternates: Alternates = { [locale]: screenPath(item.screen, locale, { slug }) };
	if (otherSlug) alternates[other] = screenPath(item.screen, other, { slug: otherSlug });
	return alternates;
}
