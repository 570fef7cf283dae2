// Automated accessibility checks (axe-core) of one page of each public screen family, in both
// languages, with JavaScript on and off: no violation of impact "serious" or "critical".
import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import type { Locale } from "../../app/i18n/locales";
import { href } from "../../app/i18n/paths";

/** Pages of the demo catalogue, one per screen family (slugs from app/.server/db/demo). */
const pages: Record<Locale, Record<string, string>> = {
	sv: {
		home: href("home", "sv"),
		category: href("category", "sv", { slug: "choklad" }),
		brand: href("brand", "sv", { slug: "marabou" }),
		product: href("product", "sv", { slug: "marabou-mjolkchoklad-100-g" }),
		"search results": `${href("search", "sv")}?q=choklad`,
		article: href("article", "sv", { slug: "guide-till-dubai-choklad" }),
	},
	nb: {
		home: href("home", "nb"),
		category: href("category", "nb", { slug: "sjokolade" }),
		brand: href("brand", "nb", { slug: "freia" }),
		product: href("product", "nb", { slug: "freia-melkesjokolade-100-g" }),
		"search results": `${href("search", "nb")}?q=sjokolade`,
		article: href("article", "nb", { slug: "guide-til-dubai-sjokolade" }),
	},
};

const blocking = new Set(["serious", "critical"]);

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

for (const locale of ["sv", "nb"] as const) {
	for (const [name, path] of Object.entries(pages[locale])) {
		test(`${name} page (${locale}, ${path}) has no serious or critical accessibility violations`, async ({
			page,
			browser,
			javaScriptEnabled,
			baseURL,
			viewport,
		}) => {
			const response = await page.goto(path);
			expect(response?.status()).toBe(200);
			await expect(page.locator("main h1")).toBeVisible();
			const checked = javaScriptEnabled ? page : await pageWithoutHydration(browser, { baseURL, viewport }, path);
			const { violations } = await new AxeBuilder({ page: checked }).analyze();
			if (checked !== page) await checked.context().close();
			const serious = violations
				.filter((violation) => blocking.has(violation.impact ?? ""))
				.map((violation) => ({
					id: violation.id,
					impact: violation.impact,
					help: violation.help,
					helpUrl: violation.helpUrl,
					targets: violation.nodes.map(
						(node) => `${node.target.join(" ")}${node.failureSummary ? ` — ${node.failureSummary}` : ""}`,
					),
				}));
			expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
		});
	}
}
