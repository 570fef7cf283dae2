// What an anonymous attacker can send the running production server (one instance on PostgreSQL,
// as `npm start` runs it): form posts of 5 MB and 48 MB of empty fields to every route, declared or
// chunked; twelve 2 MB posts at once; a form of a few bytes with too many fields, multipart ones
// with the boundary written every way undici reads it; posts that declare a body and stop sending
// it; and the requests no browser sends (TRACE, a broken Host, absolute-form and `*` targets,
// HTTP/1.0 without Host, a path that does not decode). Each gets its worded 4xx at once (a stopped
// body its 408 at its deadline), with no stack trace or file path, nothing is written, and the same
// process goes on answering — before the host bounded bodies, the 5 MB post ended the process
// ("Reached heap limit"); before it read them ahead of admission, nine stopped posts left every
// visitor waiting (ADR 070).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, connect } from "~/.server/db/client";
import { requestDeadlines } from "../../server/request-deadlines";
import { adminSessionCookie } from "../support/admin-session";
import { type RunningApp, startApp } from "../support/app-server";
import { freshPostgresUrl, postgresUrl } from "../support/databases";
import { openRequest, type RawAnswer, rawRequest } from "../support/raw-http";
import { routePatterns } from "../support/route-paths";
import { tableFingerprint } from "../support/table-fingerprint";

const password = "hostile-requests-password";
let app: RunningApp;
let connection: Connection;
let session: string;
let host: string;
let paths: string[];

const available = postgresUrl() !== undefined;
if (!available && process.env.CI) throw new Error("the hostile-request test needs PostgreSQL 15 (apt-get install postgresql)");

beforeAll(async () => {
	if (!available) return;
	const databaseUrl = (await freshPostgresUrl()) as string;
	app = await startApp({
		DATABASE_URL: databaseUrl,
		SESSION_SECRET: "hostile-requests-session-secret-0123",
		ADMIN_PASSWORD: password,
	});
	host = new URL(app.url).host;
	connection = await connect({ databaseUrl, dataDir: "unused" });
	session = await adminSessionCookie(app.url, password);
	const [product] = await connection.db.query<{ slug: string }>("select slug from products where locale = 'sv' limit 1");
	const [productNb] = await connection.db.query<{ slug: string }>("select slug from products where locale = 'nb' limit 1");
	const [article] = await connection.db.query<{ id: string }>("select id::text as id from articles limit 1");
	// Every route of the app, with real values for its parameters: posts reach each route's action.
	paths = routePatterns()
		.map((path) => (path === "/admin" ? "/admin?index" : path))
		.map((path) =>
			path
				.replace(/^\/no\/produkter\/:slug$/, `/no/produkter/${productNb?.slug}`)
				.replace(":slug", product?.slug ?? "x")
				.replace("articles/:id", `articles/${article?.id}`)
				.replace(/:(id|offer)/, "1"),
		);
}, 180_000);

afterAll(async () => {
	await app?.stop();
	await connection?.close();
});

/** A visitor's form post: the language preference, Norwegian. */
const chooseNorwegian = () =>
	fetch(`${app.url}/geo-preference`, {
		method: "POST",
		redirect: "manual",
		headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
		body: new URLSearchParams({ locale: "nb", redirectTo: "/no" }),
	});

const alive = async () => {
	// The same process: it never exited (startApp reports an exit), and it answers.
	expect(() => process.kill(app.pid, 0)).not.toThrow();
	expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
};

