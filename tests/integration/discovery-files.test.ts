// sitemap.xml (with its index past 50,000 URLs) and the RSS feeds, on a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticleFeed } from "~/.server/catalogue/rss";
import { buildSitemap } from "~/.server/catalogue/sitemap";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import { routePattern } from "~/i18n/paths";
import * as articleRoute from "~/routes/article";
import * as categoryRoute from "~/routes/category";
import * as productRoute from "~/routes/product";
import { openPgliteWithDemo } from "../support/databases";
import { hreflangAlternates, parsePage, sitemapEntries } from "../support/html";
import { type PageRoute, renderPageHead } from "../support/page-head";

const site = "https://godisguiden.example";
let connection: Connection;

beforeAll(async () => {
	connection = await openPgliteWithDemo();
	setReadyConnection(connection);
});
afterAll(() => connection?.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe("sitemap", () => {
	it("lists every public page of both languages with language alternates", async () => {
		const xml = (await buildSitemap(connection.db, site, null)) ?? "";
		const urls = locs(xml);
		expect(urls).toContain(`${site}/`);
		expect(urls).toContain(`${site}/no`);
		expect(urls).toContain(`${site}/kategorier/godis`);
		expect(urls).toContain(`${site}/no/merker/freia`);
		expect(urls.some((u) => u?.startsWith(`${site}/no/artiklar/`))).toBe(true);
		expect(urls.some((u) => u?.includes("/admin"))).toBe(false);
		expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="nb" href="${site}/no/kategorier/godteri"/>`);
		// Drafts and unavailable products are not listed.
		const [draft] = await connection.db.query<{ slug: string }>("select slug from articles where status = 'draft' limit 1");
		expect(urls.some((u) => u?.endsWith(`/${draft?.slug}`))).toBe(false);
	});

	it("becomes an index of parts past its limit of URLs, every URL in exactly one part", async () => {
		// The demo catalogue split by a smaller limit than the protocol's 50,000 (urlsPerSitemap), so
		// the split is proven without writing 50,000 products first.
		const whole = locs((await buildSitemap(connection.db, site, null)) ?? "");
		const perPart = Math.ceil(whole.length / 3) + 1;
		const index = (await buildSitemap(connection.db, site, null, perPart)) ?? "";
		expect(index).toContain("<sitemapindex");
		expect(locs(index)).toEqual([1, 2, 3].map((n) => `${site}/sitemap.xml?part=${n}`));
		const parts = await Promise.all(
			[1, 2, 3].map(async (n) => locs((await buildSitemap(connection.db, site, n, perPart)) ?? "")),
		);
		expect(parts[0]).toHaveLength(perPart);
		expect(parts[1]).toHaveLength(perPart);
		expect(parts.flat()).toEqual(whole);
		expect(await buildSitemap(connection.db, site, 4, perPart)).toBeNull();
		expect(await buildSitemap(connection.db, site, 0, perPart)).toBeNull();
	});
});

describe("sitemap dates and x-default", () => {
	const entryOf = async (path: string) => {
		const entries = sitemapEntries((await buildSitemap(connection.db, site, null)) ?? "");
		const entry = entries.find((e) => e.loc === `${site}${path}`);
		expect(entry, `${path} is in the sitemap`).toBeDefined();
		return entry as NonNullable<typeof entry>;
	};

	it("dates a product by its stored updated_at, and its list page by its newest product", async () => {
		// One Norwegian product changed last, at a time no other row has.
		const [product] = await connection.db.query<{ slug: string; updatedAt: Date }>(
			`update products set updated_at = (select max(updated_at) from products) + interval '61.25 seconds'
			 where id = (select id from products where locale = 'nb' and available order by slug limit 1)
			 returning slug, updated_at as "updatedAt"`,
		);
		const stored = new Date(product?.updatedAt ?? "");
		const entry = await entryOf(`/no/produkter/${product?.slug}`);
		expect(entry.lastmod).toBe(stored.toISOString());
		expect((await entryOf("/no/produkter")).lastmod).toBe(stored.toISOString());
		const [{ newest } = { newest: "" }] = await connection.db.query<{ newest: Date }>(
			"select max(updated_at) as newest from products where locale = 'sv' and available",
		);
		expect((await entryOf("/produkter")).lastmod).toBe(new Date(newest).toISOString());
	});

	it("dates a category and an article by their own rows", async () => {
		const [category] = await connection.db.query<{ updatedAt: Date }>(
			"select updated_at as \"updatedAt\" from categories where locale = 'sv' and slug = 'godis'",
		);
		expect((await entryOf("/kategorier/godis")).lastmod).toBe(new Date(category?.updatedAt ?? "").toISOString());
		const [article] = await connection.db.query<{ slug: string; updatedAt: Date }>(
			`select slug, updated_at as "updatedAt" from articles where locale = 'nb' and status = 'published' limit 1`,
		);
		expect((await entryOf(`/no/artiklar/${article?.slug}`)).lastmod).toBe(new Date(article?.updatedAt ?? "").toISOString());
	});

	it("gives the pages with no date of their own no lastmod rather than a made-up one", async () => {
		for (const path of ["/", "/no", "/erbjudanden", "/om-oss", "/no/personvern"]) {
			expect((await entryOf(path)).lastmod, path).toBeUndefined();
		}
	});

	it("names for each page the x-default that the page itself names", async () => {
		const [product] = await connection.db.query<{ slug: string }>(
			"select slug from products where locale = 'nb' and available and sku in (select sku from products where locale = 'sv' and available) limit 1",
		);
		const [svArticle] = await connection.db.query<{ slug: string }>(
			"select slug from articles where locale = 'sv' and status = 'published' limit 1",
		);
		const [nbArticle] = await connection.db.query<{ slug: string }>(
			"select slug from articles where locale = 'nb' and status = 'published' limit 1",
		);
		// [route, pattern, path, whether the page names an x-default]
		const pages: [PageRoute, string, string, boolean][] = [
			// A Norwegian product with a Swedish counterpart: x-default is the Swedish page.
			[productRoute, routePattern("product", "nb"), `/no/produkter/${product?.slug}`, true],
			[categoryRoute, routePattern("category", "nb"), "/no/kategorier/godteri", true],
			// Articles have no counterpart: a Swedish one is its own x-default, a Norwegian one has none.
			[articleRoute, routePattern("article", "sv"), `/artiklar/${svArticle?.slug}`, true],
			[articleRoute, routePattern("article", "nb"), `/no/artiklar/${nbArticle?.slug}`, false],
		];
		for (const [route, pattern, path, namesXDefault] of pages) {
			const own = hreflangAlternates(parsePage(await renderPageHead(route, pattern, path, site)));
			expect(own.has("x-default"), path).toBe(namesXDefault);
			const listed = (await entryOf(path)).alternates;
			expect(listed.get("x-default"), path).toBe(own.get("x-default"));
			expect(listed, path).toEqual(own);
		}
	});
});

describe("RSS feeds", () => {
	it.each([
		["sv", "/artiklar/", "sv-SE"],
		["nb", "/no/artiklar/", "nb-NO"],
	] as const)("list the published %s articles, newest first", async (locale, prefix, tag) => {
		const xml = await buildArticleFeed(connection.db, locale, site);
		expect(xml).toContain(`<language>${tag}</language>`);
		const links = [...xml.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((m) => m[1]);
		const [{ n } = { n: 0 }] = await connection.db.query<{ n: number }>(
			"select count(*)::int as n from articles where locale = $1 and status = 'published'",
			[locale],
		);
		expect(links).toHaveLength(n);
		expect(links.every((l) => l?.startsWith(`${site}${prefix}`))).toBe(true);
		const dates = [...xml.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((m) => Date.parse(m[1] ?? ""));
		expect([...dates].sort((a, b) => b - a)).toEqual(dates);
	});
});
