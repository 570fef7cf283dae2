// Price alerts from a product page (ADR 028) in both languages, with JavaScript on and off, on a
// 375 px phone: a visitor asks for an alert and is told to check their e-mail; the confirmation mail
// (an .eml file in the e2e server's outbox, as there is no SMTP_URL) is in the page's language, its
// link activates the alert and its unsubscribe link ends it after a button press. A target at or
// above today's price is refused next to its field, and no mail goes out. axe checks the product
// page with the form's answer shown and the confirmation page, as accessibility.spec.ts does.
//
// Asked twice for one address and product with different targets, the visitor gets two mails, and
// each mail's link confirms the target that mail states (ADR 034).
//
// The form accepts 20 requests per client and hour, and every test here is the same client: the
// "asks for an alert" tests (one request each) and the "asks twice" tests (two each), per language
// and project, make twelve accepted requests in all.
import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { type ParsedMail, simpleParser } from "mailparser";
import { demoProductRows } from "../../app/.server/db/demo/product-rows";
import type { Locale } from "../../app/i18n/locales";
import { alertTexts as nbTexts } from "../../app/i18n/messages/nb/alert-texts";
import { alerts as nbAlerts } from "../../app/i18n/messages/nb/alerts";
import { alertTexts as svTexts } from "../../app/i18n/messages/sv/alert-texts";
import { alerts as svAlerts } from "../../app/i18n/messages/sv/alerts";
import { screenPath } from "../../app/i18n/paths";
import { formatPrice } from "../../app/lib/money";
import { headerOf } from "../support/mail-header";
import { seriousAxeViolations } from "./support/axe";

test.use({ viewport: { width: 375, height: 740 } });

const siteUrl = "https://godisguiden.example"; // SITE_URL in playwright.config.ts
const repoRoot = path.resolve(import.meta.dirname, "../..");

const cases = {
	sv: { alertPath: "/prisbevakning", currency: "SEK", form: svAlerts, texts: svTexts },
	nb: { alertPath: "/no/prisvarsel", currency: "NOK", form: nbAlerts, texts: nbTexts },
} as const;

/** "{{name}}" → the value, as the app's translator does. */
function fill(text: string, values: Record<string, string | number> = {}): string {
	return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));
}

/**
 * The first demo product of the language whose page has the price alert form (one you can buy).
 * Products other specs make (and reprice while this one runs) are left alone.
 */
async function productWithAlertForm(request: APIRequestContext, locale: Locale): Promise<string> {
	const candidates = demoProductRows().filter((row) => row.locale === locale && row.available);
	for (const row of candidates) {
		const path = screenPath("product", locale, { slug: row.slug });
		if ((await (await request.get(path)).text()).includes('id="price-alert"')) return path;
	}
	throw new Error(`no ${locale} demo product with a price alert form among ${candidates.length}`);
}

/** "1 234,90 SEK" → 1234.9 */
function amount(text: string): number {
	return Number(text.replace(/[^\d,]/g, "").replace(",", "."));
}

/** A unique address for this test run, lower case as the app keeps it. */
function uniqueAddress(kind: string, locale: Locale, project: string): string {
	return `e2e-${kind}-${locale}-${project}-${randomBytes(5).toString("hex")}@example.com`.toLowerCase();
}

/** The e2e server's outbox (DATA_DIR is `.data-e2e-<port>` beside playwright.config.ts). */
function outboxOf(baseURL: string | undefined): string {
	return path.join(repoRoot, `.data-e2e-${new URL(String(baseURL)).port}`, "outbox");
}

/** Every mail in the outbox addressed to `address`. */
async function mailsTo(outbox: string, address: string): Promise<ParsedMail[]> {
	const names = await readdir(outbox).catch(() => [] as string[]);
	const found: ParsedMail[] = [];
	for (const name of names.filter((n) => n.endsWith(".eml"))) {
		const raw = await readFile(path.join(outbox, name));
		// The address is in the raw header: only those files are worth parsing.
		if (!raw.toString("latin1").toLowerCase().includes(address)) continue;
		const mail = await simpleParser(raw);
		const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value);
		if (to.some((a) => a.address?.toLowerCase() === address)) found.push(mail);
	}
	return found;
}

/** The same path and query on the test's server (the mail links to SITE_URL). */
function onTestServer(link: string, baseURL: string | undefined): string {
	const url = new URL(link);
	return new URL(`${url.pathname}${url.search}`, String(baseURL)).href;
}

