// Every redirect whose target comes from input, against the running server, fed generated
// addresses (tabs, newlines, backslashes, "//", encoded forms, absolute and javascript: URLs):
// the answer is a clear 400 or a Location that resolves to this site, never a 5xx. The language
// preference post (the geo banner's form) is refused from another site's page, or one whose Origin
// is `null`, as the admin forms are, and every answer carries X-Content-Type-Options: nosniff.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/i18n/messages";
import { type RunningApp, startApp } from "../support/app-server";
import { hostileUrlPieces as pieces } from "../support/hostile-url-pieces";

const password = "redirect-targets-test-password";
let app: RunningApp;

beforeAll(async () => {
	app = await startApp({ ADMIN_PASSWORD: password });
});
afterAll(() => app?.stop());

const hostileAddress = fc.oneof(
	fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 8 }).map((parts) => parts.join("")),
	fc.string({ unit: "binary", maxLength: 30 }).map((text) => `/${text}`),
	fc.webUrl(),
);

function post(path: string, fields: Record<string, string>, origin: string | null = app.url): Promise<Response> {
	const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
	if (origin) headers.Origin = origin;
	return fetch(`${app.url}${path}`, { method: "POST", redirect: "manual", headers, body: new URLSearchParams(fields) });
}

/** What the answer must be: a 400 that says why in words, or a redirect to a page of this site. */
async function problemOf(response: Response, sent: string): Promise<string | null> {
	const { status } = response;
	if (status === 400) {
		const text = await response.text();
		return text.trim().length > 10 ? null : `${sent}: 400 without an explanation (${JSON.stringify(text)})`;
	}
	await response.body?.cancel();
	if (status < 300 || status >= 400) return `${sent}: answered ${status}`;
	const location = response.headers.get("location") ?? "";
	const target = new URL(location, app.url);
	return target.origin === new URL(app.url).origin
		? null
		: `${sent}: Location ${JSON.stringify(location)} leads to ${target.origin}`;
}

describe("the language preference post", () => {
	it("refuses the tab that browsers drop, and a newline, with a clear 400 in the page's language", async () => {
		for (const returnTo of ["/\t/evil.example", "/\n/evil.example"]) {
			const response = await post("/geo-preference", { preference: "sv", returnTo });
			expect(response.status, JSON.stringify(returnTo)).toBe(400);
			expect(response.headers.get("set-cookie"), "nothing stored").toBeNull();
			expect(await response.text()).toBe(messages.sv.geoBanner.refusedControlCharacter);
		}
		const offSite = await post("/geo-preference", { preference: "nb", norwegianPath: "/\\evil.example" });
		expect(offSite.status).toBe(400);
		expect(await offSite.text()).toBe(messages.sv.geoBanner.refusedForeignAddress);
	});

	it("still goes where the banner's own form says", async () => {
		const back = await post("/geo-preference", {
			preference: "sv",
			returnTo: "/kategorier?sort=price-asc",
			norwegianPath: "/no",
		});
		expect([back.status, back.headers.get("location")]).toEqual([303, "/kategorier?sort=price-asc"]);
		const over = await post("/geo-preference", { preference: "nb", returnTo: "/", norwegianPath: "/no/merker/freia" });
		expect([over.status, over.headers.get("location")]).toEqual([303, "/no/merker/freia"]);
	});

	it("answers whatever address is posted with a 400 or a redirect to this site, never a 5xx", async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.constantFrom("sv", "nb"),
				hostileAddress,
				hostileAddress,
				async (preference, returnTo, norwegianPath) => {
					const sent = JSON.stringify({ preference, returnTo, norwegianPath });
					const response = await post("/geo-preference", { preference, returnTo, norwegianPath });
					expect(await problemOf(response, sent)).toBeNull();
				},
			),
			{ numRuns: 300 },
		);
	}, 120_000);

	it("is refused from another site's page, and stores nothing", async () => {
		const response = await post("/geo-preference", { preference: "nb", norwegianPath: "/no" }, "https://evil.example");
		expect(response.status).toBe(403);
		expect(response.headers.get("set-cookie")).toBeNull();
		expect(response.headers.get("location")).toBeNull();
	});

	it("is refused from a page without an origin of its own (Origin: null: a sandboxed frame, a post redirected from another site), and stores nothing", async () => {
		const response = await post("/geo-preference", { preference: "nb", norwegianPath: "/no" }, "null");
		expect(response.status).toBe(403);
		expect(response.headers.get("set-cookie")).toBeNull();
		expect(response.headers.get("location")).toBeNull();
	});
});

/** Addresses that start inside the admin area, as the login's own links do, and then go astray. */
const hostileAdminAddress = fc.oneof(
	hostileAddress,
	fc.tuple(fc.constantFrom("/admin", "/admin/", "/admin?x="), hostileAddress).map(([start, rest]) => start + rest),
);

describe("the admin login's way back", () => {
	it("leads into the admin area whatever redirectTo says, never a 5xx", async () => {
		await fc.assert(
			fc.asyncProperty(hostileAdminAddress, async (redirectTo) => {
				const response = await post(`/admin/login?${new URLSearchParams({ redirectTo })}`, { password });
				expect(await problemOf(response, JSON.stringify(redirectTo))).toBeNull();
				if (response.status !== 400) expect(response.headers.get("location")).toMatch(/^\/admin(?:[/?#]|$)/);
			}),
			{ numRuns: 100 },
		);
	}, 120_000);
});

describe("every answer", () => {
	it("carries X-Content-Type-Options: nosniff", async () => {
		const answers = [
			await fetch(`${app.url}/api/suggestions?q=choklad&locale=sv`),
			await fetch(`${app.url}/`),
			await fetch(`${app.url}/no/finnes-ikke`),
			await fetch(`${app.url}/favicon.svg`),
			await fetch(`${app.url}/sitemap.xml`),
			await post("/geo-preference", { preference: "sv", returnTo: "/\t/evil.example" }),
			await post("/geo-preference", { preference: "sv", returnTo: "/" }),
		];
		for (const response of answers) {
			await response.body?.cancel();
			expect(response.headers.get("x-content-type-options"), `${response.url} ${response.status}`).toBe("nosniff");
		}
	});
});
