// How a query becomes a search plan (ADR 039), from what the database folded and stemmed: the
// patterns of each word, synonyms, typos corrected against the catalogue's words, run-together
// words split, punctuated words joined, short words and numbers kept tight; the typo distance; and
// how many of a statement's words ask the index.
import { describe, expect, it } from "vitest";
import { allFoundSql, coveringPatterns, maximumPatternsAsked, Parameters } from "~/.server/search/match-sql";
import { planSearch } from "~/.server/search/query-plan";
import type { SynonymGroup } from "~/.server/search/synonyms";
import { allowedTypos, typoDistance } from "~/.server/search/typos";
import { Vocabulary, type VocabularyTerm } from "~/.server/search/vocabulary";

const term = (word: string, stem = word, occurrences = 10, display = word): VocabularyTerm => ({
	term: word,
	display,
	stem,
	occurrences,
	inTitles: true,
});

const vocabulary = new Vocabulary([
	term("marabou"),
	term("mjolkchoklad", "mjolkchokl"),
	term("choklad", "chokl", 50),
	term("pringles", "pringl"),
	term("sura", "sur"),
	term("sur", "sur"),
	term("sure", "sur"),
	term("djungelvral", "djungelvral", 3, "djungelvrål"),
	term("mork", "mork", 5, "mörk"),
	term("red"),
	term("bull"),
]);

const group = (...phrases: string[]): SynonymGroup =>
	phrases.map((phrase) => ({ words: phrase.split(" "), stems: phrase.split(" ") }));
const synonyms = [group("sockerfri", "utan socker", "zero"), group("lask", "dricka", "soda")];

const plan = (words: string[], stems = words, joined: string[] = []) =>
	planSearch({ words, stems, joined }, { vocabulary, synonyms });

describe("a search plan", () => {
	it("asks every word at either end of a word, as a whole word, and anywhere", () => {
		const { units, phrase, literal } = plan(["marabou", "choklad"], ["marabou", "chokl"]);
		expect(units).toHaveLength(2);
		expect(units[1]).toMatchObject({
			words: ["choklad"],
			whole: ["% choklad %"],
			exact: ["% choklad%", "%choklad %"],
			loose: ["%choklad%"],
		});
		expect(phrase).toEqual(["% marabou choklad %", "% marabouchoklad %"]);
		expect(literal).toBeNull();
	});

	it("finds the catalogue's other inflections as whole words, never as parts of others", () => {
		const [unit] = plan(["sura"], ["sur"]).units;
		expect(unit?.close).toEqual(["% sur %", "% sure %"]);
	});

	it("corrects a word the catalogue does not know, and says what it meant", () => {
		const result = plan(["pringels"]);
		expect(result.units[0]?.typo).toEqual(["% pringles%", "%pringles %"]);
		expect(result.corrected).toBe("pringles");
		expect(plan(["marabu"]).corrected).toBe("marabou");
		// No typos below five letters; a known word is never "corrected".
		expect(plan(["mork"]).corrected).toBeNull();
		expect(plan(["marabou"]).corrected).toBeNull();
	});

	it("splits a run-together word into two catalogue words before calling it a typo", () => {
		const result = plan(["morkchoklad"]);
		expect(result.units.map((u) => u.words)).toEqual([["mork"], ["choklad"]]);
		expect(result.corrected).toBe("mörk choklad");
	});

	it("reads synonym phrases, the longest first, and offers the rest of their group", () => {
		const result = plan(["energidryck", "utan", "socker"]);
		expect(result.units.map((u) => u.words)).toEqual([["energidryck"], ["utan", "socker"]]);
		expect(result.units[1]?.close).toEqual(["% sockerfri%", "%sockerfri %", "% zero%", "%zero %"]);
		expect(plan(["lask"]).units[0]?.close).toContain("% dricka%");
	});

	it("keeps short words and numbers tight, and the substring search of old beside them", () => {
		const result = plan(["70", "g"]);
		expect(result.units[0]?.exact).toEqual(["% 70%"]);
		expect(result.units[1]?.exact).toEqual(["% g%"]);
		expect(plan(["dr", "pepper"]).units[0]?.exact).toEqual(["% dr %"]);
		expect(result.literal).toBe("%70 g%");
	});

	it("takes a punctuated word of short parts as one run-together word", () => {
		const result = plan(["m", "m", "s"], ["m", "m", "s"], ["mms"]);
		expect(result.units).toHaveLength(1);
		expect(result.units[0]?.exact).toEqual(["% mms%", "% m m s%"]);
		// Parts long enough to search alone stay words.
		expect(plan(["coca", "cola"], ["coca", "cola"], ["cocacola"]).units).toHaveLength(2);
	});

	it("asks at most eight units", () => {
		expect(plan(Array.from({ length: 20 }, (_, i) => `ord${i}`)).units).toHaveLength(8);
	});

	it("lets the database find a unit by the fewest patterns", () => {
		expect(coveringPatterns(["% choklad %", "% choklad%", "%choklad %", "%choklad%", "% zero%"])).toEqual([
			"%choklad%",
			"% zero%",
		]);
		expect(coveringPatterns(["% m %", "% m%"])).toEqual(["% m%"]);
	});
});

