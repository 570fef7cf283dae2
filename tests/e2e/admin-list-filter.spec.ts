// A list card's filter keeps what the operator has typed and ticked in the card (ADR 090), with
// JavaScript (the list filters in place: nothing is sent, Enter in the box included) and without
// (the filter is a GET of the card's own form, which carries its fields and shows them again).
// Nothing here is run: the assignment is only previewed, the SEO cards only ticked.
import { expect, type Page, test } from "@playwright/test";
import { logIn, openSection } from "./support/admin";

/** With JavaScript the page never left; without, it is the card's GET with the filter in it. */
async function expectFiltered(page: Page, javaScriptEnabled: boolean, param: string, path: string) {
	if (javaScriptEnabled) {
		expect(new URL(page.url()).pathname).toBe(path);
		expect(new URL(page.url()).searchParams.has(param)).toBe(false);
	} else {
		await expect(page).toHaveURL(new RegExp(`[?&]${param}=`));
	}
}

test("assigning categories: the search term, new name and ticked boxes survive the list's filter", async ({
	page,
	javaScriptEnabled,
}) => {
	await logIn(page);
	await openSection(page, "Katalog");
	const card = () => page.getByRole("region", { name: "Tilldela kategorier" });
	const swedish = () => card().getByRole("group", { name: "Svenska kategorier" });
	const norwegian = () => card().getByRole("group", { name: "Norska kategorier" });
	await card().getByLabel("Sökterm").fill("lakrits");
	await swedish().getByLabel("Julgodis", { exact: true }).check();
	await norwegian().getByLabel("Lakris", { exact: true }).check();
	await card().getByLabel("Norskt namn").fill("Bare norsk");
	await card().getByLabel("Filtrera listan").fill("god");
	await card().getByLabel("Filtrera listan").press("Enter");

	await expect(swedish().getByLabel("Lakrits", { exact: true })).toBeHidden();
	await expect(swedish().getByLabel("Julgodis", { exact: true })).toBeVisible();
	await expectFiltered(page, javaScriptEnabled, "filter-assign-categories", "/admin/katalog");
	await expect(card().getByLabel("Filtrera listan")).toHaveValue("god");
	await expect(card().getByLabel("Sökterm")).toHaveValue("lakrits");
	await expect(card().getByLabel("Norskt namn")).toHaveValue("Bare norsk");
	await expect(swedish().getByLabel("Julgodis", { exact: true })).toBeChecked();
	// Hidden by the filter, still ticked, still in the form.
	await expect(norwegian().getByLabel("Lakris", { exact: true })).toBeChecked();

	await card().getByRole("button", { name: "Visa alla" }).click();
	await expect(swedish().getByLabel("Lakrits", { exact: true })).toBeVisible();
	await expect(card().getByLabel("Filtrera listan")).toHaveValue("");
	await expect(card().getByLabel("Sökterm")).toHaveValue("lakrits");
	await expect(norwegian().getByLabel("Lakris", { exact: true })).toBeChecked();

	// The form still posts what it shows: the preview names the boxes ticked before the filtering.
	await card().getByLabel("Norskt namn").fill("");
	await card().getByRole("button", { name: "Förhandsgranska" }).click();
	const preview = page.getByRole("region", { name: "Tilldela kategorier" }).getByRole("region", { name: "Förhandsgranskning" });
	await expect(preview).toContainText("Svenska produkter får: Julgodis");
	await expect(preview).toContainText("Norska produkter får: Lakris");
});

test("SEO for categories: ticked boxes survive the filter, and Enter in it starts no run", async ({
	page,
	javaScriptEnabled,
}) => {
	await logIn(page);
	await openSection(page, "SEO-texter");
	const card = () => page.getByRole("region", { name: "SEO för kategorier" });
	const list = () => card().getByTestId("seo-categories-list");
	await list().getByLabel("Julgodis (sv)", { exact: true }).check();
	await list().getByLabel("Chips (sv)", { exact: true }).check();
	await card().getByLabel("Filtrera listan").fill("lakri");
	await card().getByLabel("Filtrera listan").press("Enter");

	await expect(list().getByLabel("Julgodis (sv)", { exact: true })).toHaveCount(0);
	await expect(list().getByLabel("Lakrits (sv)", { exact: true })).toBeVisible();
	await expectFiltered(page, javaScriptEnabled, "filter-seo-categories", "/admin/seo");
	await expect(card().getByRole("alert")).toHaveCount(0);

	await card().getByRole("button", { name: "Visa alla" }).click();
	await expect(list().getByLabel("Julgodis (sv)", { exact: true })).toBeChecked();
	await expect(list().getByLabel("Chips (sv)", { exact: true })).toBeChecked();
	await expect(list().getByLabel("Lakrits (sv)", { exact: true })).not.toBeChecked();
	expect(new URL(page.url()).pathname).toBe("/admin/seo");
});
