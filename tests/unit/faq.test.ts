import { describe, expect, it } from "vitest";
import { readDemoCatalogue } from "~/.server/db/demo/catalogue";
import { parseFaq } from "~/.server/markdown";

const { brands: demoBrands, categories: demoCategories } = await readDemoCatalogue();

const swedish = `## Godis för alla smaker

Godis är ett brett begrepp.

### Inte en fråga här

Den här rubriken ligger före FAQ-avsnittet.

## Vanliga frågor & svar (FAQ)

### Vilket godis är mest populärt i Sverige?

Blandpåsar och **gelébilar** hör till de mest sålda.
Se [godis](/kategorier/godis) för fler.

### Finns det godis utan gelatin?

Ja. Flera tillverkare gör godis utan gelatin.

Läs alltid ingrediensförteckningen.

## Efter FAQ

### Inte heller en fråga?

Det här hör inte till FAQ-avsnittet.`;

describe("FAQ pairs from markdown", () => {
	it("reads '### Question?' headings and their answers under the Swedish FAQ heading", () => {
		expect(parseFaq(swedish)).toEqual([
			{
				question: "Vilket godis är mest populärt i Sverige?",
				answer: "Blandpåsar och gelébilar hör till de mest sålda. Se godis för fler.",
			},
			{
				question: "Finns det godis utan gelatin?",
				answer: "Ja. Flera tillverkare gör godis utan gelatin. Läs alltid ingrediensförteckningen.",
			},
		]);
	});

	it("reads the Norwegian heading at any level, and stops at a heading of the same or a higher level", () => {
		const markdown = `# Brus

### Ofte stilte spørsmål (FAQ)

#### Hva er brus?

Brus er kullsyreholdig drikke.

## Mer om brus

#### Ikke et spørsmål?

Utenfor.`;
		expect(parseFaq(markdown)).toEqual([{ question: "Hva er brus?", answer: "Brus er kullsyreholdig drikke." }]);
	});

	it("accepts either language's heading whatever the page's language (brand texts)", () => {
		const markdown = "## Ofte stilte spørsmål (FAQ)\n\n### Hvem eier Marabou?\n\nMondelez.";
		expect(parseFaq(markdown)).toEqual([{ question: "Hvem eier Marabou?", answer: "Mondelez." }]);
		expect(parseFaq("## vanliga frågor & svar (faq)\n\n### Fråga?\n\nSvar.")).toEqual([{ question: "Fråga?", answer: "Svar." }]);
	});

	it("accepts the bold-line style '**Question?**' with answers up to the next question", () => {
		const markdown = `## Vanliga frågor & svar (FAQ)

**Hur förvarar jag choklad?**
Svalt och torrt, inte i kylen.

**Kan choklad bli gammal?**

Ja, den kan få en vit beläggning.
- Den är ändå ätbar.

**Obs:** en fetstilt rad utan frågetecken hör till svaret.`;
		expect(parseFaq(markdown)).toEqual([
			{ question: "Hur förvarar jag choklad?", answer: "Svalt och torrt, inte i kylen." },
			{
				question: "Kan choklad bli gammal?",
				answer: "Ja, den kan få en vit beläggning. Den är ändå ätbar. Obs: en fetstilt rad utan frågetecken hör till svaret.",
			},
		]);
	});

	it("gives nothing without an FAQ heading, for empty text, and skips questions without an answer", () => {
		expect(parseFaq("## Om godis\n\n### Vad är godis?\n\nSött.")).toEqual([]);
		expect(parseFaq(null)).toEqual([]);
		expect(parseFaq("")).toEqual([]);
		expect(parseFaq("## Vanliga frågor & svar (FAQ)\n\n### Tom fråga?\n\n### Fråga?\n\nSvar.")).toEqual([
			{ question: "Fråga?", answer: "Svar." },
		]);
	});

	it("ignores headings inside fenced code", () => {
		const markdown = "## Vanliga frågor & svar (FAQ)\n\n### Fråga?\n\n```\n## Inte en rubrik\n```\nSvar.";
		expect(parseFaq(markdown)).toHaveLength(1);
		expect(parseFaq(markdown)[0]?.question).toBe("Fråga?");
	});

	// Where the old line scanner and the page disagreed, the pairs now follow what the page shows.
	it("reads a heading's words, whatever emphasis or link it is written with", () => {
		const markdown = `## *Vanliga frågor & svar (FAQ)*

### Är **surt** godis [gott](/kategorier/surt-godis)?

Ja, för den som gillar *syrligt*.`;
		expect(parseFaq(markdown)).toEqual([{ question: "Är surt godis gott?", answer: "Ja, för den som gillar syrligt." }]);
	});

	it("ends the section at a heading written as underlined text, as the page shows it", () => {
		const markdown = "## Vanliga frågor & svar (FAQ)\n\n### Fråga?\n\nSvar.\n\nMer om godis\n---\n\nInte ett svar.";
		expect(parseFaq(markdown)).toEqual([{ question: "Fråga?", answer: "Svar." }]);
	});

	it("takes a bold question on any line of a paragraph, and no bold line outside the section", () => {
		const markdown = `**Inte en fråga?**
Före avsnittet.

## Vanliga frågor & svar (FAQ)

**Första frågan?**
Första svaret.
**Andra frågan**?
Andra svaret.`;
		expect(parseFaq(markdown)).toEqual([
			{ question: "Första frågan?", answer: "Första svaret." },
			{ question: "Andra frågan?", answer: "Andra svaret." },
		]);
	});

	it("answers with the words a reader sees: no raw HTML, entities as characters, code as written", () => {
		const markdown =
			"## Vanliga frågor & svar (FAQ)\n\n### Fråga?\n\nSvar <b>med</b> 5 &amp; `#1` och en linje:\n\n---\n\n- punkt";
		expect(parseFaq(markdown)).toEqual([{ question: "Fråga?", answer: "Svar med 5 & #1 och en linje: punkt" }]);
	});

	it("finds 3 to 5 pairs in every demo category and brand text of both languages", () => {
		const texts = [
			...demoCategories.flatMap((c) => [c.sv?.body_md, c.nb?.body_md]),
			...demoBrands.flatMap((b) => [b.sv.body_md, b.nb.body_md]),
		].filter((text): text is string => Boolean(text));
		for (const text of texts) {
			const pairs = parseFaq(text);
			expect(pairs.length).toBeGreaterThanOrEqual(3);
			expect(pairs.length).toBeLessThanOrEqual(5);
			for (const pair of pairs) {
				expect(pair.question).toMatch(/\?$/);
				expect(pair.answer.length).toBeGreaterThan(10);
			}
		}
	});
});
