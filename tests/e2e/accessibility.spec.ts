// axe-core with every rule it has — the experimental ones too, such as label-content-name-mismatch
// (WCAG 2.5.3), which its defaults leave out — on every public page type in both languages, with
// JavaScript on and off: no violation of impact "serious" or "critical"; and every admin section.
import { type Browser, test as base, expect, type Page } from "@playwright/test";
import { locales } from "../../app/i18n/locales";
import { adminPages } from "../support/admin-pages";
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

// Every page type is checked without hydration in both languages (the DOM a visitor without
// JavaScript gets, and the one hydration must reproduce: React reports a page whose hydrated DOM
// differs), and hydrated in Swedish. The Norwegian pages differ from the Swedish only in their words,
// which the check without hydration covers; checking them hydrated too cost the suite ~50 s on 2 cores.
for (const locale of locales) {
	for (const type of pageTypes) {
		const scripts = locale === "sv" ? {} : { tag: "@scripts-off" };
		test(
			`${type} page (${locale}) has no serious or critical accessibility violation under every axe rule`,
			scripts,
			async ({ pages, page, browser, javaScriptEnabled, baseURL, viewport }) => {
				const target = pages.find((p) => p.type === type && p.locale === locale);
				if (!target) throw new Error(`no ${type} page in ${locale}`);
				const response = await page.goto(target.path);
				expect(response?.status(), target.path).toBe(target.status);
				await expect(page.locator("main h1")).toBeVisible();
				const checked = javaScriptEnabled ? page : await pageWithoutHydration(browser, { baseURL, viewport }, target.path);
				const serious = await seriousAxeViolations(checked);
				if (checked !== page) await checked.context().close();
				expect(serious, `${target.path}\n${JSON.stringify(serious, null, 2)}`).toEqual([]);
			},
		);
	}
}

test("every admin section, the feed delete page and a retailer's shipping page have no serious or critical accessibility violation under every axe rule", async ({
	page,
	browser,
	javaScriptEnabled,
	baseURL,
	viewport,
}) => {
	test.setTimeout(180_000);
	await logIn(page);
	const paths = await adminPages(async (path) => (await page.request.get(path)).text());
	// The pages without hydration share the signed-in session.
	const storageState = await page.context().storageState();
	for (const path of paths) {
		const response = await page.goto(path);
		expect(response?.status(), path).toBe(200);
		await expect(page.locator("main h1")).toBeVisible();
		const checked = javaScriptEnabled ? page : await pageWithoutHydration(browser, { baseURL, viewport, storageState }, path);
		const serious = await seriousAxeViolations(checked);
		if (checked !== page) await checked.context().close();
		expect(serious, `${path}\n${JSON.stringify(serious, null, 2)}`).toEqual([]);
	}
});

// axe runs in the page, so the refused form is checked where scripts run (the page itself is
// checked without them above).
test("the admin's retailer shipping page with a refused form has no serious or critical accessibility violation", {
	tag: "@scripts-on",
}, async ({ page }) => {
	await logIn(page);
	await page.goto("/admin/floden");
	await page.getByRole("link", { name: "Frakt och leverans" }).first().click();
	await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Frakt och leverans: /);
	const swedish = page.locator('section[data-locale="sv"]');
	await swedish.getByLabel("Frakt (SEK)").fill("-1");
	await swedish.getByRole("button", { name: "Spara frakt" }).click();
	await expect(swedish.getByText("Ange frakten som ett belopp från 0 till 10 000, t.ex. 49 eller 49,00")).toBeVisible();
	const refused = await seriousAxeViolations(page);
	expect(refused, JSON.stringify(refused, null, 2)).toEqual([]);
});
