// The admin gate on the running production server: every admin route from the route config
// refuses a request without a session; login sets a safe cookie; 5 failures a minute → 429;
// a cross-site POST is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { type RunningApp, startApp } from "../support/app-server";

type Entry = { path?: string; index?: boolean; children?: Entry[] };

function adminPaths(entries: Entry[], parent = ""): string[] {
	return entries.flatMap((entry) => {
		const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
		const own = path.startsWith("/admin") && !path.startsWith("/admin/login") && (entry.index || !entry.children) ? [path] : [];
		return [...own, ...adminPaths(entry.children ?? [], path)];
	});
}

const password = "admin-gate-test-password";
let app: RunningApp;

beforeAll(async () => {
	// The public site is https (a TLS proxy in front): the session cookie must be Secure (ADR 035).
	app = await startApp({ ADMIN_PASSWORD: password, SITE_URL: "https://godisguiden.example" });
});
afterAll(() => app?.stop());

const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
	fetch(`${app.url}${path}`, {
		method: "POST",
		redirect: "manual",
		headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, ...headers },
		body: new URLSearchParams(body),
	});

describe("admin routes without a session", () => {
	const paths = adminPaths(routes as Entry[]).map((p) => p.replace(/:(\w+)/g, "1"));

	it("the route config has admin routes to check", () => {
		expect(paths).toContain("/admin");
		expect(paths).toContain("/admin/logout");
	});

	it.each(paths)("GET %s redirects to the login form", async (path) => {
		const response = await fetch(`${app.url}${path}`, { redirect: "manual" });
		expect(response.status).toBe(302);
		expect(response.headers.get("location")).toMatch(/^\/admin\/login/);
	});

	it.each(paths)("POST %s is refused", async (path) => {
		const response = await post(path, { intent: "anything" });
		expect([302, 403, 405]).toContain(response.status);
		if (response.status === 302) expect(response.headers.get("location")).toMatch(/^\/admin\/login/);
	});
});

describe("login", () => {
	it("says 'Felaktigt lösenord' for a wrong password and keeps the field empty", async () => {
		const response = await post("/admin/login", { password: "fel" }, { "x-godisguiden-client": "ignored" });
		expect(response.status).toBe(401);
		const html = await response.text();
		expect(html).toContain("Felaktigt lösenord");
		expect(html).not.toContain('value="fel"');
	});

	it("grants access with a fresh, safe session cookie and shows 'Åtkomst beviljad'", async () => {
		const response = await post("/admin/login", { password });
		expect(response.status).toBe(302);
		expect(response.headers.get("location")).toBe("/admin");
		const cookie = response.headers.get("set-cookie") ?? "";
		expect(cookie).toMatch(/^gg_admin=/);
		expect(cookie).toMatch(/HttpOnly/i);
		expect(cookie).toMatch(/SameSite=Lax/i);
		expect(cookie).toMatch(/Secure/i);
		expect(cookie).not.toMatch(/Max-Age|Expires/i);
		const page = await fetch(`${app.url}/admin`, { headers: { Cookie: cookie.split(";")[0] ?? "" } });
		expect(page.status).toBe(200);
		const html = await page.text();
		expect(html).toContain("Åtkomst beviljad");
		expect(html).toContain("noindex");
	});

	it("refuses a cross-site POST", async () => {
		const response = await post("/admin/login", { password }, { Origin: "https://evil.example" });
		// React Router's own origin check (400) or ours (403) — either way no session.
		expect([400, 403]).toContain(response.status);
		expect(response.headers.get("set-cookie")).toBeNull();
	});

	it("answers 429 after 5 failed attempts in a minute", async () => {
		// The successful login above cleared this client's earlier failure.
		const statuses: number[] = [];
		for (let i = 0; i < 7; i++) statuses.push((await post("/admin/login", { password: `fel-${i}` })).status);
		expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
		const blocked = await post("/admin/login", { password });
		expect(blocked.status).toBe(429);
		expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
		expect(await blocked.text()).toContain("För många misslyckade försök");
	});
});
