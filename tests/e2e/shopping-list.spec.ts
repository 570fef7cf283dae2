// The shopping list (ADR 047) as a shopper uses it, with JavaScript on and off: products added from
// cards and from a product page with a quantity, a quantity changed on the list, the list priced —
// the cheapest single shop is the cheapest of the shops that have everything, and the best two-shop
// split beats it — on a 375 px phone without sideways scroll; and in Norwegian on a desktop, the share
// link opened in a fresh browser shows the same list read-only and copies it into that browser's own.
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { shoppingList as nb } from "../../app/i18n/messages/nb/shopping-list";
import { shoppingList as sv } from "../../app/i18n/messages/sv/shopping-list";
import { seriousAxeViolations } from "./support/axe";
import { hydrated } from "./support/hydration";

/** "1 234,90 SEK" → 1234.9 */
function amount(text: string): number {
	return Number(text.replace(/[^\d,]/g, "").replace(",", "."));
}

/** Adds the product of one add form with a quantity, and waits for the form's answer. */
async function addWith(page: Page, form: Locator, quantity: number, added: string, javaScriptEnabled: boolean) {
	if (javaScriptEnabled) await hydrated(page);
	const productId = await form.locator('input[name="product"]').inputValue();
	await form.locator('input[name="quantity"]').fill(String(quantity));
	await form.locator('button[type="submit"]').click();
	// Without JavaScript the page comes back with the answer in the address; the form of that product shows it.
	await expect(page.locator(`form[id="list-${productId}"]`)).toContainText(added);
	// With JavaScript the fetcher answers in place: no reload, so the address carries no answer.
	expect(new URL(page.url()).searchParams.has("list-reply")).toBe(!javaScriptEnabled);
}

test.describe("Min godislista on a phone", () => {
	test.use({ viewport: { width: 375, height: 740 } });

	test("adds from cards and a product page, changes a quantity, and prices the list per shop, best shop and best split", async ({
		page,
		javaScriptEnabled,
	}) => {
		await page.goto("/produkter");
		const cards = page.locator("main article form[id^='list-']");
		const names: string[] = [];
		for (let i = 0; i < 5; i++) {
			await addWith(page, cards.nth(i), 3, sv.notes.added, javaScriptEnabled);
			names.push(((await page.locator("main article").nth(i).locator("h2, h3").textContent()) ?? "").trim());
		}
		await page.goto("/produkter/apotekarnes-julmust-14-l");
		await expect(page.getByLabel(sv.quantity, { exact: true })).toBeVisible();
		await addWith(page, page.locator("main form[id^='list-']").first(), 3, sv.notes.added, javaScriptEnabled);
		names.push(((await page.locator("main h1").textContent()) ?? "").trim());

		await page.goto("/godislista");
		await expect(page.locator("main h1")).toHaveText(sv.title);
		const lines = page.getByTestId("list-line");
		await expect(lines).toHaveCount(6);
		for (const name of names) await expect(page.getByTestId("list-lines")).toContainText(name);

		// The cheapest single shop is the cheapest of the shops that have everything, as the per-shop table says.
		const baskets = page.getByTestId("shop-basket");
		const complete: { shop: string; total: number }[] = [];
		for (const basket of await baskets.all()) {
			if (!((await basket.textContent()) ?? "").includes(sv.hasAll)) continue;
			complete.push({
				shop: (await basket.locator("h3").textContent()) ?? "",
				total: amount((await basket.getByTestId("part-total").textContent()) ?? ""),
			});
		}
		expect(complete.length).toBeGreaterThan(0);
		const cheapest = complete.reduce((best, shop) => (shop.total < best.total ? shop : best));
		await expect(page.getByTestId("best-shop-name")).toHaveText(cheapest.shop);
		// The split over two shops beats it, with shipping counted per shop.
		const split = page.getByTestId("best-split");
		await expect(page.getByTestId("best-split-shops")).toContainText(" + ");
		const splitTotals = (await split.getByTestId("part-total").allTextContents()).map(amount);
		expect(splitTotals).toHaveLength(2);
		expect(splitTotals.reduce((sum, total) => sum + total, 0)).toBeLessThan(cheapest.total);
		await expect(page.getByTestId("list-saving")).toContainText(sv.saving.split("{{")[0] as string);
		// A click-out per shop, through /go/.
		await expect(baskets.first().getByRole("link")).toHaveAttribute("href", /^\/go\/\d+\?p=/);

		// Change a quantity.
		if (javaScriptEnabled) await hydrated(page);
		const first = lines.first();
		await first.getByTestId("line-quantity").fill("1");
		await first.getByRole("button", { name: sv.change }).click();
		await expect(page.getByTestId("list-message")).toHaveText(sv.notes.updated);
		await expect(page.getByTestId("line-quantity").first()).toHaveValue("1");

		const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
		expect(sideways).toBeLessThanOrEqual(0);
		if (javaScriptEnabled) expect(await seriousAxeViolations(page)).toEqual([]);
	});
});

async function freshContext(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean) {
	return browser.newContext({ baseURL, javaScriptEnabled, viewport: { width: 1280, height: 900 } });
}

test.describe("Min godteliste on a desktop", () => {
	test.use({ viewport: { width: 1280, height: 900 } });

	test("shares the list: a fresh browser sees it read-only and copies it into its own", async ({
		page,
		browser,
		baseURL,
		javaScriptEnabled,
	}) => {
		await page.goto("/no/produkter");
		const cards = page.locator("main article form[id^='list-']");
		await addWith(page, cards.nth(0), 2, nb.notes.added, javaScriptEnabled);
		await addWith(page, cards.nth(1), 1, nb.notes.added, javaScriptEnabled);
		await page.goto("/no/godteliste");
		await expect(page.locator("main h1")).toHaveText(nb.title);
		const ownLines = await page.getByTestId("list-line").locator("a").allTextContents();
		expect(ownLines).toHaveLength(2);
		const link = new URL(await page.getByTestId("share-link").inputValue());

		const other = await freshContext(browser, baseURL, javaScriptEnabled);
		const visitor = await other.newPage();
		await visitor.goto(`${link.pathname}${link.search}`);
		await expect(visitor.locator("main h1")).toHaveText(nb.sharedTitle);
		expect(await visitor.getByTestId("list-line").locator("a").allTextContents()).toEqual(ownLines);
		await expect(visitor.getByTestId("line-quantity-shown")).toHaveText(["2 stk", "1 stk"]);
		// Read-only: no quantity to change, nothing to remove.
		await expect(visitor.getByRole("button", { name: nb.change })).toHaveCount(0);
		await expect(visitor.getByTestId("best-shop")).toBeVisible();
		if (javaScriptEnabled) await hydrated(visitor);
		await visitor.getByRole("button", { name: nb.copy }).click();
		await expect(visitor.getByTestId("list-message")).toHaveText(nb.notes.copied);
		await expect(visitor.locator("main h1")).toHaveText(nb.title);
		await expect(visitor.getByTestId("line-quantity")).toHaveCount(2);
		expect(
			await visitor
				.getByTestId("line-quantity")
				.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
		).toEqual(["2", "1"]);
		await other.close();
	});
});
