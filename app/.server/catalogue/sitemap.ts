// Every public page of both languages with its language alternates (xhtml:link). Past 50,000
// URLs (the sitemap protocol's limit) /sitemap.xml becomes an index of /sitemap.xml?part=N.
import { eq } from "drizzle-orm";
import { type Locale, locales } from "~/i18n/locales";
import { type Screen, screenPath } from "~/i18n/paths";
import type { Db } from "../db/handle";
import { articles, brands, categories, products } from "../db/schema";

export const urlsPerSitemap = 50_000;

/** One page and its counterparts: the paths of the same page per language. */
type PageGroup = Partial<Record<Locale, string>>;

function escapeXml(text: string): string {
	return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

async function itemRows(db: Db, screen: "category" | "brand" | "product" | "article") {
	switch (screen) {
		case "category":
			return db.orm
				.select({ locale: categories.locale, slug: categories.slug, key: categories.translationKey })
				.from(categories)
				.where(eq(categories.status, "published"));
		case "brand":
			return db.orm
				.select({ locale: brands.locale, slug: brands.slug, key: brands.translationKey })
				.from(brands)
				.where(eq(brands.status, "published"));
		case "product":
			return db.orm
				.select({ locale: products.locale, slug: products.slug, key: products.sku })
				.from(products)
				.where(eq(products.available, true));
		case "article":
			return db.orm
				.select({ locale: articles.locale, slug: articles.slug, key: articles.id })
				.from(articles)
				.where(eq(articles.status, "published"));
	}
}

async function pageGroups(db: Db): Promise<PageGroup[]> {
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
	const groups: PageGroup[] = staticScreens.map((screen) => Object.fromEntries(locales.map((l) => [l, screenPath(screen, l)])));
	for (const screen of ["category", "brand", "product", "article"] as const) {
		const byKey = new Map<string, PageGroup>();
		for (const row of await itemRows(db, screen)) {
			// Pages without a counterpart key stand alone.
			const key = row.key ?? `${row.locale}:${row.slug}`;
			const group = byKey.get(key) ?? {};
			group[row.locale as Locale] = screenPath(screen, row.locale as Locale, { slug: row.slug });
			byKey.set(key, group);
		}
		groups.push(...byKey.values());
	}
	return groups;
}

function urlElements(groups: PageGroup[], siteUrl: string): string[] {
	return groups.flatMap((group) => {
		const alternates = Object.entries(group)
			.map(([l, p]) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(siteUrl + p)}"/>`)
			.join("");
		return Object.values(group).map((path) => `<url><loc>${escapeXml(siteUrl + path)}</loc>${alternates}</url>`);
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
	const urls = urlElements(await pageGroups(db), siteUrl);
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
