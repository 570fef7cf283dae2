// The full-page cache and the protective headers on the running production server (issue 7):
// anonymous repeat requests are served from the cache with a fresh CSP nonce and can be answered
// 304; an admin's requests are never stored or served from it; an admin write empties it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApp, startApp } from "../support/app-server";

const password = "page-cache-test-password";
let app: RunningApp;
let adminCookie: string;

beforeAll(async () => {
	app = await startApp({ ADMIN_PASSWORD: password });
	const login = await fetch(`${app.url}/admin/login`, {
		method: "POST",
		redirect: "manual",
		headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
		body: new URLSearchParams({ password }),
	});
	adminCookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
	expect(adminCookie).toMatch(/^gg_admin=./);
});
afterAll(() => app?.stop());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { redirect: "manual", headers });

function policyNonce(response: Response): string {
	const nonce = response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
	expect(nonce).toBeTruthy();
	return nonce ?? "";
}

/** Every inline script (not JSON-LD data) must carry the response's nonce. */
function inlineScriptNonces(html: string): (string | null)[] {
	return [...html.matchAll(/<script\b([^>]*)>/g)]
		.map((m) => m[1] ?? "")
		.filter((attributes) => !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes))
		.map((attributes) => attributes.match(/\bnonce="([^"]+)"/)?.[1] ?? null);
}

describe("full-page cache", () => {
	it("serves a repeat anonymous visit from the cache with a fresh nonce on every inline script", async () => {
		const first = await get("/om-oss");
		const firstHtml = await first.text();
		const second = await get("/om-oss");
		const secondHtml = await second.text();
		expect(second.headers.get("x-page-cache")).toBe("hit");
		const [firstNonce, secondNonce] = [policyNonce(first), policyNonce(second)];
		expect(firstNonce).not.toBe(secondNonce);
		for (const [html, nonce] of [
			[firstHtml, firstNonce],
			[secondHtml, secondNonce],
		] as const) {
			const nonces = inlineScriptNonces(html);
			expect(nonces.length).toBeGreaterThan(0);
			expect(new Set(nonces)).toEqual(new Set([nonce]));
		}
		expect(secondHtml.replaceAll(secondNonce, "N")).toBe(firstHtml.replaceAll(firstNonce, "N"));
		expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
	});

	it("answers 304 to a visitor who has the page, without a new policy", async () => {
		const page = await get("/kategorier");
		const etag = page.headers.get("etag") ?? "";
		expect(etag).toMatch(/^"/);
		const again = await get("/kategorier", { "If-None-Match": etag });
		expect(again.status).toBe(304);
		expect(await again.text()).toBe("");
		expect(again.headers.get("content-security-policy")).toBeNull();
	});

	it("gives a rendered page the ETag its cached copy has, and answers 304 to it while rendering", async () => {
		// A cookie that is no session makes the cache step aside: every request below renders.
		const bypass = { Cookie: "gg_admin=not-a-session" };
		const rendered = await get("/varumarken", bypass);
		expect(rendered.headers.get("x-page-cache")).toBeNull();
		const etag = rendered.headers.get("etag") ?? "";
		expect(etag).toMatch(/^"/);
		await get("/varumarken");
		const hit = await get("/varumarken");
		expect(hit.headers.get("x-page-cache")).toBe("hit");
		expect(hit.headers.get("etag")).toBe(etag);
		const again = await get("/varumarken", { ...bypass, "If-None-Match": etag });
		expect(again.headers.get("x-page-cache")).toBeNull();
		expect(again.status).toBe(304);
	});

	it("keeps a page's loader data apart from its HTML", async () => {
		await get("/no/om-oss");
		expect((await get("/no/om-oss")).headers.get("x-page-cache")).toBe("hit");
		for (let i = 0; i < 2; i++) {
			const data = await get("/no/om-oss.data");
			expect(data.headers.get("content-type")).toContain("text/x-script");
			expect(await data.text()).not.toContain("<html");
		}
		expect((await get("/no/om-oss.data")).headers.get("x-page-cache")).toBe("hit");
	});

	it("keeps the geo banner's variant apart from the plain page", async () => {
		const norwegian = { "Accept-Language": "nb-NO,nb;q=0.9" };
		await get("/varumarken", norwegian);
		const withBanner = await (await get("/varumarken", norwegian)).text();
		const plain = await (await get("/varumarken", { "Accept-Language": "sv-SE" })).text();
		expect(withBanner).toContain("Det ser ut som du är från Norge");
		expect(plain).not.toContain("Det ser ut som du är från Norge");
	});

	it("never stores or serves an admin's requests", async () => {
		const adminView = await get("/artiklar", { Cookie: adminCookie });
		expect(adminView.status).toBe(200);
		expect(adminView.headers.get("x-page-cache")).toBeNull();
		const adminPage = await get("/admin", { Cookie: adminCookie });
		expect(adminPage.status).toBe(200);
		expect(adminPage.headers.get("cache-control")).toContain("no-store");
		// A visitor asking for the admin page right after gets the login redirect, not the admin's page.
		const visitor = await get("/admin");
		expect(visitor.status).toBe(302);
		expect(visitor.headers.get("location")).toMatch(/^\/admin\/login/);
	});

	it("drops cached pages when an admin writes", async () => {
		await get("/artiklar");
		expect((await get("/artiklar")).headers.get("x-page-cache")).toBe("hit");
		const h1 = "Cachetest om godis i Sverige";
		const created = await fetch(`${app.url}/admin?index`, {
			method: "POST",
			redirect: "manual",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, Cookie: adminCookie },
			body: new URLSearchParams({
				intent: "create-article",
				h1,
				slug: "cachetest-om-godis",
				metaTitle: "Cachetest om godis i Sverige",
				metaDescription: "x".repeat(150),
				content: `${"Godis är gott och det finns mycket att säga om det. ".repeat(12)}`,
				internalKeywords: "",
				externalKeywords: "",
				locale: "sv",
				status: "published",
			}),
		});
		expect(created.status).toBe(302);
		const after = await get("/artiklar");
		expect(after.headers.get("x-page-cache")).toBeNull();
		expect(await after.text()).toContain(h1);
	});
});

describe("protective headers", () => {
	it("sends an enforced policy that forbids framing, plus nosniff and a referrer policy", async () => {
		for (const path of ["/", "/no/produkter", "/admin/login"]) {
			const response = await get(path);
			const policy = response.headers.get("content-security-policy") ?? "";
			expect(policy).toContain("frame-ancestors 'none'");
			expect(policy).toContain("object-src 'none'");
			expect(policy).not.toContain("unsafe-eval");
			expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
			expect(response.headers.get("content-security-policy-report-only")).toBeNull();
			expect(response.headers.get("x-content-type-options")).toBe("nosniff");
			expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
		}
		const asset = await get("/favicon.svg");
		expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
	});
});
