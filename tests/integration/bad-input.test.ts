// Bad input: every route and form field fed generated input — huge, empty, unicode,
// control characters, SQL and LIKE metacharacters, wrong types, repeated parameters, malformed
// bodies — never gets a 5xx; a rejected admin form changes no data; errors are localised.
// The catalogue lives in an embedded database the test reads before and after the server ran.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "~/.server/db/client";
import { type RunningApp, startApp } from "../support/app-server";
import { openPgliteWithDemo } from "../support/databases";
import { routePatterns } from "../support/route-paths";
import { tableFingerprint, writableTables } from "../support/table-fingerprint";

const allPaths = routePatterns();
// Logging out would end the session the fuzzing needs; /admin's own action is its index route's.
const adminPaths = allPaths
	.filter((p) => p.startsWith("/admin") && !p.startsWith("/admin/login") && p !== "/admin/logout")
	.map((p) => (p === "/admin" ? "/admin?index" : p));
const publicPaths = allPaths.filter((p) => !p.startsWith("/admin"));

/** What the fuzzed routes could write (the admin's own session rows are written by its login). */
const tables = [
	...writableTables.filter((table) => table !== "admin_sessions"),
	// The category assignments' record, which an undo marks (ADR 083).
	"category_assignments",
	"category_assignment_products",
];

async function fingerprint(dataDir: string): Promise<Record<string, string>> {
	const connection = await connect({ dataDir });
	try {
		return await tableFingerprint(connection.db, tables);
	} finally {
		await connection.close();
	}
}

// Text that has broken web apps before: markup, quotes, SQL and LIKE metacharacters, control and
// bidi characters, astral-plane emoji, lone surrogates' replacement, very long and empty values.
const nastyText = fc.oneof(
	fc.constantFrom(
		"",
		" ",
		"%",
		"_",
		"\\",
		"%_%\\",
		"' OR 1=1 --",
		"'; drop table products; --",
		'"><script>alert(1)</script>',
		"\u0000",
		"\u0007\u001b[31m",
		"\u202e\u2066abc",
		"🍫".repeat(300),
		"x".repeat(20_000),
		"NaN",
		"-1",
		"1e309",
		"0x10",
		"[object Object]",
		"../../etc/passwd",
		"javascript:alert(1)",
	),
	fc.string({ unit: "binary", maxLength: 64 }),
	fc.string({ unit: "grapheme", maxLength: 200 }),
);

const password = "bad-input-test-password";
let app: RunningApp;
let dataDir: string;
let adminCookie = "";

async function logIn(): Promise<string> {
	const response = await fetch(`${app.url}/admin/login`, {
		method: "POST",
		redirect: "manual",
		headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
		body: new URLSearchParams({ password }),
	});
	return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

async function start(env: Record<string, string> = {}): Promise<void> {
	app = await startApp({ DATA_DIR: dataDir, ADMIN_PASSWORD: password, ...env });
	adminCookie = await logIn();
	expect(adminCookie).toMatch(/^gg_admin=./);
}

beforeAll(async () => {
	dataDir = mkdtempSync(path.join(tmpdir(), "gg-bad-input-"));
	const connection = await openPgliteWithDemo(dataDir);
	await connection.close();
}, 120_000);
afterAll(() => app?.stop());

function withParams(pathPattern: string, slug: string): string {
	return pathPattern.replace(/:(\w+)/g, () => encodeURIComponent(slug));
}

async function send(url: string, init: RequestInit = {}): Promise<Response> {
	const response = await fetch(`${app.url}${url}`, { redirect: "manual", ...init });
	await response.arrayBuffer();
	return response;
}

const formPost = (body: BodyInit, headers: Record<string, string> = {}): RequestInit => ({
	method: "POST",
	headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, Cookie: adminCookie, ...headers },
	body,
});

