// The site on a 390 px phone, with JavaScript on and off: the header's search on every page without
// a box of its own (a plain GET form to the search page), no page scrolling sideways, tap targets
// 44 px high (footer links and breadcrumbs too) and checkboxes 24 px, cards saying "från … ·
// N butiker" with long names wrapped inside them, the unit-price sort as a GET choice, and a deal
// card naming its shop with the previous price struck through.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";

test.use({ viewport: { width: 390, height: 844 } });

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
	const response = await page.goto(path);
	expect(response?.status(), path).toBe(200);
	if (javaScriptEnabled) await hydrated(page);
}

async function expectNoSidewaysScroll(page: Page) {
	const { scrollWidth, clientWidth } = await page.evaluate(() => ({
		scrollWidth: document.documentElement.scrollWidth,
		clientWidth: document.documentElement.clientWidth,
	}));
	expect(scrollWidth, page.url()).toBeLessThanOrEqual(clientWidth);
}

async function expectHeight(target: Locator, minimum: number) {
	await expect(target).toBeVisible();
	const box = await target.boundingBox();
	expect(box?.height ?? 0, await target.evaluate((e) => e.outerHTML.slice(0, 100))).toBeGreaterThanOrEqual(minimum);
}

const headerSearch = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "Sök produkter" });

test("the header's search is on a category and an article page, 44 px high, and submits to the search page", async ({
	page,
	javaScriptEnabled,
}) => {
	await open(page, "/kategorier/choklad", javaScriptEnabled);
	const banner = page.getByRole("banner");
	await expectHeight(headerSearch(page), 44);
	await expectHeight(banner.getByRole("button", { name: "Sök", exact: true }), 44);
	await expectHeight(page.getByTestId("menu-button"), 44);
	await expectHeight(page.getByTestId("language-switcher").locator("summary"), 44);
	// The switcher's flag is a drawing, not an emoji.
	await expect(page.getByTestId("language-switcher").locator('summary svg[data-flag="sv"]')).toBeVisible();

	// An article page has the same box; it goes to the search page as a plain GET.
	await open(page, "/artiklar", javaScriptEnabled);
	await page.getByRole("main").locator('a[href^="/artiklar/"]').first().click();
	await expect(page).toHaveURL(/\/artiklar\/[a-z0-9-]+$/);
	await headerSearch(page).fill("marabou");
	await headerSearch(page).press("Enter");
	await expect(page).toHaveURL(/\/sok\?q=marabou$/);
	await expect(page.getByRole("heading", { level: 1 })).toContainText("marabou");
	await expectNoSidewaysScroll(page);
});

test("footer links and breadcrumbs are 44 px tap targets on a phone", async ({ page, javaScriptEnabled }) => {
	await open(page, "/kategorier/choklad", javaScriptEnabled);
	const crumbs = page.getByRole("navigation", { name: "Brödsmulor" }).getByRole("link");
	expect(await crumbs.count()).toBeGreaterThan(0);
	for (const crumb of await crumbs.all()) await expectHeight(crumb, 44);
	const footerLinks = page.getByRole("contentinfo").getByRole("link");
	expect(await footerLinks.count()).toBeGreaterThan(10);
	for (const link of await footerLinks.all()) {
		await link.scrollIntoViewIfNeeded();
		await expectHeight(link, 44);
	}
	// The site's own pages stack target on target: a tap target is spacing enough on a phone.
	const tops = await Promise.all(
		["Erbjudanden", "Min godislista", "Om oss", "Integritet"].map(
			async (name) => (await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).boundingBox())?.y ?? 0,
		),
	);
	expect(tops.slice(1).map((top, i) => Math.round(top - (tops[i] ?? 0)))).toEqual([44, 44, 44]);
});

test("a page with a search box of its own shows that one only: the home, products and search pages", async ({
	page,
	javaScriptEnabled,
}) => {
	for (const path of ["/", "/produkter", "/sok?q=choklad", "/no", "/no/produkter"]) {
		await open(page, path, javaScriptEnabled);
		// One search landmark on the page, and it is the page's own.
		await expect(page.getByRole("search"), path).toHaveCount(1);
		await expect(page.getByRole("main").getByRole("search"), path).toBeVisible();
	}
	// Wider than a phone, the header's box sits beside the menu on those pages too.
	await page.setViewportSize({ width: 1024, height: 800 });
	await open(page, "/", javaScriptEnabled);
	await expect(headerSearch(page)).toBeVisible();
});

