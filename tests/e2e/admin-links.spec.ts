// The link tools in a browser, with JavaScript off and on: the internal-link tool's preview and
// save, its validation error, and the product-description card's optimisation with its result.
import { expect, test } from "@playwright/test";
import { logIn, openSection } from "./support/admin";

test("internal-link tool: the preview shows the changes, saving flashes the counts, a second preview finds none", async ({
	page,
}, info) => {
	// The two projects share one server: each links the texts of its own language.
	const language = info.project.name === "js" ? "Svenska" : "Norska";
	await logIn(page);
	await openSection(page, "SEO-texter");
	const card = page.getByRole("region", { name: "Interna länkar" });
	await card.getByLabel("Språk").selectOption({ label: language });
	await card.getByLabel("Texter").selectOption({ label: "Kategorier" });
	await expect(card.getByLabel("Högst antal länkar per text")).toHaveValue("3");
	await card.getByRole("button", { name: "Förhandsgranska" }).click();

	await expect(page).toHaveURL(/\/admin\/tools\/internal-links$/);
	const preview = page.getByTestId("link-preview");
	await expect(preview.getByRole("status")).toHaveText(/^\d+ texter på \d+ sidor får \d+ nya länkar\. Inget är sparat ännu\.$/);
	const first = preview.getByTestId("link-change").first();
	await expect(first).toContainText(/^Kategori · .+ · (Intro|Brödtext|SEO-text|Optimerad intro)/);
	await expect(first.locator("mark").first()).toHaveText(/^\[[^\]]+\]\((\/no)?\/(kategorier|varumarken|merker)\/[a-z0-9-]+\)$/);
	await expect(page.getByLabel("Språk")).toHaveValue(language === "Svenska" ? "sv" : "nb");

	await page.getByRole("button", { name: "Spara ändringar" }).click();
	await expect(page).toHaveURL(/\/admin\/seo(#internal-links)?$/);
	await expect(page.getByTestId("flash")).toContainText("Interna länkar sparade");
	await expect(page.getByTestId("flash")).toContainText(/\d+ texter på \d+ sidor ändrades \(\d+ nya länkar\)\./);

	await page.getByRole("region", { name: "Interna länkar" }).getByLabel("Språk").selectOption({ label: language });
	await page.getByRole("region", { name: "Interna länkar" }).getByLabel("Texter").selectOption({ label: "Kategorier" });
	await page.getByRole("region", { name: "Interna länkar" }).getByRole("button", { name: "Förhandsgranska" }).click();
	await expect(page.getByTestId("link-preview").getByRole("status")).toHaveText("Inga texter behöver nya länkar.");
	await expect(page.getByRole("button", { name: "Spara ändringar" })).toHaveCount(0);
});

test("internal-link tool: max links out of range is refused with a message and no preview", async ({ page }) => {
	await logIn(page);
	await openSection(page, "SEO-texter");
	const card = page.getByRole("region", { name: "Interna länkar" });
	await card.getByLabel("Högst antal länkar per text").fill("11");
	await card.getByRole("button", { name: "Förhandsgranska" }).click();
	await expect(page).toHaveURL(/\/admin\/tools\/internal-links$/);
	const field = page.getByLabel("Högst antal länkar per text");
	await expect(field).toHaveAttribute("aria-invalid", "true");
	await expect(page.getByText("Ange ett heltal mellan 1 och 10.")).toBeVisible();
	await expect(page.getByTestId("link-preview")).toHaveCount(0);

	await field.fill("0");
	await page.getByRole("button", { name: "Förhandsgranska" }).click();
	await expect(page.getByText("Ange ett heltal mellan 1 och 10.")).toBeVisible();
	await expect(page.getByTestId("link-preview")).toHaveCount(0);
});

test("optimising product descriptions runs as a job and shows how many were updated", async ({ page }) => {
	test.setTimeout(60_000);
	await logIn(page);
	await openSection(page, "SEO-texter");
	const card = page.getByRole("region", { name: "SEO-optimering av produktbeskrivningar" });
	await expect(card).toContainText("Rekommenderas varje vecka.");
	await card.getByRole("button", { name: "Optimera produktbeskrivningar" }).click();
	await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/);
	const summary = page.getByTestId("job-summary");
	await expect(summary).toContainText("Produktbeskrivningar optimerade!", { timeout: 30_000 });
	await expect(summary).toContainText(/Optimerade \d+ av \d+ produktbeskrivningar\./);

	// The descriptions wait as drafts; published, the product page links to its brand from the
	// description. The other project's run on the shared server may hold the same drafts: a run
	// writes none that already wait, and then that run's publishing is what the page shows.
	const jobId = /\/admin\/jobs\/(\d+)$/.exec(page.url())?.[1];
	await page.goto(`/admin/texts?job=${jobId}`);
	if ((await page.getByTestId("no-drafts").count()) === 0) {
		await page.getByRole("button", { name: /^Publicera alla \d+$/ }).click();
		// Publishing all is a job; its page says how many it published (ADR 081).
		await expect(page.getByTestId("job-summary")).toContainText(/Publicerade: \d+/, { timeout: 20_000 });
	}
	const brandLink = page.locator("main .prose-content a[href='/varumarken/marabou']");
	await expect
		.poll(
			async () => {
				await page.goto("/produkter/marabou-mjolkchoklad-200-g");
				return brandLink.count();
			},
			{ timeout: 30_000 },
		)
		.toBeGreaterThan(0);
});
