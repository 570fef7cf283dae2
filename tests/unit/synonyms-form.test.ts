// The synonym editor's form (ADR 040): one group per line, words or phrases separated by commas;
// blank lines and repeated words drop out; a group of one, an overlong word, a word without a letter
// or digit, too many groups or too much text is refused with a message naming the line; a word in
// two groups is refused naming the word and both lines (ADR 090).
import { describe, expect, it } from "vitest";
import { synonymGroups, synonymsFormSchema, synonymText } from "~/lib/synonyms-form";

const check = (synonyms: string, locale = "sv") => synonymsFormSchema.safeParse({ locale, synonyms });
const messages = (synonyms: string) => {
	const result = check(synonyms);
	return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("the synonym editor", () => {
	it("reads groups from lines and commas, trimmed, each word once", () => {
		expect(synonymGroups(" läsk , dricka,soda\n\n  sockerfri, utan   socker, sockerfri \r\nzero,\u0000 noll ")).toEqual([
			["läsk", "dricka", "soda"],
			["sockerfri", "utan socker"],
			["zero", "noll"],
		]);
		expect(
			synonymText([
				["läsk", "dricka"],
				["zero", "noll"],
			]),
		).toBe("läsk, dricka\nzero, noll");
		expect(check("läsk, dricka\nzero, noll").success).toBe(true);
		expect(check("").success).toBe(true);
	});

	it("refuses what the search cannot use, naming the line", () => {
		expect(messages("läsk, dricka\nbara")).toEqual(["Rad 2: en grupp behöver minst två ord eller fraser."]);
		expect(messages(`läsk, ${"x".repeat(61)}`)).toEqual(["Rad 1: ett ord eller en fras får vara högst 60 tecken."]);
		expect(messages("läsk, %%%")).toEqual(["Rad 1: varje ord eller fras behöver en bokstav eller siffra."]);
		expect(messages(Array.from({ length: 501 }, (_, i) => `a${i}, b${i}`).join("\n"))).toEqual(["Högst 500 grupper."]);
		expect(messages("a, b\n".repeat(5_000))).toContain("Högst 20 000 tecken.");
		expect(check("läsk, dricka", "de").success).toBe(false);
	});
});

describe("a word in two groups", () => {
	it("is refused, naming the word as written and both lines, each word once", () => {
		expect(messages("läsk, dricka\nläsk, soda")).toEqual([
			"”läsk” står i två grupper (rad 1 och 2). Ett ord får bara stå i en grupp: slå ihop raderna eller ta bort ordet från den ena.",
		]);
		// The search reads case and accents alike, so these are the same word too.
		expect(messages("Läsk, dricka\nchips, crisps\nlask, soda\nLÄSK, brus")).toEqual([
			"”lask” står i två grupper (rad 1 och 3). Ett ord får bara stå i en grupp: slå ihop raderna eller ta bort ordet från den ena.",
		]);
		expect(messages("utan socker, sockerfri\nzero, utan  socker")).toEqual([
			"”utan socker” står i två grupper (rad 1 och 2). Ett ord får bara stå i en grupp: slå ihop raderna eller ta bort ordet från den ena.",
		]);
	});

	it("is fine twice in one group, and a word inside another's phrase is another word", () => {
		expect(check("läsk, dricka, Läsk\nsocker, sött\nutan socker, sockerfri").success).toBe(true);
	});
});