describe("rejected admin forms", () => {
	// Each is invalid by construction: a required field empty, a number out of range, a bad cron…
	const invalidForms: [string, Record<string, string>][] = [
		["/admin?index", { intent: "create-article", h1: "kort", slug: "ÅÄÖ!", metaTitle: "", content: "x" }],
		["/admin?index", { intent: "generate-article", keywords: "", locale: "sv" }],
		["/admin?index", { intent: "generate-article", keywords: "a,b,c,d,e,f", locale: "sv" }],
		["/admin?index", { intent: "no-such-tool" }],
		["/admin/tools/add-brand", { brandName: "   " }],
		["/admin/tools/assign-categories", { searchTerm: "" }],
		["/admin/tools/assign-categories", { searchTerm: "choklad" }],
		["/admin/tools/assign-categories", { searchTerm: "choklad", newNameSv: "Bara svenska" }],
		// A whole form only previews; a confirmation needs the preview's count and fingerprint (ADR 081).
		["/admin/tools/assign-categories", { searchTerm: "choklad", categoriesSv: "godis" }],
		["/admin/tools/assign-categories", { searchTerm: "choklad", categoriesSv: "godis", intent: "confirm" }],
		[
			"/admin/tools/assign-categories",
			{ searchTerm: "choklad", categoriesSv: "godis", intent: "confirm", previewCount: "1", fingerprint: "f".repeat(64) },
		],
		// An undo names an assignment by its id: none, not a number, past any id, or one that does not exist (ADR 083).
		["/admin/tools/assign-categories", { intent: "undo" }],
		["/admin/tools/assign-categories", { intent: "undo", assignment: "abc" }],
		["/admin/tools/assign-categories", { intent: "undo", assignment: "1; delete from products" }],
		["/admin/tools/assign-categories", { intent: "undo", assignment: "99999999999999999999999" }],
		["/admin/tools/assign-categories", { intent: "undo", assignment: "1e3" }],
		["/admin/tools/assign-categories", { intent: "undo", assignment: "999999" }],
		["/admin/tools/internal-links", { intent: "preview", locale: "sv", kind: "both", maxLinks: "0" }],
		["/admin/tools/internal-links", { intent: "apply", locale: "xx", kind: "nope", maxLinks: "1e9" }],
		["/admin/seo/categories", {}],
		["/admin/seo/brands", { ids: "not-a-uuid" }],
		["/admin/seo/home", { locale: "de" }],
		["/admin/feeds", { intent: "create-feed", schedule: "every day", url: "ftp://x", locale: "sv" }],
		["/admin/feeds", { intent: "set-enabled", id: "1; drop table feeds", enabled: "maybe" }],
		["/admin/feeds/not-a-uuid", { intent: "update-feed" }],
		["/admin/articles/00000000-0000-0000-0000-000000000000/delete", {}],
		["/admin/jobs/abc", {}],
		["/admin/articles/00000000-0000-0000-0000-000000000000/edit", { intent: "save", h1: "kort", content: "x" }],
		["/admin/articles/not-an-id/edit", { intent: "publish" }],
		["/admin/texts", { intent: "publish-selected", ids: "abc" }],
		["/admin/texts", { intent: "discard-selected", ids: "99999999999999999999" }],
		["/admin/texts", { intent: "no-such-intent" }],
		["/admin/texts", { intent: "publish-all" }],
		["/admin/texts", { intent: "discard-all", upTo: "-1", counted: "abc" }],
		["/admin/revisions/abc", { intent: "publish" }],
		["/admin/revisions/999999", { intent: "restore" }],
		["/admin/revisions/999999", { intent: "discard" }],
		["/admin/search/synonyms", { locale: "sv", synonyms: "läsk, dricka\nbara ett ord" }],
		["/admin/search/synonyms", { locale: "de", synonyms: "läsk, dricka" }],
		["/admin/search/synonyms", { locale: "sv", synonyms: "%%%, ___" }],
	];

	it("answer without a 5xx and change no data", async () => {
		const before = await fingerprint(dataDir);
		// No worker and no scheduler: any job row would have been queued by a refused form.
		await start({ JOBS_WORKER: "false", JOBS_SCHEDULER: "false" });
		try {
			for (const [url, fields] of invalidForms) {
				const response = await send(url, formPost(new URLSearchParams(fields)));
				expect(response.status, `${url} ${JSON.stringify(fields)}`).toBeLessThan(500);
			}
		} finally {
			await app.stop();
		}
		const after = await fingerprint(dataDir);
		expect(after).toEqual(before);
	}, 120_000);
});

