// The offline template writer: its articles and SEO texts keep the rules on thin and on full
// catalogues in both languages, state the facts they were given, speak only their own language, and
// differ from page to page as the facts do.
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
import type { SeoRequest, SeoSubject } from "~/.server/ai/seo-draft";
import { checkSeoDraft } from "~/.server/ai/seo-writer";
import { writeTemplateArticle } from "~/.server/ai/template/compose-article";
import { writeTemplateSeo } from "~/.server/ai/template/compose-seo";
import { createTemplateWriter } from "~/.server/ai/writer";
import type { Locale } from "~/i18n/locales";
import { slugify } from "~/lib/slug";

const locales = ["sv", "nb"] as const;

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
			{ name: "Tuggummi", path: `${p}/kategorier/tuggummi`, productCount: 5 },
		],
		brands: [
			{ name: "Marabou", path: `${p}/${brand}/marabou` },
			{ name: "Cloetta", path: `${p}/${brand}/cloetta` },
			{ name: "Freia", path: `${p}/${brand}/freia` },
			{ name: "Fazer", path: `${p}/${brand}/fazer` },
			{ name: "Haribo", path: `${p}/${brand}/haribo` },
		],
		products: [
			{ name: "Mjölkchoklad 200 g", brand: "Marabou", price: 32.9, currency },
			{ name: "Ahlgrens bilar 125 g", brand: "Cloetta", price: 19.5, currency },
			{ name: "Kvikk Lunsj 47 g", brand: "Freia", price: 18, currency },
			{ name: "Salta katten", brand: null, price: null, currency: null },
			{ name: "Geisha 100 g", brand: "Fazer", price: 24.9, currency },
			{ name: "Nappar 80 g", brand: "Haribo", price: 12, currency },
			{
				name: `Supersur blandning ${"med extra lång beskrivning ".repeat(12).trim()} 1 kg`,
				brand: "Haribo",
				price: 99,
				currency,
			},
			{ name: "Daim 28 g", brand: "Marabou", price: 9.9, currency },
		],
		priceRange: { min: 9.9, max: 249, currency },
	};
}

const empty: ArticleFacts = { categories: [], brands: [], products: [], priceRange: null };

/** Thin to full: every mix of a few, some and all categories, brands and products, with and without prices. */
function catalogues(locale: Locale): ArticleFacts[] {
	const full = catalogue(locale);
	const result: ArticleFacts[] = [];
	for (const categories of [0, 1, 4, 6])
		for (const brands of [0, 1, 3, 5])
			for (const products of [0, 1, 6, 8])
				for (const priced of [true, false])
					result.push({
						categories: full.categories.slice(0, categories),
						brands: full.brands.slice(0, brands),
						products: full.products.slice(0, products),
						priceRange: priced ? full.priceRange : null,
					});
	return result;
}

function published(locale: Locale, facts: Pick<ArticleFacts, "categories" | "brands">): Set<string> {
	return new Set([...alwaysPublishedPaths(locale), ...facts.categories.map((c) => c.path), ...facts.brands.map((b) => b.path)]);
}

function seoRequests(locale: Locale): SeoRequest[] {
	const p = locale === "sv" ? "" : "/no";
	const subjects: SeoSubject[] = [
		{ kind: "home" },
		{ kind: "category", name: "Choklad", path: `${p}/kategorier/choklad` },
		{ kind: "brand", name: "Marabou", path: `${p}/${locale === "sv" ? "varumarken" : "merker"}/marabou` },
	];
	return subjects.flatMap((subject) =>
		catalogues(locale).map((facts, i) => ({
			locale,
			facts: { ...facts, subject, productCount: [0, 1, 3, 250][i % 4] ?? 0, totals: { categories: i % 3, brands: i % 5 } },
			publishedPaths: published(locale, facts),
		})),
	);
}

/** Words of the running text: link targets (paths and URLs) are not read. */
function words(markdown: string): Set<string> {
	return new Set(
		markdown
			.replace(/\]\([^)]*\)/g, "]")
			.toLowerCase()
			.match(/\p{L}+/gu) ?? [],
	);
}

