// What the running production server logs when it refuses what a client sent: a post to a page
// without a form, an address no route has, a post from another site's page (refused by React
// Router's own origin check, or by the site's: docs/decisions/089-refusals-and-the-admin-body-pool.md).
// Each is one info line that says its status and why, never an error line with a stack: anyone can
// send them, and error lines are what an operator is woken for (docs/deploy.md). A real fault of
// ours — a table the click-out writes to gone from the database — is still an error with its stack.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, connect } from "~/.server/db/client";
import { eventually, type RunningApp, startApp } from "../support/app-server";
import { freshPostgresUrl, postgresUrl } from "../support/databases";
import { type LogEntry, logEntries } from "../support/log-capture";

let app: RunningApp;
let connection: Connection;

const available = postgresUrl() !== undefined;
if (!available && process.env.CI)
	throw new Error("the refusals-in-the-log test needs PostgreSQL 15 (apt-get install postgresql)");

beforeAll(async () => {
	if (!available) return;
	const databaseUrl = (await freshPostgresUrl()) as string;
	app = await startApp({
		DATABASE_URL: databaseUrl,
		SESSION_SECRET: "refusals-in-the-log-secret-0123",
		ADMIN_PASSWORD: "refusals-in-the-log-password",
	});
	connection = await connect({ databaseUrl, dataDir: "unused" });
}, 180_000);

afterAll(async () => {
	await app?.stop();
	await connection?.close();
});

/** Every line the server logged while it answered `response`, once its request's own line is out. */
async function linesOf(response: Response): Promise<LogEntry[]> {
	await response.body?.cancel();
	const requestId = response.headers.get("x-request-id") ?? "";
	const mine = () => logEntries(app.output()).filter((entry) => entry.requestId === requestId);
	await eventually(async () => mine().some((entry) => entry.msg === "request completed" || entry.msg === "request failed"));
	return mine();
}

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const form = { "Content-Type": "application/x-www-form-urlencoded" };
const post = (path: string, headers: Record<string, string> = {}) =>
	fetch(`${app.url}${path}`, { method: "POST", redirect: "manual", headers: { ...form, ...headers }, body: "x=1" });

describe.runIf(available)("a refused request in the log", () => {
	const refusals: [string, () => Promise<Response>, number][] = [
		["a post to the admin overview, which has no form there", () => post("/admin"), 405],
		["a post to the SEO section", () => post("/admin/seo"), 405],
		["a post to the catalogue section", () => post("/admin/katalog"), 405],
		["an address with a newline in it", () => fetch(`${app.url}/a%0Ab`), 404],
		["an admin post from another site's page", () => post("/admin/seo", { Origin: "https://evil.example" }), 400],
		[
			"an admin form's data post from another site's page",
			() => post("/admin/feeds.data", { Origin: "https://evil.example" }),
			400,
		],
		["the login posted from another site's page", () => post("/admin/login", { Origin: "https://evil.example" }), 400],
	];

	it.each(refusals)("%s: one info line with its status and reason, no error line", async (_what, send, status) => {
		const response = await send();
		expect(response.status).toBe(status);
		const lines = await linesOf(response);
		expect(lines.filter((entry) => entry.level === "error" || entry.level === "fatal")).toEqual([]);
		const refused = lines.filter((entry) => entry.msg === "request refused");
		expect(refused).toHaveLength(1);
		expect(refused[0]).toMatchObject({ level: "info", status });
		expect(refused[0]?.reason).toEqual(expect.any(String));
		expect(refused[0]?.reason).not.toMatch(/\[object Object\]/);
		expect(refused[0]?.err).toBeUndefined();
	});

	it("logs no error for the site's own refusal of another site's post either (403)", async () => {
		const response = await post("/geo-preference", { Origin: "https://evil.example" });
		expect(response.status).toBe(403);
		const lines = await linesOf(response);
		expect(lines.filter((entry) => entry.level === "error" || entry.level === "fatal")).toEqual([]);
	});

	it("says what React Router said: the method and the missing action, the address no route has", async () => {
		const [methodLine] = (await linesOf(await post("/admin/seo"))).filter((entry) => entry.msg === "request refused");
		expect(methodLine?.reason).toMatch(/POST request to "\/admin\/seo"/);
		const [addressLine] = (await linesOf(await fetch(`${app.url}/a%0Ab`))).filter((entry) => entry.msg === "request refused");
		expect(addressLine?.reason).toMatch(/No route matches URL/);
	});

	it("still logs a fault of ours at error, with its stack: a click-out whose click table is gone answers 500", async () => {
		const [offer] = await connection.db.query<{ id: string }>(
			"select o.id::text as id from offers o join products p on p.id = o.product_id where o.url like 'http%' limit 1",
		);
		await connection.db.query("alter table offer_clicks rename to offer_clicks_gone");
		try {
			// A browser's click (a crawler's is not counted, so writes nothing).
			const response = await fetch(`${app.url}/go/${offer?.id}`, { redirect: "manual", headers: { "User-Agent": browser } });
			expect(response.status).toBe(500);
			const failures = (await linesOf(response)).filter((entry) => entry.level === "error" && entry.err !== undefined);
			expect(failures).toHaveLength(1);
			const err = failures[0]?.err as { message: string; stack: string };
			expect(err.message).toMatch(/offer_clicks/);
			expect(err.stack).toMatch(/\n\s+at /);
		} finally {
			await connection.db.query("alter table offer_clicks_gone rename to offer_clicks");
		}
	});
});
