// What of a text the Markdown parser reads (ADR 088): every text the site has is read exactly as
// written; past the bounds on nesting, inline syntax, length and expansion, the text reads as the
// characters it is, and every reader still finds its links at their places in the original.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { insertInternalLinks, linksOf, parseMarkdown, plainText, renderMarkdown } from "~/.server/markdown";
import { boundMarkdown, maxChars, maxLines, maxNesting } from "~/.server/markdown/bounded-text";
import { maxPaddingCells, maxReferencedChars } from "~/.server/markdown/expansion-bound";
import { maxBracketSpan, maxDelimitersPerRun, maxRunChars } from "~/.server/markdown/inline-bound";

const count = (html: string, tag: string) => html.split(`<${tag}`).length - 1;
const html = (markdown: string) => renderMarkdown(markdown, "sv") ?? "";

function demoTexts(): string[] {
	const texts: string[] = [];
	const collect = (value: unknown): void => {
		if (typeof value === "string") texts.push(value);
		else if (Array.isArray(value)) value.forEach(collect);
		else if (value && typeof value === "object") Object.values(value).forEach(collect);
	};
	for (const file of readdirSync("data/demo")) collect(JSON.parse(readFileSync(`data/demo/${file}`, "utf8")));
	return texts;
}

const ordinary = [
	"# Rubrik\n\n- ett\n- två\n  - två a\n    - tre djup\n\n1. första\n   1. andra\n\n> citat\n> > i citat\n> > > tre djup\n",
	"## Vanliga frågor & svar (FAQ)\n\n### Är godis gott?\nJa, **mycket**.\n\n**Hur mycket?**\nLagom.\n",
	`${Array.from({ length: 8 }, (_, level) => `${"    ".repeat(level)}- nivå ${level}`).join("\n")}\n`,
	"- - -\n\n* * *\n\n___\n\n```\n> > > kod\n```\n\n| a | b |\n|---|:-:|\n| 1 |\n\n[ref]: /x\n\nSe [ref] och [text][ref].\n",
];

/** Every source file under `dir`. */
function sources(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const file = path.join(dir, entry.name);
		return entry.isDirectory() ? sources(file) : /\.tsx?$/.test(entry.name) ? [file] : [];
	});
}

it("leaves Markdown to be parsed in two files only, both reading the bounded text", () => {
	const parsers = sources("app").filter((file) =>
		/from "(?:remark-parse|react-markdown|unified|micromark[^"]*|mdast-util-from-markdown)"/.test(readFileSync(file, "utf8")),
	);
	expect(parsers.sort()).toEqual(["app/.server/markdown/parse.ts", "app/.server/markdown/render.tsx"]);
	expect(readFileSync("app/.server/markdown/parse.ts", "utf8")).toMatch(/parser\.parse\(bounded\.text\)/);
	expect(readFileSync("app/.server/markdown/render.tsx", "utf8")).toMatch(/\{parsedText\(markdown\)\}/);
});

describe("texts within the bounds", () => {
	it("are read exactly as written: every demo text and ordinary Markdown", () => {
		const texts = [...demoTexts(), ...ordinary];
		expect(texts.length).toBeGreaterThan(800);
		for (const text of texts) expect(boundMarkdown(text)).toEqual({ text, escapes: [], length: text.length });
	});

	it("keep a list eight deep indented by four spaces and two thematic breaks as they are", () => {
		expect(count(html(ordinary[2]!), "ul")).toBe(8);
		expect(count(html("- - -\n\n* * *"), "hr")).toBe(2);
	});
});

describe("nesting", () => {
	it(`keeps ${maxNesting} quotes and reads the rest of the line as text`, () => {
		const text = `${">".repeat(100)} Godis`;
		const rendered = html(text);
		expect(count(rendered, "blockquote")).toBe(maxNesting);
		expect(rendered).toContain(`<p>${"&gt;".repeat(100 - maxNesting)} Godis</p>`);
		expect(plainText(text)).toBe(`${">".repeat(100 - maxNesting)} Godis`);
	});

	it("counts quotes, bullets, numbers and footnote labels alike, and escapes an ordered marker at its dot", () => {
		const text = `${"> - 1. * + 1) ".repeat(4)}Godis`;
		const { text: read, escapes } = boundMarkdown(text);
		expect(escapes).toHaveLength(1);
		expect(read.slice(0, escapes[0]! + 2)).toBe(`${"> - 1. * + 1) ".repeat(2)}> - 1. * \\+`);
		expect(boundMarkdown(`${"1. ".repeat(20)}a`).text).toBe(`${"1. ".repeat(maxNesting)}1\\. 1. 1. 1. a`);
		expect(boundMarkdown(`${"[^a]: ".repeat(20)}b`).escapes).toEqual([6 * maxNesting]);
	});

	it("bounds lists nested by indentation, two columns a level at the least", () => {
		const text = Array.from({ length: 40 }, (_, level) => `${"  ".repeat(level)}- nivå ${level}`).join("\n");
		const rendered = html(text);
		expect(count(rendered, "ul")).toBe(maxNesting);
		expect(rendered).toContain("- nivå 39");
	});
});

