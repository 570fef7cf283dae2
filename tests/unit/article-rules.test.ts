import { describe, expect, it } from "vitest";
import {
	alwaysPublishedPaths,
	checkArticle,
	checkMetaDescription,
	countWords,
	externalLinks,
	internalLinks,
	repairArticle,
	subheadings,
} from "~/.server/ai/article-rules";

const words = (n: number) => Array.from({ length: n }, (_, i) => `ord${i}`).join(" ");

function article({
	wordCount = 1200,
	headings = 5,
	internal = ["/kategorier/choklad", "/kategorier/lakrits", "/varumarken/marabou", "/produkter", "/artiklar"],
	external = ["https://www.livsmedelsverket.se/", "https://www.konsumentverket.se/"],
} = {}): string {
	const links = [...internal.map((path, i) => `[länk ${i}](${path})`), ...external.map((url, i) => `[källa ${i}](${url})`)].join(
		" ",
	);
	const linkWords = internal.length * 2 + external.length * 2;
	const heads = Array.from({ length: headings }, (_, i) => `## Rubrik ${i}`);
	return [links, ...heads, words(wordCount - linkWords - headings * 2)].join("\n\n");
}

const published = new Set([...alwaysPublishedPaths("sv"), "/kategorier/choklad", "/kategorier/lakrits", "/varumarken/marabou"]);

describe("measuring an article", () => {
	it("counts words a reader reads, not link targets or markup", () => {
		expect(countWords("## Två ord\n\nEn [länk här](https://example.com/a/b) och **fet** text – slut.")).toBe(9);
	});

	it("counts only ## headings as subheadings", () => {
		expect(subheadings("# Titel\n## Ett\ntext\n### Steg\n##Inte\n## Två ##\n")).toEqual(["Ett", "Två"]);
	});

	it("tells internal links from external ones and ignores images", () => {
		const md = "[a](/produkter) [b](https://x.se/) ![bild](/bild.png) [c](/no/merker/freia?x=1#y) [d](//cdn.se/x)";
		expect(internalLinks(md).map((l) => l.target)).toEqual(["/produkter", "/no/merker/freia?x=1#y"]);
		expect(externalLinks(md).map((l) => l.target)).toEqual(["https://x.se/"]);
	});
});

// The old regular expression counted a link inside code and a "[text](…)" written with an escaped
// bracket, and missed bare addresses and "[text][name]" links; the page shows it the other way round.
describe("reading links as the page shows them", () => {
	it("counts no link in code or behind an escaped bracket", () => {
		const md = "`[a](/produkter)`\n\n```\n[b](/artiklar)\n```\n\n\\[c](/kategorier/choklad) [d](/varumarken/marabou)";
		expect(internalLinks(md).map((l) => l.target)).toEqual(["/varumarken/marabou"]);
	});

	it("counts bare addresses and named links", () => {
		const md = "Se https://www.1177.se/ och [källan][lv].\n\n[lv]: https://www.livsmedelsverket.se/";
		expect(externalLinks(md).map((l) => l.target)).toEqual(["https://www.1177.se/", "https://www.livsmedelsverket.se/"]);
	});

	it("counts a ## heading's words, not its markup, and no ## in a code block", () => {
		expect(subheadings("## *Ett* [två](/produkter)\n\n```\n## Inte\n```\n\nRubrik\n---")).toEqual(["Ett två", "Rubrik"]);
	});

	it("repairs only links the page shows, keeping their words as written", () => {
		const md = "Se [**gammalt**](/kategorier/borta) och `[kod](/kategorier/borta)`.";
		expect(repairArticle(md, published)).toBe("Se **gammalt** och `[kod](/kategorier/borta)`.");
	});
});

describe("checkArticle", () => {
	it("accepts an article that keeps every promise", () => {
		expect(checkArticle(article(), { publishedPaths: published })).toEqual([]);
	});

	it("names each broken promise in Swedish", () => {
		const problems = checkArticle(
			article({ wordCount: 800, headings: 3, internal: ["/produkter"], external: ["https://www.1177.se/"] }),
			{ publishedPaths: published },
		);
		expect(problems).toEqual([
			"Artikeln har 800 ord (ska ha 1 000–2 000).",
			"Artikeln har 3 underrubriker (ska ha 4–6).",
			"Artikeln har 1 interna länkar (ska ha 5–10).",
			"Artikeln har 1 externa länkar (ska ha 2–4).",
		]);
		expect(checkArticle(article({ wordCount: 2001, headings: 7 }), { publishedPaths: published })).toEqual([
			"Artikeln har 2001 ord (ska ha 1 000–2 000).",
			"Artikeln har 7 underrubriker (ska ha 4–6).",
		]);
	});

	it("rejects internal links to unpublished pages or the other language", () => {
		const md = article({
			internal: ["/kategorier/choklad", "/kategorier/finns-inte", "/no/merker/freia", "/produkter/", "/artiklar#topp"],
		});
		expect(checkArticle(md, { publishedPaths: published })).toEqual([
			"Interna länkar leder inte till en publicerad sida på artikelns språk: /kategorier/finns-inte, /no/merker/freia.",
		]);
	});

	it("checks the meta description's length", () => {
		expect(checkMetaDescription("x".repeat(150))).toEqual([]);
		expect(checkMetaDescription("x".repeat(139))).toEqual(["Metabeskrivningen har 139 tecken (ska ha 140–160)."]);
		expect(checkMetaDescription("x".repeat(161))).toEqual(["Metabeskrivningen har 161 tecken (ska ha 140–160)."]);
	});
});

describe("repairArticle", () => {
	it("unlinks dead internal links, keeps their text and leaves the rest alone", () => {
		const md = "Se [choklad](/kategorier/choklad), [gammalt](/kategorier/borta) och [källan](https://www.1177.se/).";
		expect(repairArticle(md, published)).toBe("Se [choklad](/kategorier/choklad), gammalt och [källan](https://www.1177.se/).");
	});

	it("maps a link written for the other language to this language's published page", () => {
		const nb = new Set([...alwaysPublishedPaths("nb"), "/no/merker/freia"]);
		expect(repairArticle("[Freia](/varumarken/freia) [Borta](/varumarken/borta)", nb, "nb")).toBe(
			"[Freia](/no/merker/freia) Borta",
		);
	});
});
