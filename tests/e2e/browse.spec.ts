// Browsing by price (docs/product.md, "Lists, paging, sort and filters"): sort and filters on
// category, brand, products and search pages, as GET forms that apply with their button ("Visa"),
// with JavaScript or without; counters, load more and the pager follow the filtered list.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { holdScripts, hydrated } from "./support/hydration";

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
	const response = await page.goto(path);
	expect(response?.status()).toBe(200);
	if (javaScriptEnabled) await hydrated(page);
}

/**
 * The visitor presses "Visa", with JavaScript or without (a choice never applies by itself). The
 * filtered list has arrived once it offers "Rensa filter".
 */
async function applyChoice(page: Page, _javaScriptEnabled: boolean, clear = "Rensa filter") {
	await page.getByRole("button", { name: clear === "Rensa filter" ? "Visa" : "Vis", exact: true }).click();
	await expect(page.getByRole("link", { name: clear })).toBeVisible();
}

async function counted(page: Page, pattern: RegExp): Promise<{ shown: number; total: number }> {
	const counter = page.getByText(pattern);
	await expect(counter).toBeVisible();
	const match = pattern.exec((await counter.textContent()) ?? "");
	return { shown: Number(match?.[1]), total: Number(match?.[2]) };
}

const productCounter = /^Visar (\d+) av (\d+) produkter$/;
const hitCounter = /^Visar (\d+) av (\d+) träffar$/;

/** The prices on the cards, in order ("1 234,90 SEK" → 1234.9). */
async function cardPrices(cards: Locator): Promise<number[]> {
	const texts = await cards.allTextContents();
	return texts.map((text) => {
		const match = /(\d[\d\s\u00a0]*,\d{2})\s*(?:SEK|NOK)/.exec(text);
		expect(match, `a price on the card "${text}"`).toBeTruthy();
		return Number((match?.[1] ?? "").replace(/[\s\u00a0]/g, "").replace(",", "."));
	});
}

async function cardBrands(cards: Locator): Promise<string[]> {
	return cards.locator("p.uppercase").allTextContents();
}

function listCards(page: Page) {
	return page.getByTestId("paged-products").locator("article");
}

function searchCards(page: Page) {
	return page.locator("main article");
}

