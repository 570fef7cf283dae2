// The demo catalogue's data (data/demo/*.json and the bundled feeds in data/feeds/), checked as
// data: complete page texts, links that resolve, and feeds that give every product its offers.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { categoriesFor, categoryRule } from "../../app/.server/catalogue/categorization";
import { type DemoCatalogue, demoDataDir, readDemoCatalogue } from "../../app/.server/db/demo/catalogue";
import { readDemoFeed } from "../../app/.server/db/demo/product-rows";
import { normalisedNameKey } from "../../app/.server/feeds/match-product";
import { type Locale, locales } from "../../app/i18n/locales";

const imageDir = fileURLToPath(new URL("../../public/images/products/", import.meta.url));
const feedDir = fileURLToPath(new URL("../../data/feeds/", import.meta.url));

const demo = await readDemoCatalogue();
const {
	categories: demoCategories,
	brands: demoBrands,
	articles: demoArticles,
	retailers: demoRetailers,
	feeds: demoFeeds,
} = demo;
const feedRows = await Promise.all(demoFeeds.map(async (feed) => ({ feed, ...(await readDemoFeed(feed)) })));

const FAQ_HEADING: Record<Locale, string> = {
	sv: "## Vanliga frågor & svar (FAQ)",
	nb: "## Ofte stilte spørsmål (FAQ)",
};

const REQUIRED_SLUGS: Record<Locale, string[]> = {
	sv: [
		"godis",
		"choklad",
		"dubai-choklad",
		"halloween-godis",
		"julgodis",
		"amerikanskt-godis",
		"chips",
		"lask",
		"energidryck",
		"lakrits",
		"surt-godis",
	],
	nb: [
		"godteri",
		"godteri-pa-nett",
		"sjokolade",
		"sjokolade-pa-nett",
		"dubai-sjokolade",
		"halloween-godteri",
		"julegodteri",
		"amerikansk-godteri",
		"chips",
		"brus",
		"energidrikk",
		"lakris",
		"surt-godteri",
	],
};

/** Category pages of one language, with their entry key. */
function categoryPages(locale: Locale) {
	return demoCategories.flatMap((c) => {
		const page = c[locale];
		return page ? [{ key: c.key, page, published: page.published !== false }] : [];
	});
}

/** Every internal path a markdown text in this language may link to. */
function validInternalPaths(locale: Locale): Set<string> {
	const paths = new Set<string>();
	const catPrefix = locale === "sv" ? "/kategorier/" : "/no/kategorier/";
	const brandPrefix = locale === "sv" ? "/varumarken/" : "/no/merker/";
	for (const c of categoryPages(locale)) if (c.published) paths.add(catPrefix + c.page.slug);
	for (const b of demoBrands) paths.add(brandPrefix + b[locale].slug);
	paths.add(locale === "sv" ? "/produkter" : "/no/produkter");
	return paths;
}

function internalLinks(markdown: string): string[] {
	return [...markdown.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1] ?? "");
}

