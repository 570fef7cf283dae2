// The admin's sections (ADR 053) with JavaScript and without: every section opens from the
// navigation on a phone (390 px) and on a desktop without scrolling sideways, the category list of
// the SEO section filters, and a feed is deleted through its confirmation page, which says what
// happens to its offers.
import { expect, type Page, test } from "@playwright/test";
import { logIn, openSection } from "./support/admin";

const sections = ["Översikt", "Innehåll", "SEO-texter", "Katalog", "Flöden", "Statistik"];

async function noSidewaysScroll(page: Page, where: string) {
	const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
	expect(widths.page, `${where} is ${widths.page}px wide in a ${widths.window}px window`).toBeLessThanOrEqual(widths.window);
}

for (const viewport of [
	{ name: "phone", width: 390, height: 844 },
	{ name: "desktop", width: 1280, height: 900 },
]) {
	test(`every section opens from the navigation on a ${viewport.name} without scrolling sideways`, async ({ page }) => {
		await page.setViewportSize(viewport);
		await logIn(page);
		for (const name of sections) {
			await openSection(page, name);
			const current = page.getByRole("navigation", { name: "Adminsektioner" }).getByRole("link", { name, exact: true });
			await expect(current).toHaveAttribute("aria-current", "page");
			const box = await current.boundingBox();
			expect(box?.height ?? 0, `${name}'s link is tall enough to tap`).toBeGreaterThanOrEqual(44);
			await noSidewaysScroll(page, name);
		}
		// The overview says what needs attention, each concern on its own card.
		await openSection(page, "Översikt");
		for (const concern of [
			"Flöden",
			"Jobb",
			"Utkast som väntar",
			"Klick till butiker",
			"Prisbevakningar",
			"Sökningar utan träff",
		]) {
			await expect(page.getByTestId("attention").getByRole("heading", { name: concern, exact: true })).toBeVisible();
		}
		await expect(page.getByTestId("attention-clicks")).toContainText(/\d+ klick de senaste 7 dagarna, \d+ de 7 dagarna före/);
	});
}

test("long category lists filter by what is typed (SEO texts, assign categories)", async ({ page }) => {
	await logIn(page);
	await openSection(page, "SEO-texter");
	const card = page.getByRole("region", { name: "SEO för kategorier" });
	const list = card.getByTestId("seo-categories-list");
	const everything = await list.getByRole("checkbox").count();
	await card.getByLabel("Filtrera listan").fill("lakrits");
	// Without JavaScript Enter sends the card's form as a GET with the filter (ADR 090); with it the
	// list already follows the typing and Enter sends nothing.
	await card.getByLabel("Filtrera listan").press("Enter");
	const filtered = page.getByRole("region", { name: "SEO för kategorier" }).getByTestId("seo-categories-list");
	await expect(filtered.getByRole("checkbox")).not.toHaveCount(everything);
	for (const label of await filtered.locator("label").allTextContents()) expect(label.toLowerCase()).toContain("lakrits");
	await expect(page.getByTestId("seo-categories-filter-count")).toHaveText(/^Visar \d+ av \d+$/);

	// The assign-categories card's two lists share one filter; what it hides stays in the form.
	await openSection(page, "Katalog");
	const assign = page.getByRole("region", { name: "Tilldela kategorier" });
	await assign.getByLabel("Filtrera listan").fill("choklad");
	await assign.getByLabel("Filtrera listan").press("Enter");
	const swedish = page.getByRole("region", { name: "Tilldela kategorier" }).getByRole("group", { name: "Svenska kategorier" });
	await expect(swedish.getByRole("checkbox", { name: "Choklad", exact: true })).toBeVisible();
	await expect(swedish.getByRole("checkbox", { name: "Lakrits", exact: true })).toBeHidden();
});

test("a feed is deleted after a page that says what happens to its offers", async ({ page }, info) => {
	await logIn(page);
	await openSection(page, "Flöden");
	const retailer = `Raderas ${info.project.name} ${Date.now() % 100000}`;
	const addForm = page.getByTestId("feed-form-create-feed");
	await addForm.getByLabel("Ny butiks namn").fill(retailer);
	await addForm.getByLabel("Ny butiks webbplats").fill("https://raderas.example");
	await addForm.getByLabel("Flödets URL").fill("https://raderas.example/feed.xml");
	await addForm.getByRole("button", { name: "Lägg till flöde" }).click();
	await expect(page.getByTestId("flash")).toContainText("Flöde tillagt!");

	const row = page.getByTestId("feeds-table").locator("tbody tr", { hasText: retailer });
	await row.getByRole("link", { name: "Ta bort" }).click();
	await expect(page).toHaveURL(/\/admin\/feeds\/[0-9a-f-]{36}\/delete$/);
	await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ta bort flödet ${retailer} (Svenska)?`);
	await expect(page.getByTestId("feed-delete-consequence")).toHaveText(
		"Flödet tas bort och importeras aldrig mer. Dess 0 erbjudanden (0 köpbara nu) markeras som slut i lager direkt: de visas inte längre som köpbara på sajten, och en produkt som ingen annan butik säljer blir ej tillgänglig. Produkterna, prishistoriken och klicken finns kvar.",
	);
	await page.getByRole("button", { name: "Ja, ta bort flödet" }).click();
	await expect(page).toHaveURL(/\/admin\/floden#feeds$/);
	await expect(page.getByTestId("flash")).toContainText("Flödet är borttaget");
	await expect(page.getByTestId("flash")).toContainText(
		`${retailer} (Svenska): 0 erbjudanden markerades som slut i lager, 0 produkter blev ej tillgängliga.`,
	);
	await expect(page.getByTestId("feeds-table").locator("tbody tr", { hasText: retailer })).toHaveCount(0);
});
