// The daily clean-up (ADR 035) on each database: rows of every kind it prunes, some old and some
// recent, some old but still read by an admin card or report; one run deletes exactly the old ones,
// in batches, and what the cards and the click report show is the same before and after; a second
// run deletes nothing. The job itself, run by the worker, words its result for the job page; and
// the scheduler enqueues it once per day with two instances checking.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadClickReport } from "~/.server/admin/clicks";
import { loadPriceAlertsCard } from "~/.server/admin/price-alerts";
import { recentAssignments } from "~/.server/admin/recent-assignments";
import { latestToolRuns } from "~/.server/admin/tool-runs";
import type { Connection } from "~/.server/db/client";
import type { Db } from "~/.server/db/handle";
import { migrate } from "~/.server/db/migrate";
import { jobHandlers } from "~/.server/jobs/handlers";
import { enqueueJob, findJob } from "~/.server/jobs/queue";
import { enqueueDueScheduledJobs } from "~/.server/jobs/scheduler";
import { JobWorker } from "~/.server/jobs/worker";
import { type Deleted, pruneOldData, pruneOldDataJob } from "~/.server/retention/prune-old-data";
import { type RetentionAges, retentionRuleNames } from "~/.server/retention/retention-rules";
import { adminT } from "~/i18n/admin-t";
import { jobSummaryOf } from "~/lib/job-summary";
import { databaseKinds, twoConnections } from "../support/two-connections";

// The job reads its ages from the configuration: this process's, with the defaults.
Object.assign(process.env, { DATA_DIR: mkdtempSync(path.join(tmpdir(), "gg-retention-")) });

const ages: RetentionAges = { jobsDays: 30, toolRunsDays: 90, clicksDays: 365 };

const count = async (db: Db, from: string) =>
	(await db.query<{ n: number }>(`select count(*)::int as n from ${from}`))[0]?.n ?? -1;

const ago = (interval: string) => `now() - interval '${interval}'`;

