// The admin's room for request bodies is the admin's: only a post carrying a signed admin session
// gets the admin forms' limit (1 MiB) and their shared memory (8 MiB); any other post to an admin
// path is held to the public forms' (docs/decisions/089-refusals-and-the-admin-body-pool.md). Before,
// the path alone chose: nine anonymous posts to admin paths that sent most of a megabyte each and
// then stalled held the admin memory until their 30 s deadline, and the admin's own article post
// was answered 503 (body-memory-full). The running production server, on its embedded database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminSessionStorage } from "~/.server/auth/session";
import { adminSessionCookie } from "../support/admin-session";
import { eventually, type RunningApp, startApp } from "../support/app-server";
import { type OpenRequest, openRequest, rawRequest } from "../support/raw-http";

const password = "admin-body-pool-password";
const sessionSecret = "admin-body-pool-session-secret-0123";
let app: RunningApp;
let host: string;

beforeAll(async () => {
	app = await startApp({ ADMIN_PASSWORD: password, SESSION_SECRET: sessionSecret });
	host = new URL(app.url).host;
	// The server listens before its database is migrated (pages answer 503 until then).
	await eventually(async () => (await fetch(`${app.url}/`)).status === 200);
}, 180_000);
afterAll(() => app?.stop());

const mebibyte = 1024 * 1024;
const form = "Content-Type: application/x-www-form-urlencoded";

/**
 * An anonymous post to an admin path that declares (or, chunked, leaves open) a body of up to the
 * admin limit, sends a million bytes of it and stops.
 */
function stalledAdminPost(path: string, chunked: boolean): OpenRequest {
	const sent = "a".repeat(1_000_000);
	const head = `POST ${path} HTTP/1.1\r\nHost: ${host}\r\n${form}\r\nOrigin: ${app.url}\r\n`;
	return chunked
		? openRequest(app.url, `${head}Transfer-Encoding: chunked\r\n\r\n${sent.length.toString(16)}\r\n${sent}\r\n`)
		: openRequest(app.url, `${head}Content-Length: ${mebibyte}\r\n\r\n${sent}`);
}

/** An article of about `bytes`, posted by the signed-in admin as the create form sends it. */
const postArticle = (cookie: string, slug: string, bytes: number) =>
	fetch(`${app.url}/admin?index`, {
		method: "POST",
		redirect: "manual",
		headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, Cookie: cookie },
		body: new URLSearchParams({
			intent: "create-article",
			h1: "En mycket lång artikel om lakrits",
			slug,
			metaTitle: "En mycket lång artikel om lakrits",
			metaDescription:
				"En artikel så lång som den längsta guide en redaktör skriver, för att visa att adminens formulär tar emot den medan andra fyller sina anslutningar.",
			content: "Lakrits är salt, sött och segt, och det finns mycket att säga om det. ".repeat(Math.ceil(bytes / 72)),
			internalKeywords: "",
			externalKeywords: "",
			locale: "sv",
			status: "draft",
		}),
	});

/** A 20 KB form post to an admin path: over the public limit, well within the admin's. */
const postTwentyKilobytes = (cookie: string) =>
	rawRequest(app.url, `POST /admin/seo HTTP/1.1\r\nHost: ${host}\r\n${form}\r\nOrigin: ${app.url}\r\nCookie: ${cookie}`, {
		bytes: 20_000,
		pattern: "a",
	});

describe("anonymous posts to admin paths", () => {
	it("that stall hold none of the admin's memory: while nine wait, the login works and the admin's 600 KB article is taken", async () => {
		const paths = ["/admin?index", "/admin/seo", "/admin/katalog", "/admin/feeds", "/admin/seo.data"];
		const stalled = Array.from({ length: 9 }, (_, i) => stalledAdminPost(paths[i % paths.length] as string, i % 2 === 1));
		try {
			await new Promise((resolve) => setTimeout(resolve, 1_000)); // all sent, each waiting for the rest of its body
			const session = await adminSessionCookie(app.url, password);
			const article = await postArticle(session, "en-mycket-lang-artikel-om-lakrits", 600_000);
			expect(article.status).toBe(302);
			expect(article.headers.get("location")).toMatch(/^\/admin/);
			// Held to the public forms' limit, each was refused at once, never kept.
			for (const { answer } of stalled) expect((await answer).status).toBe(413);
		} finally {
			for (const { socket } of stalled) socket.destroy();
		}
	}, 60_000);

	it("with a cookie that is no standing admin session's — forged, or idle past the admin's 8 hours — get the public limit", async () => {
		const storage = createAdminSessionStorage(app.url, [sessionSecret]);
		const cookieOf = async (lastSeen: number, secret = sessionSecret) => {
			const signer = secret === sessionSecret ? storage : createAdminSessionStorage(app.url, [secret]);
			const session = await signer.getSession();
			session.set("sid", "0".repeat(32));
			session.set("admin", true);
			session.set("lastSeen", lastSeen);
			return (await signer.commitSession(session)).split(";")[0] ?? "";
		};
		const forged = await cookieOf(Date.now(), "another-secret-than-the-sites-0123");
		const idle = await cookieOf(Date.now() - 9 * 60 * 60 * 1000);
		for (const cookie of [forged, idle, "gg_admin=anything"]) expect((await postTwentyKilobytes(cookie)).status).toBe(413);
		// A signed-in admin's 20 KB goes through to the form (which has nothing to do with it).
		const session = await adminSessionCookie(app.url, password);
		expect((await postTwentyKilobytes(session)).status).not.toBe(413);
	});
});