/** Common words of one language that the other does not use. */
const ownWords: Record<Locale, string[]> = {
	sv: "och är från också inte för till jämför priserna butikerna märken varumärken just allt behöver veta".split(" "),
	nb: "og er fra også ikke før til sammenlign prisene butikkene merker akkurat hva alt trenger vite".split(" "),
};

/** The text uses at least `least` of its language's own words and none of the other's. */
function expectOnlyLanguage(locale: Locale, text: string, least = ownWords[locale].length / 2) {
	const found = words(text);
	const other = locale === "sv" ? "nb" : "sv";
	expect(ownWords[locale].filter((w) => found.has(w)).length).toBeGreaterThanOrEqual(least);
	expect(ownWords[other].filter((w) => found.has(w))).toEqual([]);
}

describe.each(locales)("template articles (%s)", (locale) => {
	const facts = catalogue(locale);

	it("keeps the article rules with a realistic catalogue", () => {
		const draft = writeTemplateArticle({ locale, keywords: ["choklad", "present"], facts });
		expect(checkArticle(draft.bodyMd, { publishedPaths: published(locale, facts) })).toEqual([]);
		expect(checkMetaDescription(draft.metaDescription)).toEqual([]);
		const count = countWords(draft.bodyMd);
		expect(count).toBeGreaterThanOrEqual(1000);
		expect(count).toBeLessThanOrEqual(2000);
		expect(subheadings(draft.bodyMd).length).toBeGreaterThanOrEqual(4);
		expect(subheadings(draft.bodyMd).length).toBeLessThanOrEqual(6);
		const internal = internalLinks(draft.bodyMd).map((l) => l.target);
		expect(internal.length).toBeGreaterThanOrEqual(5);
		expect(internal.length).toBeLessThanOrEqual(10);
		const external = externalLinks(draft.bodyMd).map((l) => l.target);
		expect(external.length).toBeGreaterThanOrEqual(2);
		expect(external.length).toBeLessThanOrEqual(4);
		const domains = locale === "sv" ? /\.se\/$/ : /\.no\/$/;
		expect(external.every((url) => domains.test(url))).toBe(true);
	});

	it("keeps the rules, raw and through the checked writer, on every catalogue from empty to full", async () => {
		const keywordSets = [[], ["godis"], ["a".repeat(120)], ["choklad till fredagsmys", "lösgodis", "present", "chips", "läsk"]];
		for (const f of catalogues(locale)) {
			for (const keywords of keywordSets) {
				const draft = writeTemplateArticle({ locale, keywords, facts: f });
				expect(checkArticle(draft.bodyMd, { publishedPaths: published(locale, f) })).toEqual([]);
				expect(checkMetaDescription(draft.metaDescription)).toEqual([]);
			}
		}
		for (const f of [empty, facts]) {
			const draft = await createTemplateWriter().writeArticle({ locale, keywords: ["godis"], facts: f });
			expect(draft.bodyMd.length).toBeGreaterThan(0);
		}
	});

	it("states the catalogue's own facts", () => {
		const draft = writeTemplateArticle({ locale, keywords: ["choklad"], facts });
		expect(draft.bodyMd).toContain("[Choklad](");
		expect(draft.bodyMd).toContain("24 produkter");
		expect(draft.bodyMd).toContain("1 produkt i");
		expect(draft.bodyMd).toContain("[Marabou](");
		expect(draft.bodyMd).toContain(locale === "sv" ? "32,90 SEK" : "32,90 NOK");
		expect(draft.bodyMd).toContain(locale === "sv" ? "9,90 SEK till 249,00 SEK" : "9,90 NOK til 249,00 NOK");
		expect(draft.bodyMd).toContain("Salta katten");
	});

	it("fills every field, with a slug by the slug rule", () => {
		const draft = writeTemplateArticle({ locale, keywords: ["  Sura godisbitar  ", "sura godisbitar", "xylitol"], facts });
		expect(draft.title.startsWith("Sura godisbitar – ")).toBe(true);
		expect(draft.slug).toBe(slugify(draft.title));
		expect(draft.slug).toMatch(/^[a-z0-9-]+$/);
		for (const field of [draft.h1, draft.excerpt, draft.metaTitle, draft.metaDescription])
			expect(field.length).toBeGreaterThan(0);
		expect(draft.excerpt).toContain(locale === "sv" ? "Sura godisbitar och xylitol" : "Sura godisbitar og xylitol");
	});

	it("falls back to the language's own keyword", () => {
		const draft = writeTemplateArticle({ locale, keywords: ["  ", ""], facts: empty });
		expect(draft.title.startsWith(locale === "sv" ? "Godis – " : "Godteri – ")).toBe(true);
	});

	it("writes only its own language, in every field", () => {
		for (const f of [empty, facts]) {
			const draft = writeTemplateArticle({ locale, keywords: ["choklad"], facts: f });
			expectOnlyLanguage(locale, draft.bodyMd);
			for (const field of [draft.title, draft.h1, draft.excerpt, draft.metaDescription]) expectOnlyLanguage(locale, field, 1);
		}
	});

	it("is deterministic, and differs as the keywords and facts do", () => {
		const input = { locale, keywords: ["lakrits"], facts };
		expect(writeTemplateArticle(input)).toEqual(writeTemplateArticle(input));
		const drafts = ["lakrits", "choklad", "chips", "läsk"].flatMap((keyword) =>
			[empty, facts].map((f) => writeTemplateArticle({ locale, keywords: [keyword], facts: f })),
		);
		expect(new Set(drafts.map((d) => d.bodyMd)).size).toBe(drafts.length);
		expect(new Set(drafts.map((d) => d.slug)).size).toBe(drafts.length / 2);
	});
});

