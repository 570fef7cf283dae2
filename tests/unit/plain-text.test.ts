// Plain text for meta descriptions, structured data, list summaries and an intro's length: the
// words the page shows. The old reader, regular expressions on the markdown, removed every "*", "_",
// "#", "|" and "`" (also the ones the page shows), kept list markers, a table's "---" row, raw
// HTML and entities as written; the cases below are where it and the page disagreed.
import { describe, expect, it } from "vitest";
import { countWords, plainText } from "~/.server/markdown";
import { cutAtWord } from "~/lib/seo";

describe("plainText", () => {
	it("keeps the words of links and emphasis and drops images", () => {
		expect(plainText("Krämig **mjölkchoklad**, se [Marabou](/varumarken/marabou). ![Bild](/bild.png)")).toBe(
			"Krämig mjölkchoklad, se Marabou.",
		);
	});

	it("keeps characters the page shows as text", () => {
		expect(plainText("5 * 3 = 15 för C# och snake_case, \\*inte kursiv\\*")).toBe(
			"5 * 3 = 15 för C# och snake_case, *inte kursiv*",
		);
	});

	it("shows lists, quotes, tables and headings by their words only", () => {
		expect(plainText("## Rubrik\n\n- Gelé, skum\n- Perfekt att dela\n\n> Citat\n\n| a | b |\n| --- | --- |\n| c | d |")).toBe(
			"Rubrik Gelé, skum Perfekt att dela Citat a b c d",
		);
	});

	it("leaves raw HTML out, as the page does, and reads entities as their characters", () => {
		expect(plainText("Hej <b>fet</b> <script>x()</script> Ben &amp; Jerry&apos;s &copy;")).toBe("Hej fet x() Ben & Jerry's ©");
	});

	it("cuts on a word boundary and gives nothing for no text", () => {
		expect(plainText("Ett två tre fyra fem", 12)).toBe("Ett två tre");
		expect(plainText(null)).toBe("");
		expect(plainText("")).toBe("");
	});
});

describe("cutAtWord", () => {
	it("cuts at the last space that keeps most of the text, else at the limit", () => {
		expect(cutAtWord("Ett två tre", 20)).toBe("Ett två tre");
		expect(cutAtWord("Ett två tre", 9)).toBe("Ett två");
		expect(cutAtWord("Ettlångtord kort", 8)).toBe("Ettlångt");
		expect(cutAtWord(undefined, 10)).toBe("");
	});
});

describe("countWords", () => {
	it("counts the words a reader reads: not code blocks, raw HTML, images or link targets", () => {
		expect(countWords("## Två ord\n\nEn [länk här](https://example.com/a/b) och `kod` – slut.")).toBe(8);
		expect(countWords("Före\n\n```\nett två tre\n```\n\n    fyra fem\n\n<div>sex</div> ![sju](/s.png)")).toBe(1);
	});
});
