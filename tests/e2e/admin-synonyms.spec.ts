// The synonym editor (ADR 040) with JavaScript and without: both languages' boxes are one form, so
// saving one language, or having it refused, keeps what is typed in the other's box (ADR 090); a
// word in two groups is refused with the word and both lines named under its box. The e2e server is
// shared by both projects and by the search specs: the Swedish list is only saved as it is stored,
// and the Norwegian box is never saved.
import { expect, test } from "@playwright/test";
import { logIn, openSection } from "./support/admin";

test("saving one language keeps the other's unsaved text; a word in two groups is refused", async ({ page }) => {
	await logIn(page);
	await openSection(page, "Statistik");
	const swedish = () => page.getByLabel("Synonymer, Svenska", { exact: true });
	const norwegian = () => page.getByLabel("Synonymer, Norska", { exact: true });
	const storedSv = await swedish().inputValue();
	const typedNb = `${await norwegian().inputValue()}\nprøveord, testord`;
	await norwegian().fill(typedNb);
	await page.getByRole("button", { name: "Spara svenska synonymer" }).click();

	const status = page.getByTestId("synonyms-saved");
	await expect(status).toContainText(`${storedSv.split("\n").length} grupper för Svenska.`);
	await expect(status).toContainText("Det du skrev för norska är inte sparat än");
	await expect(norwegian()).toHaveValue(typedNb);
	await expect(swedish()).toHaveValue(storedSv);

	const typedSv = `${storedSv}\nLäsk, kolsyrat`;
	await swedish().fill(typedSv);
	await page.getByRole("button", { name: "Spara svenska synonymer" }).click();
	await expect(page.locator("#synonyms-sv-errors")).toHaveText(
		`”Läsk” står i två grupper (rad 1 och ${storedSv.split("\n").length + 1}). Ett ord får bara stå i en grupp: slå ihop raderna eller ta bort ordet från den ena.`,
	);
	await expect(swedish()).toHaveAttribute("aria-describedby", "synonyms-sv-errors");
	await expect(swedish()).toHaveValue(typedSv);
	await expect(norwegian()).toHaveValue(typedNb);
});
