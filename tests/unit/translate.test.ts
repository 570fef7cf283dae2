import { describe, expect, it } from "vitest";
import { pointerSentence } from "~/.server/admin/product-descriptions";
import { adminT, adminText, adminTextNames, hasAdminText } from "~/i18n/admin-t";
import { tFor, translator } from "~/i18n/translate";
import { jobSummaryOf } from "~/lib/job-summary";

describe("one way to fill placeholders", () => {
	it("fills {{name}} placeholders, keeps one without a value and shows an unknown key", () => {
		const t = translator((key) => ({ greet: "Hej {{name}}, {{n}} nya", plain: "$& {{x}}" })[key]);
		expect(t("greet", { name: "Ada", n: 3 })).toBe("Hej Ada, 3 nya");
		expect(t("greet", { name: "Ada" })).toBe("Hej Ada, {{n}} nya");
		expect(t("plain", { x: "$1" })).toBe("$& $1");
		expect(t("missing.key")).toBe("missing.key");
	});

	it("reaches the public texts of a language outside React, falling back to Swedish", () => {
		expect(tFor("sv")("pages.searchHeading", { query: "lakrits" })).toBe('Sökresultat för "lakrits"');
		expect(tFor("nb")("pages.brandFallbackDescription", { name: "Freia" })).toContain("Freia");
	});

	it("words admin texts by key, and coded texts with nested values", () => {
		expect(adminT("job.title", { id: 7 })).toBe("Jobb 7");
		expect(adminText({ key: "seo.home.generatedLocale", values: { language: { key: "seo.home.localeNb" } } })).toBe(
			"Språk: Norska",
		);
		expect(adminText("Ord som en äldre körning sparade")).toBe("Ord som en äldre körning sparade");
		expect(hasAdminText("tools.runs.tools.categorize")).toBe(true);
		expect(hasAdminText("tools.runs.tools.unknown-tool")).toBe(false);
		expect(adminTextNames("tools.runs.params")).toEqual(["brandName", "searchTerm", "assignment", "retailer", "locale"]);
	});

	it("words a job's coded summary, and still shows one stored as words", () => {
		const coded = {
			summary: {
				tone: "warning",
				title: { key: "seo.partial" },
				lines: [
					{ key: "seo.succeededCount", values: { n: 1 } },
					{ key: "seo.failedCount", values: { n: 2 } },
				],
			},
		};
		expect(jobSummaryOf(coded)).toEqual({
			tone: "warning",
			title: "SEO-generering slutförd med vissa fel",
			lines: ["Lyckades: 1", "Misslyckades: 2"],
		});
		expect(jobSummaryOf({ summary: { tone: "success", title: "Klart", lines: ["En rad"] } })).toEqual({
			tone: "success",
			title: "Klart",
			lines: ["En rad"],
		});
	});
});

describe("the sentence a product description gets for its brand and categories", () => {
	const brand = { phrase: "Marabou", path: "/varumarken/marabou" };
	const choklad = { phrase: "Choklad", path: "/kategorier/choklad" };
	const godis = { phrase: "Godis", path: "/kategorier/godis" };
	const lakrits = { phrase: "Lakrits", path: "/kategorier/lakrits" };

	it("names the brand, the categories or both, in the product's language", () => {
		expect(pointerSentence("sv", brand, [choklad])).toBe(
			"Se mer från [Marabou](/varumarken/marabou) och i kategorin [Choklad](/kategorier/choklad).",
		);
		expect(pointerSentence("sv", brand, [])).toBe("Se mer från [Marabou](/varumarken/marabou).");
		expect(pointerSentence("sv", null, [choklad, godis, lakrits])).toBe(
			"Se mer i kategorierna [Choklad](/kategorier/choklad), [Godis](/kategorier/godis) och [Lakrits](/kategorier/lakrits).",
		);
		expect(pointerSentence("nb", brand, [choklad, godis])).toBe(
			"Se mer fra [Marabou](/varumarken/marabou) og i kategoriene [Choklad](/kategorier/choklad) og [Godis](/kategorier/godis).",
		);
		expect(pointerSentence("nb", null, [choklad])).toBe("Se mer i kategorien [Choklad](/kategorier/choklad).");
	});
});
