// The admin's three SEO cards (home, category, brand) in the browser, with JavaScript and without:
// each card's validation error, a brand run and the home page's text (which opens the home page's
// preview with the draft afterwards), "Välj alla", and a bulk category run whose progress and result
// show on the job page, after whose drafts are published the public category page shows the new
// intro and FAQPage JSON-LD.
import { expect, type Page, test } from "@playwright/test";
import { logIn, openSection } from "./support/admin";
import { holdScripts, hydrated } from "./support/hydration";

/**
 * From a finished run's job page: publishes every draft the run wrote (they wait until then), as a
 * job of its own whose page says how many it published (ADR 081). Each project runs its own pages:
 * the e2e server is shared, and a run over a page whose draft with the same text already waits
 * writes none.
 */
async function publishRunDrafts(page: Page, n: number) {
	await page.getByRole("link", { name: "Granska jobbets utkast" }).click();
	await page.getByRole("button", { name: `Publicera alla ${n}` }).click();
	await expect(page.getByTestId("job-summary")).toContainText(`Publicerade: ${n}`, { timeout: 20_000 });
}

test("category and brand cards say what is missing when nothing is chosen", async ({ page }) => {
	await logIn(page);
	await openSection(page, "SEO-texter");
	const categories = page.getByRole("region", { name: "SEO för kategorier" });
	await categories.getByRole("button", { name: "Generera SEO för valda kategorier" }).click();
	await expect(page.getByRole("region", { name: "SEO för kategorier" }).getByRole("alert")).toHaveText(
		"Välj minst en kategori att optimera",
	);

	await page.goto("/admin/seo");
	const brands = page.getByRole("region", { name: "SEO för varumärken" });
	await brands.getByRole("button", { name: "Generera SEO för valda varumärken" }).click();
	await expect(page.getByRole("region", { name: "SEO för varumärken" }).getByRole("alert")).toHaveText(
		"Välj minst ett varumärke att optimera",
	);
	// No run was started.
	await expect(page).not.toHaveURL(/\/admin\/jobs\//);
});

test("'Välj alla' checks every category in a list that scrolls within 300 px", async ({ page }) => {
	await logIn(page);
	await openSection(page, "SEO-texter");
	const card = page.getByRole("region", { name: "SEO för kategorier" });
	const list = card.getByTestId("seo-categories-list");
	expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("300px");
	const boxes = list.getByRole("checkbox");
	expect(await boxes.count()).toBeGreaterThan(10);
	await expect(list.getByRole("checkbox", { checked: true })).toHaveCount(0);
	await card.getByRole("link", { name: "Välj alla" }).click();
	const after = page.getByRole("region", { name: "SEO för kategorier" });
	await expect(after.getByTestId("seo-categories-list").getByRole("checkbox", { checked: false })).toHaveCount(0);
	await expect(after.getByRole("link", { name: "Avmarkera alla" })).toBeVisible();
});

test("a brand run over one brand reports its result", async ({ page, javaScriptEnabled }) => {
	const brand = javaScriptEnabled ? { name: "Zingo", slug: "zingo" } : { name: "Nidar", slug: "nidar" };
	await logIn(page);
	await openSection(page, "SEO-texter");
	const card = page.getByRole("region", { name: "SEO för varumärken" });
	await card.getByLabel(`${brand.name} (nb)`, { exact: true }).check();
	await card.getByRole("button", { name: "Generera SEO för valda varumärken" }).click();
	await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/);
	await expect(page.getByTestId("job-summary")).toContainText("SEO-innehåll genererat för 1 varumärke", { timeout: 20_000 });
	await expect(page.getByText(`✓ ${brand.name} (nb)`)).toBeVisible();
	await publishRunDrafts(page, 2);

	await page.goto(`/no/merker/${brand.slug}`);
	await expect(page.locator("main")).toContainText("Sammenlign priser på");
});

