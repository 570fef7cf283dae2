// Recurring jobs (scheduled_jobs, read by check_article_cron_jobs()): every instance checks each
// minute which cron ticks have passed and enqueues one job per tick with a unique key, so the
// daily article runs exactly once per day and language however many instances are running.
import { Cron } from "croner";
import type { SqlClient } from "../db/sql-client";
import { enqueueJob } from "./queue";

/** A tick missed by more than this (the site was down) is skipped rather than run late. */
const graceMs = 60 * 60_000;

interface ScheduledJob {
	job_name: string;
	schedule: string;
	timezone: string;
	kind: string;
	payload: Record<string, unknown>;
}

/** Enqueues the jobs whose latest tick is due; returns the ids of jobs created by this call. */
export async function enqueueDueScheduledJobs(sql: SqlClient, now = new Date()): Promise<number[]> {
	const schedules = await sql.query<ScheduledJob>(
		"select job_name, schedule, timezone, kind, payload from scheduled_jobs where active",
	);
	const created: number[] = [];
	for (const scheduled of schedules) {
		const [tick] = new Cron(scheduled.schedule, { timezone: scheduled.timezone, paused: true }).previousRuns(1, now);
		if (!tick || now.getTime() - tick.getTime() > graceMs) continue;
		const job = await enqueueJob(sql, {
			kind: scheduled.kind,
			payload: scheduled.payload,
			uniqueKey: `${scheduled.job_name}:${tick.toISOString()}`,
		});
		if (job.created) created.push(job.id);
	}
	return created;
}
