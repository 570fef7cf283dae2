// The rules for home, category and brand SEO texts (docs/product.md, "Generated text": 400–600
// words, 2–4 sections, links that resolve, an FAQ at the end that app/.server/markdown/faq.ts parses into 3–4
// pairs; intros of 140–160 and at most 160 characters counted as plain text), the honest repairs,
// and the template writer on thin and on full catalogue facts.
import { describe, expect, it } from "vitest";
import type { ProductFact } from "~/.server/ai/article-draft";
import { alwaysPublishedPaths, countWords, internalLinks } from "~/.server/ai/article-rules";
import type { SeoFacts, SeoRequest } from "~/.server/ai/seo-draft";
import {
	checkIntro,
	checkSeoText,
	faqHeading,
	fitSentences,
	introLength,
	repairIntro,
	repairSeoText,
} from "~/.server/ai/seo-rules";
import { checkSeoDraft, SeoRulesError, writeTemplateSeoChecked } from "~/.server/ai/seo-writer";
import { writeTemplateSeo } from "~/.server/ai/template/compose-seo";
import { createTemplateWriter } from "~/.server/ai/writer";
import { parseFaq } from "~/.server/markdown";

const published = new Set([...alwaysPublishedPaths("sv"), "/kategorier/godis", "/varumarken/marabou"]);
const words = (n: number) => Array.from({ length: n }, (_, i) => `ord${i}`).join(" ");
const links = "[Godis](/kategorier/godis), [Marabou](/varumarken/marabou) och [alla produkter](/produkter)";

function seoText({
	wordCount = 480,
	sections = ["Om godis", "Så väljer du"],
	faq = faqHeading.sv,
	pairs = 3,
	linkText = links,
} = {}): string {
	const faqPart = [`## ${faq}`, ...Array.from({ length: pairs }, (_, i) => `### Fråga ${i}?\n\nSvar nummer ${i} här.`)];
	const fixed = countWords([linkText, ...sections.map((s) => `## ${s}`), ...faqPart].join("\n\n"));
	return [`## ${sections[0]}`, linkText, words(wordCount - fixed), ...sections.slice(1).map((s) => `## ${s}`), ...faqPart].join(
		"\n\n",
	);
}

describe("checking an SEO text", () => {
	it("accepts a text that keeps every promise", () => {
		const text = seoText();
		expect(countWords(text)).toBe(480);
		expect(checkSeoText(text, { locale: "sv", publishedPaths: published })).toEqual([]);
	});

	it("names each broken promise in Swedish", () => {
		const check = (text: string) => checkSeoText(text, { locale: "sv", publishedPaths: published });
		expect(check(seoText({ wordCount: 399 }))).toEqual(["SEO-texten har 399 ord (ska ha 400–600)."]);
		expect(check(seoText({ wordCount: 601 }))).toEqual(["SEO-texten har 601 ord (ska ha 400–600)."]);
		expect(check(seoText({ sections: ["A", "B", "C", "D"] }))).toEqual(["SEO-texten har 5 avsnitt med ## (ska ha 2–4)."]);
		expect(check(seoText({ pairs: 2 }))).toEqual([
			'FAQ-avsnittet har 2 frågor med svar (ska ha 3–4, som "### Fråga?" följt av svaret).',
		]);
		expect(check(seoText({ pairs: 5 }))[0]).toMatch(/^FAQ-avsnittet har 5 frågor/);
		expect(check(seoText({ linkText: "[Godis](/kategorier/godis) och [Okänd](/varumarken/okand)" }))).toEqual([
			"SEO-texten har 2 interna länkar (ska ha 3–12).",
			"Interna länkar leder inte till en publicerad sida på textens språk: /varumarken/okand.",
		]);
		expect(check(`# Rubrik\n\n${seoText()}`)).toContain("SEO-texten får inte ha en rubrik på nivå #.");
	});

	it("wants the language's own FAQ heading as the last section", () => {
		const norwegianHeading = seoText({ faq: faqHeading.nb });
		expect(checkSeoText(norwegianHeading, { locale: "sv", publishedPaths: published })).toEqual([
			'SEO-texten ska sluta med avsnittet "## Vanliga frågor & svar (FAQ)".',
		]);
		const faqNotLast = `${seoText({ wordCount: 470 })}\n\n## Slutord\n\nTack för att du läste.`;
		expect(checkSeoText(faqNotLast, { locale: "sv", publishedPaths: published })).toEqual([
			'SEO-texten ska sluta med avsnittet "## Vanliga frågor & svar (FAQ)".',
		]);
	});

	// The old checks read headings and links line by line and with a regular expression, beside an
	// FAQ reader and a renderer that read them otherwise; now all of them read the page's headings.
	it("reads sections and links as the page shows them", () => {
		const check = (text: string) => checkSeoText(text, { locale: "sv", publishedPaths: published });
		// An emphasised FAQ heading is the FAQ heading: the FAQ reader and the page took it already.
		const emphasised = seoText().replace(`## ${faqHeading.sv}`, `## *${faqHeading.sv}*`);
		expect(parseFaq(emphasised)).toHaveLength(3);
		expect(check(emphasised)).toEqual([]);
		// "# " and "## " inside a code block are no headings, a link in code no link.
		const code = seoText({ wordCount: 470 }).replace(links, `${links}\n\n\`\`\`\n# Inte h1\n## Inte avsnitt\n\`\`\``);
		expect(check(code)).toEqual([]);
		const linkInCode = seoText({ linkText: "[Godis](/kategorier/godis) och `[Marabou](/varumarken/marabou)`" });
		expect(check(linkInCode)).toEqual(["SEO-texten har 1 interna länkar (ska ha 3–12)."]);
		// A line underlined with "=" is an h1 on the page.
		expect(check(`Rubrik\n======\n\n${seoText()}`)).toContain("SEO-texten får inte ha en rubrik på nivå #.");
	});

	it("unlinks a dead link and maps one written in the other language", () => {
		const repaired = repairSeoText("Se [Okänd](/varumarken/okand) och [Marabou](/no/merker/marabou).", published, "sv");
		expect(repaired).toBe("Se Okänd och [Marabou](/varumarken/marabou).\n");
	});
});

