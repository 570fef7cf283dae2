import { expect, test } from "@playwright/test";
import { holdScripts, hydrated } from "./support/hydration";

test.describe("both home pages", () => {
	test("Swedish home at / is server-rendered in Swedish with demo content", async ({ page }) => {
		const response = await page.goto("/");
		expect(response?.status()).toBe(200);
		await expect(page.locator("html")).toHaveAttribute("lang", "sv");
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hitta Rätt Godis Online - Din Kompletta Guide");
		await expect(page.getByRole("heading", { name: "Populära produkter" })).toBeVisible();
		await expect(page.locator("#popular-products ~ ul li")).toHaveCount(8);
		await expect(page.getByRole("link", { name: "Marabou" }).first()).toBeVisible();
	});

	test("Norwegian home at /no is server-rendered in Norwegian", async ({ page }) => {
		const response = await page.goto("/no");
		expect(response?.status()).toBe(200);
		await expect(page.locator("html")).toHaveAttribute("lang", "nb");
		await expect(page.getByRole("heading", { name: "Populære produkter" })).toBeVisible();
		await expect(page.locator("footer")).toContainText("Alle rettigheter forbeholdt");
		await expect(page.locator("footer").getByRole("link", { name: "Tilbud" })).toHaveAttribute("href", "/no/tilbud");
	});
});

test("footer shows logo, disclaimer, contact, deals, about, privacy, three-column lists and the current year", async ({
	page,
}) => {
	await page.goto("/");
	const footer = page.locator("footer");
	await expect(footer.getByRole("link", { name: "Erbjudanden" })).toHaveAttribute("href", "/erbjudanden");
	await expect(footer.getByRole("link", { name: "Om oss" })).toHaveAttribute("href", "/om-oss");
	await expect(footer.getByRole("link", { name: "Integritet" })).toHaveAttribute("href", "/integritet");
	await expect(footer.getByRole("link", { name: "hej@godisguiden.se" })).toHaveAttribute("href", "mailto:hej@godisguiden.se");
	await expect(footer.getByRole("region", { name: "Kategorier" }).locator("ul")).toHaveCount(3);
	await expect(footer.getByRole("region", { name: "Varumärken" }).locator("ul")).toHaveCount(3);
	await expect(footer).toContainText(String(new Date().getFullYear()));
});

test("navigation stays in the page's language", async ({ page }) => {
	await page.goto("/no");
	await page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Merker" }).click();
	await expect(page).toHaveURL(/\/no\/merker$/);
	await expect(page.locator("html")).toHaveAttribute("lang", "nb");
	await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merker");
	await page.getByRole("link", { name: "Freia" }).first().click();
	await expect(page).toHaveURL(/\/no\/merker\/freia$/);
	await expect(page.getByRole("heading", { level: 1 })).toHaveText("Freia");
});

test("the language switch lands on the counterpart page", async ({ page }) => {
	await page.goto("/varumarken");
	const switcher = page.getByTestId("language-switcher");
	await switcher.locator("summary").click();
	await switcher.getByRole("link", { name: "Norsk" }).click();
	await expect(page).toHaveURL(/\/no\/merker$/);
	await expect(page.locator("html")).toHaveAttribute("lang", "nb");

	await page.goto("/kategorier/godis");
	await page.getByTestId("language-switcher").locator("summary").click();
	await page.getByTestId("language-switcher").getByRole("link", { name: "Norsk" }).click();
	await expect(page).toHaveURL(/\/no\/kategorier\/godteri$/);

	await page.getByTestId("language-switcher").locator("summary").click();
	await page.getByTestId("language-switcher").getByRole("link", { name: "Svenska" }).click();
	await expect(page).toHaveURL(/\/kategorier\/godis$/);
	await expect(page.locator("html")).toHaveAttribute("lang", "sv");
});

test.describe("menus opened before the page's JavaScript has run", { tag: "@scripts-on" }, () => {
	test.use({ javaScriptEnabled: true });

	test("stay open once it runs: the language menu and the mobile menu", async ({ page }) => {
		// The scripts arrive only when the menus are open: a slow phone, a visitor quicker than it.
		const releaseScripts = await holdScripts(page);
		await page.setViewportSize({ width: 375, height: 740 });
		await page.goto("/varumarken", { waitUntil: "domcontentloaded" });
		const switcher = page.getByTestId("language-switcher");
		await switcher.locator("summary").click();
		await page.getByTestId("menu-button").click();
		const menu = page.getByRole("dialog", { name: "Meny" });
		await expect(menu).toBeVisible();
		releaseScripts();
		await hydrated(page);
		await expect(menu).toBeVisible();
		await expect(switcher).toHaveAttribute("open", "");
	});
});

