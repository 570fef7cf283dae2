// The privacy page (/integritet, /no/personvern) in both languages, with JavaScript on and off: what
// it says, with the figures the site works with (the alert link's 48 hours, the 30 days a sent alert
// is kept, the request limits' hour, the click counts' days from the configuration defaults, the
// language cookie's year) and the footer's contact address; its head (canonical, hreflang to its
// counterpart); and the ways to it: the footer of every page, the price alert form on a product
// page, and the language switch between the two.
import { expect, type Page, test } from "@playwright/test";
import { confirmationHours } from "../../app/.server/alerts/alert-token";
import { requestKeptSeconds } from "../../app/.server/alerts/request-limits";
import { sentKeptDays } from "../../app/.server/alerts/send-price-alerts";
import { demoProductRows } from "../../app/.server/db/demo/product-rows";
import { parseEnv } from "../../app/.server/env";
import { geoPreferenceMaxAgeSeconds } from "../../app/.server/geo-preference";
import { listCookieMaxAgeSeconds } from "../../app/.server/shopping-list/list-cookie";
import type { Locale } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages";
import { screenPath } from "../../app/i18n/paths";

const siteUrl = "https://godisguiden.example"; // SITE_URL in playwright.config.ts

/** "{{name}}" → the value, as the app's translator does. */
function fill(text: string, values: Record<string, string | number> = {}): string {
	return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));
}

/** The click counts' age the e2e server runs with: the configuration's default (it sets none). */
const clickDays = parseEnv({
	SESSION_SECRET: "only-to-read-the-defaults",
	ADMIN_PASSWORD: "only-to-read-the-defaults",
}).RETENTION_CLICKS_DAYS;

const other: Record<Locale, Locale> = { sv: "nb", nb: "sv" };
const languageName: Record<Locale, string> = { sv: "Svenska", nb: "Norsk" };

async function expectPrivacyPage(page: Page, locale: Locale) {
	const p = messages[locale].privacy;
	await expect(page).toHaveURL(new RegExp(`${screenPath("privacy", locale)}$`));
	await expect(page.locator("html")).toHaveAttribute("lang", locale);
	await expect(page.locator("main h1")).toHaveText(p.title);
}

for (const locale of ["sv", "nb"] as const) {
	const t = messages[locale];
	const p = t.privacy;
	const path = screenPath("privacy", locale);

	test(`the privacy page (${locale}) says what is kept, why, for how long and how to have it deleted`, async ({ page }) => {
		const response = await page.goto(path);
		expect(response?.status()).toBe(200);
		await expectPrivacyPage(page, locale);
		const main = page.locator("main");
		for (const heading of [p.alertTitle, p.limitsTitle, p.clickTitle, p.cookieTitle, p.deleteTitle]) {
			await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
		}
		for (const text of [
			p.intro,
			p.alertWhat,
			p.alertWhy,
			fill(p.alertPending, { hours: confirmationHours }),
			p.alertActive,
			fill(p.alertSent, { days: sentKeptDays }),
			fill(p.limitsText, { minutes: requestKeptSeconds / 60 }),
			p.clickWhat,
			fill(p.clickWhy, { days: clickDays }),
			p.clickShop,
			fill(p.cookieText, { days: geoPreferenceMaxAgeSeconds / 86_400 }),
			fill(p.listCookieText, { days: listCookieMaxAgeSeconds / 86_400 }),
			p.deleteAlert,
			p.deleteOther,
		]) {
			await expect(main).toContainText(text);
		}
		await expect(main.getByRole("link", { name: t.footer.contactEmail })).toHaveAttribute(
			"href",
			`mailto:${t.footer.contactEmail}`,
		);
		// Its head: the page itself as canonical, its counterpart as the other language's alternate.
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}${path}`);
		await expect(page.locator(`link[rel="alternate"][hreflang="${other[locale]}"]`)).toHaveAttribute(
			"href",
			`${siteUrl}${screenPath("privacy", other[locale])}`,
		);
		await expect(page.locator(`link[rel="alternate"][hreflang="${locale}"]`)).toHaveAttribute("href", `${siteUrl}${path}`);
	});

	test(`the footer links the privacy page (${locale}), and the language switch leads to its counterpart`, async ({ page }) => {
		await page.goto(screenPath("home", locale));
		const link = page.locator("footer").getByRole("link", { name: p.footerLink });
		await expect(link).toHaveAttribute("href", path);
		await link.click();
		await expectPrivacyPage(page, locale);

		const switcher = page.getByTestId("language-switcher");
		await switcher.locator("summary").click();
		await switcher.getByRole("link", { name: languageName[other[locale]] }).click();
		await expectPrivacyPage(page, other[locale]);
	});

	test(`the price alert form links the privacy page (${locale})`, async ({ page, request }) => {
		const product = demoProductRows()
			.filter((row) => row.locale === locale && row.available)
			.map((row) => screenPath("product", locale, { slug: row.slug }));
		let found = "";
		for (const candidate of product) {
			if ((await (await request.get(candidate)).text()).includes('id="price-alert"')) {
				found = candidate;
				break;
			}
		}
		expect(found, `a ${locale} product page with the price alert form`).not.toBe("");
		await page.goto(found);
		const section = page.getByRole("region", { name: t.alerts.heading });
		const link = section.getByRole("link", { name: t.alerts.privacyLink });
		await expect(link).toHaveAttribute("href", path);
		await link.click();
		await expectPrivacyPage(page, locale);
	});
}
