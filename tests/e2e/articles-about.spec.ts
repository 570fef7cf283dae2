import { expect, test } from "@playwright/test";

test.describe("articles", () => {
	test("the Swedish list is headed 'Artiklar', newest first, with title, excerpt and sv-SE date", async ({ page }) => {
		await page.goto("/artiklar");
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artiklar");
		const cards = page.locator("main article");
		// The six published demo articles (admin tests running alongside may have added more).
		await expect(cards.nth(5)).toBeVisible();
		const dates = await cards.locator("time").evaluateAll((els) => els.map((el) => el.getAttribute("datetime") ?? ""));
		expect([...dates].sort().reverse()).toEqual(dates);
		// sv-SE dates read 2026-10-28; the draft is not listed.
		await expect(cards.first().locator("time")).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
		await expect(page.getByText("Julgodis 2026")).toHaveCount(0);
		await expect(cards.first().locator("p")).not.toBeEmpty();
	});

	test("the Norwegian list uses nb-NO dates", async ({ page }) => {
		await page.goto("/no/artiklar");
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artikler");
		await expect(page.locator("main article").first().locator("time")).toHaveText(/^\d{1,2}\.\d{1,2}\.\d{4}$/);
	});

	test("an article shows h1, date and body; internal links stay in the site and language", async ({ page }) => {
		await page.goto("/no/artiklar");
		await page.locator("main article h2 a").first().click();
		await expect(page).toHaveURL(/\/no\/artiklar\/[a-z0-9-]+$/);
		await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
		await expect(page.locator("main article time")).toBeVisible();
		const internal = page.locator("main .prose-content a[href^='/']").first();
		await expect(internal).toHaveAttribute("href", /^\/no\//);
		await expect(internal).not.toHaveAttribute("target", "_blank");
		const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
		expect(jsonLd.map((text) => JSON.parse(text)["@type"])).toContain("Article");
	});

	test("a draft or unknown article shows the not-found texts in its language", async ({ page }) => {
		const sv = await page.goto("/artiklar/julgodis-2026-planera-julens-godsaker");
		expect(sv?.status()).toBe(404);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artikeln hittades inte");
		await expect(page.getByText("Vi kunde inte hitta artikeln du söker.")).toBeVisible();
		const nb = await page.goto("/no/artiklar/finnes-ikke");
		expect(nb?.status()).toBe(404);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artikkelen ble ikke funnet");
		await expect(page.getByText("Vi kunne ikke finne artikkelen du leter etter.")).toBeVisible();
	});

	test("each language links its RSS feed from the head", async ({ page, request }) => {
		await page.goto("/no/artiklar");
		await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/no/rss.xml");
		const feed = await request.get("/no/rss.xml");
		expect(feed.headers()["content-type"]).toContain("application/rss+xml");
		expect(await feed.text()).toContain("<language>nb-NO</language>");
	});
});

test.describe("about", () => {
	test("the Swedish page links godis, läsk, chips and choklad and has the AI notice", async ({ page }) => {
		await page.goto("/om-oss");
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Om Godisguiden");
		for (const [name, path] of [
			["godis", "/kategorier/godis"],
			["läsk", "/kategorier/lask"],
			["chips", "/kategorier/chips"],
			["choklad", "/kategorier/choklad"],
		] as const) {
			await expect(page.locator("main").getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
		}
		for (const heading of ["Vår passion", "Vad vi gör", "Varför Godisguiden"]) {
			await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
		}
		await expect(page.getByRole("note")).toContainText("med hjälp av AI");
	});

	test("the Norwegian page links godteri, brus, chips and sjokolade", async ({ page }) => {
		await page.goto("/no/om-oss");
		await expect(page.locator("html")).toHaveAttribute("lang", "nb");
		await page.locator("main").getByRole("link", { name: "brus", exact: true }).click();
		await expect(page).toHaveURL(/\/no\/kategorier\/brus$/);
	});
});