test.describe("category page", () => {
	test("sorting by lowest price puts the cheapest first; the view is not indexed but the canonical stays", async ({
		page,
		javaScriptEnabled,
	}) => {
		await open(page, "/kategorier/choklad", javaScriptEnabled);
		const { total } = await counted(page, productCounter);
		await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
		await page.getByLabel("Sortera", { exact: true }).selectOption({ label: "Lägsta pris först" });
		await applyChoice(page, javaScriptEnabled);
		await expect(page).toHaveURL(/\/kategorier\/choklad\?(.*&)?sort=price-asc/);
		await expect(page.getByText(`Visar 24 av ${total} produkter`)).toBeVisible();
		const prices = await cardPrices(listCards(page));
		expect(prices).toHaveLength(24);
		expect(prices[0]).toBeLessThanOrEqual(prices[1] ?? 0);
		expect(prices).toEqual([...prices].sort((a, b) => a - b));
		await expect(page.getByLabel("Sortera", { exact: true })).toHaveValue("price-asc");
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://godisguiden.example/kategorier/choklad");
	});

	test("a price range and a brand narrow the list and its counter; 'Rensa filter' brings it all back", async ({
		page,
		javaScriptEnabled,
	}) => {
		await open(page, "/kategorier/choklad", javaScriptEnabled);
		const before = await counted(page, productCounter);
		const brands = page.getByRole("group", { name: "Varumärke" }).getByRole("checkbox");
		expect(await brands.count()).toBeGreaterThan(1);
		const brand = await page.getByRole("group", { name: "Varumärke" }).locator("label").first().textContent();
		const brandName = (brand ?? "").replace(/\s*\(\d+\)$/, "");

		await page.getByLabel("Pris från", { exact: true }).fill("15");
		await page.getByLabel("Pris till", { exact: true }).fill("80,5");
		await brands.first().check();
		await applyChoice(page, javaScriptEnabled);

		await expect(page).toHaveURL(/[?&]min=15/);
		const after = await counted(page, productCounter);
		expect(after.total).toBeGreaterThan(0);
		expect(after.total).toBeLessThan(before.total);
		expect(after.shown).toBe(Math.min(24, after.total));
		for (const price of await cardPrices(listCards(page))) {
			expect(price).toBeGreaterThanOrEqual(15);
			expect(price).toBeLessThanOrEqual(80.5);
		}
		expect(new Set(await cardBrands(listCards(page)))).toEqual(new Set([brandName]));
		// The form shows what narrowed the list.
		await expect(page.getByLabel("Pris från", { exact: true })).toHaveValue("15");
		await expect(page.getByLabel("Pris till", { exact: true })).toHaveValue("80,5");
		await expect(brands.first()).toBeChecked();

		await page.getByRole("link", { name: "Rensa filter" }).click();
		await expect(page).toHaveURL(/\/kategorier\/choklad$/);
		await expect(page.getByText(`Visar 24 av ${before.total} produkter`)).toBeVisible();
		await expect(page.getByLabel("Pris från", { exact: true })).toHaveValue("");
		await expect(brands.first()).not.toBeChecked();
	});

	test("load more keeps the sort and filter and counts the filtered list", async ({ page, javaScriptEnabled }) => {
		await open(page, "/kategorier/choklad?sort=price-desc&min=5", javaScriptEnabled);
		const first = await counted(page, productCounter);
		expect(first.total).toBeGreaterThan(24);
		const loadMore = page.getByRole("link", { name: "Visa fler" });
		await expect(loadMore).toHaveAttribute("href", "/kategorier/choklad?sort=price-desc&min=5&page=2");
		await loadMore.click();
		await expect(page.getByText(`Visar ${Math.min(48, first.total)} av ${first.total} produkter`)).toBeVisible();
		await expect(page).toHaveURL(/\/kategorier\/choklad\?sort=price-desc&min=5&page=2$/);
		const prices = await cardPrices(listCards(page));
		expect(prices).toHaveLength(Math.min(48, first.total));
		expect(prices).toEqual([...prices].sort((a, b) => b - a));
		expect(Math.min(...prices)).toBeGreaterThanOrEqual(5);
	});

	test("nonsense in the address shows the whole list, never an error", async ({ page }) => {
		const plain = await page.goto("/kategorier/choklad");
		expect(plain?.status()).toBe(200);
		const { total } = await counted(page, productCounter);
		const response = await page.goto(
			`/kategorier/choklad?sort=evil&sort=&min=abc&max=-4&brand=Finns+inte&instock=maybe&page=x&max=${"9".repeat(300)}`,
		);
		expect(response?.status()).toBe(200);
		await expect(page.getByText(`Visar 24 av ${total} produkter`)).toBeVisible();
		const reversed = await page.goto("/kategorier/choklad?min=60&max=20");
		expect(reversed?.status()).toBe(200);
		// A reversed range is turned round, and the form says so.
		await expect(page.getByLabel("Pris från", { exact: true })).toHaveValue("20");
		await expect(page.getByLabel("Pris till", { exact: true })).toHaveValue("60");
	});

	test("Norwegian pages sort and filter in Norwegian", async ({ page, javaScriptEnabled }) => {
		await open(page, "/no/kategorier/sjokolade", javaScriptEnabled);
		await page.getByLabel("Sorter", { exact: true }).selectOption({ label: "Høyeste pris først" });
		await applyChoice(page, javaScriptEnabled, "Nullstill filter");
		await expect(page).toHaveURL(/sort=price-desc/);
		const prices = await cardPrices(listCards(page));
		expect(prices).toEqual([...prices].sort((a, b) => b - a));
		await expect(page.getByText(/^Viser 24 av \d+ produkter$/)).toBeVisible();
		await expect(page.getByLabel("Kun på lager", { exact: true })).toBeVisible();
	});
});

test.describe("choices made before the page's JavaScript has run", { tag: "@scripts-on" }, () => {
	test.use({ javaScriptEnabled: true });

	test("are kept once it runs, and go with the choices made after", async ({ page }) => {
		// A slow phone: the visitor types a price and ticks a brand before the scripts arrive.
		const releaseScripts = await holdScripts(page);
		await page.goto("/kategorier/choklad", { waitUntil: "domcontentloaded" });
		const brands = page.getByRole("group", { name: "Varumärke" }).getByRole("checkbox");
		const brand = (await page.getByRole("group", { name: "Varumärke" }).locator("label").first().textContent()) ?? "";
		await page.getByLabel("Pris från", { exact: true }).fill("15");
		await brands.first().check();
		releaseScripts();
		await hydrated(page);
		await expect(page.getByLabel("Pris från", { exact: true })).toHaveValue("15");
		await expect(brands.first()).toBeChecked();

		await page.getByLabel("Pris till", { exact: true }).fill("80");
		await page.getByRole("button", { name: "Visa", exact: true }).click();
		await expect(page).toHaveURL(/[?&]min=15(&|$)/);
		await expect(page).toHaveURL(/[?&]max=80(&|$)/);
		expect(new URL(page.url()).searchParams.getAll("brand")).toEqual([brand.replace(/\s*\(\d+\)$/, "")]);
	});
});

