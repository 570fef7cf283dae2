// axe-core with every rule it has — the experimental ones too, such as label-content-name-mismatch
// (WCAG 2.5.3), which its defaults leave out — on every public page type in both languages, with
// JavaScript on and off: no violation of impact "serious" or "critical".
import { type Browser, test as base, expect, type Page } from "@playwright/test";
import { locales } from "../../app/i18n/locales";
import { type PublicPage, pageTypes, publicPages } from "../support/public-pages";
import { logIn } from "./support/admin";
import { seriousAxeViolations } from "./support/axe";

/** The pages are found once per worker (an item of each kind from its list page). */
const test = base.extend<object, { pages: PublicPage[] }>({
	pages: [
		async ({ playwright }, use, workerInfo) => {
			const request = await playwright.request.newContext({ baseURL: String(workerInfo.project.use.baseURL) });
			await use(await publicPages(async (path) => (await request.get(path)).text()));
			await request.dispose();
		},
		{ scope: "worker" },
	],
});

/**
 * axe is a script, and a page whose scripts are off never runs it. Without JavaScript the same
 * server HTML is therefore loaded in a context that allows scripts but blocks every script file:
 * nothing hydrates, so the DOM axe sees is the one a visitor without JavaScript gets.
 */
async function pageWithoutHydration(
	browser: Browser,
	options: Parameters<Browser["newContext"]>[0],
	path: string,
): Promise<Page> {
	const context = await browser.newContext({ ...options, javaScriptEnabled: true });
	await context.route("**/*", (route) => (route.request().resourceType() === "script" ? route.abort() : route.fallback()));
	const page = await context.newPage();
	await page.goto(path);
	return page;
}

for (const locale of locales) {
	for (const type of pageTypes) {
		test(`${type} page (${locale}) has no serious or critical accessibility violation under every axe rule`, async ({
			pages,
			page,
			browser,
			javaScriptEnabled,
			baseURL,
			viewport,
		}) => {
			const target = pages.find((p) => p.type === type && p.locale === locale);
			if (!target) throw new Error(`no ${type} page in ${locale}`);
			const response = await page.goto(target.path);
			expect(response?.status(), target.path).toBe(target.status);
			await expect(page.locator("main h1")).toBeVisible();
			const checked = javaScriptEnabled ? page : await pageWithoutHydration(browser, { baseURL, viewport }, target.path);
			const serious = await seriousAxeViolations(checked);
			if (checked !== page) await checked.context().close();
			expect(serious, `${target.path}\n${JSON.stringify(serious, null, 2)}`).toEqual([]);
		});
	}
}

test("the admin's retailer shipping page has no serious or critical accessibility violation, shown and with a refused form", async ({
	page,
	browser,
	javaScriptEnabled,
	baseURL,
	viewport,
}) => {
	await logIn(page);
	await page.getByRole("link", { name: "Frakt och leverans" }).first().click();
	await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Frakt och leverans: /);
	const path = new URL(page.url()).pathname;
	const storageState = await page.context().storageState();
	const checked = javaScriptEnabled ? page : await pageWithoutHydration(browser, { baseURL, viewport, storageState }, path);
	const shown = await seriousAxeViolations(checked);
	if (checked !== page) await checked.context().close();
	expect(shown, JSON.stringify(shown, null, 2)).toEqual([]);
	if (!javaScriptEnabled) return;
	const swedish = page.locator('section[data-locale="sv"]');
	await swedish.getByLabel("Frakt (SEK)").fill("-1");
	await swedish.getByRole("button", { name: "Spara frakt" }).click();
	await expect(swedish.getByText("Ange frakten som ett belopp från 0 till 10 000, t.ex. 49 eller 49,00")).toBeVisible();
	const refused = await seriousAxeViolations(page);
	expect(refused, JSON.stringify(refused, null, 2)).toEqual([]);
});
