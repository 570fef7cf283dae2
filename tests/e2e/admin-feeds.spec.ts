// The feeds card (docs/product.md, "Retailer feeds"), with and without JavaScript: a bad cron
// expression gets its Swedish field error, a good feed appears in the table, can be edited and
// disabled, and "Importera nu" starts an import job. Both projects share one server, so each names
// its own retailer.
import { expect, test } from "@playwright/test";
import { logIn, openSection } from "./support/admin";

test("add a feed (a bad cron is refused), edit it and disable it", async ({ page }, info) => {
	test.setTimeout(60_000);
	await logIn(page);
	await openSection(page, "Flöden");
	const retailer = `E2E Butik ${info.project.name} ${Date.now() % 100000}`;
	const card = page.getByRole("region", { name: "Butiksflöden" });
	const addForm = card.getByTestId("feed-form-create-feed");
	await addForm.getByLabel("Ny butiks namn").fill(retailer);
	await addForm.getByLabel("Ny butiks webbplats").fill("https://e2e-butik.example");
	await addForm.getByLabel("Språk").selectOption("nb");
	await addForm.getByLabel("Format").selectOption("csv");
	await addForm.getByLabel("Flödets URL").fill("https://e2e-butik.example/feed.csv");
	await addForm.getByLabel("Schema (cron, Europe/Stockholm)").fill("varje dag");
	await addForm.getByRole("button", { name: "Lägg till flöde" }).click();

	// With scripts the card's form flags it in place; without, /admin/feeds re-renders the form.
	const form = page.getByTestId("feed-form-create-feed");
	await expect(form.getByText("Ogiltigt cron-schema", { exact: true })).toBeVisible();
	await expect(form.getByLabel("Ny butiks namn")).toHaveValue(retailer);
	await form.getByLabel("Schema (cron, Europe/Stockholm)").fill("30 5 * * *");
	await form.getByRole("button", { name: "Lägg till flöde" }).click();

	await expect(page).toHaveURL(/\/admin\/floden#feeds$/);
	await expect(page.getByTestId("flash")).toContainText("Flöde tillagt!");
	const row = card.getByTestId("feeds-table").locator("tbody tr", { hasText: retailer });
	await expect(row).toHaveCount(1);
	await expect(row.locator("td").nth(1)).toHaveText("Norska");
	await expect(row.locator("td").nth(2)).toHaveText("CSV");
	await expect(row.locator("td").nth(3)).toHaveText("https://e2e-butik.example/feed.csv");
	await expect(row.locator("td").nth(4)).toHaveText("varje dag 05:30");
	await expect(row.locator("td").nth(5)).toHaveText("Aktiv");
	await expect(row.locator("td").nth(6)).toHaveText("Aldrig körd");

	// Edit: the same form, filled in; save goes back to the card.
	await row.getByRole("link", { name: "Redigera" }).click();
	await expect(page).toHaveURL(/\/admin\/feeds\/[0-9a-f-]{36}$/);
	await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Redigera flöde: ${retailer} (Norska)`);
	const schedule = page.getByLabel("Schema (cron, Europe/Stockholm)");
	await expect(schedule).toHaveValue("30 5 * * *");
	await schedule.fill("0 6 * * 1-5");
	await page.getByRole("button", { name: "Spara flöde" }).click();
	await expect(page).toHaveURL(/\/admin\/floden#feeds$/);
	await expect(page.getByTestId("flash")).toContainText("Flöde sparat!");
	await expect(row.locator("td").nth(4)).toHaveText("vardagar 06:00");

	await row.getByRole("button", { name: "Inaktivera" }).click();
	await expect(page.getByTestId("flash")).toContainText("Flödet är inaktiverat");
	await expect(row.locator("td").nth(5)).toHaveText("Inaktiv");
	// An inactive feed is not called scheduled.
	await expect(row.locator("td").nth(4)).toHaveText("Importeras inte (inaktivt)");
	await expect(row.getByRole("button", { name: "Aktivera" })).toBeVisible();
});

test("a malformed or unknown feed id is a 404 page", async ({ page }) => {
	await logIn(page);
	await openSection(page, "Flöden");
	for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
		const response = await page.goto(`/admin/feeds/${id}`);
		expect(response?.status()).toBe(404);
		await expect(page.getByRole("heading", { name: "Sidan hittades inte" })).toBeVisible();
	}
});

test("Importera nu on a demo feed opens its import job", async ({ page }) => {
	await logIn(page);
	await openSection(page, "Flöden");
	const demoFeed = page
		.getByRole("region", { name: "Butiksflöden" })
		.getByTestId("feeds-table")
		.locator("tbody tr", { hasText: "Medföljande fil: godisbutiken-sv.xml" });
	await expect(demoFeed).toHaveCount(1);
	await demoFeed.getByRole("button", { name: "Importera nu" }).click();
	await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/);
	await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Jobb \d+$/);
});
