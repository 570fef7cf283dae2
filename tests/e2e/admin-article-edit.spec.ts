// Editing a generated article, with JavaScript and without (ADR 073): its headline is longer than
// the form allows, yet a fix in its body saves, and the title and excerpt the article list shows stay
// as the generator wrote them; a bad keyword list is answered in Swedish under its own field. The
// generate tab says which keyword is too long. A save from a page opened before another admin's
// keeps what only the other changed and names a field both changed, losing nothing typed (ADR 087).
import { expect, type Page, test } from "@playwright/test";
import { logIn, openSection } from "./support/admin";

/** Opens the edit page of the article headed `h1` from the admin's article list at `list`. */
async function openEditPage(page: Page, list: string, h1: string): Promise<void> {
	await page.goto(list);
	await page
		.getByTestId("article-list")
		.getByRole("listitem")
		.filter({ hasText: h1 })
		.getByRole("link", { name: "Redigera" })
		.click();
	await expect(page).toHaveURL(/\/admin\/articles\/[^/]+\/edit$/);
}

test("a generated article with a long headline saves after a body fix, keeping its title and excerpt", async ({
	page,
	javaScriptEnabled,
}, info) => {
	test.setTimeout(60_000);
	await logIn(page);
	await openSection(page, "Innehåll");
	// A keyword per project, so each generates an article of its own on the shared e2e server.
	const keyword = `Finsk lakrits och salmiak ${info.project.name}`;
	await page.getByLabel("Sökord").fill(keyword);
	// With JavaScript the keyword becomes a chip; without it the text box is posted as it is.
	if (javaScriptEnabled) await page.getByLabel("Sökord").press("Enter");
	await page.getByRole("button", { name: "Generera artikel" }).click();
	await expect(page).toHaveURL(/\/artiklar\/[a-z0-9-]+$/, { timeout: 40_000 });
	const path = new URL(page.url()).pathname;
	const h1 = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
	expect(h1.length).toBeGreaterThan(60);

	await page.goto("/artiklar");
	const card = page.getByRole("listitem").filter({ has: page.locator(`a[href="${path}"]`) });
	const cardBefore = await card.textContent();
	expect(cardBefore).not.toContain(h1);

	await openEditPage(page, "/admin/innehall?tab=manage&locale=sv&status=published", h1);
	await expect(page.getByLabel("H1")).toHaveValue(h1);
	const content = page.getByLabel("Innehåll (markdown)");
	await content.fill(`${await content.inputValue()}\n\nRättat av redaktionen.`);
	await page.getByRole("button", { name: "Spara ändringarna" }).click();
	await expect(page.getByTestId("flash")).toContainText("Artikeln är sparad");
	await expect(page.getByLabel("H1")).toHaveValue(h1);

	// Each bad keyword list: the field's own message, in Swedish, and nothing saved.
	const internal = page.getByLabel("Interna länkord (kommaseparerade)");
	for (const [keywords, message] of [
		[Array.from({ length: 51 }, (_, i) => `godis${i}`).join(", "), "Du kan ange högst 50 länkord (nu 51)."],
		[`lakrits, ${"l".repeat(101)}`, `Ett länkord får vara max 100 tecken: "${"l".repeat(40)}…"`],
	]) {
		await internal.fill(keywords as string);
		await page.getByRole("button", { name: "Spara ändringarna" }).click();
		await expect(internal).toHaveAccessibleDescription(message as string);
	}

	await page.goto(path);
	await expect(page.locator("main")).toContainText("Rättat av redaktionen.");
	await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
	await page.goto("/artiklar");
	await expect(card).toHaveText(cardBefore ?? "");
});

test("the generate tab says which keyword is too long", async ({ page, javaScriptEnabled }) => {
	await logIn(page);
	await openSection(page, "Innehåll");
	const long = `lakrits ${"s".repeat(80)}`;
	await page.getByLabel("Sökord").fill(long);
	if (javaScriptEnabled) await page.getByLabel("Sökord").press("Enter");
	await page.getByRole("button", { name: "Generera artikel" }).click();
	await expect(page.getByRole("alert")).toContainText(`Ett sökord får vara max 80 tecken: "${long.slice(0, 40)}…"`);
	await expect(page).toHaveURL(/\/admin\/innehall/);
});

test("a save from a page opened before another admin's loses nothing: their change stays, a field both changed is named", async ({
	page,
	context,
}, info) => {
	test.setTimeout(60_000);
	await logIn(page);
	// An article of each project's own, so the two projects never edit the same one.
	const h1 = `Krocktest för redaktörer ${info.project.name}`;
	const slug = `krocktest-${info.project.name}`.toLowerCase().replace(/[^a-z0-9-]+/g, "-");
	await page.goto("/admin/innehall?tab=create");
	await page.getByLabel("H1").fill(h1);
	await page.getByLabel("Slug").fill(slug);
	await page.getByLabel("Meta titel").fill("Krocktest för två redaktörer");
	await page.getByLabel("Meta beskrivning").fill("Två redaktörer ändrar samma artikel samtidigt. ".repeat(4).slice(0, 150));
	await page.getByLabel("Innehåll (markdown)").fill("Godis som två redaktörer skriver om samtidigt. ".repeat(14));
	await page.getByRole("button", { name: "Skapa artikel" }).click();
	await expect(page.getByTestId("flash")).toContainText("Artikel skapad!");
	await openEditPage(page, "/admin/innehall?tab=manage&locale=sv", h1);
	const editPath = new URL(page.url()).pathname;

	// The second admin opens the same article, then the first unpublishes it and changes its slug.
	const second = await context.newPage();
	await second.goto(editPath);
	await page.getByLabel("Slug").fill(`${slug}-forsta`);
	await page.getByLabel("Status").selectOption({ label: "Utkast" });
	await page.getByRole("button", { name: "Spara ändringarna" }).click();
	await expect(page.getByTestId("flash")).toContainText("Artikeln är sparad");

	// The second, on the page opened before, changes the slug too and adds a paragraph.
	const typed = `${await second.getByLabel("Innehåll (markdown)").inputValue()}\n\nDen andra redaktörens stycke.`;
	await second.getByLabel("Slug").fill(`${slug}-andra`);
	await second.getByLabel("Innehåll (markdown)").fill(typed);
	await second.getByRole("button", { name: "Spara ändringarna" }).click();
	await expect(second.getByText(/^Någon annan sparade artikeln medan du redigerade, så ingenting är ändrat\./)).toBeVisible();
	await expect(second.getByLabel("Slug")).toHaveAccessibleDescription(
		`Ändrad av någon annan till ”${slug}-forsta” medan du redigerade. Här står ditt val.`,
	);
	// What they typed is still there; the status only the first changed shows as the first left it.
	await expect(second.getByLabel("Slug")).toHaveValue(`${slug}-andra`);
	await expect(second.getByLabel("Innehåll (markdown)")).toHaveValue(typed);
	await expect(second.getByLabel("Status")).toHaveValue("draft");
	await expect(second.getByTestId("article-state")).toHaveText("Status: Utkast");

	// Saved again, what the form shows goes through.
	await second.getByRole("button", { name: "Spara ändringarna" }).click();
	await expect(second.getByTestId("flash")).toContainText("Artikeln är sparad");
	await expect(second.getByLabel("Slug")).toHaveValue(`${slug}-andra`);
	await expect(second.getByLabel("Status")).toHaveValue("draft");
	await expect(second.getByLabel("Innehåll (markdown)")).toHaveValue(typed);
});