test("an unknown path shows the 404 page in the path's language with both home buttons", async ({ page }) => {
	const sv = await page.goto("/finns-inte");
	expect(sv?.status()).toBe(404);
	await expect(page.locator("html")).toHaveAttribute("lang", "sv");
	await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sidan hittades inte");
	await expect(page.getByRole("link", { name: "Till svenska startsidan" })).toHaveAttribute("href", "/");
	await expect(page.getByRole("link", { name: "Till norska startsidan" })).toHaveAttribute("href", "/no");

	const nb = await page.goto("/no/finnes-ikke");
	expect(nb?.status()).toBe(404);
	await expect(page.locator("html")).toHaveAttribute("lang", "nb");
	await expect(page.getByRole("heading", { level: 1 })).toHaveText("Siden ble ikke funnet");
	await page.getByRole("link", { name: "Til svensk forside" }).click();
	await expect(page).toHaveURL(/\/$/);
});

test.describe("mobile menu at 375 px", () => {
	test.use({ viewport: { width: 375, height: 740 } });

	test("opens, shows collapsible category and brand groups, and closes", async ({ page, javaScriptEnabled }) => {
		await page.goto("/");
		// With JavaScript, the menu as React runs it (a click before hydration is the browser's own).
		if (javaScriptEnabled) await hydrated(page);
		await expect(page.getByRole("navigation", { name: "Huvudmeny" }).first()).toBeHidden();
		await page.getByTestId("menu-button").click();
		const menu = page.getByRole("dialog", { name: "Meny" });
		await expect(menu).toBeVisible();
		await menu.getByText("Kategorier", { exact: true }).click();
		await expect(menu.getByRole("link", { name: "Alla kategorier" })).toBeVisible();
		await expect(menu.getByRole("link", { name: "Choklad", exact: true })).toBeVisible();
		await menu.getByText("Varumärken", { exact: true }).click();
		await expect(menu.getByRole("link", { name: "Alla varumärken" })).toBeVisible();
		await menu.getByRole("button", { name: "Close" }).click();
		await expect(menu).toBeHidden();

		await page.getByTestId("menu-button").click();
		await page.getByRole("dialog", { name: "Meny" }).getByRole("link", { name: "Produkter" }).click();
		await expect(page).toHaveURL(/\/produkter$/);
		await expect(page.getByRole("dialog", { name: "Meny" })).toBeHidden();
	});
});

test.describe("geo banner", () => {
	test.use({ locale: "nb-NO", extraHTTPHeaders: { "Accept-Language": "nb-NO,nb;q=0.9" } });

	test("offers Norwegian to a Norwegian browser on a Swedish page; 'Ja, växla' switches and remembers", async ({ page }) => {
		await page.goto("/varumarken");
		const banner = page.getByTestId("geo-banner");
		await expect(banner).toContainText("Det ser ut som du är från Norge. Vill du växla till norsk?");
		await banner.getByRole("button", { name: "Ja, växla" }).click();
		await expect(page).toHaveURL(/\/no\/merker$/);
		await page.goto("/");
		await expect(page.getByTestId("geo-banner")).toHaveCount(0);
	});

	test("'Nej tack' keeps the page and hides the banner for good", async ({ page }) => {
		await page.goto("/kategorier");
		await page.getByTestId("geo-banner").getByRole("button", { name: "Nej tack" }).click();
		await expect(page).toHaveURL(/\/kategorier$/);
		await expect(page.getByTestId("geo-banner")).toHaveCount(0);
		await page.goto("/");
		await expect(page.getByTestId("geo-banner")).toHaveCount(0);
	});

	test("is not shown on Norwegian pages", async ({ page }) => {
		await page.goto("/no");
		await expect(page.getByTestId("geo-banner")).toHaveCount(0);
	});
});

test("the header search form submits to the search page in the page's language", async ({ page }) => {
	await page.goto("/no");
	await page.getByRole("banner").getByRole("combobox", { name: "Søk i produkter" }).fill("sjokolade");
	await page.getByRole("banner").getByRole("combobox", { name: "Søk i produkter" }).press("Enter");
	await expect(page).toHaveURL(/\/no\/sok\?q=sjokolade/);
	await expect(page.getByRole("heading", { level: 1 })).toHaveText('Søk etter "sjokolade"');
});
