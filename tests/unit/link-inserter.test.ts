// The internal-link inserter: examples, and a property test over generated markdown —
// same rendered text before and after, no nested links, no links in headings, no self links, at
// most maxLinks new links, and a second run inserts nothing.
import fc from "fast-check";
import { fromMarkdown } from "mdast-util-from-markdown";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import { insertInternalLinks, type LinkTarget } from "~/.server/markdown";

const targets: LinkTarget[] = [
	{ phrase: "Marabou", path: "/varumarken/marabou" },
	{ phrase: "Choklad", path: "/kategorier/choklad" },
	{ phrase: "Dubai-choklad", path: "/kategorier/dubai-choklad" },
	{ phrase: "Godis", path: "/kategorier/godis" },
	{ phrase: "Gott & Blandat", path: "/kategorier/gott-blandat" },
	{ phrase: "Surt godis", path: "/kategorier/surt-godis" },
];

const insert = (markdown: string, maxLinks = 10, selfPath?: string) =>
	insertInternalLinks(markdown, targets, { maxLinks, selfPath });

type Tree = ReturnType<typeof fromMarkdown>;

/** What a reader sees: every piece of text in document order, without the markup around it. */
function plainText(tree: Tree): string {
	const parts: string[] = [];
	visit(tree, (node) => {
		if (node.type === "text" || node.type === "inlineCode" || node.type === "code" || node.type === "html") {
			parts.push(node.value);
		}
		if (node.type === "image") parts.push(`[img:${node.alt ?? ""}]`);
		if (node.type === "break") parts.push("\n");
	});
	return parts.join("");
}

interface LinkFacts {
	urls: string[];
	nested: number;
	inHeadings: string[];
}

function linkFacts(tree: Tree): LinkFacts {
	const facts: LinkFacts = { urls: [], nested: 0, inHeadings: [] };
	visit(tree, (node) => {
		if (node.type !== "link") return;
		facts.urls.push(node.url);
		visit(node, (inner) => {
			if (inner !== node && inner.type === "link") facts.nested++;
		});
	});
	visit(tree, "heading", (heading) => {
		visit(heading, "link", (link) => {
			facts.inHeadings.push(link.url);
		});
	});
	return facts;
}

describe("insertInternalLinks: examples", () => {
	it("links the first mention, keeps its case as the link text and leaves every other byte alone", () => {
		const text = "Vi älskar *marabou*. Marabou gör choklad.\n\n- godis\n- mer godis\n";
		const result = insert(text);
		expect(result.markdown).toBe(
			"Vi älskar *[marabou](/varumarken/marabou)*. Marabou gör [choklad](/kategorier/choklad).\n\n- [godis](/kategorier/godis)\n- mer godis\n",
		);
		expect(result.inserted.map((link) => link.path)).toEqual(["/varumarken/marabou", "/kategorier/choklad", "/kategorier/godis"]);
		expect(result.inserted[0]).toMatchObject({ phrase: "Marabou", text: "marabou", offset: 11 });
	});

	it("prefers the longer phrase: Dubai-choklad beats choklad, and choklad inside it is no mention", () => {
		expect(insert("Gör egen dubai-choklad med choklad.").markdown).toBe(
			"Gör egen [dubai-choklad](/kategorier/dubai-choklad) med [choklad](/kategorier/choklad).",
		);
		expect(insert("Surt godis och godis.").markdown).toBe("[Surt godis](/kategorier/surt-godis) och [godis](/kategorier/godis).");
		expect(insert("Gott & Blandat").markdown).toBe("[Gott & Blandat](/kategorier/gott-blandat)");
	});

	it("never links part of a longer name, not even of the page's own name", () => {
		expect(insert("Vårt surt godis och annat godis.", 10, "/kategorier/surt-godis").markdown).toBe(
			"Vårt surt godis och annat [godis](/kategorier/godis).",
		);
	});

	it("matches whole words only", () => {
		expect(insert("Chokladkaka, Marabous godisar och mjölkchoklad.").inserted).toEqual([]);
	});

	it("never links in a heading, an existing link, an image, code or HTML", () => {
		const text = [
			"# Marabou och choklad",
			"Choklad",
			"=======",
			"[Om Marabou](/om-oss) ![Godis](/godis.png) `godis` <b>x</b>",
			"",
			"```",
			"Marabou choklad godis",
			"```",
			"",
			"    Marabou i kodblock",
		].join("\n");
		expect(insert(text)).toEqual({ markdown: text, inserted: [] });
	});

	it("never links a page to itself, nor a page the text already links to", () => {
		const text = "Marabou gör choklad. Läs om [choklad](/kategorier/choklad/).";
		const result = insert(text, 10, "/varumarken/marabou");
		expect(result.markdown).toBe(text);
		expect(result.inserted).toEqual([]);
	});

	it("counts links already in the text against maxLinks and picks the earliest mentions", () => {
		const text = "Godis, choklad och Marabou. Mer om [surt godis](/kategorier/surt-godis).";
		expect(insert(text, 1).inserted).toEqual([]);
		expect(insert(text, 3).markdown).toBe(
			"[Godis](/kategorier/godis), [choklad](/kategorier/choklad) och Marabou. Mer om [surt godis](/kategorier/surt-godis).",
		);
	});

	it("leaves bare addresses and escaped or image-like spots alone", () => {
		const text = "Se https://www.marabou.se/choklad, www.godis.se, info@marabou.se, \\Marabou och !Godis.";
		expect(insert(text).inserted).toEqual([]);
	});

	// The inserter read plain CommonMark while the page reads GitHub's extensions: it took a footnote
	// for prose. It now parses the text as the page does.
	it("reads the text as the page does: a footnote is no prose, a table cell is", () => {
		const text = "Godis[^1]\n\n[^1]: Marabou gör choklad.\n\n| Märke |\n| --- |\n| Marabou |";
		expect(insert(text).markdown).toBe(
			"[Godis](/kategorier/godis)[^1]\n\n[^1]: Marabou gör choklad.\n\n| Märke |\n| --- |\n| [Marabou](/varumarken/marabou) |",
		);
	});

	it("is idempotent", () => {
		const once = insert("Marabou, choklad, godis, Gott & Blandat och surt godis.", 2);
		expect(once.inserted).toHaveLength(2);
		expect(insert(once.markdown, 2)).toEqual({ markdown: once.markdown, inserted: [] });
	});

	it("leaves an empty text alone", () => {
		expect(insert("")).toEqual({ markdown: "", inserted: [] });
	});
});

