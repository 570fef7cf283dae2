// Every public page of both languages with its language alternates (xhtml:link).
import { and, eq } from "drizzle-orm";
import { type Locale, locales } from "~/i18n/locales";
import { href, type Screen } from "~/i18n/paths";
import { getDb } from "../db/client";
import { articles, brands, categories, products } from "../db/schema";

interface Entry {
	locs: Partial<Record<Locale, string>>;
}

function escapeXml(text: string): string {
	return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

async function pairedEntries(screen: "category" | "brand" | "product" | "article"): Promise<Entry[]> {
	const db = getDb();
	const rows =
		screen === "category"
			? await db
					.select({ locale: categories.locale, slug: categories.slug, key: categories.translationKey })
					.from(categories)
					.where(eq(categories.status, "published"))
			: screen === "brand"
				? await db
						.select({ locale: brands.locale, slug: brands.slug, key: brands.translationKey })
						.from(brands)
						.where(eq(brands.status, "published"))
				: screen === "product"
					? await db
							.select({ locale: products.locale, slug: products.slug, key: products.sku })
							.from(products)
							.where(eq(products.available, true))
					: await db
							.select({ locale: articles.locale, slug: articles.slug, key: articles.id })
							.from(articles)
							.where(and(eq(articles.status, "published")));
	const byKey = new Map<string, Entry>();
	for (const row of rows) {
		const key = `${row.key ?? `${row.locale}:${row.slug}`}`;
		const entry = byKey.get(key) ?? { locs: {} };
		entry.locs[row.locale as Locale] = href(screen, row.locale as Locale, { slug: row.slug });
		byKey.set(key, entry);
	}
	return [...byKey.values()];
}

export async function buildSitemap(siteUrl: string): Promise<string> {
	const staticScreens: Screen[] = ["home", "categories", "brands", "products", "articles", "about"];
	const entries: Entry[] = staticScreens.map((screen) => ({
		locs: Object.fromEntries(locales.map((l) => [l, href(screen as "home", l)])),
	}));
	for (const screen of ["category", "brand", "product", "article"] as const) entries.push(...(await pairedEntries(screen)));
	const urls: string[] = [];
	for (const entry of entries) {
		for (const [, path] of Object.entries(entry.locs)) {
			const alternates = Object.entries(entry.locs)
				.map(([l, p]) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(siteUrl + p)}"/>`)
				.join("");
			urls.push(`<url><loc>${escapeXml(siteUrl + path)}</loc>${alternates}</url>`);
		}
	}
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