describe("checking an intro", () => {
	const sentence = (length: number) => `${"a".repeat(length - 1)}.`;

	it("holds a category's intro to 140–160 characters as the reader sees them", () => {
		expect(checkIntro("category", sentence(140))).toEqual([]);
		expect(checkIntro("category", sentence(160))).toEqual([]);
		expect(checkIntro("category", sentence(139))).toEqual(["Ingressen har 139 tecken (ska ha 140–160)."]);
		expect(checkIntro("category", sentence(161))).toEqual(["Ingressen har 161 tecken (ska ha 140–160)."]);
		// Markup is not counted: 150 characters of text with bold and a link.
		const marked = `**${"b".repeat(10)}** [${"c".repeat(10)}](/kategorier/godis) ${sentence(129)}`;
		expect(introLength(marked)).toBe(151);
		expect(checkIntro("category", marked)).toEqual([]);
	});

	it("holds a brand's intro to at most 160 characters", () => {
		expect(checkIntro("brand", "Kort.")).toEqual([]);
		expect(checkIntro("brand", sentence(161))).toEqual(["Ingressen har 161 tecken (ska ha 1–160)."]);
		expect(checkIntro("brand", "")).toEqual(["Ingressen har 0 tecken (ska ha 1–160)."]);
	});

	it("wants running text: no lists, headings or line breaks", () => {
		expect(checkIntro("brand", "- en punkt")).toEqual([
			"Ingressen ska vara löpande text utan rubriker, listor eller radbrytningar.",
		]);
		expect(checkIntro("brand", "Rad ett.\nRad två.")).toHaveLength(1);
		// As the page shows them: a quote is no running text, a word starting with "#" is.
		expect(checkIntro("brand", "> Ett citat.")).toHaveLength(1);
		expect(checkIntro("brand", "#godis till fredagsmyset.")).toEqual([]);
	});

	it("cuts an over-long intro after its last whole sentence, a brand's at a word if it must", () => {
		const first = `${"Första meningen är lång nog ".repeat(5).trim()}.`; // 139 characters
		const long = `${first} Andra meningen. ${"Tredje ".repeat(10).trim()}.`;
		expect(repairIntro("category", long)).toBe(`${first} Andra meningen.`);
		const oneSentence = `${"ord ".repeat(60).trim()}.`;
		const cut = repairIntro("brand", oneSentence);
		expect(introLength(cut)).toBeLessThanOrEqual(160);
		expect(cut.endsWith("…")).toBe(true);
		// A category intro that cannot be cut honestly stays as it is (and fails the check).
		expect(repairIntro("category", oneSentence)).toBe(oneSentence);
	});

	it("fits sentences preferring the earlier ones, within the range", () => {
		const facts = ["Fakta ett om kategorin och dess produkter.", "Fakta två om priserna.", "Fakta tre."];
		const padding = ["Utfyllnad som är ganska lång här.", "Kort.", "Gott!"];
		const text = fitSentences([...facts, ...padding], { min: 80, max: 100 });
		expect(text.startsWith(facts.join(" "))).toBe(true);
		expect([...text].length).toBeGreaterThanOrEqual(80);
		expect([...text].length).toBeLessThanOrEqual(100);
		expect(fitSentences([...facts, ...padding], { min: 80, max: 100 })).toBe(text);
		// Nothing reaches the minimum: the longest within the maximum.
		expect(fitSentences(["Ett.", "Två."], { min: 100, max: 160 })).toBe("Ett. Två.");
	});
});

