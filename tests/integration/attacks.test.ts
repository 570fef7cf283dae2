// Attacks on the running production server, beyond what admin-gate.test.ts checks (cookie
// flags, the login rate limit, a cross-site login POST): a signed-in admin's cookie does not let
// another site's form change data (foreign Origin or Referer → refused, nothing written), every
// login issues a new session id (a cookie planted before login is worthless), a forged cookie is
// not an admin session, and logout clears the cookie.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "~/lib/slug";
import { eventually, type RunningApp, startApp } from "../support/app-server";

const password = "attacks-test-password";
let app: RunningApp;

beforeAll(async () => {
	app = await startApp({ ADMIN_PASSWORD: password });
	// The server listens before its database is migrated (pages answer 503 until then).
	await eventually(async () => (await fetch(`${app.url}/`)).status === 200);
});
afterAll(() => app?.stop());

const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
	fetch(`${app.url}${path}`, {
		method: "POST",
		redirect: "manual",
		headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
		body: new URLSearchParams(body),
	});

/** `gg_admin=<value>` of a response's Set-Cookie ("" when it sets none). */
function sessionCookie(response: Response): string {
	const cookie = response.headers.get("set-cookie") ?? "";
	return cookie.match(/^gg_admin=[^;]*/)?.[0] ?? "";
}

/** Logs in (optionally carrying a cookie already in the browser) and returns the new `gg_admin=…`. */
async function login(carried?: string): Promise<string> {
	const response = await post("/admin/login", { password }, { Origin: app.url, ...(carried ? { Cookie: carried } : {}) });
	expect(response.status).toBe(302);
	const cookie = sessionCookie(response);
	expect(cookie).not.toBe("");
	return cookie;
}

/**
 * React Router's signed cookie: encodeURIComponent(base64(JSON) + "." + signature), the signature
 * being HMAC-SHA256 of the base64 part, base64 without padding.
 */
function sessionData(cookie: string): Record<string, unknown> {
	const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
	const payload = value.slice(0, value.lastIndexOf("."));
	return JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
}

function signedCookie(data: Record<string, unknown>, secret: string): string {
	const payload = Buffer.from(JSON.stringify(data), "utf8").toString("base64");
	const signature = createHmac("sha256", secret).update(payload).digest("base64").replace(/=+$/, "");
	return `gg_admin=${encodeURIComponent(`${payload}.${signature}`)}`;
}

const adminPage = (cookie: string) => fetch(`${app.url}/admin`, { redirect: "manual", headers: { Cookie: cookie } });

describe("cross-site POSTs to an admin action with a signed-in admin's cookie", () => {
	const brandName = "Intrångsgodis Attack";
	const slug = slugify(brandName);
	const brandPages = () => [`/varumarken/${slug}`, `/no/merker/${slug}`];
	const statuses = async () => Promise.all(brandPages().map(async (path) => (await fetch(`${app.url}${path}`)).status));

	it("are refused and change nothing; the same POST from the site itself adds the brand", async () => {
		const cookie = await login();
		const addBrand = (headers: Record<string, string>) =>
			post("/admin/tools/add-brand", { brandName }, { Cookie: cookie, ...headers });

		const foreignOrigin = await addBrand({ Origin: "https://evil.example" });
		expect([400, 403]).toContain(foreignOrigin.status);
		// Only a Referer (a browser that leaves Origin out): the same refusal.
		const foreignReferer = await addBrand({ Referer: "https://evil.example/x" });
		expect(foreignReferer.status).toBe(403);
		// A look-alike host is not this site either.
		const lookAlike = await addBrand({ Origin: `${app.url}.evil.example` });
		expect([400, 403]).toContain(lookAlike.status);
		expect(await statuses()).toEqual([404, 404]);

		const own = await addBrand({ Origin: app.url });
		expect(own.status).toBe(302);
		expect(own.headers.get("location")).toMatch(/^\/admin/);
		expect(await statuses()).toEqual([200, 200]);
	});
});

describe("the session id", () => {
	it("is new at every login, whatever cookie the browser already carried", async () => {
		const planted = await login();
		const afterPlanted = await login(planted);
		const fresh = await login();
		const sids = [planted, afterPlanted, fresh].map((cookie) => sessionData(cookie).sid);
		for (const sid of sids) expect(sid).toMatch(/^[0-9a-f]{32}$/);
		expect(new Set(sids).size).toBe(3);
		expect(new Set([planted, afterPlanted, fresh]).size).toBe(3);
		expect(sessionData(afterPlanted)).toMatchObject({ admin: true });
	});

	it("cannot be forged: an edited or wrongly signed cookie gets the login form, the real one the admin page", async () => {
		const genuine = await login();
		expect((await adminPage(genuine)).status).toBe(200);

		const data = { ...sessionData(genuine), sid: "0".repeat(32), lastSeen: Date.now() };
		const value = decodeURIComponent(genuine.slice(genuine.indexOf("=") + 1));
		const signature = value.slice(value.lastIndexOf(".") + 1);
		const forgeries = {
			"edited, old signature": `gg_admin=${encodeURIComponent(`${Buffer.from(JSON.stringify(data)).toString("base64")}.${signature}`)}`,
			"signed with another secret": signedCookie(data, "not-the-session-secret-at-all"),
			unsigned: `gg_admin=${encodeURIComponent(Buffer.from(JSON.stringify(data)).toString("base64"))}`,
			"plain JSON": `gg_admin=${encodeURIComponent(JSON.stringify({ admin: true, lastSeen: Date.now() }))}`,
		};
		for (const [what, cookie] of Object.entries(forgeries)) {
			const response = await adminPage(cookie);
			expect(response.status, what).toBe(302);
			expect(response.headers.get("location"), what).toBe("/admin/login");
		}
	});
});

describe("logout", () => {
	it("answers with a cookie that ends the session in the browser", async () => {
		const cookie = await login();
		const response = await post("/admin/logout", {}, { Cookie: cookie, Origin: app.url });
		expect(response.status).toBe(302);
		expect(response.headers.get("location")).toBe("/admin/login");
		const setCookie = response.headers.get("set-cookie") ?? "";
		expect(setCookie).toMatch(/^gg_admin=/);
		const maxAge = setCookie.match(/Max-Age=(-?\d+)/i)?.[1];
		const expires = setCookie.match(/Expires=([^;]+)/i)?.[1];
		expect(maxAge !== undefined || expires !== undefined).toBe(true);
		if (maxAge !== undefined) expect(Number(maxAge)).toBeLessThanOrEqual(0);
		if (expires !== undefined) expect(Date.parse(expires)).toBeLessThan(Date.now());
		// What the browser keeps after that: no admin session.
		const kept = sessionCookie(response);
		const page = await adminPage(kept);
		expect(page.status).toBe(302);
		expect(page.headers.get("location")).toBe("/admin/login");
	});

	it("ends the session on the server: a copy of the cookie kept from before opens nothing", async () => {
		const cookie = await login();
		expect((await adminPage(cookie)).status).toBe(200);
		const response = await post("/admin/logout", {}, { Cookie: cookie, Origin: app.url });
		expect(response.status).toBe(302);
		const copy = await adminPage(cookie);
		expect(copy.status).toBe(302);
		expect(copy.headers.get("location")).toBe("/admin/login");
	});
});
