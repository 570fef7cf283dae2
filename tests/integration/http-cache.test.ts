// How the running production server's answers may be cached (ADR 021): anonymous public pages and
// their loader data are shared-cacheable with a strong ETag and a policy whose script hashes cover
// every inline script of the very same response; what is personal (the geo banner, an admin
// session, a response setting a cookie, a form post, the admin area) is never shared.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { geoPreferenceCookie } from "~/.server/geo-preference";
import { adminPages } from "../support/admin-pages";
import { type RunningApp, startApp } from "../support/app-server";
import { parsePage } from "../support/html";

const password = "http-cache-test-password";
let app: RunningApp;

beforeAll(async () => {
	app = await startApp({ ADMIN_PASSWORD: password, HTTP_CACHE_S_MAXAGE: "30" });
});
afterAll(() => app?.stop());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers, redirect: "manual" });

async function firstItem(list: string, prefix: string): Promise<string> {
	const path = (await (await get(list)).text()).match(new RegExp(`href="(${prefix}/[^"?#]+)"`))?.[1];
	if (!path) throw new Error(`no ${prefix}/… link on ${list}`);
	return path;
}

/** One page of every public type in both languages, items found the way a visitor finds them. */
async function publicPages(): Promise<string[]> {
	const lists: [string, string][] = [
		["/kategorier", "/kategorier"],
		["/varumarken", "/varumarken"],
		["/produkter", "/produkter"],
		["/artiklar", "/artiklar"],
		["/no/kategorier", "/no/kategorier"],
		["/no/merker", "/no/merker"],
		["/no/produkter", "/no/produkter"],
		["/no/artiklar", "/no/artiklar"],
	];
	const items = await Promise.all(lists.map(([list, prefix]) => firstItem(list, prefix)));
	return [
		...lists.map(([list]) => list),
		...items,
		"/",
		"/no",
		"/om-oss",
		"/no/om-oss",
		"/integritet",
		"/no/personvern",
		"/sok?q=choklad",
		"/no/sok?q=sjokolade",
	];
}