/** The worded page of a refusal, and nothing of the server's insides. */
function expectWordedRefusal(answer: RawAnswer, status: number, title: RegExp, what: string): void {
	expect(answer.status, what).toBe(status);
	expect(answer.body, what).toMatch(title);
	expect(answer.head + answer.body, what).not.toMatch(/\bat \S+ \(|\/work\/|node_modules|\.tsx?:\d|Error:/);
}

const tooLargeTitle = (path: string) =>
	path.startsWith("/no") ? /Det du sendte, var for stort/ : /Det du skickade var för stort/;

const post = (path: string, cookie: string, bytes: number, chunked: boolean, pattern?: string) =>
	rawRequest(
		app.url,
		`POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nOrigin: ${app.url}${cookie ? `\r\nCookie: ${cookie}` : ""}`,
		{ bytes, chunked, pattern },
	);

describe.runIf(available)("hostile requests to the running server", () => {
	it("refuses 5 MB and 48 MB posts of empty fields to every route, declared or chunked, signed in or not: 413 at once, nothing written", async () => {
		const before = await tableFingerprint(connection.db);
		for (const path of paths) {
			for (const bytes of [5_000_000, 48_000_000]) {
				for (const chunked of [false, true]) {
					const cookie = path.startsWith("/admin") ? session : "";
					const what = `${path} ${bytes} B ${chunked ? "chunked" : "declared"}`;
					const answer = await post(path, cookie, bytes, chunked).catch((error: Error) => {
						throw new Error(`${what}: ${error.message}`);
					});
					expectWordedRefusal(answer, 413, tooLargeTitle(path), what);
				}
			}
		}
		await alive();
		expect(await tableFingerprint(connection.db)).toEqual(before);
	}, 300_000);

	it("answers twelve 2 MB posts at once with 413 and goes on answering", async () => {
		const before = await tableFingerprint(connection.db);
		const targets = ["/geo-preference", "/prisbevakning", "/no/prisvarsel", "/admin/login", "/admin?index", "/admin/feeds"];
		const answers = await Promise.all(
			Array.from({ length: 12 }, (_, i) => {
				const path = targets[i % targets.length] as string;
				return post(path, path === "/admin/login" ? "" : session, 2_000_000, i % 2 === 0);
			}),
		);
		for (const answer of answers) expect(answer.status).toBe(413);
		await alive();
		expect(await tableFingerprint(connection.db)).toEqual(before);
	}, 120_000);

	it("counts fields, not only bytes: a few hundred bytes of empty fields is too many for a public form", async () => {
		const before = await tableFingerprint(connection.db);
		expectWordedRefusal(await post("/geo-preference", "", 200, false), 413, /Det du skickade var för stort/, "public");
		expectWordedRefusal(await post("/no/prisvarsel", "", 200, true), 413, /Det du sendte, var for stort/, "public nb");
		// The admin's forms carry longer lists (ticked pages), but not ten thousand of them.
		expectWordedRefusal(await post("/admin/tools/categorize", session, 20_000, false), 413, /för stort/, "admin");
		await alive();
		expect(await tableFingerprint(connection.db)).toEqual(before);
	});

	it("counts a multipart form's parts however its boundary is written: 251 empty parts in 14 KB are too many for a public form", async () => {
		const before = await tableFingerprint(connection.db);
		const part = '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n';
		const contentTypes = [
			"multipart/form-data; boundary=xx",
			"multipart/form-data ; boundary=xx",
			'multipart/form-data; boundary="xx"',
			'Multipart/Form-Data ;\tBOUNDARY="xx"',
			"text/plain, multipart/form-data; boundary=xx",
		];
		for (const contentType of contentTypes) {
			const answer = await rawRequest(
				app.url,
				`POST /godislista HTTP/1.1\r\nHost: ${host}\r\nContent-Type: ${contentType}\r\nOrigin: ${app.url}`,
				{ bytes: 251 * part.length + 8, pattern: part },
			);
			expectWordedRefusal(answer, 413, /Det du skickade var för stort/, contentType);
		}
		await alive();
		expect(await tableFingerprint(connection.db)).toEqual(before);
	});

	it("goes on answering pages while posts that stopped sending their bodies wait, more than its slots and queue hold, and answers those 408 at their deadline", async () => {
		// RENDER_CONCURRENCY and ADMISSION_QUEUE_LIMIT as the instance has them (their defaults): before
		// the body was read ahead of admission, nine such posts held every slot, and this many more got
		// every visitor a 503.
		const stoppedPosts = 8 + 128 + 1;
		const stopped = Array.from({ length: stoppedPosts }, () =>
			openRequest(app.url, `POST /geo-preference HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 1000\r\n\r\na`),
		);
		try {
			await new Promise((resolve) => setTimeout(resolve, 1_000)); // all in, each waiting for the rest of its body
			const started = performance.now();
			const page = await fetch(`${app.url}/`);
			expect(page.status).toBe(200);
			await page.text();
			const preference = await chooseNorwegian();
			expect(preference.status).toBe(303);
			expect(performance.now() - started).toBeLessThan(5_000);

			const answers = await Promise.all(stopped.map(({ answer }) => answer));
			for (const { status, ms } of answers) {
				expect(status).toBe(408);
				expect(ms).toBeLessThan(requestDeadlines.requestMs + requestDeadlines.checkEveryMs + 5_000);
			}
			await alive();
		} finally {
			for (const { socket } of stopped) socket.destroy();
		}
	}, 90_000);

	it("still takes the forms people send: a language preference, and an article of 60 KB", async () => {
		const preference = await chooseNorwegian();
		expect(preference.status).toBe(303);
		const article = await fetch(`${app.url}/admin?index`, {
			method: "POST",
			redirect: "manual",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, Cookie: session },
			body: new URLSearchParams({
				intent: "create-article",
				h1: "En lång artikel om lakrits",
				slug: "en-lang-artikel-om-lakrits",
				metaTitle: "En lång artikel om lakrits",
				metaDescription:
					"En artikel så lång som en riktig guide blir, för att visa att adminens formulär tar emot det en redaktör skriver, långt under gränsen för vad servern läser.",
				content: "Lakrits är salt, sött och segt, och det finns mycket att säga om det. ".repeat(900),
				internalKeywords: "",
				externalKeywords: "",
				locale: "sv",
				status: "draft",
			}),
		});
		expect(article.status).toBe(302);
		const [stored] = await connection.db.query<{ length: number }>(
			"select length(body_md)::int as length from articles where slug = 'en-lang-artikel-om-lakrits'",
		);
		expect(stored?.length).toBeGreaterThan(60_000);
	});

	it("answers requests no browser sends with 400 or 405, worded, and never with a 5xx or a stack", async () => {
		const badRequest = /Felaktig förfrågan/;
		const cases: [string, number, RegExp][] = [
			[`TRACE / HTTP/1.1\r\nHost: ${host}`, 405, /Det går inte att göra så här/],
			[`DELETE /produkter HTTP/1.1\r\nHost: ${host}`, 405, /Det går inte att göra så här/],
			[`OPTIONS * HTTP/1.1\r\nHost: ${host}`, 405, /Det går inte att göra så här/],
			[`GET * HTTP/1.1\r\nHost: ${host}`, 400, badRequest],
			[`GET http://evil.example/admin HTTP/1.1\r\nHost: ${host}`, 400, badRequest],
			["GET / HTTP/1.0", 400, badRequest],
			["GET / HTTP/1.1\r\nHost: a/b", 400, badRequest],
			["GET / HTTP/1.1\r\nHost: localhost:99999", 400, badRequest],
			["GET / HTTP/1.1\r\nHost: [::1", 400, badRequest],
			[`GET /produkter/%FF HTTP/1.1\r\nHost: ${host}`, 400, badRequest],
			[`GET /no/produkter/%E0%A4%A HTTP/1.1\r\nHost: ${host}`, 400, /Ugyldig forespørsel/],
			[`GET /assets/%FF.js HTTP/1.1\r\nHost: ${host}`, 400, badRequest],
		];
		for (const [head, status, title] of cases) {
			const answer = await rawRequest(app.url, head);
			expectWordedRefusal(answer, status, title, head);
			if (status === 405) expect(answer.head).toMatch(/\r\nAllow: GET, HEAD, POST/i);
		}
		await alive();
	});
});
