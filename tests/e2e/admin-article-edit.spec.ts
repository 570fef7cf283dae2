// Editing a generated article, with JavaScript and without (ADR 073): its headline is longer than
// the form allows, yet a fix in its body saves, and the title and excerpt the article list shows stay
// as the generator wrote them; a bad keyword list is answered in Swedish under its own field. The
// generate tab says which keyword is too long.
import { expect, test } from "@playwright/test";
import { logIn, openSection } from "./support/admin";

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

	await page.goto("/admin/innehall?tab=manage&locale=sv&status=published");
	await page
		.getByTestId("article-list")
		.getByRole("listitem")
		.filter({ hasText: h1 })
		.getByRole("link", { name: "Redigera" })
		.click();
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
