// A unit's document patterns as a question about one word of the product's word list (ADR 055).
import { describe, expect, it } from "vitest";
import { wordListQuestion } from "~/.server/search/word-list-question";

describe("a unit asked of the word lists", () => {
	it("asks a whole word as itself and a part of a word as a pattern on one word", () => {
		expect(wordListQuestion(["% sura %", "% sura%", "%sura %", "%syrlig%"])).toEqual({
			words: ["sura"],
			patterns: ["sura%", "%sura", "%syrlig%"],
		});
	});

	it("asks a short word only as a whole word", () => {
		expect(wordListQuestion(["% ab %"])).toEqual({ words: ["ab"], patterns: [] });
		expect(wordListQuestion(["% ab%"])).toBeNull();
		expect(wordListQuestion(["% 70%"])).toBeNull();
		expect(wordListQuestion(["% 200%"])).toEqual({ words: [], patterns: ["200%"] });
	});

	it("leaves a phrase to the document", () => {
		expect(wordListQuestion(["% utan socker %", "%sockerfri%"])).toBeNull();
		expect(wordListQuestion(["% mms%", "% m m s%"])).toBeNull();
	});

	it("keeps a pattern's escapes", () => {
		expect(wordListQuestion(["%50\\%%"])).toEqual({ words: [], patterns: ["%50\\%%"] });
	});
});