describe("generated input", () => {
	beforeAll(() => start(), 120_000);

	it("never makes a public page answer 5xx", async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.constantFrom(...publicPaths),
				nastyText,
				fc.array(
					fc.tuple(
						fc.constantFrom("q", "page", "sort", "brand", "min", "max", "instock", "append", "p", "l", "locale", "limit"),
						nastyText,
					),
					{
						maxLength: 6,
					},
				),
				async (pattern, slug, params) => {
					const query = new URLSearchParams(params).toString();
					const url = `${withParams(pattern, slug)}${query ? `?${query}` : ""}`;
					const response = await send(url);
					expect(response.status, url).toBeLessThan(500);
				},
			),
			{ numRuns: 250 },
		);
	}, 180_000);

	it("never makes an admin action answer 5xx", async () => {
		const intents = [
			"create-article",
			"generate-article",
			"daily-run-x",
			"create-feed",
			"update-feed",
			"set-enabled",
			"import-feed",
			"preview",
			"apply",
			"undo",
		];
		await fc.assert(
			fc.asyncProperty(
				fc.constantFrom(...adminPaths),
				nastyText,
				fc.constantFrom(...intents),
				fc.dictionary(
					fc.constantFrom(
						"h1",
						"slug",
						"metaTitle",
						"metaDescription",
						"content",
						"locale",
						"status",
						"keywords",
						"brandName",
						"searchTerm",
						"categoriesSv",
						"categoriesNb",
						"newNameSv",
						"newNameNb",
						"isSubcategory",
						"parentSlug",
						"ids",
						"all",
						"maxLinks",
						"kind",
						"url",
						"filePath",
						"schedule",
						"format",
						"retailerId",
						"columnMapping",
						"id",
						"enabled",
						"assignment",
					),
					nastyText,
					{ maxKeys: 8 },
				),
				async (pattern, slug, intent, fields) => {
					// "daily-run-x": never the real daily run, whose job would write an article (valid work).
					const body = new URLSearchParams({ ...fields, intent });
					body.append("ids", fields.ids ?? "");
					const response = await send(withParams(pattern, slug), formPost(body));
					expect(response.status, `${pattern} ${body.toString().slice(0, 200)}`).toBeLessThan(500);
				},
			),
			{ numRuns: 200 },
		);
	}, 180_000);

	it("survives malformed bodies and wrong types", async () => {
		const bodies: [string, RequestInit][] = [
			["/admin?index", formPost("%E0%A4%A&intent=%%%", {})],
			["/admin?index", formPost("intent=create-article&h1=a&h1=b&h1=c", {})],
			["/admin/tools/add-brand", formPost('{"brandName": 5}', { "Content-Type": "application/json" })],
			["/admin/tools/add-brand", formPost("--x\r\nbroken", { "Content-Type": "multipart/form-data; boundary=x" })],
			["/admin/tools/add-brand", formPost("brandName=", { "Content-Type": "multipart/form-data" })],
			["/admin/feeds", formPost(`intent=create-feed&url=${"a".repeat(1_000_000)}`, {})],
			["/produkter", { method: "POST", headers: { Origin: "", "Content-Type": "text/plain" }, body: "\u0000\u0001" }],
			[
				"/geo-preference",
				{
					method: "POST",
					headers: { "Content-Type": "application/x-www-form-urlencoded" },
					body: "preference=zz&redirectTo=//evil.example",
				},
			],
			["/admin/login", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "password=" }],
			["/api/suggestions?q=%&locale=sv&limit=-5&limit=9999", { method: "GET" }],
			["/sok?q=%25%5F%5C&page=-1&page=2&page=abc", { method: "GET" }],
			["/kategorier/godis?page=99999999999999999999&append=1&sort=sort&min=9&max=1", { method: "GET" }],
		];
		for (const [url, init] of bodies) {
			const response = await send(url, init);
			expect(response.status, url).toBeLessThan(500);
		}
	});

	it("answers a slug the database refuses with 400, for a page and for its data alike", async () => {
		// A NUL cannot be in PostgreSQL text: the article's lookup is refused (ADR 007). A client-side
		// navigation fetches the page's data (`….data`), which is answered by another path than the page.
		for (const url of ["/artiklar/%00", "/artiklar/%00.data", "/no/artiklar/%00", "/no/artiklar/%00.data"]) {
			expect((await send(url)).status, url).toBe(400);
		}
		for (const pattern of publicPaths.filter((p) => p.includes("/:"))) {
			const url = `${withParams(pattern, "\u0000")}.data`;
			expect((await send(url)).status, url).toBeLessThan(500);
		}
	});

	it("answers an undo naming no assignment in the admin's language", async () => {
		for (const assignment of ["abc", "99999999999999999999999", "999999"]) {
			const response = await send(
				"/admin/tools/assign-categories",
				formPost(new URLSearchParams({ intent: "undo", assignment })),
			);
			expect(response.status, assignment).toBe(302);
			const flashCookie = (response.headers.get("set-cookie") ?? "").split(";")[0] || adminCookie;
			const page = await fetch(`${app.url}${response.headers.get("location")}`, { headers: { Cookie: flashCookie } });
			expect(await page.text(), assignment).toContain("Det finns ingen sådan tilldelning att ångra. Inget är ändrat.");
		}
	});

	it("answers a bad search in the visitor's language", async () => {
		const sv = await (await fetch(`${app.url}/sok?q=${encodeURIComponent("%_\\")}`)).text();
		expect(sv).toContain("Inga produkter hittades");
		const nb = await (await fetch(`${app.url}/no/sok?q=${encodeURIComponent("' OR 1=1 --")}`)).text();
		expect(nb).toContain("Prøv et annet søkeord");
	});
});
