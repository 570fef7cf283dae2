// The server HTML of every public page type, both languages, is valid for the Nu HTML Checker
// (the W3C validator's engine): the markup every visitor, with or without JavaScript, and every
// crawler gets first; and every admin section and the admin's text pages (drafts, a revision, its
// preview, a field's history, a job's texts, an article's edit and preview page, a retailer's
// shipping page also with a refused form) as the operator's
// browser gets them, each private and unindexed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPages } from "../support/admin-pages";
import { adminSessionCookie, jobPageStatus } from "../support/admin-session";
import { eventually, type RunningApp, startApp } from "../support/app-server";
import { nuHtmlErrors } from "../support/nu-html-checker";
import { publicPages } from "../support/public-pages";

let app: RunningApp;
const adminPassword = "html-validity-test-password";

beforeAll(async () => {
	app = await startApp({ ADMIN_PASSWORD: adminPassword });
});

function expectValid(errors: Awaited<ReturnType<typeof nuHtmlErrors>>, documents: Map<string, string>) {
	expect(
		errors.map((e) => `${e.document}: ${e.message}${e.extract ? ` — ${e.extract.trim().slice(0, 160)}` : ""}`),
		`${documents.size} documents checked`,
	).toEqual([]);
}
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
		expectValid(await nuHtmlErrors(documents), documents);
	}, 60_000);

	it("of every admin section and the admin's text pages has no Nu HTML Checker error, and none is cacheable or indexed", async () => {
		const cookie = await adminSessionCookie(app.url, adminPassword);
		const get = (path: string) => fetch(`${app.url}${path}`, { headers: { cookie }, redirect: "manual" });
		// A home SEO run leaves a draft: the job, the drafts, the revision and its preview have something to show.
		const run = await fetch(`${app.url}/admin/seo/home`, {
			method: "POST",
			redirect: "manual",
			headers: { cookie, Origin: app.url, "Content-Type": "application/x-www-form-urlencoded" },
			body: new URLSearchParams({ locale: "sv" }),
		});
		const jobId = /job=(\d+)/.exec(run.headers.get("location") ?? "")?.[1];
		expect(jobId).toBeDefined();
		await eventually(async () => jobPageStatus(await (await get(`/admin/jobs/${jobId}`)).text())?.endsWith("Klart") ?? false);
		const drafts = await (await get("/admin/texts")).text();
		const revision = /data-revision="(\d+)"/.exec(drafts)?.[1];
		const manage = await (await get("/admin/innehall?tab=manage")).text();
		const article = /\/admin\/articles\/([0-9a-f-]{36})\/edit/.exec(manage)?.[1];
		expect(revision && article).toBeTruthy();
		const paths = [
			...(await adminPages(async (path) => (await get(path)).text())),
			"/admin/texts",
			`/admin/jobs/${jobId}`,
			`/admin/revisions/${revision}`,
			`/admin/revisions/${revision}/preview`,
			"/admin/texts/home/sv/seo_text_md",
			`/admin/articles/${article}/edit`,
			`/admin/articles/${article}/preview`,
		];
		const documents = new Map<string, string>();
		for (const path of paths) {
			const response = await get(path);
			expect(response.status, path).toBe(200);
			expect(response.headers.get("cache-control"), path).toMatch(/private.*no-store|no-store.*private/);
			const html = await response.text();
			expect(html, path).toMatch(/<meta name="robots" content="noindex/);
			documents.set(path, html);
		}
		const shippingPath = paths.find((path) => path.startsWith("/admin/retailers/"));
		const refused = await fetch(`${app.url}${shippingPath}`, {
			method: "POST",
			headers: { cookie, Origin: app.url, "Content-Type": "application/x-www-form-urlencoded" },
			body: new URLSearchParams({ locale: "sv", fee: "-1", freeOver: "0", daysMin: "3", daysMax: "1" }),
		});
		expect(refused.status).toBe(400);
		documents.set(`${shippingPath}, refused`, await refused.text());
		expectValid(await nuHtmlErrors(documents), documents);
	}, 90_000);

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