describe.each(locales)("template SEO texts (%s)", (locale) => {
	const requests = seoRequests(locale);

	it("keeps the SEO rules for home, category and brand pages on every catalogue from empty to full", () => {
		for (const request of requests) {
			const draft = writeTemplateSeo(request);
			expect(checkSeoDraft(draft, request), JSON.stringify(request.facts)).toEqual([]);
			expect(draft.introMd === null).toBe(request.facts.subject.kind === "home");
		}
	});

	it("writes only its own language", () => {
		for (const request of requests.filter((_, i) => i % 16 === 0)) {
			const draft = writeTemplateSeo(request);
			expectOnlyLanguage(locale, draft.seoMd);
			if (draft.introMd) expectOnlyLanguage(locale, draft.introMd, 1);
		}
	});

	it("counts in the language's grammar", () => {
		const [home] = requests;
		if (!home) throw new Error("no home request");
		const one = writeTemplateSeo({ ...home, facts: { ...home.facts, totals: { categories: 1, brands: 1 } } }).seoMd;
		expect(one).toContain(locale === "sv" ? "från 1 varumärke, fördelade på 1 kategori." : "fra 1 merke, fordelt på 1 kategori.");
		const many = writeTemplateSeo({ ...home, facts: { ...home.facts, totals: { categories: 7, brands: 12 } } }).seoMd;
		expect(many).toContain(
			locale === "sv" ? "från 12 varumärken, fördelade på 7 kategorier." : "fra 12 merker, fordelt på 7 kategorier.",
		);
	});

	it("differs from page to page as the facts do", () => {
		const p = locale === "sv" ? "" : "/no";
		const [base] = requests.filter((r) => r.facts.subject.kind === "category" && r.facts.productCount > 0 && r.facts.priceRange);
		if (!base) throw new Error("no category request");
		const drafts = ["Choklad", "Lakrits", "Chips", "Dryck", "Lösgodis"].map((name, i) =>
			writeTemplateSeo({
				...base,
				facts: { ...base.facts, subject: { kind: "category", name, path: `${p}/kategorier/${i}` }, productCount: 10 + i },
			}),
		);
		expect(new Set(drafts.map((d) => d.seoMd)).size).toBe(drafts.length);
		expect(new Set(drafts.map((d) => d.introMd)).size).toBe(drafts.length);
	});
});