const product = (name: string, brand: string, price: number): ProductFact => ({ name, brand, price, currency: "SEK" });

function request(facts: Partial<SeoFacts> & Pick<SeoFacts, "subject">, locale: "sv" | "nb" = "sv"): SeoRequest {
	const full: SeoFacts = {
		productCount: 0,
		priceRange: null,
		products: [],
		categories: [],
		brands: [],
		totals: { categories: 0, brands: 0 },
		...facts,
	};
	return {
		locale,
		facts: full,
		publishedPaths: [...alwaysPublishedPaths(locale), ...full.categories.map((c) => c.path), ...full.brands.map((b) => b.path)],
	};
}

describe("the template writer's SEO texts", () => {
	const writer = createTemplateWriter();

	it("writes a category with no products honestly, within every limit", async () => {
		for (const locale of ["sv", "nb"] as const) {
			const path = locale === "sv" ? "/kategorier/tomt" : "/no/kategorier/tomt";
			const input = request({ subject: { kind: "category", name: "Tomt", path } }, locale);
			const draft = await writer.writeSeo(input);
			expect(checkSeoDraft(draft, input)).toEqual([]);
			expect(draft.seoMd).not.toMatch(/\d+ produkter/);
			expect(parseFaq(draft.seoMd)).toHaveLength(4);
			expect(introLength(draft.introMd ?? "")).toBeGreaterThanOrEqual(140);
		}
	});

	it("states the facts it was given and links only to their pages", async () => {
		const input = request({
			subject: { kind: "brand", name: "Marabou", path: "/varumarken/marabou" },
			productCount: 3,
			priceRange: { min: 19.9, max: 91.9, currency: "SEK" },
			products: [product("Marabou Daim 100 g", "Marabou", 19.9), product("Marabou Aladdin 500 g", "Marabou", 91.9)],
			categories: [{ name: "Choklad", path: "/kategorier/choklad", productCount: 40 }],
		});
		const draft = await writeTemplateSeoChecked(input);
		expect(draft.seoMd).toContain("3 produkter från Marabou");
		expect(draft.seoMd).toContain("19,90 SEK");
		expect(draft.seoMd).toContain("- Marabou Daim 100 g – 19,90 SEK");
		const targets = internalLinks(draft.seoMd).map((l) => l.target);
		expect(targets).toContain("/kategorier/choklad");
		expect(targets).not.toContain("/varumarken/marabou");
		expect(draft.introMd).toMatch(/^Jämför priser på 3 produkter från Marabou hos Godisguiden\./);
		expect(introLength(draft.introMd ?? "")).toBeLessThanOrEqual(160);
		// The same facts give the same text.
		expect(writeTemplateSeo(input)).toEqual(writeTemplateSeo(input));
	});

	it("writes the home page's text without an intro", async () => {
		const input = request(
			{
				subject: { kind: "home" },
				productCount: 2,
				categories: [{ name: "Godteri", path: "/no/kategorier/godteri", productCount: 2 }],
				totals: { categories: 1, brands: 0 },
			},
			"nb",
		);
		const draft = await writer.writeSeo(input);
		expect(draft.introMd).toBeNull();
		expect(draft.seoMd).toContain(`## ${faqHeading.nb}`);
		expect(checkSeoDraft(draft, input)).toEqual([]);
	});

	it("refuses a text whose links lead nowhere it may link to", async () => {
		const input = request({ subject: { kind: "category", name: "Godis", path: "/kategorier/godis" } });
		await expect(writeTemplateSeoChecked({ ...input, publishedPaths: [] })).rejects.toBeInstanceOf(SeoRulesError);
	});
});
