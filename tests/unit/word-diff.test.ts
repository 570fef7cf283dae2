import { describe, expect, it } from "vitest";
import { diffCounts, wordDiff } from "~/lib/word-diff";

/** The text a diff's parts give back on either side. */
const side = (parts: ReturnType<typeof wordDiff>, kind: "added" | "removed") =>
	parts
		.filter((part) => part.kind !== kind)
		.map((part) => part.text)
		.join("");

describe("wordDiff", () => {
	it("marks the words that changed and keeps the rest", () => {
		const parts = wordDiff("Choklad från Marabou är god.", "Choklad från Fazer är mycket god.");
		expect(parts).toEqual([
			{ kind: "same", text: "Choklad från " },
			{ kind: "removed", text: "Marabou" },
			{ kind: "added", text: "Fazer" },
			{ kind: "same", text: " är " },
			{ kind: "added", text: "mycket " },
			{ kind: "same", text: "god." },
		]);
		expect(diffCounts(parts)).toEqual({ added: 2, removed: 1 });
	});

	it("gives back both texts exactly, whatever they hold", () => {
		const before = "## Rubrik\n\nEtt stycke med [länk](/x).\n\n### Fråga?\nSvar.";
		const after = "## Ny rubrik\n\nEtt längre stycke med [länk](/y).\n\nSvar.\n";
		const parts = wordDiff(before, after);
		expect(side(parts, "added")).toBe(before);
		expect(side(parts, "removed")).toBe(after);
	});

	it("handles empty texts on either side", () => {
		expect(wordDiff("", "Ny text")).toEqual([{ kind: "added", text: "Ny text" }]);
		expect(wordDiff("Gammal text", "")).toEqual([{ kind: "removed", text: "Gammal text" }]);
		expect(wordDiff("", "")).toEqual([]);
	});

	it("answers 'all replaced' past its limit of edits, still exact", () => {
		const before = Array.from({ length: 50 }, (_, i) => `a${i}`).join(" ");
		const after = Array.from({ length: 50 }, (_, i) => `b${i}`).join(" ");
		const parts = wordDiff(before, after, 10);
		expect(parts.map((part) => part.kind)).toEqual(["removed", "added"]);
		expect(side(parts, "added")).toBe(before);
		expect(side(parts, "removed")).toBe(after);
	});
});
