// sitemap.xml (with its index past 50,000 URLs) and the RSS feeds, on a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticleFeed } from "~/.server/catalogue/rss";
import { buildSitemap } from "~/.server/catalogue/sitemap";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import { openPgliteWithDemo } from "../support/databases";

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