/**
 * axe's serious and critical violations on the page as it is now, as accessibility.spec.ts checks.
 * Without JavaScript axe cannot run in the page, and the state shown (the answer to a post, a link
 * that is used up once opened) cannot be fetched again: its HTML is served once more, for the same
 * address, to a context that allows scripts but blocks every script file, so nothing hydrates.
 */
async function seriousViolations(
	page: Page,
	{
		browser,
		javaScriptEnabled,
		viewport,
	}: { browser: Browser; javaScriptEnabled: boolean; viewport: { width: number; height: number } | null },
) {
	let checked = page;
	if (!javaScriptEnabled) {
		const html = await page.content();
		const url = page.url();
		const context = await browser.newContext({ viewport, javaScriptEnabled: true });
		await context.route("**/*", (route) => {
			const request = route.request();
			if (request.resourceType() === "script") return route.abort();
			if (request.isNavigationRequest())
				return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
			return route.fallback();
		});
		checked = await context.newPage();
		await checked.goto(url);
		// The very state the visitor sees, not the page as a new visit would show it.
		expect(await checked.locator("main").textContent()).toBe(await page.locator("main").textContent());
	}
	const serious = await seriousAxeViolations(checked);
	if (checked !== page) await checked.context().close();
	return serious;
}

/** The element lies within the page's width: a 375 px visitor need not scroll sideways to use it. */
async function expectWithinWidth(page: Page, element: Locator, what: string) {
	const width = await page.evaluate(() => document.documentElement.clientWidth);
	const box = await element.boundingBox();
	expect(box, what).not.toBeNull();
	expect(box?.x ?? -1, `${what} starts left of the page`).toBeGreaterThanOrEqual(0);
	expect((box?.x ?? 0) + (box?.width ?? 0), `${what} ends right of the page (${width} px wide)`).toBeLessThanOrEqual(width);
	// Nothing inside sticks out of it either.
	const overflow = await element.evaluate((node) => node.scrollWidth - node.clientWidth);
	expect(overflow, `${what} overflows sideways`).toBeLessThanOrEqual(0);
}

