// What the suggestions ask the name's index for a word (ADR 054): the catalogue's title words the
// word's real patterns find, as whole words; phrases and numbers as they are; nothing for a word no
// title word holds by a real match. Built from real plans (planSearch), not hand-written patterns.
import { describe, expect, it } from "vitest";
import { nameWordPatterns, wholeWordWorthAsking } from "~/.server/search/name-word-patterns";
import { planSearch } from "~/.server/search/query-plan";
import type { SynonymGroup } from "~/.server/search/synonyms";
import { Vocabulary, type VocabularyTerm } from "~/.server/search/vocabulary";

const term = (word: string, occurrences: number, inTitles = true, stem = word): VocabularyTerm => ({
	term: word,
	display: word,
	stem,
	occurrences,
	inTitles,
});

const vocabulary = new Vocabulary([
	term("choklad", 50, true, "chokl"),
	term("mjolkchoklad", 900, true, "mjolkchokl"),
	term("chokladbitar", 20, true, "chokladbit"),
	// Only in descriptions: no name can hold it.
	term("chokladsmak", 400, false, "chokladsmak"),
	term("lakrits", 300),
	term("lask", 80),
	term("cola", 200),
]);

const synonyms: SynonymGroup[] = [
	[
		{ words: ["utan", "socker"], stems: ["utan", "socker"] },
		{ words: ["sockerfri"], stems: ["sockerfri"] },
	],
];

const unitOf = (word: string, stem = word) => {
	const [unit] = planSearch({ words: [word], stems: [stem], joined: [] }, { vocabulary, synonyms }).units;
	if (!unit) throw new Error(`no unit for ${word}`);
	return unit;
};

describe("what the name's index is asked for one word", () => {
	it("turns a word being typed into the title words starting with it, commonest first", () => {
		expect(nameWordPatterns(unitOf("cho"), vocabulary)?.patterns).toEqual(["% choklad %", "% chokladbitar %"]);
	});

	it("asks a whole word, the words it starts and the compounds it ends, never a description's word", () => {
		const patterns = nameWordPatterns(unitOf("choklad", "chokl"), vocabulary)?.patterns ?? [];
		expect(new Set(patterns)).toEqual(new Set(["% choklad %", "% chokladbitar %", "% mjolkchoklad %"]));
		expect(patterns).not.toContain("% chokladsmak %");
	});

	it("keeps a phrase's own patterns (its spaces make them rare) beside the title words of its synonyms", () => {
		const [unit] = planSearch(
			{ words: ["utan", "socker"], stems: ["utan", "socker"], joined: [] },
			{ vocabulary, synonyms },
		).units;
		const patterns = unit ? (nameWordPatterns(unit, vocabulary)?.patterns ?? []) : [];
		expect(patterns).toContain("% utan socker %");
		expect(patterns.every((pattern) => pattern.includes(" "))).toBe(true);
	});

	it("has nothing to ask for a word no title word holds; a two-letter word being typed asks the title words it starts", () => {
		expect(nameWordPatterns(unitOf("xyzzy"), vocabulary)).toBeNull();
		expect(nameWordPatterns(unitOf("la"), vocabulary)?.patterns).toEqual(["% lakrits %", "% lask %"]);
	});

	it("asks a number as the plan writes it", () => {
		expect(nameWordPatterns(unitOf("200"), vocabulary)?.patterns).toEqual(["% 200 %", "% 200%"]);
	});
});

describe("whether the name's index is asked for a word whole", () => {
	it("is not for a word no title word is, nor for a word of one or two letters; it is for a number", () => {
		expect(wholeWordWorthAsking(unitOf("cho"), vocabulary)).toBe(false);
		expect(wholeWordWorthAsking(unitOf("chokladsmak"), vocabulary)).toBe(false);
		expect(wholeWordWorthAsking(unitOf("choklad", "chokl"), vocabulary)).toBe(true);
		expect(wholeWordWorthAsking(unitOf("la"), vocabulary)).toBe(false);
		expect(wholeWordWorthAsking(unitOf("200"), vocabulary)).toBe(true);
	});
});
