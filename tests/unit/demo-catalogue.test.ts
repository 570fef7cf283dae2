import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { demoArticles } from "../../app/.server/db/demo/articles";
import { demoBrands } from "../../app/.server/db/demo/brands";
import { demoCategories } from "../../app/.server/db/demo/categories";
import { renderDemoFeed } from "../../app/.server/db/demo/feed-files";
import { demoFeedFormat, demoFeeds, demoOffers } from "../../app/.server/db/demo/feeds";
import { demoHomepageSeo } from "../../app/.server/db/demo/homepage";
import { demoProducts } from "../../app/.server/db/demo/products";
import { demoRetailers } from "../../app/.server/db/demo/retailers";
import type { Locale, PageText } from "../../app/.server/db/demo/types";

const locales: Locale[] = ["sv", "nb"];
const imageDir = fileURLToPath(new URL("../../public/images/products/", import.meta.url));
const feedDir = fileURLToPath(new URL("../../data/feeds/", import.meta.url));

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

function publishedCategoryKeys(locale: Locale): string[] {
	return categoryPages(locale)
		.filter((c) => c.published)
		.map((c) => c.key);
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
			const page: PageText = brand[locale];
			expect(page.name, brand.key).toBe(brand.name);
			expect(page.intro_md.length, brand.key).toBeLessThanOrEqual(200);
			expect(wordCount(page.body_md), `${locale}/${brand.key}`).toBeGreaterThanOrEqual(150);
			expectFaq(page.body_md, locale, 2, `brand ${locale}/${brand.key}`);
		}
	});
});

describe("demo products", () => {
	const brandKeys = new Set(demoBrands.map((b) => b.key));
	const categoryKeys = new Set(demoCategories.map((c) => c.key));

	it("has at least 120 product lines with unique SKUs", () => {
		expect(demoProducts.length).toBeGreaterThanOrEqual(120);
		const skus = demoProducts.map((p) => p.sku);
		expect(new Set(skus).size).toBe(skus.length);
		for (const sku of skus) expect(sku).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)*$/);
	});

	it("references existing brands and categories", () => {
		for (const p of demoProducts) {
			expect(brandKeys.has(p.brand), `${p.sku} brand ${p.brand}`).toBe(true);
			expect(p.categories.length, p.sku).toBeGreaterThanOrEqual(1);
			expect(p.categories.length, p.sku).toBeLessThanOrEqual(3);
			for (const c of p.categories) expect(categoryKeys.has(c), `${p.sku} category ${c}`).toBe(true);
		}
	});

	it("has names, descriptions, sizes and prices", () => {
		for (const p of demoProducts) {
			for (const locale of locales) {
				expect(p[locale].name.length, p.sku).toBeGreaterThan(2);
				expect(p[locale].name, p.sku).not.toMatch(/\d+\s?(g|kg|ml|cl|l)\b/);
				expect(p[locale].description_md.length, p.sku).toBeGreaterThan(40);
				expect(p[locale].description_md, p.sku).not.toMatch(/\]\(/);
			}
			expect(p.sizes.length, p.sku).toBeGreaterThanOrEqual(2);
			expect(p.sizes.length, p.sku).toBeLessThanOrEqual(4);
			expect(p.price_sek, p.sku).toBeGreaterThan(0);
		}
	});

	it.each(locales)("yields at least 300 products (sum of sizes) for %s", (locale) => {
		const total = demoProducts.filter((p) => p[locale]).reduce((sum, p) => sum + p.sizes.length, 0);
		expect(total).toBeGreaterThanOrEqual(300);
	});

	it.each(locales)("puts at least 6 product lines in every published category (%s)", (locale) => {
		for (const key of publishedCategoryKeys(locale)) {
			const count = demoProducts.filter((p) => p.categories.includes(key)).length;
			expect(count, `${locale} category ${key}`).toBeGreaterThanOrEqual(6);
		}
	});

	it("uses image files that exist", () => {
		for (const p of demoProducts) {
			expect(existsSync(imageDir + p.image), `${p.sku}: ${p.image}`).toBe(true);
		}
	});
});

