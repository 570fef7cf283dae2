// The server HTML of every public page type, both languages, is valid for the Nu HTML Checker
// (the W3C validator's engine): the markup every visitor, with or without JavaScript, and every
// crawler gets first; and every admin section, as the operator's browser gets it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPages } from "../support/admin-pages";
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

	it("of every admin section and the feed delete page has no Nu HTML Checker error", async () => {
		const login = await fetch(`${app.url}/admin/login`, {
			method: "POST",
			redirect: "manual",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
			body: new URLSearchParams({ password: "html-validity-test-password" }),
		});
		const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
		const read = (path: string) => fetch(`${app.url}${path}`, { headers: { Cookie: cookie } });
		const documents = new Map<string, string>();
		for (const path of await adminPages(async (path) => (await read(path)).text())) {
			const response = await read(path);
			expect(response.status, path).toBe(200);
			documents.set(path, await response.text());
		}
		const errors = await nuHtmlErrors(documents);
		expect(
			errors.map((e) => `${e.document}: ${e.message}${e.extract ? ` — ${e.extract.trim().slice(0, 160)}` : ""}`),
			`${documents.size} documents checked`,
		).toEqual([]);
	}, 60_000);
});
