// The server HTML of every public page type, both languages, is valid for the Nu HTML Checker
// (the W3C validator's engine): the markup every visitor, with or without JavaScript, and every
// crawler gets first. And the admin's retailer shipping page, as shown and with a refused form.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessionCookie } from "../support/admin-session";
import { type RunningApp, startApp } from "../support/app-server";
import { nuHtmlErrors } from "../support/nu-html-checker";
import { publicPages } from "../support/public-pages";

let app: RunningApp;

beforeAll(async () => {
	app = await startApp({ ADMIN_PASSWORD: "html-validity-test-password" });
});
afterAll(() => app?.stop());

describe("server HTML", () => {
	it("of every public page type in both languages has no Nu HTML Checker error", async () => {
		const pages = await publicPages(async (path) => (await fetch(`${app.url}${path}`)).text());
		const documents = new Map<string, string>();
		for (const page of pages) {
			const response = await fetch(`${app.url}${page.path}`);
			expect(response.status, page.path).toBe(page.status);
			documents.set(`${page.type} (${page.locale}) ${page.path}`, await response.text());
		}
		const cookie = await adminSessionCookie(app.url, "html-validity-test-password");
		const admin = await (await fetch(`${app.url}/admin`, { headers: { Cookie: cookie } })).text();
		const shippingPath = /href="(\/admin\/retailers\/[0-9a-f-]{36})"/.exec(admin)?.[1];
		expect(shippingPath, "the feeds card links to a retailer's shipping page").toBeDefined();
		const shipping = await fetch(`${app.url}${shippingPath}`, { headers: { Cookie: cookie } });
		expect(shipping.status).toBe(200);
		documents.set(`admin retailer shipping ${shippingPath}`, await shipping.text());
		const refused = await fetch(`${app.url}${shippingPath}`, {
			method: "POST",
			headers: { Cookie: cookie, Origin: app.url, "Content-Type": "application/x-www-form-urlencoded" },
			body: new URLSearchParams({ locale: "sv", fee: "-1", freeOver: "0", daysMin: "3", daysMax: "1" }),
		});
		expect(refused.status).toBe(400);
		documents.set(`admin retailer shipping, refused ${shippingPath}`, await refused.text());
		const errors = await nuHtmlErrors(documents);
		expect(
			errors.map((e) => `${e.document}: ${e.message}${e.extract ? ` — ${e.extract.trim().slice(0, 160)}` : ""}`),
			`${documents.size} documents checked`,
		).toEqual([]);
	}, 60_000);
});
