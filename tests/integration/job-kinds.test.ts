// Typed jobs (ADR 041) on each database: a stored payload runs only when it fits its kind's schema,
// else its job fails saying which field does not fit; the scheduler enqueues the rows of
// scheduled_jobs and each kind's own schedules with the unique keys they always had, and skips a
// row of an unknown kind or with a payload its kind does not take, with a warning, enqueueing the
// others.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendPriceAlertsJob } from "~/.server/alerts/send-price-alerts";
import type { Connection } from "~/.server/db/client";
import { migrate } from "~/.server/db/migrate";
import { importFeedJob } from "~/.server/feeds/job-handlers";
import { dailyArticleJob } from "~/.server/jobs/daily-article";
import { jobHandlers } from "~/.server/jobs/handlers";
import { enqueueUncheckedJob, findJob } from "~/.server/jobs/queue";
import { enqueueDueScheduledJobs } from "~/.server/jobs/scheduler";
import { JobWorker } from "~/.server/jobs/worker";
import { testDatabases } from "../support/databases";
import { captureLogs } from "../support/log-capture";

describe.each(testDatabases())("job kinds on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await database.open();
		await migrate(connection.db);
	});
	afterAll(() => connection?.close());

	it("fails a job whose stored payload does not fit its kind, saying which field, without running it", async () => {
		const { db } = connection;
		const { id } = await enqueueUncheckedJob(db, { kind: importFeedJob.kind, payload: { feedId: "godisbutiken" } });
		expect(await new JobWorker(db, jobHandlers).drain()).toBe(1);
		const job = await findJob(db, id);
		// The import never started: no progress reported, no item, no price-alert run after it.
		expect(job).toMatchObject({ status: "failed", progressTotal: 0, items: [] });
		expect(job?.error).toMatch(/^The payload does not fit the kind import-feed: feedId: \S/);
		const [after] = await db.query<{ n: number }>("select count(*)::int as n from jobs where id <> $1", [id]);
		expect(after?.n).toBe(0);
	});

	it("enqueues the due rows of scheduled_jobs and kinds' schedules, skipping rows that do not fit, with a warning", async () => {
		const { db } = connection;
		// Beside the daily article's two rows (07:00 per language): one with a language it does not
		// take, and one of a kind this version does not know.
		await db.query(
			`insert into scheduled_jobs (job_name, schedule, timezone, kind, payload) values
			   ('daily-article-de', '0 7 * * *', 'Europe/Stockholm', $1, '{"locale":"de"}'),
			   ('old-report', '0 7 * * *', 'Europe/Stockholm', 'weekly-report', '{}')`,
			[dailyArticleJob.kind],
		);
		const at = new Date("2026-11-22T06:30:00Z"); // 07:30 in Stockholm
		const { result: created, entries } = await captureLogs("warn", () => enqueueDueScheduledJobs(db, at));
		const jobs = await db.query<{ kind: string; payload: unknown; uniqueKey: string; flightKey: string | null }>(
			`select kind, payload, unique_key as "uniqueKey", flight_key as "flightKey" from jobs where id = any($1::bigint[]) order by unique_key`,
			[created],
		);
		expect(jobs).toEqual([
			{
				kind: dailyArticleJob.kind,
				payload: { locale: "nb" },
				uniqueKey: "daily-article-nb:2026-11-22T06:00:00.000Z",
				flightKey: "daily-article:nb",
			},
			{
				kind: dailyArticleJob.kind,
				payload: { locale: "sv" },
				uniqueKey: "daily-article-sv:2026-11-22T06:00:00.000Z",
				flightKey: "daily-article:sv",
			},
		]);
		const warnings = entries
			.filter((entry) => entry.level === "warn")
			.map(({ msg, name, kind }) => ({ msg, name, kind }))
			.sort((a, b) => String(a.name).localeCompare(String(b.name)));
		expect(warnings).toEqual([
			{ msg: "scheduled job with a bad payload skipped", name: "daily-article-de", kind: dailyArticleJob.kind },
			{ msg: "scheduled job of an unknown kind skipped", name: "old-report", kind: "weekly-report" },
		]);
		expect(entries.find((entry) => entry.name === "daily-article-de")?.reason).toMatch(/locale/);

		// A kind's own schedule: the price alerts' daily run at 08:30, under the key it always had.
		const later = await enqueueDueScheduledJobs(db, new Date("2026-11-22T07:40:00Z"));
		const [alerts] = await db.query<{ kind: string; payload: unknown; uniqueKey: string }>(
			`select kind, payload, unique_key as "uniqueKey" from jobs where id = any($1::bigint[])`,
			[later],
		);
		expect(later).toHaveLength(1);
		expect(alerts).toEqual({
			kind: sendPriceAlertsJob.kind,
			payload: {},
			uniqueKey: "send-price-alerts:daily:2026-11-22T07:30:00.000Z",
		});
	});
});
