// Internal names worded for the operator: cron schedules, the scheduled article jobs and job kinds;
// and the selection lists' filter, which folds case and accents alike on the server and in the browser.
import { describe, expect, it } from "vitest";
import { jobKindName } from "~/lib/job-kind-name";
import { filterByLabel, foldForFilter } from "~/lib/list-filter";
import { scheduledJobName, scheduleInWords } from "~/lib/schedule-words";

describe("scheduleInWords", () => {
	it.each([
		["0 7 * * *", "varje dag 07:00"],
		["30 5 * * *", "varje dag 05:30"],
		[" 0  4 * * * ", "varje dag 04:00"],
		["0 6 * * 1-5", "vardagar 06:00"],
		["15 3 * * 1", "varje måndag 03:15"],
		["0 22 * * 0", "varje söndag 22:00"],
		["0 22 * * 7", "varje söndag 22:00"],
		["5 * * * *", "varje timme vid minut 5"],
		["*/30 * * * *", "var 30:e minut"],
		["*/30 6-22 * * *", "enligt schemat */30 6-22 * * *"],
		["0 0 1 * *", "enligt schemat 0 0 1 * *"],
		["61 4 * * *", "enligt schemat 61 4 * * *"],
		["0 24 * * *", "enligt schemat 0 24 * * *"],
		["0 4 * * 8", "enligt schemat 0 4 * * 8"],
		["nonsense", "enligt schemat nonsense"],
	])("%s → %s", (cron, words) => {
		expect(scheduleInWords(cron)).toBe(words);
	});

	it("names the daily article jobs by language and leaves other names as they are", () => {
		expect(scheduledJobName("daily-article-sv")).toBe("Daglig artikel (svenska)");
		expect(scheduledJobName("daily-article-nb")).toBe("Daglig artikel (norska)");
		expect(scheduledJobName("daily-article-de")).toBe("daily-article-de");
	});

	it("words job kinds, and shows a kind it does not know as stored", () => {
		expect(jobKindName("category-seo")).toBe("SEO-text för kategorier");
		expect(jobKindName("import-feed")).toBe("Import av ett flöde");
		expect(jobKindName("a-later-kind")).toBe("a-later-kind");
	});
});

describe("the selection lists' filter", () => {
	const pages = ["Östron (sv)", "Choklad (sv)", "Sjokolade (nb)", "Lakrits (sv)"];
	it("ignores case and accents and keeps the list's order", () => {
		expect(filterByLabel(pages, "OSTRON", (p) => p)).toEqual(["Östron (sv)"]);
		expect(filterByLabel(pages, "o", (p) => p)).toEqual(["Östron (sv)", "Choklad (sv)", "Sjokolade (nb)"]);
		expect(filterByLabel(pages, "(nb)", (p) => p)).toEqual(["Sjokolade (nb)"]);
	});
	it("shows everything for an empty or blank query, nothing for one that matches nothing", () => {
		expect(filterByLabel(pages, "  ", (p) => p)).toEqual(pages);
		expect(filterByLabel(pages, "zz", (p) => p)).toEqual([]);
		expect(foldForFilter(" Ää ")).toBe("aa");
	});
});