/** Asserts the FAQ block: the heading, then at least `min` "### question?" + answer pairs. */
function expectFaq(body: string, locale: Locale, min: number, where: string) {
	const idx = body.indexOf(FAQ_HEADING[locale]);
	expect(idx, `${where}: FAQ heading`).toBeGreaterThanOrEqual(0);
	const faq = body.slice(idx + FAQ_HEADING[locale].length);
	expect(faq.includes("\n## "), `${where}: FAQ is the last section`).toBe(false);
	const blocks = faq.split(/^### /m).slice(1);
	expect(blocks.length, `${where}: FAQ questions`).toBeGreaterThanOrEqual(min);
	for (const block of blocks) {
		const [question, ...rest] = block.split("\n");
		expect(question?.trim().endsWith("?"), `${where}: question "${question}"`).toBe(true);
		expect(rest.join("\n").trim().length, `${where}: answer to "${question}"`).toBeGreaterThan(20);
	}
}

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe("demo categories", () => {
	it.each(locales)("has the required published slugs (%s)", (locale) => {
		const slugs = categoryPages(locale)
			.filter((c) => c.published)
			.map((c) => c.page.slug);
		for (const slug of REQUIRED_SLUGS[locale]) expect(slugs).toContain(slug);
	});

	it.each(locales)("has ≥10 published and exactly one unpublished category (%s)", (locale) => {
		const pages = categoryPages(locale);
		expect(pages.filter((c) => c.published).length).toBeGreaterThanOrEqual(10);
		expect(pages.filter((c) => !c.published).length).toBe(1);
	});

	it("pairs the Swedish and Norwegian counterparts under one key", () => {
		const pairs: [string, string][] = [
			["godis", "godteri"],
			["choklad", "sjokolade"],
			["dubai-choklad", "dubai-sjokolade"],
			["halloween-godis", "halloween-godteri"],
			["julgodis", "julegodteri"],
			["amerikanskt-godis", "amerikansk-godteri"],
			["chips", "chips"],
			["lask", "brus"],
			["energidryck", "energidrikk"],
			["lakrits", "lakris"],
			["surt-godis", "surt-godteri"],
		];
		for (const [sv, nb] of pairs) {
			const entry = demoCategories.find((c) => c.sv?.slug === sv);
			expect(entry?.nb?.slug, sv).toBe(nb);
		}
		for (const nbOnly of ["godteri-pa-nett", "sjokolade-pa-nett"]) {
			const entry = demoCategories.find((c) => c.nb?.slug === nbOnly);
			expect(entry, nbOnly).toBeDefined();
			expect(entry?.sv, nbOnly).toBeUndefined();
		}
	});

	it("has unique keys and unique slugs per language", () => {
		const keys = demoCategories.map((c) => c.key);
		expect(new Set(keys).size).toBe(keys.length);
		for (const locale of locales) {
			const slugs = categoryPages(locale).map((c) => c.page.slug);
			expect(new Set(slugs).size, locale).toBe(slugs.length);
		}
	});

	it.each(locales)("has complete page texts with an FAQ section (%s)", (locale) => {
		for (const { page } of categoryPages(locale)) {
			expect(page.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
			expect(page.intro_md.length, page.slug).toBeGreaterThan(40);
			expect(wordCount(page.body_md), page.slug).toBeGreaterThanOrEqual(300);
			expect((page.body_md.match(/^## /gm) ?? []).length, page.slug).toBeGreaterThanOrEqual(3);
			expect(internalLinks(page.body_md).length, page.slug).toBeLessThanOrEqual(3);
			expectFaq(page.body_md, locale, 3, `category ${locale}/${page.slug}`);
		}
	});

	it("has lowercase keywords", () => {
		for (const c of demoCategories) {
			expect(c.keywords.length, c.key).toBeGreaterThan(0);
			for (const k of c.keywords) expect(k, c.key).toBe(k.toLowerCase());
		}
	});
});

describe("demo brands", () => {
	it("has at least 30 brands with unique keys and slugs", () => {
		expect(demoBrands.length).toBeGreaterThanOrEqual(30);
		expect(new Set(demoBrands.map((b) => b.key)).size).toBe(demoBrands.length);
		for (const locale of locales) {
			const slugs = demoBrands.map((b) => b[locale].slug);
			expect(new Set(slugs).size, locale).toBe(slugs.length);
			for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
		}
	});

	it("includes the core Nordic brands", () => {
		const names = demoBrands.map((b) => b.name);
		for (const name of ["Marabou", "Cloetta", "Malaco", "Fazer", "Haribo", "Freia", "Nidar", "OLW", "Coca-Cola", "Red Bull"]) {
			expect(names).toContain(name);
		}
	});

	it.each(locales)("has brand texts with an FAQ section (%s)", (locale) => {
		for (const brand of demoBrands) {
			const page = brand[locale];
			expect(page.intro_md.length, brand.key).toBeLessThanOrEqual(200);
			expect(wordCount(page.body_md), `${locale}/${brand.key}`).toBeGreaterThanOrEqual(150);
			expectFaq(page.body_md, locale, 2, `brand ${locale}/${brand.key}`);
		}
	});
});

/** Every row of the language's feeds, with its feed. */
function rowsOf(locale: Locale) {
	return feedRows.filter(({ feed }) => feed.locale === locale).flatMap(({ feed, rows }) => rows.map((row) => ({ feed, row })));
}

/** One row per product (GTIN) of the language: the first feed's. */
function productsOf(locale: Locale) {
	const products = new Map<string, ReturnType<typeof rowsOf>[number]["row"]>();
	for (const { row } of rowsOf(locale)) if (row.gtin && !products.has(row.gtin)) products.set(row.gtin, row);
	return [...products.values()];
}

const imageOf = (url: string | null) => (url ?? "").split("/").pop() ?? "";

describe("demo products (the bundled feeds)", () => {
	it("are read by the import's parser without a rejected row", () => {
		for (const { feed, rows, rejected } of feedRows) {
			expect(rejected, feed.file).toEqual([]);
			expect(rows.length, feed.file).toBeGreaterThan(0);
		}
	});

	it.each([...locales])("number at least 300 per language, each with a GTIN, a brand and a size (%s)", (locale) => {
		const brandNames = new Set(demoBrands.map((b) => b.name));
		const products = productsOf(locale);
		expect(products.length).toBeGreaterThanOrEqual(300);
		for (const row of products) {
			expect(row.gtin, row.title).toMatch(/^[0-9]{13}$/);
			expect(brandNames.has(row.brand ?? ""), `${row.title}: brand ${row.brand}`).toBe(true);
			expect(row.size, row.title).not.toBeNull();
			expect(row.description?.length ?? 0, row.title).toBeGreaterThan(40);
			expect(row.description, row.title).not.toMatch(/\]\(/);
		}
		const names = products.map((p) => p.title);
		expect(new Set(names).size, "names are unique within a language").toBe(names.length);
	});

	it("are the same products in both languages (one GTIN, its own texts in each)", () => {
		const gtins = (locale: Locale) => new Set(productsOf(locale).map((p) => p.gtin));
		expect(gtins("nb")).toEqual(gtins("sv"));
	});

	// Descriptions may differ in typography: the ISO-8859-1 feed writes – as -.
	it.each([...locales])("agree across a language's feeds on name, brand, stock and image (%s)", (locale) => {
		const first = new Map(productsOf(locale).map((p) => [p.gtin, p]));
		for (const { feed, row } of rowsOf(locale)) {
			const product = first.get(row.gtin ?? "");
			const where = `${feed.file}: ${row.externalId}`;
			expect(row.title, where).toBe(product?.title);
			expect(row.brand, where).toBe(product?.brand);
			expect(row.availability, where).toBe(product?.availability);
			expect(imageOf(row.imageUrl), where).toBe(imageOf(product?.imageUrl ?? null));
		}
	});

	it.each([...locales])(
		"fall in at least one category each, and every published category gets 6 product lines (%s)",
		(locale) => {
			const rules = categoryPages(locale)
				.filter((c) => c.published)
				.map((c) => categoryRule({ name: c.page.name, keywords: demoCategories.find((d) => d.key === c.key)?.keywords ?? [] }));
			const lines = new Map<string, Set<string>>(rules.map((r) => [r.name, new Set()]));
			for (const row of productsOf(locale)) {
				const found = categoriesFor({ name: row.title, productType: row.productType }, rules);
				expect(found.length, row.title).toBeGreaterThanOrEqual(1);
				for (const name of found) lines.get(name)?.add(normalisedNameKey(row.title, row.brand));
			}
			for (const [name, line] of lines) expect(line.size, `${locale} category ${name}`).toBeGreaterThanOrEqual(6);
		},
	);

	it("use image files that exist: small, self-contained SVG", () => {
		const images = new Set(feedRows.flatMap(({ rows }) => rows.map((row) => imageOf(row.imageUrl))));
		expect(images.size).toBeGreaterThanOrEqual(12);
		for (const image of images) {
			const svg = readFileSync(imageDir + image, "utf8");
			expect(svg.length, image).toBeLessThan(2048);
			expect(svg, image).toContain('viewBox="0 0 400 400"');
			expect(svg, image).not.toMatch(/<script|<text|href=|url\(/i);
		}
	});
});

describe("demo articles", () => {
	const slugify = (s: string) =>
		s
			.toLowerCase()
			.replace(/[åä]/g, "a")
			.replace(/[öø]/g, "o")
			.replace(/æ/g, "ae")
			.replace(/[^a-z0-9 -]/g, "")
			.replace(/ /g, "-")
			.replace(/-+/g, "-");

	it.each(locales)("has 6 published articles and 1 draft (%s)", (locale) => {
		const articles = demoArticles.filter((a) => a.locale === locale);
		expect(articles.filter((a) => a.status === "published").length).toBe(6);
		expect(articles.filter((a) => a.status === "draft").length).toBe(1);
	});

	it("has unique keys and unique slugs per language", () => {
		expect(new Set(demoArticles.map((a) => a.key)).size).toBe(demoArticles.length);
		for (const locale of locales) {
			const slugs = demoArticles.filter((a) => a.locale === locale).map((a) => a.slug);
			expect(new Set(slugs).size, locale).toBe(slugs.length);
		}
	});

	it("respects the field bounds of the article form", () => {
		for (const a of demoArticles) {
			expect(a.title.length, a.key).toBeLessThanOrEqual(60);
			expect(a.h1.length, a.key).toBeGreaterThanOrEqual(10);
			expect(a.h1.length, a.key).toBeLessThanOrEqual(60);
			expect(a.meta_title.length, a.key).toBeGreaterThanOrEqual(10);
			expect(a.meta_title.length, a.key).toBeLessThanOrEqual(60);
			expect(a.meta_description.length, a.key).toBeGreaterThanOrEqual(140);
			expect(a.meta_description.length, a.key).toBeLessThanOrEqual(160);
			expect(a.slug, a.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
			expect(a.slug, a.key).toBe(slugify(a.h1));
			expect(a.body_md.length, a.key).toBeGreaterThanOrEqual(500);
			expect(a.internal_link_keywords.length, a.key).toBeGreaterThanOrEqual(2);
			expect(a.internal_link_keywords.length, a.key).toBeLessThanOrEqual(4);
			expect(a.external_link_keywords.length, a.key).toBeGreaterThanOrEqual(2);
			expect(a.external_link_keywords.length, a.key).toBeLessThanOrEqual(4);
			expect(a.published_on >= "2026-08-01" && a.published_on <= "2026-11-15", a.key).toBe(true);
		}
	});

	it("has long bodies with subheadings and a few internal links", () => {
		for (const a of demoArticles) {
			expect(wordCount(a.body_md), a.key).toBeGreaterThanOrEqual(600);
			const h2 = (a.body_md.match(/^## /gm) ?? []).length;
			expect(h2, a.key).toBeGreaterThanOrEqual(4);
			expect(h2, a.key).toBeLessThanOrEqual(6);
			const links = internalLinks(a.body_md).length;
			expect(links, a.key).toBeGreaterThanOrEqual(3);
			expect(links, a.key).toBeLessThanOrEqual(6);
		}
	});
});

describe("homepage", () => {
	it.each([...locales])("has an SEO text of 400–600 words with subheadings and 4–8 internal links (%s)", (locale) => {
		const text = demo.homepage[locale].seo_text_md;
		expect(wordCount(text)).toBeGreaterThanOrEqual(400);
		expect(wordCount(text)).toBeLessThanOrEqual(600);
		expect((text.match(/^## /gm) ?? []).length).toBeGreaterThanOrEqual(2);
		const links = internalLinks(text).length;
		expect(links).toBeGreaterThanOrEqual(4);
		expect(links).toBeLessThanOrEqual(8);
	});

	it.each([...locales])("features 8 available products of 8 brands (%s)", (locale) => {
		const products = new Map(productsOf(locale).map((p) => [p.gtin, p]));
		const featured = demo.homepage[locale].featured_gtins.map((gtin) => products.get(gtin));
		expect(featured).toHaveLength(8);
		for (const product of featured) expect(product?.availability).toBe("in_stock");
		expect(new Set(featured.map((p) => p?.brand)).size).toBe(8);
	});
});

describe("internal links", () => {
	it.each([...locales])("all resolve to published pages of the same language (%s)", (locale) => {
		const valid = validInternalPaths(locale);
		const texts: [string, string][] = [
			...categoryPages(locale).map((c): [string, string] => [`category ${c.page.slug}`, c.page.intro_md + c.page.body_md]),
			...demoBrands.map((b): [string, string] => [`brand ${b.key}`, b[locale].intro_md + b[locale].body_md]),
			...demoArticles.filter((a) => a.locale === locale).map((a): [string, string] => [`article ${a.slug}`, a.body_md]),
			[`homepage ${locale}`, demo.homepage[locale].seo_text_md],
		];
		for (const [where, text] of texts) {
			for (const link of internalLinks(text)) {
				expect(valid.has(link), `${where} → ${link}`).toBe(true);
			}
		}
	});
});

describe("demo retailers and feeds", () => {
	it("has at least 3 retailers per language on .example domains, in Google XML and CSV", () => {
		expect(new Set(demoRetailers.map((r) => r.slug)).size).toBe(demoRetailers.length);
		for (const r of demoRetailers) expect(new URL(r.website_url).hostname.endsWith(".example"), r.slug).toBe(true);
		for (const locale of locales) {
			const feeds = demoFeeds.filter((f) => f.locale === locale);
			expect(new Set(feeds.map((f) => f.retailer)).size, locale).toBeGreaterThanOrEqual(3);
			expect(new Set(feeds.map((f) => f.format)), locale).toEqual(new Set(["google_xml", "csv"]));
		}
		expect(new Set(demoFeeds.map((f) => f.file)).size).toBe(demoFeeds.length);
	});

	it("link only to their retailer's .example site", () => {
		for (const { feed, rows } of feedRows) {
			const site = new URL(demoRetailers.find((r) => r.slug === feed.retailer)?.website_url ?? "").hostname;
			for (const row of rows) {
				expect(new URL(row.url).hostname, `${feed.file}: ${row.externalId}`).toBe(site);
				expect(new URL(row.imageUrl ?? "").hostname, `${feed.file}: ${row.externalId}`).toBe(site);
			}
		}
	});

	it("stay small", () => {
		const total = demoFeeds.reduce((sum, feed) => sum + readFileSync(feedDir + feed.file).length, 0);
		expect(total).toBeLessThan(3 * 1024 * 1024);
	});

	it("include an ISO-8859-1 file", () => {
		const latin1 = demoFeeds
			.map((feed) => readFileSync(feedDir + feed.file))
			.filter((bytes) => {
				try {
					new TextDecoder("utf-8", { fatal: true }).decode(bytes);
					return false;
				} catch {
					return true;
				}
			});
		expect(latin1.length).toBeGreaterThanOrEqual(1);
		for (const bytes of latin1) expect(bytes.toString("latin1")).toContain("Mjölkchoklad");
	});

	it.each([...locales])("stock every product in the first feed, most in two or more, and sell out about 8%% (%s)", (locale) => {
		const offersPerProduct = new Map<string, number>();
		for (const { row } of rowsOf(locale)) offersPerProduct.set(row.gtin ?? "", (offersPerProduct.get(row.gtin ?? "") ?? 0) + 1);
		const products = productsOf(locale);
		const first = feedRows.find(({ feed }) => feed.locale === locale);
		expect(first?.rows.length, "the first feed lists every product").toBe(products.length);
		const several = [...offersPerProduct.values()].filter((n) => n >= 2).length;
		expect(several / products.length).toBeGreaterThan(0.7);
		const soldOut = products.filter((p) => p.availability !== "in_stock").length / products.length;
		expect(soldOut).toBeGreaterThan(0.04);
		expect(soldOut).toBeLessThan(0.14);
	});

	it("never reuse an offer id of a retailer across its languages", () => {
		const seen = new Set<string>();
		for (const { feed, rows } of feedRows) {
			for (const row of rows) {
				const key = `${feed.retailer}:${row.externalId}`;
				expect(seen.has(key), key).toBe(false);
				seen.add(key);
			}
		}
	});
});

describe("reading the data files", () => {
	it("refuses a file that does not fit its schema, naming the file and the field", async () => {
		const dir = mkdtempSync(path.join(tmpdir(), "demo-data-"));
		for (const name of ["categories.json", "brands.json", "articles.json", "homepage.json", "retailers.json"]) {
			writeFileSync(path.join(dir, name), readFileSync(path.join(demoDataDir(), name)));
		}
		const broken: DemoCatalogue["brands"] = JSON.parse(readFileSync(path.join(dir, "brands.json"), "utf8"));
		(broken[0] as { sv: { slug: string } }).sv.slug = "Not A Slug";
		writeFileSync(path.join(dir, "brands.json"), JSON.stringify(broken));
		await expect(readDemoCatalogue(dir)).rejects.toThrow(/brands\.json[\s\S]*sv\.slug/);
	});

	it("refuses a feed of an unknown retailer", async () => {
		const dir = mkdtempSync(path.join(tmpdir(), "demo-data-"));
		for (const name of ["categories.json", "brands.json", "articles.json", "homepage.json"]) {
			writeFileSync(path.join(dir, name), readFileSync(path.join(demoDataDir(), name)));
		}
		writeFileSync(
			path.join(dir, "retailers.json"),
			JSON.stringify({ retailers: [], feeds: [{ file: "a.csv", retailer: "nobody", locale: "sv", format: "csv" }] }),
		);
		await expect(readDemoCatalogue(dir)).rejects.toThrow(/retailers\.json[\s\S]*an unknown retailer/);
	});
});
