// With its database unreachable, the production server answers every kind of request that needs it
// 503 with Retry-After — a page's data, the feeds and the sitemap a crawler fetches, an admin's
// action — so the shared cache in front serves its last good copy (it does so for a 503 only), and a
// visitor who navigates with JavaScript sees the localised 503 page a page request shows (ADR 071).
import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminSessionStorage } from "~/.server/auth/session";
import { type RunningApp, startApp } from "../support/app-server";

const sessionSecret = "database-outage-session-secret-0123";
const swedish = "Tjänsten är tillfälligt otillgänglig";
const norwegian = "Tjenesten er midlertidig utilgjengelig";

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
	app = await startApp({
		// Nothing listens on port 1: every connection is refused.
		DATABASE_URL: "postgres://u:p@127.0.0.1:1/db",
		SESSION_SECRET: sessionSecret,
		ADMIN_PASSWORD: "database-outage-password",
	});
	browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
}, 120_000);
afterAll(async () => {
	await browser?.close();
	await app?.stop();
});

describe("with the database unreachable", () => {
	it.each([
		["/produkter", swedish],
		["/produkter.data", swedish],
		["/no/produkter.data", norwegian],
		["/rss.xml", swedish],
		["/no/rss.xml", norwegian],
		["/sitemap.xml", swedish],
	])("%s answers 503 with Retry-After, in its language", async (path, words) => {
		const response = await fetch(`${app.url}${path}`);
		expect(response.status).toBe(503);
		expect(response.headers.get("retry-after")).toBe("30");
		expect(response.headers.get("cache-control")).toBe("no-store");
		expect(await response.text()).toContain(words);
	});

	it("a signed-in admin's logout answers 503, not 500", async () => {
		// The session cookie the app itself would have set at login (the login needs the database).
		const storage = createAdminSessionStorage(app.url, [sessionSecret]);
		const session = await storage.getSession();
		session.set("sid", "0".repeat(32));
		session.set("admin", true);
		session.set("lastSeen", Date.now());
		const cookie = (await storage.commitSession(session)).split(";")[0] ?? "";
		const response = await fetch(`${app.url}/admin/logout`, {
			method: "POST",
			redirect: "manual",
			headers: { Cookie: cookie, Origin: app.url },
		});
		expect(response.status).toBe(503);
		expect(response.headers.get("retry-after")).toBe("30");
	});

	it("a client-side navigation shows the localised 503 page", async () => {
		const page = await browser.newPage();
		try {
			// The about page needs no database; the product list does.
			await page.goto(`${app.url}/no/om-oss`);
			// Hydrated: before that a click is the browser's own, a full page load.
			await page.waitForFunction(() =>
				Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__react")),
			);
			// A full page load would lose this mark: it shows that the router fetched the data itself.
			await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
			const [data] = await Promise.all([
				page.waitForResponse((response) => new URL(response.url()).pathname === "/no/produkter.data"),
				page.locator("header").getByRole("link", { name: "Produkter", exact: true }).click(),
			]);
			expect(data.status()).toBe(503);
			await expect.poll(() => page.locator("h1").textContent()).toBe(norwegian);
			expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(true);
		} finally {
			await page.close();
		}
	});
});
