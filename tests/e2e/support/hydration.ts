// Waits until React has taken over the server's markup. Before that a click is the browser's own
// (a full page load, no in-app behaviour), which is right for a visitor but not what a test of the
// enhanced behaviour means to click. And holds the page's scripts back, for tests of what a visitor
// does before they arrive (a slow phone, a visitor quicker than it).
import { expect, type Page } from "@playwright/test";

export async function hydrated(page: Page): Promise<void> {
	await page.waitForFunction(() => "__reactRouterRouteModules" in window);
	// The public pages' <main>, or the admin area's frame (it has no <main>).
	await expect
		.poll(() =>
			page.evaluate(() =>
				Object.keys(document.querySelector("main") ?? document.body.firstElementChild ?? {}).some((key) =>
					key.startsWith("__react"),
				),
			),
		)
		.toBe(true);
}

/**
 * Holds every script the page asks for until the returned function is called; from then on
 * scripts load as usual. Call it before the page is opened.
 */
export async function holdScripts(page: Page): Promise<() => void> {
	let release = () => {};
	const released = new Promise<void>((resolve) => {
		release = resolve;
	});
	await page.route(
		(url) => url.pathname.endsWith(".js"),
		async (route) => {
			await released;
			await route.continue();
		},
	);
	return release;
}
