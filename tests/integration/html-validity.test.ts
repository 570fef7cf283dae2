// The server HTML of every public page type, both languages, is valid for the Nu HTML Checker
// (the W3C validator's engine): the markup every visitor, with or without JavaScript, and every
// crawler gets first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
		const errors = await nuHtmlErrors(documents);
		expect(
			errors.map((e) => `${e.document}: ${e.message}${e.extract ? ` — ${e.extract.trim().slice(0, 160)}` : ""}`),
			`${documents.size} documents checked`,
		).toEqual([]);
	}, 60_000);

	it("of one's own shopping list with items has no Nu HTML Checker error", async () => {
		const products = (await (await fetch(`${app.url}/produkter`)).text()).matchAll(/name="product" value="([^"]+)"/g);
		let cookie = "";
		for (const [, product] of [...products].slice(0, 3)) {
			const added = await fetch(`${app.url}/godislista`, {
				method: "POST",
				redirect: "manual",
				headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, Cookie: cookie },
				body: new URLSearchParams({ intent: "add", product: product as string, quantity: "2", back: "/produkter" }),
			});
			cookie = (added.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
		}
		const page = await (await fetch(`${app.url}/godislista?reply=added`, { headers: { Cookie: cookie } })).text();
		expect(page).toContain('data-testid="shop-basket"');
		const errors = await nuHtmlErrors(new Map([["own shopping list", page]]));
		expect(errors.map((e) => `${e.message}${e.extract ? ` — ${e.extract.trim().slice(0, 160)}` : ""}`)).toEqual([]);
	}, 60_000);
});