// Words that mention targets (in several cases and forms), neutral words and risky neighbours.
const word = fc.constantFrom(
	"Marabou",
	"marabou",
	"MARABOU",
	"choklad",
	"Choklad",
	"dubai-choklad",
	"Dubai-choklad",
	"godis",
	"Godis",
	"surt godis",
	"Gott & Blandat",
	"chokladkaka",
	"Marabous",
	"och",
	"är",
	"bra",
	"gott",
	"till",
	"kaffet",
	",",
	".",
	"!",
	"(Marabou)",
	"!Marabou",
	"\\godis",
	"[choklad]",
	"godis_",
	"_choklad_",
	"*",
	"_",
	"~~Marabou~~",
	"&amp;",
	"<b>godis</b>",
	"https://www.marabou.se/godis",
	"www.godis.se",
	"info@marabou.se",
);
const inline = fc.oneof(
	{ weight: 6, arbitrary: word },
	{ weight: 1, arbitrary: word.map((w) => `*${w}*`) },
	{ weight: 1, arbitrary: word.map((w) => `**${w}**`) },
	{ weight: 1, arbitrary: word.map((w) => `\`${w}\``) },
	{
		weight: 1,
		arbitrary: fc
			.tuple(word, fc.constantFrom("/om-oss", "/kategorier/choklad", "/varumarken/marabou", "https://example.com"))
			.map(([w, url]) => `[${w}](${url})`),
	},
	{ weight: 1, arbitrary: word.map((w) => `![${w}](/bild.png)`) },
);
const line = fc.array(inline, { minLength: 1, maxLength: 10 }).map((words) => words.join(" "));
const block = fc.oneof(
	{ weight: 4, arbitrary: fc.array(line, { minLength: 1, maxLength: 3 }).map((lines) => lines.join("\n")) },
	{ weight: 2, arbitrary: fc.tuple(fc.integer({ min: 1, max: 3 }), line).map(([level, text]) => `${"#".repeat(level)} ${text}`) },
	{ weight: 1, arbitrary: line.map((text) => `${text}\n---`) },
	{ weight: 2, arbitrary: fc.array(line, { minLength: 1, maxLength: 4 }).map((items) => items.map((i) => `- ${i}`).join("\n")) },
	{ weight: 1, arbitrary: line.map((text) => `> ${text}`) },
	{ weight: 1, arbitrary: line.map((text) => `\`\`\`\n${text}\n\`\`\``) },
	{ weight: 1, arbitrary: line.map((text) => `    ${text}`) },
	{ weight: 1, arbitrary: line.map((text) => `| ${text} | Marabou |\n| --- | --- |\n| godis | ${text} |`) },
);
const markdown = fc.array(block, { minLength: 1, maxLength: 6 }).map((blocks) => blocks.join("\n\n"));

describe("insertInternalLinks: properties", () => {
	it("keeps the text, nests no link, adds none to headings or to the page itself, respects maxLinks, is idempotent", () => {
		fc.assert(
			fc.property(
				markdown,
				fc.integer({ min: 1, max: 4 }),
				fc.option(fc.constantFrom(...targets.map((t) => t.path)), { nil: undefined }),
				(text, maxLinks, selfPath) => {
					const result = insertInternalLinks(text, targets, { maxLinks, selfPath });
					const before = fromMarkdown(text);
					const after = fromMarkdown(result.markdown);
					expect(plainText(after)).toBe(plainText(before));
					const was = linkFacts(before);
					const is = linkFacts(after);
					expect(is.nested).toBe(0);
					expect(is.inHeadings).toEqual(was.inHeadings);
					expect(is.urls.filter((url) => url === selfPath).length).toBe(was.urls.filter((url) => url === selfPath).length);
					expect(is.urls.length - was.urls.length).toBe(result.inserted.length);
					expect(result.inserted.length).toBeLessThanOrEqual(maxLinks);
					for (const link of result.inserted) expect(is.urls).toContain(link.path);
					expect(new Set(result.inserted.map((link) => link.path)).size).toBe(result.inserted.length);
					expect(insertInternalLinks(result.markdown, targets, { maxLinks, selfPath })).toEqual({
						markdown: result.markdown,
						inserted: [],
					});
				},
			),
			{ numRuns: 250 },
		);
	});
});