function sha256(text: string): string {
	return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

function directives(policy: string | null): Map<string, string[]> {
	return new Map(
		(policy ?? "").split(";").map((directive) => {
			const [name = "", ...sources] = directive.trim().split(/\s+/);
			return [name, sources];
		}),
	);
}

describe("public pages", () => {
	it("are shared-cacheable, with a strong ETag and a policy naming exactly the page's own inline scripts", async () => {
		for (const path of await publicPages()) {
			const response = await get(path);
			expect(response.status, path).toBe(200);
			expect(response.headers.get("cache-control"), path).toBe(
				"public, max-age=0, s-maxage=30, stale-while-revalidate=600, stale-if-error=86400",
			);
			expect(response.headers.get("etag"), path).toMatch(/^"[\w-]{20,}"$/);
			const scriptSources = directives(response.headers.get("content-security-policy")).get("script-src") ?? [];
			expect(
				scriptSources.filter((source) => !source.startsWith("'sha256-")),
				path,
			).toEqual(["'self'"]);
			const { inlineScripts } = parsePage(await response.text());
			expect(inlineScripts.length, path).toBeGreaterThan(0);
			expect(new Set(scriptSources.filter((source) => source.startsWith("'sha256-"))), path).toEqual(
				new Set(inlineScripts.map(sha256)),
			);
		}
	});

	it("vary by language and cookie on Swedish pages only", async () => {
		const swedish = await get("/kategorier");
		expect(swedish.headers.get("vary")).toMatch(/Accept-Language, Cookie/);
		const norwegian = await get("/no/kategorier");
		expect(norwegian.headers.get("vary") ?? "").not.toMatch(/Accept-Language|Cookie/);
	});

	it("answer a repeat visit that has the page with 304 and no body", async () => {
		const first = await get("/kategorier/godis");
		const etag = first.headers.get("etag") ?? "";
		const again = await get("/kategorier/godis", { "If-None-Match": etag });
		expect(again.status).toBe(304);
		expect(again.headers.get("etag")).toBe(etag);
		expect(again.headers.get("cache-control")).toContain("s-maxage=30");
		expect(await again.text()).toBe("");
		const other = await get("/kategorier/godis", { "If-None-Match": '"something-else"' });
		expect(other.status).toBe(200);
	});

	it("give HEAD the same caching headers and policy as GET", async () => {
		const [head, full] = await Promise.all([
			fetch(`${app.url}/no/merker`, { method: "HEAD" }),
			fetch(`${app.url}/no/merker`).then(async (r) => ({ headers: r.headers, body: await r.text() })),
		]);
		for (const name of ["cache-control", "etag", "content-security-policy"]) {
			expect(head.headers.get(name), name).toBe(full.headers.get(name));
		}
	});

	it("cache their loader data like the page", async () => {
		const data = await get("/kategorier/godis.data");
		expect(data.status).toBe(200);
		expect(data.headers.get("cache-control")).toContain("public");
		expect(data.headers.get("etag")).toMatch(/^"/);
		expect(data.headers.get("vary")).toMatch(/Accept-Language, Cookie/);
		const norwegianHome = await get("/no.data");
		expect(norwegianHome.headers.get("vary") ?? "").not.toMatch(/Accept-Language/);
	});

	it("keep a missing page briefly and never serve it stale for long", async () => {
		const response = await get("/finns-inte-alls");
		expect(response.status).toBe(404);
		expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
	});
});

describe("what is personal is never shared", () => {
	it("the geo banner for a Norwegian browser without a stored preference is private", async () => {
		const norwegianBrowser = { "Accept-Language": "nb-NO,nb;q=0.9,en;q=0.5" };
		const banner = await get("/kategorier", norwegianBrowser);
		expect(await banner.text()).toContain("Det ser ut som du är från Norge");
		expect(banner.headers.get("cache-control")).toBe("private, no-cache");
		const cookie = (await geoPreferenceCookie.serialize("sv")).split(";")[0] ?? "";
		const chosen = await get("/kategorier", { ...norwegianBrowser, Cookie: cookie });
		expect(await chosen.text()).not.toContain("Det ser ut som du är från Norge");
		expect(chosen.headers.get("cache-control")).toContain("public");
	});

	it("admin pages and public pages asked for with an admin session are private and never stored", async () => {
		expect((await get("/admin/login")).headers.get("cache-control")).toBe("private, no-store");
		const login = await fetch(`${app.url}/admin/login`, {
			method: "POST",
			redirect: "manual",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
			body: new URLSearchParams({ password }),
		});
		expect(login.headers.get("cache-control")).toBe("private, no-store");
		const session = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
		const admin = await get("/admin", { Cookie: session });
		expect(admin.status).toBe(200);
		expect(admin.headers.get("cache-control")).toBe("private, no-store");
		// Every section (6) and the feed delete and retailer shipping pages reached from them, as
		// documents and as loader data.
		const pages = await adminPages(async (path) => (await get(path, { Cookie: session })).text());
		expect(pages.length).toBe(8);
		for (const path of pages) {
			for (const target of [path, `${path}.data`]) {
				const response = await get(target, { Cookie: session });
				expect(response.status, target).toBe(200);
				expect(response.headers.get("cache-control"), target).toBe("private, no-store");
			}
		}
		const publicPage = await get("/kategorier", { Cookie: session });
		expect(publicPage.headers.get("cache-control")).toBe("private, no-store");
		expect(publicPage.headers.get("etag")).toBeNull();
	});

	it("a response that sets a cookie is private", async () => {
		const response = await fetch(`${app.url}/geo-preference`, {
			method: "POST",
			redirect: "manual",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
			body: new URLSearchParams({ preference: "sv", returnTo: "/kategorier" }),
		});
		expect(response.headers.get("set-cookie")).toContain("godisguiden_geo=");
		expect(response.headers.get("cache-control")).toContain("no-store");
	});

	it("a visitor with a shopping list gets the same shared-cacheable public pages, and a private list page", async () => {
		const productId = (await (await get("/produkter")).text()).match(/name="product" value="([^"]+)"/)?.[1] ?? "";
		const added = await fetch(`${app.url}/godislista`, {
			method: "POST",
			redirect: "manual",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
			body: new URLSearchParams({ intent: "add", product: productId, quantity: "2", back: "/produkter" }),
		});
		expect(added.headers.get("cache-control")).toBe("private, no-store");
		const list = (added.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
		expect(list).toMatch(/^gg_list_sv=.+\..+/);
		for (const path of await publicPages()) {
			const [anonymous, withList] = await Promise.all([get(path), get(path, { Cookie: list })]);
			expect(withList.headers.get("cache-control"), path).toBe(anonymous.headers.get("cache-control"));
			expect(withList.headers.get("cache-control"), path).toMatch(/^public, /);
			expect(withList.headers.get("set-cookie"), path).toBeNull();
			// The very same bytes: nothing of the list is in a public page.
			expect(withList.headers.get("etag"), path).toBe(anonymous.headers.get("etag"));
		}
		const listPage = await get("/godislista", { Cookie: list });
		expect(listPage.headers.get("cache-control")).toBe("private, no-store");
		expect(listPage.headers.get("etag")).toBeNull();
		expect(await listPage.text()).toContain('data-testid="list-line"');
		const listData = await get("/godislista.data", { Cookie: list });
		expect(listData.headers.get("cache-control")).toBe("private, no-store");
	});

	it("search-as-you-type answers are kept briefly, everywhere", async () => {
		// Uncompressed: a compressed answer (over 1 KB, as four products and the pages the query names
		// are) streams without a length.
		const response = await get("/api/suggestions?q=choklad&locale=sv&limit=4", { "Accept-Encoding": "identity" });
		expect(response.status).toBe(200);
		expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
		expect(response.headers.get("x-content-type-options")).toBe("nosniff");
		// Whole, with its length (a shared cache sends it in one piece), and revalidated by its ETag.
		const body = Buffer.from(await response.arrayBuffer());
		expect(Number(response.headers.get("content-length"))).toBe(body.length);
		const again = await get("/api/suggestions?q=choklad&locale=sv&limit=4", {
			"Accept-Encoding": "identity",
			"If-None-Match": response.headers.get("etag") ?? "",
		});
		expect(again.status).toBe(304);
	});

	it("every response, files and probes included, says nosniff", async () => {
		for (const path of ["/favicon.svg", "/robots.txt", "/healthz", "/readyz", "/sitemap.xml"]) {
			expect((await get(path)).headers.get("x-content-type-options"), path).toBe("nosniff");
		}
	});
});