describe("product images", () => {
	it("are small, self-contained SVG files", () => {
		const images = new Set(demoProducts.map((p) => p.image));
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

describe("homepage SEO text", () => {
	it.each(locales)("is 400–600 words with subheadings and 4–8 internal links (%s)", (locale) => {
		const text = demoHomepageSeo[locale];
		expect(wordCount(text)).toBeGreaterThanOrEqual(400);
		expect(wordCount(text)).toBeLessThanOrEqual(600);
		expect((text.match(/^## /gm) ?? []).length).toBeGreaterThanOrEqual(2);
		const links = internalLinks(text).length;
		expect(links).toBeGreaterThanOrEqual(4);
		expect(links).toBeLessThanOrEqual(8);
	});
});

describe("internal links", () => {
	it.each(locales)("all resolve to published pages of the same language (%s)", (locale) => {
		const valid = validInternalPaths(locale);
		const texts: [string, string][] = [
			...categoryPages(locale).map((c): [string, string] => [`category ${c.page.slug}`, c.page.intro_md + c.page.body_md]),
			...demoBrands.map((b): [string, string] => [`brand ${b.key}`, b[locale].intro_md + b[locale].body_md]),
			...demoArticles.filter((a) => a.locale === locale).map((a): [string, string] => [`article ${a.slug}`, a.body_md]),
			[`homepage ${locale}`, demoHomepageSeo[locale]],
		];
		for (const [where, text] of texts) {
			for (const link of internalLinks(text)) {
				expect(valid.has(link), `${where} → ${link}`).toBe(true);
			}
		}
	});
});

describe("demo retailers", () => {
	it("has at least 3 retailers per language on .example domains", () => {
		expect(demoRetailers.length).toBeGreaterThanOrEqual(4);
		for (const locale of locales) {
			expect(demoRetailers.filter((r) => r.locales.includes(locale)).length, locale).toBeGreaterThanOrEqual(3);
		}
		for (const r of demoRetailers) {
			expect(new URL(r.websiteUrl).hostname.endsWith(".example"), r.key).toBe(true);
			expect(r.priceFactor, r.key).toBeGreaterThanOrEqual(0.9);
			expect(r.priceFactor, r.key).toBeLessThanOrEqual(1.12);
		}
		expect(new Set(demoRetailers.map((r) => r.key)).size).toBe(demoRetailers.length);
	});
});

describe("demo feeds", () => {
	it("has at least 3 retailers per language, in Google XML and CSV", () => {
		for (const locale of locales) {
			const feeds = demoFeeds.filter((f) => f.locale === locale);
			expect(new Set(feeds.map((f) => f.retailer)).size, locale).toBeGreaterThanOrEqual(3);
			expect(new Set(feeds.map(demoFeedFormat)), locale).toEqual(new Set(["google_xml", "csv"]));
		}
		expect(new Set(demoFeeds.map((f) => f.file)).size).toBe(demoFeeds.length);
	});

	it("are committed up to date (npx tsx scripts/build-demo-feeds.ts) and stay small", () => {
		let total = 0;
		for (const feed of demoFeeds) {
			const onDisk = readFileSync(feedDir + feed.file);
			expect(onDisk.equals(renderDemoFeed(feed)), `${feed.file} is stale`).toBe(true);
			total += onDisk.length;
		}
		expect(total).toBeLessThan(3 * 1024 * 1024);
	});

	it("include an ISO-8859-1 file", () => {
		const latin1 = demoFeeds.filter((f) => f.dialect === "latin1-semicolon");
		expect(latin1.length).toBeGreaterThanOrEqual(1);
		for (const feed of latin1) {
			const bytes = readFileSync(feedDir + feed.file);
			expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes), feed.file).toThrow();
			expect(bytes.toString("latin1")).toContain("Mjölkchoklad");
		}
	});

	it.each(locales)("give every product an offer, most of them two or more, and sell out about 8%% (%s)", (locale) => {
		const offersPerProduct = new Map<string, number>();
		const available = new Map<string, boolean>();
		for (const feed of demoFeeds.filter((f) => f.locale === locale)) {
			for (const offer of demoOffers(feed)) {
				offersPerProduct.set(offer.product.gtin, (offersPerProduct.get(offer.product.gtin) ?? 0) + 1);
				available.set(offer.product.gtin, offer.product.available);
				expect(offer.product.gtin).toMatch(/^[0-9]{13}$/);
				expect(new URL(offer.url).hostname.endsWith(".example")).toBe(true);
			}
		}
		const products = demoProducts.reduce((sum, p) => sum + p.sizes.length, 0);
		expect(offersPerProduct.size).toBe(products);
		const several = [...offersPerProduct.values()].filter((n) => n >= 2).length;
		expect(several / products).toBeGreaterThan(0.7);
		const soldOut = [...available.values()].filter((a) => !a).length / products;
		expect(soldOut).toBeGreaterThan(0.04);
		expect(soldOut).toBeLessThan(0.14);
	});

	it("never reuse an offer id of a retailer across its languages", () => {
		const seen = new Set<string>();
		for (const feed of demoFeeds) {
			for (const offer of demoOffers(feed)) {
				const key = `${feed.retailer}:${offer.externalId}`;
				expect(seen.has(key), key).toBe(false);
				seen.add(key);
			}
		}
	});
});
