// The daily article: scheduled once per day and language even with two app instances on one
// PostgreSQL server; each run writes about a topic not yet covered and logs the outcome. The
// operator's "run now" pressed on two instances at once makes one run per language (single flight,
// ADR 019), and a run taken over after its article was published writes no second one.
import { afterAll, describe, expect, it } from "vitest";
import { type Connection, connect } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import { migrate } from "~/.server/db/migrate";
import { dailyArticleJob } from "~/.server/jobs/daily-article";
import { jobHandlers } from "~/.server/jobs/handlers";
import { HeldJob } from "~/.server/jobs/held-job";
import { singleFlightKeyOf } from "~/.server/jobs/job-definition";
import { claimNextJob, enqueueJob, findJob, requeueAbandonedJobs } from "~/.server/jobs/queue";
import { enqueueDueScheduledJobs } from "~/.server/jobs/scheduler";
import { JobWorker } from "~/.server/jobs/worker";
import { freshDemoPostgresUrl, freshPostgresUrl, openPgliteWithDemo } from "../support/databases";

const databaseUrl = await freshPostgresUrl();
const opened: Connection[] = [];
afterAll(async () => {
	for (const c of opened) await c.close();
});

describe.runIf(databaseUrl)("daily article schedule on PostgreSQL", () => {
	it("enqueues one job per language per day under two instances, none before 07:00 Stockholm time", async () => {
		const one = await connect({ databaseUrl, dataDir: "unused" });
		const two = await connect({ databaseUrl, dataDir: "unused" });
		opened.push(one, two);
		await migrate(one.db);
		// 06:30 in Stockholm (UTC+1 in November): yesterday's tick is too old, today's has not come.
		expect(await enqueueDueScheduledJobs(one.db, new Date("2026-11-22T05:30:00Z"))).toEqual([]);
		const at = new Date("2026-11-22T06:05:00Z"); // 07:05 in Stockholm
		const [a, b] = await Promise.all([enqueueDueScheduledJobs(one.db, at), enqueueDueScheduledJobs(two.db, at)]);
		expect(a.length + b.length).toBe(2);
		// Later the same day, from either instance: nothing new.
		expect(await enqueueDueScheduledJobs(two.db, new Date("2026-11-22T06:40:00Z"))).toEqual([]);
		const jobs = await one.db.query<{ payload: { locale: string } }>(
			"select payload from jobs where kind = 'daily-article' order by id",
		);
		expect(jobs.map((j) => j.payload.locale).sort()).toEqual(["nb", "sv"]);
		// The next day, while that day's runs are still queued (no worker ran them), its tick joins
		// them: one run per language at a time (ADR 019).
		expect(await enqueueDueScheduledJobs(one.db, new Date("2026-11-23T06:01:00Z"))).toEqual([]);
		// Once they ran (nothing to write about in an empty catalogue): one more per language.
		expect(await new JobWorker(two.db, jobHandlers).drain()).toBe(2);
		expect(await enqueueDueScheduledJobs(one.db, new Date("2026-11-23T06:01:00Z"))).toHaveLength(2);
	});
});

describe.runIf(databaseUrl)("daily article run now on PostgreSQL", () => {
	it("makes one job and one article per language when two instances are asked at once", async () => {
		const url = (await freshDemoPostgresUrl()) as string;
		const one = await connect({ databaseUrl: url, dataDir: "unused" });
		const two = await connect({ databaseUrl: url, dataDir: "unused" });
		opened.push(one, two);
		setReadyConnection(one);
		// What the admin page's "run now" enqueues, posted to both instances for both languages.
		const runNow = (connection: Connection, locale: "sv" | "nb") =>
			enqueueJob(connection.db, {
				kind: "daily-article",
				payload: { locale },
				singleFlightKey: singleFlightKeyOf(dailyArticleJob, { locale }),
			});
		const [sv1, sv2, nb1, nb2] = await Promise.all([runNow(one, "sv"), runNow(two, "sv"), runNow(one, "nb"), runNow(two, "nb")]);
		expect(sv1.id).toBe(sv2.id);
		expect(nb1.id).toBe(nb2.id);
		expect(sv1.id).not.toBe(nb1.id);
		const [ranByOne, ranByTwo] = await Promise.all([
			new JobWorker(one.db, jobHandlers).drain(),
			new JobWorker(two.db, jobHandlers).drain(),
		]);
		expect(ranByOne + ranByTwo).toBe(2);
		for (const id of [sv1.id, nb1.id]) expect((await findJob(one.db, id))?.status).toBe("succeeded");
		const articles = await one.db.query<{ locale: string; n: number }>(
			"select a.locale, count(*)::int as n from articles a join article_generation_logs l on l.article_id = a.id group by a.locale order by a.locale",
		);
		expect(articles).toEqual([
			{ locale: "nb", n: 1 },
			{ locale: "sv", n: 1 },
		]);
		const [logs] = await one.db.query<{ n: number }>("select count(*)::int as n from article_generation_logs");
		expect(logs?.n).toBe(2);
	});
});

