// Every public page of both languages with its language alternates (xhtml:link) and, where the data
// knows it, the date it last changed (lastmod, ADR 076). Past 50,000 URLs (the sitemap protocol's
// limit) /sitemap.xml becomes an index of /sitemap.xml?part=N.
import { eq } from "drizzle-orm";
import { type Locale, locales } from "~/i18n/locales";
import { type ItemScreen, listOfItem, type Screen, screenPath } from "~/i18n/paths";
import { type Alternates, hreflangTargets } from "~/lib/alternates";
import type { Db } from "../db/handle";
import { articles, brands, categories, products } from "../db/schema";

export const urlsPerSitemap = 50_000;

/** The pages of the sitemap, each group one page in its languages, and when each path last changed. */
interface SitemapPages {
	groups: Alternates[];
	lastModified: Map<string, Date>;
}

function escapeXml(text: string): string {
	return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The public rows of an item screen: exactly those its list page shows, with their counterpart key. */
async function itemRows(db: Db, screen: ItemScreen) {
	switch (screen) {
		case "category":
			return db.orm
				.select({
					locale: categories.locale,
					slug: categories.slug,
					key: categories.translationKey,
					updatedAt: categories.updatedAt,
				})
				.from(categories)
				.where(eq(categories.status, "published"));
		case "brand":
			return db.orm
				.select({ locale: brands.locale, slug: brands.slug, key: brands.translationKey, updatedAt: brands.updatedAt })
				.from(brands)
				.where(eq(brands.status, "published"));
		case "product":
			return db.orm
				.select({ locale: products.locale, slug: products.slug, key: products.sku, updatedAt: products.updatedAt })
				.from(products)
				.where(eq(products.available, true));
		case "article":
			return db.orm
				.select({ locale: articles.locale, slug: articles.slug, key: articles.id, updatedAt: articles.updatedAt })
				.from(articles)
				.where(eq(articles.status, "published"));
	}
}

function later(a: Date | undefined, b: Date): Date {
	return a && a > b ? a : b;
}

async function sitemapPages(db: Db): Promise<SitemapPages> {
	// The home, deals, about and privacy pages have no date of their own: they get no lastmod
	// rather than a made-up one. A list page changes when one of its items does.
	const staticScreens = [
		"home",
		"categories",
		"brands",
		"products",
		"deals",
		"articles",
		"about",
		"privacy",
	] as const satisfies Screen[];
	const groups: Alternates[] = staticScreens.map((screen) => Object.fromEntries(locales.map((l) => [l, screenPath(screen, l)])));
	const lastModified = new Map<string, Date>();
	for (const screen of ["category", "brand", "product", "article"] as const) {
		const byKey = new Map<string, Alternates>();
		for (const row of await itemRows(db, screen)) {
			const locale = row.locale as Locale;
			const path = screenPath(screen, locale, { slug: row.slug });
			// Pages without a counterpart key stand alone.
			const key = row.key ?? `${row.locale}:${row.slug}`;
			byKey.set(key, { ...byKey.get(key), [locale]: path });
			lastModified.set(path, row.updatedAt);
			const list = screenPath(listOfItem[screen], locale);
			lastModified.set(list, later(lastModified.get(list), row.updatedAt));
		}
		groups.push(...byKey.values());
	}
	return { groups, lastModified };
}

function urlElements({ groups, lastModified }: SitemapPages, siteUrl: string): string[] {
	return groups.flatMap((group) => {
		const alternates = hreflangTargets(group)
			.map(({ hreflang, path }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(siteUrl + path)}"/>`)
			.join("");
		return Object.values(group).map((path) => {
			const date = lastModified.get(path);
			const lastmod = date ? `<lastmod>${date.toISOString()}</lastmod>` : "";
			return `<url><loc>${escapeXml(siteUrl + path)}</loc>${lastmod}${alternates}</url>`;
		});
	});
}

/**
 * The sitemap (or, for a large catalogue, the index or one of its parts). Null for a missing part.
 * `perPart` is the protocol's limit; a test splits a small catalogue with a smaller one.
 */
export async function buildSitemap(
	db: Db,
	siteUrl: string,
	part: number | null,
	perPart = urlsPerSitemap,
): Promise<string | null> {
	const urls = urlElements(await sitemapPages(db), siteUrl);
	const parts = Math.ceil(urls.length / perPart);
	if (parts > 1 && part === null) {
		const entries = Array.from(
			{ length: parts },
			(_, i) => `<sitemap><loc>${escapeXml(`${siteUrl}/sitemap.xml?part=${i + 1}`)}</loc></sitemap>`,
		);
		return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
	}
	const index = (part ?? 1) - 1;
	if (index < 0 || index >= Math.max(parts, 1)) return null;
	const slice = urls.slice(index * perPart, (index + 1) * perPart);
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${slice.join("\n")}\n</urlset>\n`;
}