describe("positions in the original", () => {
	const hostile = `${"> - ".repeat(30)}Om [Marabou](/varumarken/marabou) och choklad från Marabou.`;

	it("are where each link is written", () => {
		expect(boundMarkdown(hostile).escapes.length).toBeGreaterThan(0);
		expect(linksOf(hostile)).toEqual([{ raw: "[Marabou](/varumarken/marabou)", text: "Marabou", target: "/varumarken/marabou" }]);
		const link = hostile.indexOf("[Marabou]");
		const node = JSON.stringify(parseMarkdown(hostile));
		expect(node).toContain(`"offset":${link}`);
	});

	it("let the link inserter change only the mention it links", () => {
		const text = `${"> ".repeat(30)}Godis från Marabou.`;
		const { markdown } = insertInternalLinks(text, [{ phrase: "Marabou", path: "/varumarken/marabou" }], { maxLinks: 1 });
		expect(markdown).toBe(text.replace("Marabou", "[Marabou](/varumarken/marabou)"));
	});
});

describe("inline syntax", () => {
	it(`escapes delimiters past the first ${maxDelimitersPerRun} of a paragraph; a blank line or a list item starts afresh`, () => {
		const many = "*a* ".repeat(300);
		expect(count(html(many), "em")).toBe(maxDelimitersPerRun / 2);
		expect(html(many)).toContain("*a* *a*");
		const some = "*a* ".repeat(200);
		expect(boundMarkdown(`${some}\n\n${some}`).escapes).toEqual([]);
		expect(boundMarkdown(`- ${some}\n- ${some}`).escapes).toEqual([]);
	});

	it(`escapes a "[" left open, or closed more than ${maxBracketSpan} characters on`, () => {
		expect(boundMarkdown("[a [b](/c) d").escapes).toEqual([0]);
		expect(boundMarkdown("Se [b](/c) och [d] här.").escapes).toEqual([]);
		const far = `[${"a".repeat(maxBracketSpan + 1)}](/x)`;
		expect(boundMarkdown(far).escapes).toEqual([0]);
		expect(html(far)).not.toContain("<a ");
	});
});

describe("length", () => {
	it(`reads at most ${maxChars} characters, ending at a line`, () => {
		const paragraph = "Choklad från Marabou är gott.\n\n";
		const { length } = boundMarkdown(paragraph.repeat(2000));
		expect(length).toBeLessThanOrEqual(maxChars);
		expect(length % paragraph.length).toBe(0);
	});

	it(`reads at most ${maxLines} lines and container markers`, () => {
		expect(boundMarkdown("a\n".repeat(maxLines + 10)).length).toBe(2 * maxLines);
		expect(boundMarkdown("- a\n".repeat(maxLines)).length).toBe(4 * (maxLines / 2));
	});

	it(`cuts a paragraph at a space before ${maxRunChars} characters`, () => {
		const { text, length } = boundMarkdown("Godis är gott. ".repeat(2000));
		expect(length).toBeLessThanOrEqual(maxRunChars);
		expect(text.endsWith("gott.")).toBe(true);
	});
});

describe("expansion", () => {
	it(`links references until their targets would repeat more than ${maxReferencedChars} characters; the rest show their words`, () => {
		// Nine references repeat 63,000 characters of this 7,000-character target; a tenth would pass.
		const target = `/${"x".repeat(6_999)}`;
		const text = `${"[Godis] ".repeat(12)}\n\n[godis]: ${target}`;
		expect(count(html(text), "a")).toBe(9);
		expect(html(text)).toContain("</a> Godis Godis Godis</p>");
		expect(linksOf(text)).toHaveLength(9);
	});

	it(`pads tables with at most ${maxPaddingCells} empty cells; past that, rows keep the cells they have`, () => {
		const wide = `${"|a".repeat(200)}|\n${"|-".repeat(200)}|\n${"b\n".repeat(100)}`;
		expect(count(html(wide), "td")).toBe(100);
		expect(count(html("| a | b | c |\n|---|---|---|\n| 1 |"), "td")).toBe(3);
	});
});