test("home SEO writes the Norwegian text as a draft and opens the Norwegian home page's preview", async ({ page }) => {
	await logIn(page);
	await openSection(page, "SEO-texter");
	const card = page.getByRole("region", { name: "SEO för startsidan" });
	await card.getByLabel("Språk").selectOption("nb");
	await card.getByRole("button", { name: "Generera SEO-innehåll" }).click();
	await expect(page).toHaveURL(/\/admin\/seo\/home\?job=\d+$/);
	// The result shows, then the home page of that language opens by itself 1.5 s later (docs/product.md,
	// "Background jobs"), as the preview of the draft the run wrote.
	await expect(page).toHaveURL(/\/admin\/revisions\/\d+\/preview$/, { timeout: 20_000 });
	await expect(page.getByRole("heading", { name: "Ofte stilte spørsmål (FAQ)" })).toBeVisible();
	await expect(page.getByTestId("preview")).toContainText("Godisguiden hjelper deg å finne riktig godteri på nett.");
});

test("a bulk category run shows progress and its result; the category page shows the intro and FAQ JSON-LD", async ({
	page,
	javaScriptEnabled,
}) => {
	test.setTimeout(45_000);
	// Categories no other test reads its texts from (the e2e server is shared), one pair per project.
	const [first, second] = javaScriptEnabled ? ["Surt godis", "Lakrits"] : ["Julgodis", "Halloween-godis"];
	const firstSlug = javaScriptEnabled ? "surt-godis" : "julgodis";
	await logIn(page);
	await openSection(page, "SEO-texter");
	const card = page.getByRole("region", { name: "SEO för kategorier" });
	await card.getByLabel(`${first} (sv)`, { exact: true }).check();
	await card.getByLabel(`${second} (sv)`, { exact: true }).check();
	await card.getByRole("button", { name: "Generera SEO för valda kategorier" }).click();
	await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/);
	await expect(page.locator("#job-progress")).toHaveAttribute("max", "100");
	await expect(page.getByTestId("job-summary")).toContainText("SEO-innehåll genererat för 2 kategorier", { timeout: 20_000 });
	await expect(page.getByText("Förlopp: 100%")).toBeVisible();
	await expect(page.locator("#job-progress")).toHaveAttribute("value", "100");
	await expect(page.getByText("2 klara, 0 misslyckade av 2")).toBeVisible();
	await expect(page.getByText(`✓ ${first} (sv)`)).toBeVisible();
	await expect(page.getByText(`✓ ${second} (sv)`)).toBeVisible();
	await publishRunDrafts(page, 4);

	await page.goto("/admin/seo");
	await expect(page.getByRole("region", { name: "SEO för kategorier" }).getByTestId("seo-last-run")).toContainText(
		"Klart · 100%",
	);

	await page.goto(`/kategorier/${firstSlug}`);
	await expect(page.locator("main")).toContainText(
		new RegExp(`Jämför priser på \\d+ produkter i kategorin ${first} hos Godisguiden\\.`),
	);
	const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
	const faq = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "FAQPage");
	expect(faq?.mainEntity.map((q: { name: string }) => q.name)).toContain(`Vad kostar produkterna i kategorin ${first}?`);
});

test.describe("brands ticked before the page's JavaScript has run", { tag: "@scripts-on" }, () => {
	test.use({ javaScriptEnabled: true });

	// The brand card: the category card's last run is what the bulk category test reads.
	test("stay ticked once it runs, and are run with the ones ticked after", async ({ page }) => {
		await logIn(page);
		await openSection(page, "SEO-texter");
		const releaseScripts = await holdScripts(page);
		await page.goto("/admin/seo", { waitUntil: "domcontentloaded" });
		const card = page.getByRole("region", { name: "SEO för varumärken" });
		await card.getByLabel("Bubs (sv)", { exact: true }).check();
		releaseScripts();
		await hydrated(page);
		await expect(card.getByLabel("Bubs (sv)", { exact: true })).toBeChecked();
		await card.getByLabel("Ahlgrens (sv)", { exact: true }).check();
		await card.getByRole("button", { name: "Generera SEO för valda varumärken" }).click();
		await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/);
		await expect(page.getByTestId("job-summary")).toContainText("SEO-innehåll genererat för 2 varumärken", { timeout: 20_000 });
		await expect(page.getByText("✓ Bubs (sv)")).toBeVisible();
		await expect(page.getByText("✓ Ahlgrens (sv)")).toBeVisible();
	});
});
