// Search that finds what shoppers type (ADR 039), in both projects (JavaScript on and off) and both
// languages: words in any order, a typo answered with "Menade du …?", a facet narrowing the hits
// with its count, and a category reached from the search box (its suggestions with JavaScript;
// the search page's own links to categories and brands without).
import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";

const cards = (page: Page) => page.locator("main article");

/** Types a query into the page's own search box and sends it, as a visitor does with or without scripts. */
async function searchFor(page: Page, query: string, javaScriptEnabled: boolean, label: string) {
	if (javaScriptEnabled) await hydrated(page);
	const box = page.getByRole("main").getByRole("combobox", { name: label });
	await box.fill(query);
	await box.press("Enter");
}

const languages = [
	{
		locale: "sv",
		searchPath: "/sok",
		label: "Sök produkter",
		words: "choklad marabou",
		firstOf: /^Marabou (Mjölkchoklad|Mörk Choklad)/,
		typo: "pringels",
		meant: "Menade du pringles?",
		fixed: "pringles",
		fixedHeading: 'Sökresultat för "pringles"',
		counter: /^Visar (\d+) av (\d+) träffar$/,
		facetQuery: "choklad",
		category: "Julgodis",
		apply: "Visa",
		clear: "Rensa filter",
		nothingQuery: "surt godis knasterpluttar",
		relatedHeading: "Kategorier och varumärken",
		relatedLink: "Kategori: Surt godis",
		categoryPath: "/kategorier/surt-godis",
		suggestQuery: "läsk",
		suggestOption: "Kategori: Läsk",
		suggestPath: "/kategorier/lask",
	},
	{
		locale: "nb",
		searchPath: "/no/sok",
		label: "Søk i produkter",
		words: "melkesjokolade freia",
		firstOf: /^Freia Melkesjokolade/,
		typo: "tobelrone",
		meant: "Mente du toblerone?",
		fixed: "toblerone",
		fixedHeading: 'Søk etter "toblerone"',
		counter: /^Viser (\d+) av (\d+) treff$/,
		facetQuery: "sjokolade",
		category: "Julegodteri",
		apply: "Vis",
		clear: "Nullstill filter",
		nothingQuery: "surt godteri knasterpluttar",
		relatedHeading: "Kategorier og merker",
		relatedLink: "Kategori: Surt godteri",
		categoryPath: "/no/kategorier/surt-godteri",
		suggestQuery: "brus",
		suggestOption: "Kategori: Brus",
		suggestPath: "/no/kategorier/brus",
	},
] as const;

for (const words of languages) {
	test.describe(`search (${words.locale})`, () => {
		test("finds every word in any order, the product named by them first", async ({ page, javaScriptEnabled }) => {
			await page.goto(`${words.searchPath}?q=finns`);
			await searchFor(page, words.words, javaScriptEnabled, words.label);
			await expect(page).toHaveURL(
				new RegExp(`${words.searchPath}\\?q=${encodeURIComponent(words.words).replace(/%20/g, "(\\+|%20)")}$`),
			);
			await expect(cards(page).first().getByRole("heading")).toHaveText(words.firstOf);
		});

		test('answers a typo with its products and "Menade du …?"', async ({ page }) => {
			await page.goto(`${words.searchPath}?q=${words.typo}`);
			await expect(page.getByTestId("did-you-mean")).toHaveText(words.meant);
			await expect(cards(page).first().getByRole("heading")).toContainText(new RegExp(words.fixed, "i"));
			await page.getByRole("link", { name: words.fixed, exact: true }).click();
			await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.fixedHeading);
			await expect(page.getByTestId("did-you-mean")).toHaveCount(0);
		});

		test("narrows the hits by a category facet, to the count it showed", async ({ page, javaScriptEnabled }) => {
			await page.goto(`${words.searchPath}?q=${words.facetQuery}`);
			if (javaScriptEnabled) await hydrated(page);
			const before = words.counter.exec((await page.getByText(words.counter).textContent()) ?? "");
			const group = page.getByRole("group", { name: "Kategori" });
			const option = group.getByRole("checkbox", { name: new RegExp(`^${words.category} \\(\\d+\\)$`) });
			const label = group.getByText(new RegExp(`^${words.category} \\(\\d+\\)$`));
			const count = Number(/\((\d+)\)$/.exec((await label.textContent()) ?? "")?.[1]);
			expect(count).toBeGreaterThan(0);
			expect(count).toBeLessThan(Number(before?.[2]));
			// A choice applies with the filters' button, with JavaScript or without (ADR 049).
			await option.check();
			await page.getByRole("button", { name: words.apply, exact: true }).click();
			await expect(page.getByRole("link", { name: words.clear })).toBeVisible();
			await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(words.category)}`));
			await expect(page.getByText(words.counter)).toHaveText(new RegExp(` ${count} `));
			await expect(group.getByRole("checkbox", { name: new RegExp(`^${words.category} `) })).toBeChecked();
		});

		test("offers the categories and brands a fruitless search names", async ({ page }) => {
			await page.goto(`${words.searchPath}?q=${encodeURIComponent(words.nothingQuery)}`);
			const related = page.getByRole("navigation", { name: words.relatedHeading });
			await related.getByRole("link", { name: words.relatedLink }).click();
			await expect(page).toHaveURL(words.categoryPath);
		});
	});

	test.describe(`search box suggestions (${words.locale}, JavaScript)`, { tag: "@scripts-on" }, () => {
		test.use({ javaScriptEnabled: true });

		test("suggests the category a query names, and the keyboard opens it", async ({ page }) => {
			await page.goto(words.searchPath);
			await hydrated(page);
			const box = page.getByRole("main").getByRole("combobox", { name: words.label });
			await box.fill(words.suggestQuery);
			const option = page.getByRole("main").getByRole("option", { name: words.suggestOption });
			await expect(option).toBeVisible();
			const options = page.getByRole("main").getByRole("option");
			const index = (await options.allTextContents()).findIndex(
				(text) => text.replace(/\s+/g, " ").trim() === words.suggestOption,
			);
			for (let i = 0; i <= index; i++) await box.press("ArrowDown");
			await expect(option).toHaveAttribute("aria-selected", "true");
			await box.press("Enter");
			await expect(page).toHaveURL(words.suggestPath);
		});
	});
}