describe.each(databaseKinds())("the daily clean-up on %s", (kind) => {
	let one: Connection;
	let two: Connection;
	let db: Db;
	const kept: Record<string, number[] | string[]> = {};

	async function insertJob(kindName: string, status: string, finished: string | null, started: string | null = finished) {
		const [row] = await db.query<{ id: number }>(
			`insert into jobs (kind, status, created_at, started_at, finished_at)
			 values ($1, $2, coalesce(${started ?? "null"}, now()), ${started ?? "null"}, ${finished ?? "null"}) returning id::int as id`,
			[kindName, status],
		);
		return row?.id as number;
	}

	beforeAll(async () => {
		[one, two] = await twoConnections(kind);
		db = one.db;
		await migrate(db);
		const [product] = await db.query<{ id: string }>(
			"insert into products (locale, name, slug, price) values ('sv', 'Rensgodis', 'rensgodis', 20) returning id",
		);
		const [retailer] = await db.query<{ id: string }>(
			"insert into retailers (name, slug, website_url) values ('Rensbutiken', 'rensbutiken', 'https://rens.example') returning id",
		);
		const [offer] = await db.query<{ id: number }>(
			`insert into offers (product_id, retailer_id, external_id, price, currency, url)
			 values ($1, $2, 'R-1', 20, 'SEK', 'https://rens.example/r-1') returning id::int as id`,
			[product?.id, retailer?.id],
		);

		// Jobs: old finished ones of a kind with a newer run go; the newest of each kind stays, and so do
		// unfinished ones, however old.
		const oldDone = [
			await insertJob("home-seo", "succeeded", ago("40 days")),
			await insertJob("home-seo", "failed", ago("39 days")),
			await insertJob("home-seo", "cancelled", ago("38 days")),
		];
		kept.jobs = [
			await insertJob("home-seo", "succeeded", ago("5 days")),
			// The only run of its kind: the card shows it.
			await insertJob("brand-seo", "succeeded", ago("60 days")),
			// The price alerts card shows the newest run that started, though a retry queued later has a higher id.
			await insertJob("send-price-alerts", "succeeded", ago("45 days")),
			await insertJob("send-price-alerts", "queued", null),
			await insertJob("import-feed", "running", null, ago("50 days")),
		];
		kept.oldDone = oldDone;
		// The retry is for later (no worker here runs it).
		await db.query(
			`update jobs set created_at = ${ago("50 days")}, run_after = now() + interval '1 hour'
			 where kind = 'send-price-alerts' and status = 'queued'`,
		);

		// The daily article's log: 25 old lines, of which the card lists the newest 20.
		for (let i = 0; i < 25; i++) {
			await db.query(
				`insert into article_generation_logs (locale, topic, status, created_at) values ('sv', $1, 'skipped', now() - make_interval(days => $2))`,
				[`ämne ${i}`, 40 + i],
			);
		}
		// Tool runs: 25 older than 90 days and 2 recent; the history card lists the newest 20.
		for (let i = 0; i < 25; i++) {
			await db.query(
				`insert into tool_runs (tool, actor, status, created_at) values ('categorize', 'admin@203.0.113.9', 'succeeded', now() - make_interval(days => $1))`,
				[100 + i],
			);
		}
		for (let i = 0; i < 2; i++) {
			await db.query("insert into tool_runs (tool, actor, status) values ('categorize', 'admin@203.0.113.9', 'succeeded')");
		}
		// Category assignments: 12 older than 90 days and 1 recent, each with what it added to the
		// product; the assign card lists the newest 10 with their undo, so 3 old ones and their lines go.
		for (const daysBack of [...Array.from({ length: 12 }, (_, i) => 100 + i), 0]) {
			await db.query(
				`with assignment as (
				   insert into category_assignments (search_term, categories_sv, categories_nb, products_updated, actor, created_at)
				   values ('rens', '{Godis}', '{}', 1, 'admin@203.0.113.9', now() - make_interval(days => $2)) returning id
				 )
				 insert into category_assignment_products (assignment_id, product_id, added)
				 select id, $1, '{Godis}' from assignment`,
				[product?.id, daysBack],
			);
		}
		// Rate-limit rows: out of their window, and in it.
		await db.query(
			`insert into login_failures (client_key, failed_at) values ('203.0.113.1', ${ago("2 minutes")}), ('203.0.113.2', now())`,
		);
		await db.query(
			`insert into price_alert_requests (client_key, address_key, requested_at)
			 values ('c-old', 'a-old', ${ago("2 hours")}), ('c-new', 'a-new', ${ago("10 minutes")})`,
		);
		// Price alerts: unconfirmed past their link's 48 hours (go) and within them (stay); active for
		// long (stays); sent more and less than 30 days ago.
		const alert = (email: string, created: string, confirmed: string | null, sent: string | null) =>
			db.query(
				`insert into price_alerts (email, product_id, locale, target_price, created_at, confirmed_at, sent_at)
				 values ($1, $2, 'sv', 15, ${created}, ${confirmed ?? "null"}, ${sent ?? "null"})`,
				[email, product?.id],
			);
		await alert("utgangen@example.se", ago("49 hours"), null, null);
		await alert("vantar@example.se", ago("47 hours"), null, null);
		await alert("aktiv@example.se", ago("200 days"), ago("200 days"), null);
		await alert("skickad-gammal@example.se", ago("60 days"), ago("60 days"), ago("31 days"));
		await alert("skickad-ny@example.se", ago("40 days"), ago("40 days"), ago("29 days"));
		// Admin sessions: past their 7 days, and within them.
		await db.query(`insert into admin_sessions (sid, created_at) values ('gammal', ${ago("8 days")}), ('ny', ${ago("6 days")})`);
		// Clicks per day: older than a year (go), and the last 30 days the report sums (stay).
		for (const daysBack of [400, 365, 364, 30, 29, 0]) {
			await db.query(
				`insert into offer_clicks (offer_id, day, clicks) values ($1, (now() at time zone 'Europe/Stockholm')::date - $2::int, $3)`,
				[offer?.id, daysBack, daysBack + 1],
			);
		}
	});
	afterAll(async () => {
		if (two !== one) await two?.close();
		await one?.close();
	});

	it("deletes the old rows of every kind, in batches, and keeps the recent and the still-needed ones", async () => {
		const before = {
			card: await loadPriceAlertsCard(db),
			toolRuns: await latestToolRuns(db),
			assignments: await recentAssignments(db),
			clicks: await loadClickReport(db),
			logs: await db.query("select id from article_generation_logs order by created_at desc limit 20"),
		};
		expect(before.clicks.total).toBe(30 + 1);

		let batches = 0;
		const deleted = await pruneOldData(db, { ages, batchSize: 2, progress: async () => void batches++ });
		expect(deleted).toEqual({
			jobs: 3,
			articleLog: 5,
			toolRuns: 7,
			assignmentLines: 3,
			assignments: 3,
			loginFailures: 1,
			alertRequests: 1,
			expiredAlerts: 1,
			sentAlerts: 1,
			adminSessions: 1,
			clicks: 2,
			searchStats: 0,
		} satisfies Deleted);
		// 2 rows a statement: jobs took 2 batches, the log 3, tool runs 4, the assignments' lines 2 and
		// the assignments 2, clicks 2, each other rule 1.
		expect(batches).toBe(2 + 3 + 4 + 2 + 2 + 2 + 6 + 1);

		const jobIds = (await db.query<{ id: number }>("select id::int as id from jobs order by id")).map((row) => row.id);
		expect(jobIds).toEqual(kept.jobs);
		expect(await count(db, "article_generation_logs")).toBe(20);
		expect(await count(db, "tool_runs")).toBe(20);
		expect(await count(db, "category_assignments")).toBe(10);
		expect(await count(db, "category_assignment_products")).toBe(10);
		expect(await db.query("select client_key from login_failures")).toEqual([{ client_key: "203.0.113.2" }]);
		expect(await db.query("select client_key from price_alert_requests")).toEqual([{ client_key: "c-new" }]);
		expect((await db.query<{ email: string }>("select email from price_alerts order by email")).map((r) => r.email)).toEqual([
			"aktiv@example.se",
			"skickad-ny@example.se",
			"vantar@example.se",
		]);
		expect(await db.query("select sid from admin_sessions")).toEqual([{ sid: "ny" }]);
		expect(
			(
				await db.query<{ back: number }>(
					"select ((now() at time zone 'Europe/Stockholm')::date - day)::int as back from offer_clicks order by day",
				)
			).map((row) => row.back),
		).toEqual([364, 30, 29, 0]);

		// What the admin cards and the click report show is the same.
		expect(await loadPriceAlertsCard(db)).toEqual(before.card);
		expect(await latestToolRuns(db)).toEqual(before.toolRuns);
		expect(before.assignments).toHaveLength(10);
		expect(await recentAssignments(db)).toEqual(before.assignments);
		expect(await loadClickReport(db)).toEqual(before.clicks);
		expect(await db.query("select id from article_generation_logs order by created_at desc limit 20")).toEqual(before.logs);
	});

	it("a second run deletes nothing more", async () => {
		expect(await pruneOldData(db, { ages, batchSize: 2 })).toEqual(Object.fromEntries(retentionRuleNames.map((n) => [n, 0])));
	});

	it("the shortest click age allowed still keeps every day the click report sums", async () => {
		const report = await loadClickReport(db);
		expect((await pruneOldData(db, { ages: { ...ages, clicksDays: 30 } })).clicks).toBe(2);
		expect(await loadClickReport(db)).toEqual(report);
	});

	it("runs as a job whose page words what it deleted", async () => {
		await db.query(`insert into login_failures (client_key, failed_at) values ('203.0.113.3', ${ago("1 hour")})`);
		await db.query(`insert into admin_sessions (sid, created_at) values ('annan', ${ago("30 days")})`);
		const { id } = await enqueueJob(db, { kind: pruneOldDataJob.kind });
		await new JobWorker(db, jobHandlers).drain();
		const job = await findJob(db, id);
		expect(job?.status).toBe("succeeded");
		expect(job?.result).toMatchObject({ deleted: { loginFailures: 1, adminSessions: 1, jobs: 0 } });
		expect(jobSummaryOf(job?.result)).toEqual({
			tone: "success",
			title: adminT("retention.summary.title", { n: 2 }),
			lines: [adminT("retention.summary.loginFailures", { n: 1 }), adminT("retention.summary.adminSessions", { n: 1 })],
		});
		// Nothing left to do: the page says so.
		const again = await enqueueJob(db, { kind: pruneOldDataJob.kind });
		await new JobWorker(db, jobHandlers).drain();
		expect(jobSummaryOf((await findJob(db, again.id))?.result)?.title).toBe(adminT("retention.summary.none"));
	});

	it("is enqueued once per day at 03:30 Stockholm time, however many instances check", async () => {
		const runs = () => count(db, `jobs where kind = '${pruneOldDataJob.kind}' and unique_key is not null`);
		// 03:00 in Stockholm (UTC+1 in November): today's tick has not come, yesterday's is too old.
		await enqueueDueScheduledJobs(one.db, new Date("2026-11-22T02:00:00Z"));
		expect(await runs()).toBe(0);
		const at = new Date("2026-11-22T02:35:00Z");
		await Promise.all([enqueueDueScheduledJobs(one.db, at), enqueueDueScheduledJobs(two.db, at)]);
		expect(await runs()).toBe(1);
		await enqueueDueScheduledJobs(two.db, new Date("2026-11-22T03:10:00Z"));
		expect(await runs()).toBe(1);
		await Promise.all([
			enqueueDueScheduledJobs(one.db, new Date("2026-11-23T02:31:00Z")),
			enqueueDueScheduledJobs(two.db, new Date("2026-11-23T02:31:00Z")),
		]);
		expect(await runs()).toBe(2);
	});
});
