// Signing in to the admin as the operator, for every admin spec. The password is the one
// playwright.config.ts gives the e2e server (ADMIN_PASSWORD).
import { expect, type Page } from "@playwright/test";

export const adminPassword = "e2e-admin-password";

/** Signs in through the login form and waits for the admin page. */
export async function logIn(page: Page): Promise<void> {
	await page.goto("/admin/login");
	await page.getByLabel("Lösenord").fill(adminPassword);
	await page.getByRole("button", { name: "Logga in" }).click();
	await expect(page).toHaveURL(/\/admin$/);
}

/** Opens an admin section from the navigation every admin page shows. */
export async function openSection(page: Page, name: string): Promise<void> {
	await page.getByRole("navigation", { name: "Adminsektioner" }).getByRole("link", { name, exact: true }).click();
	await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
}
