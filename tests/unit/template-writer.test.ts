import { describe, expect, it } from "vitest";
import type { ArticleFacts } from "~/.server/ai/article-draft";
import {
	alwaysPublishedPaths,
	checkArticle,
	checkMetaDescription,
	countWords,
	externalLinks,
	internalLinks,
	subheadings,
} from "~/.server/ai/article-rules";
import { writeArticle } from "~/.server/ai/template-writer";
import { createTemplateWriter } from "~/.server/ai/writer";
import type { Locale } from "~/i18n/locales";
import { slugify } from "~/lib/slug";

function catalogue(locale: Locale): ArticleFacts {
	const p = locale === "sv" ? "" : "/no";
	const brand = locale === "sv" ? "varumarken" : "merker";
	const currency = locale === "sv" ? "SEK" : "NOK";
	return {
		categories: [
			{ name: "Choklad", path: `${p}/kategorier/choklad`, productCount: 24 },
			{ name: "Lakrits", path: `${p}/kategorier/lakrits`, productCount: 11 },
			{ name: "Chips", path: `${p}/kategorier/chips`, productCount: 1 },
			{ name: "Dryck", path: `${p}/kategorier/dryck`, productCount: 8 },
			{ name: "Lösgodis", path: `${p}/kategorier/losgodis`, productCount: 30 },
		],
		brands: [
			{ name: "Marabou", path: `${p}/${brand}/marabou` },
			{ name: "Cloetta", path: `${p}/${brand}/cloetta` },
			{ name: "Freia", path: `${p}/${brand}/freia` },
			{ name: "Fazer", path: `${p}/${brand}/fazer` },
		],
		products: [
			{ name: "Mjölkchoklad 200 g", brand: "Marabou", price: 32.9, currency },
			{ name: "Ahlgrens bilar 125 g", brand: "Cloetta", price: 19.5, currency },
			{ name: "Kvikk Lunsj 47 g", brand: "Freia", price: 18, currency },
			{ name: "Salta katten", brand: null, price: null, currency: null },
		],
		priceRange: { min: 9.9, max: 249, currency },
	};
}

const empty: ArticleFacts = { categories: [], brands: [], products: [], priceRange: null };

function published(locale: Locale, facts: ArticleFacts): Set<string> {
	return new Set([...alwaysPublishedPaths(locale), ...facts.categories.map((c) => c.path), ...facts.brands.map((b) => b.path)]);
}

describe.each(["sv", "nb"] as const)("template writer (%s)", (locale) => {
	const facts = catalogue(locale);

	it("keeps SPEC §9's promise with a realistic catalogue", () => {
		const draft = writeArticle({ locale, keywords: ["choklad", "present"], facts });
		expect(checkArticle(draft.bodyMd, { publishedPaths: published(locale, facts) })).toEqual([]);
		expect(checkMetaDescription(draft.metaDescription)).toEqual([]);
		const words = countWords(draft.bodyMd);
		expect(words).toBeGreaterThanOrEqual(1000);
		expect(words).toBeLessThanOrEqual(2000);
		expect(subheadings(draft.bodyMd).length).toBeGreaterThanOrEqual(4);
		expect(subheadings(draft.bodyMd).length).toBeLessThanOrEqual(6);
		const internal = internalLinks(draft.bodyMd).map((l) => l.target);
		expect(internal.length).toBeGreaterThanOrEqual(5);
		expect(internal.length).toBeLessThanOrEqual(10);
		expect(internal.every((path) => published(locale, facts).has(path))).toBe(true);
		const external = externalLinks(draft.bodyMd).map((l) => l.target);
		expect(external.length).toBeGreaterThanOrEqual(2);
		expect(external.length).toBeLessThanOrEqual(4);
		const domains = locale === "sv" ? /\.se\/$/ : /\.no\/$/;
		expect(external.every((url) => domains.test(url))).toBe(true);
	});

	it("states the catalogue's own facts", () => {
		const draft = writeArticle({ locale, keywords: ["choklad"], facts });
		expect(draft.bodyMd).toContain("[Choklad](");
		expect(draft.bodyMd).toContain("24 produkter");
		expect(draft.bodyMd).toContain("[Marabou](");
		expect(draft.bodyMd).toContain(locale === "sv" ? "32,90 SEK" : "32,90 NOK");
		expect(draft.bodyMd).toContain(locale === "sv" ? "9,90 SEK till 249,00 SEK" : "9,90 NOK til 249,00 NOK");
		expect(draft.bodyMd).toContain("Salta katten");
	});

	it("fills every field, with a slug by the slug rule", () => {
		const draft = writeArticle({ locale, keywords: ["  Sura godisbitar  ", "sura godisbitar", "xylitol"], facts });
		expect(draft.title.startsWith("Sura godisbitar – ")).toBe(true);
		expect(draft.slug).toBe(slugify(draft.title));
		expect(draft.slug).toMatch(/^[a-z0-9-]+$/);
		for (const field of [draft.h1, draft.excerpt, draft.metaTitle, draft.metaDescription])
			expect(field.length).toBeGreaterThan(0);
		expect(draft.excerpt).toContain(locale === "sv" ? "Sura godisbitar och xylitol" : "Sura godisbitar og xylitol");
	});

	it("is deterministic", () => {
		const input = { locale, keywords: ["lakrits"], facts };
		expect(writeArticle(input)).toEqual(writeArticle(input));
	});

	it("still keeps the promise with a thin catalogue and long keywords", async () => {
		for (const keywords of [["godis"], ["a".repeat(120)], ["choklad till fredagsmys", "lösgodis", "present", "chips", "läsk"]]) {
			for (const f of [empty, facts]) {
				const draft = await createTemplateWriter().writeArticle({ locale, keywords, facts: f });
				expect(checkArticle(draft.bodyMd, { publishedPaths: published(locale, f) })).toEqual([]);
				expect(checkMetaDescription(draft.metaDescription)).toEqual([]);
			}
		}
	});
});