for (const locale of ["sv", "nb"] as const) {
	const c = cases[locale];
	// The form's own texts; the server's (problems, the link page, the mails).
	const t = c.form;
	const { problems, page: linkPage, mail: mailText } = c.texts;

	test(`a visitor asks for a price alert (${locale}), confirms it from the mail and unsubscribes`, async ({
		page,
		request,
		browser,
		baseURL,
		javaScriptEnabled,
		viewport,
	}, info) => {
		test.setTimeout(60_000);
		const productPath = await productWithAlertForm(request, locale);
		const address = uniqueAddress("alert", locale, info.project.name);
		const outbox = outboxOf(baseURL);

		await page.goto(productPath);
		const name = ((await page.locator("main h1").textContent()) ?? "").trim();
		const price = amount((await page.getByTestId("product-price").textContent()) ?? "");
		expect(price).toBeGreaterThan(1);
		const section = page.getByRole("region", { name: t.heading });
		await expect(section).toBeVisible();
		await expect(section).toContainText(fill(t.targetHint, { price: formatPrice(price, c.currency, locale) }));
		const email = section.getByLabel(t.email);
		const target = section.getByLabel(fill(t.target, { currency: c.currency }));
		// The suggestion is about 10 % below today's price.
		const suggested = amount(await target.inputValue());
		expect(suggested).toBeLessThan(price);
		expect(suggested).toBeGreaterThanOrEqual(Math.floor(price * 0.9) - 1);
		await expectWithinWidth(page, section.locator("form"), "the price alert form");
		for (const control of [email, target, section.getByRole("button", { name: t.submit })]) {
			await expectWithinWidth(page, control, `the form's ${(await control.getAttribute("name")) ?? "button"}`);
		}

		const targetPrice = Math.floor(price * 80) / 100;
		const targetText = targetPrice.toFixed(2).replace(".", ",");
		if (javaScriptEnabled) {
			// Keyboard only: the address, Tab to the target, Tab past the hidden honeypot to the button.
			await email.focus();
			await page.keyboard.type(address);
			await page.keyboard.press("Tab");
			await expect(target).toBeFocused();
			await page.keyboard.press("ControlOrMeta+A");
			await page.keyboard.type(targetText);
			await page.keyboard.press("Tab");
			await expect(section.getByRole("button", { name: t.submit })).toBeFocused();
			await page.keyboard.press("Enter");
		} else {
			await email.fill(address);
			await target.fill(targetText);
			await section.getByRole("button", { name: t.submit }).click();
			await expect(page).toHaveURL(/#price-alert$/);
		}

		const sent = page.getByTestId("price-alert-sent");
		await expect(sent).toBeVisible();
		await expect(sent).toHaveAttribute("role", "status");
		await expect(sent).toContainText(t.sentTitle);
		await expect(sent).toContainText(fill(t.sentText, { email: address }));
		if (javaScriptEnabled) await expect(sent).toBeFocused();
		await expectWithinWidth(page, sent, "the answer");
		const onProductPage = await seriousViolations(page, { browser, javaScriptEnabled, viewport });
		expect(onProductPage, `${productPath} with the answer\n${JSON.stringify(onProductPage, null, 2)}`).toEqual([]);

		// The confirmation mail, in the page's language.
		await expect
			.poll(async () => (await mailsTo(outbox, address)).length, { message: `a mail to ${address} in ${outbox}` })
			.toBe(1);
		const [mail] = await mailsTo(outbox, address);
		if (!mail) throw new Error("no mail");
		const targetShown = formatPrice(targetPrice, c.currency, locale);
		expect(mail.subject).toBe(fill(mailText.confirmSubject, { name }));
		expect(headerOf(mail, "Content-Language")).toBe(locale);
		expect(mail.html || "").toContain(`<html lang="${locale}"`);
		expect(mail.text).toContain(fill(mailText.confirmIntro, { name, target: targetShown }));
		expect(mail.text).toContain(mailText.confirmAction);
		const links = [...(mail.text ?? "").matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
		const escaped = c.alertPath.replace(/\//g, "\\/");
		const confirmLink = links.find((link) => new RegExp(`${escaped}\\?token=\\d+\\.c\\.\\d+\\.[A-Za-z0-9_-]{43}$`).test(link));
		const unsubscribeLink = links.find((link) => new RegExp(`${escaped}\\?token=\\d+\\.u\\.0\\.[A-Za-z0-9_-]{43}$`).test(link));
		expect(confirmLink, links.join("\n")).toBeDefined();
		expect(unsubscribeLink, links.join("\n")).toBeDefined();
		expect(confirmLink?.startsWith(`${siteUrl}${c.alertPath}?`)).toBe(true);
		expect(headerOf(mail, "List-Unsubscribe")).toContain(`<${unsubscribeLink}>`);
		expect(mail.html).toContain(`href="${confirmLink}"`);

		// The confirmation link activates the alert.
		const confirmed = await page.goto(onTestServer(confirmLink as string, baseURL));
		expect(confirmed?.status()).toBe(200);
		await expect(page.locator("main h1")).toHaveText(linkPage.confirmedTitle);
		await expect(page.locator("main")).toContainText(fill(linkPage.confirmedText, { name, target: targetShown }));
		await expect(page.locator("main").getByRole("link", { name: fill(linkPage.toProduct, { name }) })).toHaveAttribute(
			"href",
			productPath,
		);
		const onConfirmation = await seriousViolations(page, { browser, javaScriptEnabled, viewport });
		expect(onConfirmation, `the confirmation page\n${JSON.stringify(onConfirmation, null, 2)}`).toEqual([]);

		// The unsubscribe link asks first; the button ends the alert.
		const unsubscribe = await page.goto(onTestServer(unsubscribeLink as string, baseURL));
		expect(unsubscribe?.status()).toBe(200);
		await expect(page.locator("main h1")).toHaveText(linkPage.unsubscribeTitle);
		await expect(page.locator("main")).toContainText(fill(linkPage.unsubscribeText, { name, target: targetShown }));
		await page.getByRole("button", { name: linkPage.unsubscribeButton }).click();
		await expect(page.locator("main h1")).toHaveText(linkPage.unsubscribedTitle);
		await expect(page.locator("main")).toContainText(linkPage.unsubscribedText);

		// The alert is gone: its links now say so.
		const again = await page.goto(onTestServer(confirmLink as string, baseURL));
		expect(again?.status()).toBe(410);
		await expect(page.locator("main h1")).toHaveText(linkPage.goneTitle);
		// One mail only: confirming and unsubscribing send nothing.
		expect(await mailsTo(outbox, address)).toHaveLength(1);
	});

	test(`asked twice with different targets (${locale}), each mail's link confirms its own target`, async ({
		page,
		request,
		baseURL,
	}, info) => {
		test.setTimeout(60_000);
		const productPath = await productWithAlertForm(request, locale);
		const address = uniqueAddress("twice", locale, info.project.name);
		const outbox = outboxOf(baseURL);
		const asked: { target: number; shown: string }[] = [];
		let name = "";
		for (const share of [80, 70]) {
			await page.goto(productPath);
			name = ((await page.locator("main h1").textContent()) ?? "").trim();
			const price = amount((await page.getByTestId("product-price").textContent()) ?? "");
			const target = Math.floor(price * share) / 100;
			const section = page.getByRole("region", { name: t.heading });
			await section.getByLabel(t.email).fill(address);
			await section.getByLabel(fill(t.target, { currency: c.currency })).fill(target.toFixed(2).replace(".", ","));
			await section.getByRole("button", { name: t.submit }).click();
			await expect(page.getByTestId("price-alert-sent")).toContainText(fill(t.sentText, { email: address }));
			asked.push({ target, shown: formatPrice(target, c.currency, locale) });
		}
		await expect.poll(async () => (await mailsTo(outbox, address)).length, { message: `two mails to ${address}` }).toBe(2);
		const mails = await mailsTo(outbox, address);
		/** The confirmation link of the mail that states this target. */
		const confirmLinkFor = (shown: string) => {
			const mail = mails.find((m) => m.text?.includes(fill(mailText.confirmIntro, { name, target: shown })));
			expect(mail, `a mail stating ${shown}`).toBeDefined();
			return [...(mail?.text ?? "").matchAll(/https?:\/\/\S+\?token=\d+\.c\.\S+/g)].map((m) => m[0])[0] as string;
		};
		const [first, second] = asked as [{ target: number; shown: string }, { target: number; shown: string }];
		const firstLink = confirmLinkFor(first.shown);
		const secondLink = confirmLinkFor(second.shown);
		expect(firstLink).not.toBe(secondLink);

		// The first mail's link confirms the first target, though a second was asked for since.
		await page.goto(onTestServer(firstLink, baseURL));
		await expect(page.locator("main h1")).toHaveText(linkPage.confirmedTitle);
		await expect(page.locator("main")).toContainText(fill(linkPage.confirmedText, { name, target: first.shown }));
		// The second mail's link confirms the second, which takes the first one's place.
		await page.goto(onTestServer(secondLink, baseURL));
		await expect(page.locator("main h1")).toHaveText(linkPage.confirmedTitle);
		await expect(page.locator("main")).toContainText(fill(linkPage.confirmedText, { name, target: second.shown }));
		const replaced = await page.goto(onTestServer(firstLink, baseURL));
		expect(replaced?.status()).toBe(410);
		await expect(page.locator("main h1")).toHaveText(linkPage.goneTitle);
		expect(await mailsTo(outbox, address)).toHaveLength(2);
	});

	test(`a target at or above today's price is refused next to its field (${locale}), and no mail goes out`, async ({
		page,
		request,
		browser,
		baseURL,
		javaScriptEnabled,
		viewport,
	}, info) => {
		const productPath = await productWithAlertForm(request, locale);
		const address = uniqueAddress("refused", locale, info.project.name);

		await page.goto(productPath);
		const priceText = ((await page.getByTestId("product-price").textContent()) ?? "").trim();
		const price = amount(priceText);
		const section = page.getByRole("region", { name: t.heading });
		const email = section.getByLabel(t.email);
		const target = section.getByLabel(fill(t.target, { currency: c.currency }));
		await email.fill(address);
		// Today's price itself: the target must be below it.
		const targetText = price.toFixed(2).replace(".", ",");
		await target.fill(targetText);
		const [response] = await Promise.all([
			page.waitForResponse((r) => r.request().method() === "POST"),
			section.getByRole("button", { name: t.submit }).click(),
		]);
		// Without JavaScript the answer is the page itself, sent as a client error.
		if (!javaScriptEnabled) expect(response.status()).toBe(400);

		const problem = section.getByRole("alert");
		await expect(problem).toHaveText(fill(problems["target-not-below"], { price: formatPrice(price, c.currency, locale) }));
		await expect(problem).toHaveText(new RegExp(priceText.replace(/\s/g, "\\s")));
		if (javaScriptEnabled) await expect(problem).toBeFocused();
		await expect(target).toHaveAttribute("aria-invalid", "true");
		await expect(target).toHaveAttribute("aria-describedby", /(^|\s)price-alert-problem(\s|$)/);
		await expect(email).not.toHaveAttribute("aria-invalid", "true");
		// What was typed comes back, so it can be corrected.
		await expect(email).toHaveValue(address);
		await expect(target).toHaveValue(targetText);
		await expect(page.getByTestId("price-alert-sent")).toHaveCount(0);
		await expectWithinWidth(page, section.locator("form"), "the form with its problem");
		const violations = await seriousViolations(page, { browser, javaScriptEnabled, viewport });
		expect(violations, `${productPath} with the problem\n${JSON.stringify(violations, null, 2)}`).toEqual([]);

		expect(await mailsTo(outboxOf(baseURL), address)).toEqual([]);
	});
}