describe("typos", () => {
	it("allows none below five letters, one from five, two from nine", () => {
		expect([4, 5, 8, 9, 12].map(allowedTypos)).toEqual([0, 1, 1, 2, 2]);
	});

	it("counts a swap of neighbours as one typo, and stops counting past the limit", () => {
		expect(typoDistance("pringels", "pringles", 2)).toBe(1);
		expect(typoDistance("marabu", "marabou", 1)).toBe(1);
		expect(typoDistance("djungelval", "djungelvral", 2)).toBe(1);
		expect(typoDistance("choklad", "chips", 1)).toBe(2);
		expect(typoDistance("abc", "abc", 0)).toBe(0);
	});
});

describe("the index asked for several words", () => {
	const lists = [30, 20, 10, 1, 5].map((n, word) => Array.from({ length: n }, (_, i) => `%w${word}p${i}%`));
	const askedLists = (sql: string) => sql.split(" and ").filter((condition) => !condition.includes("|| ''"));

	it("asks it one pattern at a time, joined by OR, so the scans add up", () => {
		const params = new Parameters();
		const sql = allFoundSql("p.search_document", [["%a%", "%b%"], ["%c%"]], params);
		expect(sql).toBe("(p.search_document like $1 or p.search_document like $2) and p.search_document like $3");
		expect(params.values).toEqual(["%a%", "%b%", "%c%"]);
	});

	it("asks it for the first words while the patterns asked stay within the bound, and checks the rest on its rows", () => {
		const sql = allFoundSql("p.search_document", lists, new Parameters());
		expect(sql.split(" and ")).toHaveLength(lists.length);
		// 30 + 20 + 10 + 1 = 61 asked, within the bound; the fifth word would make 66.
		expect(askedLists(sql)).toHaveLength(4);
		expect(
			askedLists(sql)
				.join(" ")
				.match(/ like \$/g),
		).toHaveLength(61);
		expect(61 <= maximumPatternsAsked && 66 > maximumPatternsAsked, "the lists straddle the bound").toBe(true);
		expect(sql.match(/\(p\.search_document \|\| ''\) like any/g)).toHaveLength(1);
	});

	it("always asks it for the first word, however many patterns it has", () => {
		const many = [Array.from({ length: 100 }, (_, i) => `%x${i}%`), ["%y%"]];
		const sql = allFoundSql("p.search_document", many, new Parameters());
		expect(sql).toMatch(
			/^\(p\.search_document like \$1 or .* or p\.search_document like \$100\) and \(p\.search_document \|\| ''\) like any\(\$101::text\[\]\)$/,
		);
	});
});
