// Waits until React has taken over the server's markup. Before that a click is the browser's own
// (a full page load, no in-app behaviour), which is right for a visitor but not what a test of the
// enhanced behaviour means to click.
import { expect, type Page } from "@playwright/test";

export async function hydrated(page: Page): Promise<void> {
	await page.waitForFunction(() => "__reactRouterRouteModules" in window);
	await expect
		.poll(() => page.evaluate(() => Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__react"))))
		.toBe(true);
}