describe("daily article run", () => {
	it("writes about an uncovered category, logs success, and picks another topic next time", async () => {
		const connection = await openPgliteWithDemo();
		opened.push(connection);
		setReadyConnection(connection);
		const worker = new JobWorker(connection.db, jobHandlers);
		const { enqueueJob } = await import("~/.server/jobs/queue");
		const first = await enqueueJob(connection.db, { kind: "daily-article", payload: { locale: "nb" } });
		const second = await enqueueJob(connection.db, { kind: "daily-article", payload: { locale: "nb" } });
		expect(await worker.drain()).toBe(2);
		const results = [await findJob(connection.db, first.id), await findJob(connection.db, second.id)];
		for (const job of results) {
			expect(job?.status).toBe("succeeded");
			const result = job?.result as { success: boolean; stats: { wordCount: number; internalLinks: number } };
			expect(result.success).toBe(true);
			expect(result.stats.wordCount).toBeGreaterThanOrEqual(1000);
			expect(result.stats.internalLinks).toBeGreaterThanOrEqual(5);
		}
		const logs = await connection.db.query<{ topic: string; status: string; article_id: string | null }>(
			"select topic, status, article_id from article_generation_logs order by created_at",
		);
		expect(logs).toHaveLength(2);
		expect(logs.every((l) => l.status === "success" && l.article_id)).toBe(true);
		expect(logs[0]?.topic).not.toBe(logs[1]?.topic);
		const [published] = await connection.db.query<{ n: number }>(
			"select count(*)::int as n from articles a join article_generation_logs l on l.article_id = a.id where a.status = 'published' and a.locale = 'nb'",
		);
		expect(published?.n).toBe(2);
	});

	it("returns the published article when taken over after publishing it, and writes no second one", async () => {
		const connection = await openPgliteWithDemo();
		opened.push(connection);
		setReadyConnection(connection);
		const count = async (query: string) => (await connection.db.query<{ n: number }>(query))[0]?.n ?? -1;
		const articlesSv = () => count("select count(*)::int as n from articles where locale = 'sv'");
		const before = await articlesSv();
		const { id } = await enqueueJob(connection.db, {
			kind: "daily-article",
			payload: { locale: "sv" },
			singleFlightKey: singleFlightKeyOf(dailyArticleJob, { locale: "sv" }),
		});
		// A worker runs the job up to and including the article's commit, then its process dies.
		const claimed = await claimNextJob(connection.db, "dies-after-publishing");
		if (!claimed) throw new Error("nothing claimed");
		const firstResult = await jobHandlers[dailyArticleJob.kind](
			new HeldJob(connection.db, claimed, "dies-after-publishing").context,
		);
		expect(await articlesSv()).toBe(before + 1);
		await connection.db.query("update jobs set heartbeat_at = now() - interval '5 minutes' where id = $1", [id]);
		expect(await requeueAbandonedJobs(connection.db, 60_000)).toBe(1);
		// While it waits for a successor, "run now" joins it rather than starting another.
		const again = await enqueueJob(connection.db, {
			kind: "daily-article",
			payload: { locale: "sv" },
			singleFlightKey: singleFlightKeyOf(dailyArticleJob, { locale: "sv" }),
		});
		expect(again).toEqual({ id, created: false });

		expect(await new JobWorker(connection.db, jobHandlers).drain()).toBe(1);
		const job = await findJob(connection.db, id);
		expect(job).toMatchObject({ status: "succeeded", attempts: 2, progressDone: 1, progressTotal: 1, result: firstResult });
		expect(job?.items).toHaveLength(1);
		expect(await articlesSv()).toBe(before + 1);
		expect(await count("select count(*)::int as n from article_generation_logs where status = 'success'")).toBe(1);
	});
});
