import { expect, test } from "@playwright/test";
import { logIn, openSection } from "./support/admin";

test("daily automation: scheduled jobs, a manual run with its counts, and the log", async ({ page }) => {
	test.setTimeout(60_000);
	await logIn(page);
	await openSection(page, "Innehåll");
	const card = page.getByRole("region", { name: "Daglig bloggautomation" });
	await expect(card.getByTestId("scheduled-jobs")).toContainText("Daglig artikel (svenska) · varje dag 07:00 · Aktiv");
	await expect(card.getByTestId("scheduled-jobs")).toContainText("Daglig artikel (norska) · varje dag 07:00 · Aktiv");
	await card.getByLabel("Språk").selectOption("sv");
	await card.getByRole("button", { name: "Kör nu" }).click();
	await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/);
	await expect(page.getByRole("status")).toHaveText(/^Artikel genererad! \(\d{4} ord, (5|6|7|8|9|10) länkar\)$/, {
		timeout: 30_000,
	});

	await page.goto("/admin/innehall");
	const log = page.getByTestId("generation-log");
	await expect(log.locator("tbody tr").first()).toContainText("Lyckades");
	await expect(log.locator("tbody tr").first().locator("td").first()).toHaveText(
		/^\d{2} (jan|feb|mar|apr|maj|jun|jul|aug|sep|okt|nov|dec) \d{4} \d{2}:\d{2}$/,
	);
});

test("fix brand links maps links to the article's language and unlinks missing pages", async ({ page }, info) => {
	await logIn(page);
	await openSection(page, "Innehåll");
	await page.getByRole("link", { name: "Skapa manuellt" }).click();
	const h1 = `Länkfix ${info.project.name} ${Date.now() % 100000}`;
	const slug = `lankfix-${info.project.name}-${Date.now() % 100000}`;
	await page.getByLabel("H1").fill(h1);
	await page.getByLabel("Slug").fill(slug);
	await page.getByLabel("Meta titel").fill("Länkfix i en artikel");
	await page.getByLabel("Meta beskrivning").fill("m".repeat(150));
	await page
		.getByLabel("Innehåll (markdown)")
		.fill(`${"text ".repeat(100)}\n\nLäs om [Freia](/no/merker/freia) och [Okänt](/varumarken/finns-inte-alls).`);
	await page.getByRole("button", { name: "Skapa artikel" }).click();
	await expect(page.getByTestId("flash")).toContainText("Artikel skapad!");

	await page.goto("/admin/innehall");
	await page.getByRole("button", { name: "Fixa varumärkeslänkar" }).click();
	await expect(page.getByTestId("flash")).toHaveText(/^Fixade \d+ artiklar!$/);

	await page.goto(`/artiklar/${slug}`);
	const body = page.locator("main .prose-content");
	await expect(body.getByRole("link", { name: "Freia" })).toHaveAttribute("href", "/varumarken/freia");
	await expect(body.getByText("Okänt")).toBeVisible();
	await expect(body.getByRole("link", { name: "Okänt" })).toHaveCount(0);
});
