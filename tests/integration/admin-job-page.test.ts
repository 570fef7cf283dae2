// The job status page on the running server with PostgreSQL: the in-process worker picks up a
// job enqueued by another process; the page shows status, progress and errors, refreshes itself
// without JavaScript while a job waits, and is behind the admin gate.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, connect } from "~/.server/db/client";
import { enqueueJob, enqueueUncheckedJob } from "~/.server/jobs/queue";
import { adminSessionCookie } from "../support/admin-session";
import { eventually, type RunningApp, startApp } from "../support/app-server";
import { freshPostgresUrl } from "../support/databases";
import { pageText } from "../support/html";

const databaseUrl = await freshPostgresUrl();
const password = "job-page-test-password";

describe.runIf(databaseUrl)("admin job page", () => {
	let app: RunningApp;
	let connection: Connection;
	let cookie = "";

	beforeAll(async () => {
		app = await startApp({
			DATABASE_URL: databaseUrl as string,
			SESSION_SECRET: "job-page-session-secret",
			ADMIN_PASSWORD: password,
		});
		connection = await connect({ databaseUrl, dataDir: "unused" });
		cookie = await adminSessionCookie(app.url, password);
	});
	afterAll(async () => {
		await app?.stop();
		await connection?.close();
	});

	const page = (path: string, withCookie = true) =>
		fetch(`${app.url}${path}`, { redirect: "manual", headers: withCookie ? { Cookie: cookie } : {} });

	it("shows a waiting job as queued and refreshes itself without JavaScript", async () => {
		const { id } = await enqueueUncheckedJob(connection.db, { kind: "later", runAfter: new Date(Date.now() + 3_600_000) });
		const response = await page(`/admin/jobs/${id}`);
		expect(response.status).toBe(200);
		const html = await response.text();
		expect(html).toContain("I kö");
		expect(html).toMatch(/<noscript><meta http-equiv="refresh" content="2"\/?><\/noscript>/);
		expect(html).toMatch(/<progress[^>]*max="100"[^>]*value="0"/);
	});

	it("shows the worker's outcome: a failed job with its error and no refresh", async () => {
		const { id } = await enqueueUncheckedJob(connection.db, { kind: "no-such-tool" });
		const html = await endedJobPage(id);
		expect(html).toContain("Unknown job kind: no-such-tool");
		expect(html).not.toContain('http-equiv="refresh"');
	});

	/** The page of a job once the worker has ended it. */
	async function endedJobPage(id: number): Promise<string> {
		await eventually(async () => (await (await page(`/admin/jobs/${id}`)).text()).includes("Misslyckades"), 20_000);
		return (await page(`/admin/jobs/${id}`)).text();
	}

	it("words a failed feed import's problem instead of showing its code", async () => {
		const feedId = "00000000-0000-4000-8000-000000000000";
		const { id } = await enqueueJob(connection.db, { kind: "import-feed", payload: { feedId } });
		const text = pageText(await endedJobPage(id));
		expect(text).toContain("Fel: Flödet finns inte");
		expect(text).not.toContain("feed-not-found");
	});

	it("says a site import failed when every feed did, each feed's line saying why", async () => {
		await connection.db.query(
			"update feeds set enabled = true, url = null, file_path = 'finns-inte-' || coalesce(file_path, 'x.xml')",
		);
		const { id } = await enqueueJob(connection.db, { kind: "import-products" });
		const text = pageText(await endedJobPage(id));
		expect(text).toContain("Fel: Kunde inte importera produkter. Försök igen.");
		expect(text).toContain("Godisbutiken (sv)");
		expect(text).toContain("Flödesfilen finns inte: finns-inte-godisbutiken-sv.xml");
		expect(text).not.toContain("missing-file");
	});

	it("is behind the gate and answers 404 for unknown jobs", async () => {
		expect((await page("/admin/jobs/1", false)).status).toBe(302);
		expect((await page("/admin/jobs/999999")).status).toBe(404);
		expect((await page("/admin/jobs/abc")).status).toBe(404);
	});
});