test.describe("brand page", () => {
	test("sorts and filters by price, without a brand choice", async ({ page, javaScriptEnabled }) => {
		await open(page, "/varumarken/marabou", javaScriptEnabled);
		const before = await counted(page, productCounter);
		await expect(page.getByRole("group", { name: "Varumärke" })).toHaveCount(0);
		await page.getByLabel("Pris till", { exact: true }).fill("40");
		// The price fields apply on "Visa" (or Enter), with or without JavaScript.
		await page.getByRole("button", { name: "Visa", exact: true }).click();
		await expect(page.getByRole("link", { name: "Rensa filter" })).toBeVisible();
		await expect(page).toHaveURL(/[?&]max=40/);
		const after = await counted(page, productCounter);
		expect(after.total).toBeLessThan(before.total);
		for (const price of await cardPrices(listCards(page))) expect(price).toBeLessThanOrEqual(40);
	});
});

test.describe("products page", () => {
	test("sorts by price and keeps the sort on the next page", async ({ page, javaScriptEnabled }) => {
		await open(page, "/produkter", javaScriptEnabled);
		await page.getByLabel("Sortera", { exact: true }).selectOption("price-asc");
		await applyChoice(page, javaScriptEnabled);
		await expect(page).toHaveURL(/sort=price-asc/);
		const firstPage = await cardPrices(page.locator("main article"));
		expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));
		await page.getByRole("link", { name: "Nästa" }).click();
		await expect(page).toHaveURL(/sort=price-asc.*page=2|page=2.*sort=price-asc/);
		await expect(page.getByText(/^Sida 2 av \d+$/)).toBeVisible();
		const secondPage = await cardPrices(page.locator("main article"));
		expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1) ?? 0);
	});
});

test.describe("search page", () => {
	test("a brand and a price range change the hits and 'Visar X av Y träffar'; the pager keeps them", async ({
		page,
		javaScriptEnabled,
	}) => {
		await open(page, "/sok?q=choklad", javaScriptEnabled);
		const before = await counted(page, hitCounter);
		expect(before.total).toBeGreaterThan(24);

		await page.getByLabel("Sortera", { exact: true }).selectOption("price-asc");
		await applyChoice(page, javaScriptEnabled);
		await expect(page).toHaveURL(/q=choklad.*sort=price-asc|sort=price-asc.*q=choklad/);
		await expect(page.getByText(`Visar 24 av ${before.total} träffar`)).toBeVisible();
		const pager = await page.getByText(/^Sida 1 av \d+$/).textContent();
		await page.getByRole("link", { name: "Nästa" }).click();
		await expect(page.getByText((pager ?? "").replace("Sida 1", "Sida 2"))).toBeVisible();
		await expect(page).toHaveURL(/sort=price-asc/);
		const secondPage = await cardPrices(searchCards(page));
		expect(secondPage).toEqual([...secondPage].sort((a, b) => a - b));

		// A new filter starts again at page 1.
		const group = page.getByRole("group", { name: "Varumärke" });
		const label = (await group.locator("label").first().textContent()) ?? "";
		const brandName = label.replace(/\s*\(\d+\)$/, "");
		await page.getByLabel("Pris från", { exact: true }).fill("10");
		await group.getByRole("checkbox").first().check();
		await applyChoice(page, javaScriptEnabled);
		await expect(page).toHaveURL(/[?&]brand=/);
		await expect(page).not.toHaveURL(/page=2/);
		await expect(page.getByText(/^Sida 2 av \d+$/)).toHaveCount(0);
		const after = await counted(page, hitCounter);
		expect(after.total).toBeLessThan(before.total);
		expect(after.total).toBeGreaterThan(0);
		for (const price of await cardPrices(searchCards(page))) expect(price).toBeGreaterThanOrEqual(10);
		expect(new Set(await cardBrands(searchCards(page)))).toEqual(new Set([brandName]));
		await expect(page.getByRole("heading", { level: 1 })).toHaveText('Sökresultat för "choklad"');
	});
});
