// The readers of a text (links, plain text, headings) read it as the page shows it: over generated
// markdown, what they find is what the rendered HTML holds. The old readers (regular expressions
// and a line scanner beside the renderer) disagreed with it on links in code, "## " in a code
// block, underlined headings, raw HTML, entities and list markers.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { headingsOf, linksOf, plainText, renderMarkdown } from "~/.server/markdown";

/** What a reader sees of rendered HTML: its text, tags gone, characters unescaped, spaces collapsed. */
function visibleText(html: string): string {
	return html
		.replace(/<[^>]*>/g, " ")
		.replace(/&lt;/g, "<")
		.replace(/&gt;/g, ">")
		.replace(/&quot;/g, '"')
		.replace(/&#x27;/g, "'")
		.replace(/&amp;/g, "&")
		.replace(/\s+/g, " ")
		.trim();
}

/** The links the renderer keeps as links (others show their words only). */
function shownAsLink(target: string): boolean {
	return (target.startsWith("/") && !target.startsWith("//")) || target.startsWith("#") || /^(https?:|mailto:)/i.test(target);
}

const word = fc.constantFrom(
	"Marabou",
	"godis",
	"5",
	"*",
	"_",
	"snake_case",
	"C#",
	"|",
	"&amp;",
	"&copy;",
	"\\*",
	"<b>",
	"</b>",
	"`kod [l](/a)`",
	"[länk](/kategorier/godis)",
	"[extern](https://example.com/x)",
	"[tom]()",
	"[farlig](javascript:alert(1))",
	"![bild](/bild.png)",
	"https://www.godis.se",
	"info@marabou.se",
	"~~bort~~",
	"**fet**",
	"*kursiv*",
);
const line = fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => words.join(" "));
const block = fc.oneof(
	{ weight: 4, arbitrary: fc.array(line, { minLength: 1, maxLength: 3 }).map((lines) => lines.join("\n")) },
	{ weight: 2, arbitrary: fc.tuple(fc.integer({ min: 1, max: 3 }), line).map(([depth, text]) => `${"#".repeat(depth)} ${text}`) },
	{ weight: 1, arbitrary: line.map((text) => `${text}\n---`) },
	{ weight: 1, arbitrary: line.map((text) => `${text}  \n${text}`) },
	{ weight: 2, arbitrary: fc.array(line, { minLength: 1, maxLength: 3 }).map((items) => items.map((i) => `- ${i}`).join("\n")) },
	{ weight: 1, arbitrary: line.map((text) => `> ${text}`) },
	{ weight: 1, arbitrary: line.map((text) => `\`\`\`\n## ${text}\n\`\`\``) },
	{ weight: 1, arbitrary: line.map((text) => `| ${text} | x |\n| --- | --- |\n| y | ${text} |`) },
	{ weight: 1, arbitrary: fc.constant("***") },
);
const markdown = fc.array(block, { minLength: 1, maxLength: 6 }).map((blocks) => blocks.join("\n\n"));

describe("the readers read a text as the page shows it", () => {
	it("finds the links, headings and plain text the rendered HTML holds", () => {
		fc.assert(
			fc.property(markdown, (text) => {
				const html = renderMarkdown(text, "sv") ?? "";
				expect(linksOf(text).filter((link) => shownAsLink(link.target)).length).toBe(html.match(/<a /g)?.length ?? 0);
				expect(headingsOf(text, 2).length).toBe(html.match(/<h2>/g)?.length ?? 0);
				expect(plainText(text)).toBe(visibleText(html));
			}),
			{ numRuns: 200 },
		);
	});

	it("sees no link in code and no heading in a code block", () => {
		const text = "Se `[godis](/kategorier/godis)`.\n\n```\n## Ingen rubrik\n[choklad](/kategorier/choklad)\n```";
		expect(linksOf(text)).toEqual([]);
		expect(headingsOf(text, 2)).toEqual([]);
		expect(renderMarkdown(text, "sv")).not.toContain("<a ");
	});
});