test("no page scrolls sideways; cards say 'från … · N butiker' and keep long names inside", async ({
	page,
	javaScriptEnabled,
}) => {
	for (const path of ["/", "/kategorier/choklad", "/erbjudanden", "/sok?q=choklad"]) {
		await open(page, path, javaScriptEnabled);
		await expectNoSidewaysScroll(page);
	}

	await open(page, "/kategorier/choklad", javaScriptEnabled);
	const card = page.getByTestId("paged-products").locator("article").first();
	await expect(card.locator("[data-card-price]")).toHaveText(/^från \d+,\d{2} SEK · \d+ butik(er)?$/);
	const shops = Number(await card.locator("[data-shop-count]").getAttribute("data-shop-count"));
	expect(shops).toBeGreaterThan(0);
	await expectHeight(card.getByRole("link", { name: /^Läs mer/ }), 44);
	await expectHeight(card.getByRole("link", { name: /^Se produkt/ }), 44);
	// The filters: the sort, the button, and checkboxes a finger can hit.
	const filters = page.getByRole("form", { name: "Filtrera och sortera" });
	if (!(await filters.getByRole("button", { name: "Visa", exact: true }).isVisible()))
		await page.getByText("Filtrera och sortera").click();
	await expectHeight(filters.getByLabel("Sortera", { exact: true }), 44);
	await expectHeight(filters.getByRole("button", { name: "Visa", exact: true }), 44);
	const checkbox = filters.getByRole("checkbox").first();
	const box = await checkbox.boundingBox();
	expect(box?.width).toBeGreaterThanOrEqual(24);
	expect(box?.height).toBeGreaterThanOrEqual(24);

	// A long Norwegian name wraps inside its card: on the search page and among a product's related products.
	await open(page, "/no/sok?q=sjokoladepean%C3%B8tter", javaScriptEnabled);
	const named = page.getByRole("main").locator("article", { hasText: "Sjokoladepeanøtter" });
	expect(await named.count()).toBeGreaterThan(0);
	await expect(named.first().locator("[data-card-price]")).toHaveText(/^fra \d+,\d{2} NOK · \d+ butikk(er)?$/);
	for (const article of await named.all()) {
		const edges = await article.evaluate((element) => {
			const heading = element.querySelector("h2, h3") as HTMLElement;
			return { card: element.getBoundingClientRect().right, title: heading.scrollWidth - heading.clientWidth };
		});
		expect(edges.title).toBeLessThanOrEqual(0);
		expect(edges.card).toBeLessThanOrEqual(390);
	}
	await named.first().getByRole("heading").getByRole("link").click();
	await expect(page).toHaveURL(/\/no\/produkter\/brynild-sjokoladepean/);
	await expectNoSidewaysScroll(page);
	// Its other size is the first related product.
	const related = page.getByRole("region", { name: "Relaterte produkter" }).locator("article");
	await expect(related.first().getByRole("heading")).toHaveText(/^Brynild Sjokoladepeanøtter \d+ g$/);
});

/** Grams in a name ("Marabou Mjölkchoklad 200 g" → 200), or null. */
function gramsIn(name: string): number | null {
	const match = /(\d+(?:,\d+)?)\s*(kg|g)\b/.exec(name);
	if (!match) return null;
	const amount = Number((match[1] ?? "").replace(",", "."));
	return match[2] === "kg" ? amount * 1000 : amount;
}

test("the unit-price sort is a GET choice: kr/kg from the lowest, the choice kept", async ({ page, javaScriptEnabled }) => {
	await open(page, "/kategorier/choklad", javaScriptEnabled);
	const filters = page.getByRole("form", { name: "Filtrera och sortera" });
	if (!(await filters.getByRole("button", { name: "Visa", exact: true }).isVisible()))
		await page.getByText("Filtrera och sortera").click();
	await filters.getByLabel("Sortera", { exact: true }).selectOption({ label: "Lägsta jämförpris först (kr/kg, kr/l)" });
	// Choosing alone changes nothing: the button applies, with JavaScript as without.
	await expect(page).toHaveURL(/\/kategorier\/choklad$/);
	await filters.getByRole("button", { name: "Visa", exact: true }).click();
	await expect(page).toHaveURL(/\/kategorier\/choklad\?sort=unit-price(&|$)/);
	await expect(page.getByLabel("Sortera", { exact: true })).toHaveValue("unit-price");
	const cards = page.getByTestId("paged-products").locator("article");
	await expect(cards).toHaveCount(24);
	const perKilo: number[] = [];
	for (const card of await cards.all()) {
		const name = (await card.getByRole("heading").textContent()) ?? "";
		const price = /(\d+,\d{2}) SEK/.exec((await card.locator("[data-card-price]").textContent()) ?? "")?.[1];
		const grams = gramsIn(name);
		if (grams && price) perKilo.push((Number(price.replace(",", ".")) * 1000) / grams);
	}
	expect(perKilo.length).toBeGreaterThan(12);
	expect(perKilo).toEqual([...perKilo].sort((a, b) => a - b));
});

test("a deal card names its shop and strikes the previous price through, under the one 30-day label", async ({
	page,
	javaScriptEnabled,
}) => {
	await open(page, "/erbjudanden", javaScriptEnabled);
	// A demo product's deal, with its 90 days of history: deals.spec.ts adds drops of products made
	// that day (no chart to compare with) to the same shared server.
	const card = page.getByRole("main").locator("article").filter({ hasNotText: "E2E" }).first();
	await expect(card.locator("[data-deal-shop]")).toHaveText(/^hos \S.*$/);
	const struck = card.locator("s[data-previous-price]");
	await expect(struck).toHaveText(/^\d+,\d{2} SEK$/);
	expect(await struck.evaluate((s) => getComputedStyle(s).textDecorationLine)).toBe("line-through");
	await expect(card.locator("[data-lowest-30-days]")).toHaveText(/^Lägsta pris 30 dagar före sänkningen: \d+,\d{2} SEK$/);
	// The same words and number on the product's page, in its notice and its chart.
	const previous = (await struck.textContent()) ?? "";
	await card.getByRole("heading").getByRole("link").click();
	await expect(page.locator("[data-price-drop] [data-lowest-30-days]")).toHaveText(
		`Lägsta pris 30 dagar före sänkningen: ${previous}`,
	);
	await expect(page.getByTestId("price-history-lowest-30-legend")).toHaveText(
		`Lägsta pris 30 dagar före sänkningen: ${previous}`,
	);
	await expectNoSidewaysScroll(page);
});
