// Behind a TLS-terminating proxy (nginx, a CDN, a PaaS router) the browser speaks https to the
// proxy, which forwards plain http with X-Forwarded-Proto/-Host/-For. With TRUST_PROXY set the app
// believes them — so the admin's forms, whose Origin is the public https origin, are accepted, and
// per-client limits see the visitor's address — and without it a visitor who forges them gains nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApp, startApp } from "../support/app-server";

const password = "trusted-proxy-test-password";
const publicOrigin = "https://godisguiden.example";
let behindProxy: RunningApp;
let direct: RunningApp;

beforeAll(async () => {
	[behindProxy, direct] = await Promise.all([
		startApp({ ADMIN_PASSWORD: password, SITE_URL: publicOrigin, TRUST_PROXY: "true" }),
		startApp({ ADMIN_PASSWORD: password, SITE_URL: publicOrigin }),
	]);
});
afterAll(async () => {
	await Promise.all([behindProxy?.stop(), direct?.stop()]);
});

/** A form post as the proxy hands it on: the browser's https origin, the proxy's forwarded headers. */
function postThroughProxy(app: RunningApp, path: string, form: Record<string, string>, client: string, cookie = "") {
	return fetch(`${app.url}${path}`, {
		method: "POST",
		redirect: "manual",
		headers: {
			"Content-Type": "application/x-www-form-urlencoded",
			Origin: publicOrigin,
			"X-Forwarded-Proto": "https",
			"X-Forwarded-Host": "godisguiden.example",
			"X-Forwarded-For": client,
			...(cookie ? { Cookie: cookie } : {}),
		},
		body: new URLSearchParams(form),
	});
}

describe("with TRUST_PROXY", () => {
	it("accepts the admin login and an admin form posted from the public https origin", async () => {
		const login = await postThroughProxy(behindProxy, "/admin/login", { password }, "203.0.113.10");
		expect(login.status).toBe(302);
		expect(login.headers.get("location")).toBe("/admin");
		const session = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
		expect(session).toMatch(/^gg_admin=/);
		const form = await postThroughProxy(
			behindProxy,
			"/admin/tools/add-brand",
			{ brandName: "Proxybolaget" },
			"203.0.113.10",
			session,
		);
		expect(form.status).toBe(302);
		expect(form.headers.get("location")).toMatch(/^\/admin/);
	});

	it("counts failed logins per visitor address, whatever a visitor writes in front of it", async () => {
		const visitor = "198.51.100.7";
		for (let i = 0; i < 5; i++) {
			// nginx appends the address it saw; what the visitor sent stands to its left.
			const attempt = await postThroughProxy(behindProxy, "/admin/login", { password: "fel" }, `10.0.0.${i}, ${visitor}`);
			expect(attempt.status).toBe(401);
		}
		expect((await postThroughProxy(behindProxy, "/admin/login", { password: "fel" }, visitor)).status).toBe(429);
		// Another visitor is another client.
		expect((await postThroughProxy(behindProxy, "/admin/login", { password: "fel" }, "198.51.100.8")).status).toBe(401);
	});
});

describe("without TRUST_PROXY", () => {
	it("forged forwarded headers make no foreign origin acceptable", async () => {
		const login = await postThroughProxy(direct, "/admin/login", { password }, "203.0.113.10");
		expect(login.status).not.toBe(302);
		expect(login.headers.get("set-cookie")).toBeNull();
	});

	it("forged client addresses do not escape the login limit", async () => {
		const post = (client: string) =>
			fetch(`${direct.url}/admin/login`, {
				method: "POST",
				redirect: "manual",
				headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: direct.url, "X-Forwarded-For": client },
				body: new URLSearchParams({ password: "fel" }),
			});
		for (let i = 0; i < 5; i++) expect((await post(`192.0.2.${i}`)).status).toBe(401);
		expect((await post("192.0.2.99")).status).toBe(429);
	});
});
