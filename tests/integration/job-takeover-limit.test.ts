// A job is not taken over forever (ADR 032). A job whose worker keeps dying — a feed that crashes
// every process importing it — used to go back to the queue each time, and kill the next instance,
// on every restart. Now a job taken over JOBS_MAX_TAKEOVERS times (3) fails when its worker dies
// once more, with a reason the job page words; a job handed back on shutdown does not count.
// First on both databases with two connections, then with real processes killed one after another.
import { mkdtempSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "~/.server/db/client";
import type { Db } from "~/.server/db/handle";
import { migrate } from "~/.server/db/migrate";
import { releaseJob } from "~/.server/jobs/lease";
import { claimNextJob, enqueueJob, enqueueUncheckedJob, findJob, requeueAbandonedJobs } from "~/.server/jobs/queue";
import { takeoverLimitCode } from "~/.server/jobs/takeover-limit";
import { adminT } from "~/i18n/admin-t";
import { adminSessionCookie, jobPageError, jobPageStatus } from "../support/admin-session";
import { eventually, type RunningApp, startApp } from "../support/app-server";
import { freshPostgresUrl } from "../support/databases";
import { databaseKinds, migratedInstancePairs } from "../support/two-connections";

/** Makes the job's worker look dead (silent for five minutes) and runs the recovery another worker runs. */
async function workerDies(db: Db, id: number, maxTakeovers?: number): Promise<void> {
	await db.query("update jobs set heartbeat_at = now() - interval '5 minutes' where id = $1", [id]);
	expect(await requeueAbandonedJobs(db, 60_000, maxTakeovers)).toBe(1);
}

async function takeovers(db: Db, id: number): Promise<number> {
	const [row] = await db.query<{ takeovers: number }>("select takeovers from jobs where id = $1", [id]);
	return row?.takeovers ?? -1;
}

describe.each(databaseKinds())("the takeover limit on %s", (kind) => {
	const instances = migratedInstancePairs(kind);

	it("takes a job over three times, and fails it when its worker dies a fourth time", async () => {
		const [a, b] = await instances();
		const { id } = await enqueueUncheckedJob(a.db, { kind: "items", payload: {} });
		for (let death = 1; death <= 3; death++) {
			expect((await claimNextJob(death % 2 ? a.db : b.db, `worker-${death}`))?.id).toBe(id);
			await workerDies(b.db, id);
			expect(await findJob(a.db, id)).toMatchObject({ status: "queued", error: null, finishedAt: null });
			expect(await takeovers(a.db, id)).toBe(death);
		}
		expect((await claimNextJob(a.db, "worker-4"))?.id).toBe(id);
		await workerDies(b.db, id);
		const job = await findJob(a.db, id);
		expect(job).toMatchObject({
			status: "failed",
			attempts: 4,
			error: JSON.stringify({ code: takeoverLimitCode, takeovers: 3 }),
		});
		expect(job?.finishedAt).not.toBeNull();
		expect(await takeovers(a.db, id)).toBe(3);
		// Failed for good: no worker claims it again.
		expect(await claimNextJob(b.db, "worker-5")).toBeNull();
	});

	it("does not count a job handed back on shutdown, however often", async () => {
		const [a, b] = await instances();
		const { id } = await enqueueUncheckedJob(a.db, { kind: "items", payload: {} });
		for (let shutdown = 1; shutdown <= 5; shutdown++) {
			const claimed = await claimNextJob(a.db, `worker-${shutdown}`);
			expect(claimed?.id).toBe(id);
			expect(await releaseJob(b.db, { jobId: id, workerId: `worker-${shutdown}`, attempt: claimed?.attempts ?? 0 })).toBe(true);
		}
		expect(await takeovers(a.db, id)).toBe(0);
		// It still has all its takeovers: the first death requeues it.
		await claimNextJob(a.db, "worker-6");
		await workerDies(b.db, id);
		expect(await findJob(a.db, id)).toMatchObject({ status: "queued", attempts: 6 });
	});

	it("follows JOBS_MAX_TAKEOVERS: with 0 the first death fails the job", async () => {
		const [a] = await instances();
		const { id } = await enqueueUncheckedJob(a.db, { kind: "items", payload: {} });
		await claimNextJob(a.db, "worker-1");
		await workerDies(a.db, id, 0);
		expect(await findJob(a.db, id)).toMatchObject({
			status: "failed",
			error: JSON.stringify({ code: takeoverLimitCode, takeovers: 0 }),
		});
	});
});

// A feed server that answers and then never finishes: the import job stays running in whichever
// instance took it, until the test kills that instance. Each request is counted.
let feedRequests = 0;
const open = new Set<ServerResponse>();
const feedServer = createServer((_request, response) => {
	feedRequests++;
	open.add(response);
	response.on("close", () => {
		open.delete(response);
		clearInterval(trickle);
	});
	response.writeHead(200, { "content-type": "application/xml" });
	response.write('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Evig</title>');
	const trickle = setInterval(() => response.write(" "), 200);
});
let feedUrl = "";

beforeAll(async () => {
	await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
	feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/evig.xml`;
});
afterAll(async () => {
	for (const response of open) response.destroy();
	await new Promise<void>((resolve) => feedServer.close(() => resolve()));
});

describe.each(databaseKinds())("an instance killed while it runs the job, again and again, on %s", (kind) => {
	const password = "takeover-limit-password";
	let app: RunningApp | undefined;
	afterAll(() => app?.stop());

	it("ends with the job failed after three takeovers, worded on its page, and an instance that answers", async () => {
		const dataDir = mkdtempSync(path.join(tmpdir(), "gg-takeover-limit-"));
		const databaseUrl = kind === "postgres" ? await freshPostgresUrl() : undefined;
		const database: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
		const setup = await connect(databaseUrl ? { databaseUrl, dataDir: "unused" } : { dataDir });
		await migrate(setup.db);
		const [feed] = await setup.db.query<{ id: string }>(
			`with r as (insert into retailers (name, slug, website_url) values ('Evigbutiken', 'evigbutiken', 'https://evig.example') returning id)
			 insert into feeds (retailer_id, locale, format, url) select id, 'sv', 'google_xml', $1 from r returning id`,
			[feedUrl],
		);
		const { id } = await enqueueJob(setup.db, { kind: "import-feed", payload: { feedId: feed?.id as string } });
		await setup.close();
		const requestsBefore = feedRequests;
		const env = {
			...database,
			ADMIN_PASSWORD: password,
			SESSION_SECRET: "takeover-limit-session-secret",
			SEED_DEMO: "false",
			// A dead worker's job is taken over a second after its last heartbeat.
			JOBS_STALE_AFTER_MS: "1000",
			FEED_ALLOW_PRIVATE_NETWORKS: "true",
		};

		// Four instances in turn take the job and start its download; each is killed in the middle.
		for (let run = 1; run <= 4; run++) {
			app = await startApp(env);
			await eventually(async () => feedRequests - requestsBefore === run, 60_000);
			await app.kill();
		}
		// The fifth finds the job abandoned a fourth time: it fails it instead of running it.
		app = await startApp(env);
		const running = app;
		const cookie = await adminSessionCookie(running.url, password);
		const jobPage = async () => (await fetch(`${running.url}/admin/jobs/${id}`, { headers: { Cookie: cookie } })).text();
		await eventually(
			async () => jobPageStatus(await jobPage()) === `${adminT("jobKinds.import-feed")} · ${adminT("job.status.failed")}`,
			30_000,
		);
		const page = await jobPage();
		expect(jobPageError(page)).toBe(`${adminT("job.error")}: ${adminT("job.takeoverLimit", { takeovers: 3 })}`);
		expect(jobPageError(page)).toMatch(/^Fel: Avbröts efter 3 omstarter: /);
		expect(page).not.toContain(takeoverLimitCode);
		// Never fetched a fifth time, and the instance lives on.
		expect(feedRequests - requestsBefore).toBe(4);
		const health = await fetch(`${running.url}/healthz`);
		expect(health.status).toBe(200);
		await running.stop();
		app = undefined;

		const check = await connect(databaseUrl ? { databaseUrl, dataDir: "unused" } : { dataDir });
		expect(await findJob(check.db, id)).toMatchObject({ status: "failed", attempts: 4 });
		expect(await takeovers(check.db, id)).toBe(3);
		await check.close();
	}, 240_000);
});
