import { expect, test } from "@playwright/test";
import { adminPassword } from "./support/admin";

test("the admin gate: redirect to login, wrong and right password, logout", async ({ page }) => {
	await page.goto("/admin");
	await expect(page).toHaveURL(/\/admin\/login$/);
	await expect(page.getByRole("heading", { level: 1 })).toHaveText("Logga in");
	expect(await page.locator('meta[name="robots"]').first().getAttribute("content")).toContain("noindex");

	const field = page.getByLabel("Lösenord");
	await field.fill("fel-lösenord");
	await page.getByRole("button", { name: "Logga in" }).click();
	await expect(page.getByRole("alert")).toHaveText("Felaktigt lösenord");
	await expect(page.getByLabel("Lösenord")).toHaveValue("");

	await page.getByLabel("Lösenord").fill(adminPassword);
	await page.getByRole("button", { name: "Logga in" }).click();
	await expect(page).toHaveURL(/\/admin$/);
	await expect(page.getByTestId("flash")).toHaveText("Åtkomst beviljad");
	await expect(page.getByRole("heading", { level: 1 })).toHaveText("Översikt");
	await expect(page.getByRole("region", { name: "Tips" })).toContainText("Lägg till varumärken först");

	// Reloading shows the page without the one-time message.
	await page.reload();
	await expect(page.getByTestId("flash")).toHaveCount(0);

	await page.getByRole("button", { name: "Logga ut" }).click();
	await expect(page).toHaveURL(/\/admin\/login$/);
	await page.goto("/admin");
	await expect(page).toHaveURL(/\/admin\/login$/);
});
