// Recurring jobs: every instance checks each minute which cron ticks have passed and enqueues one
// job per tick with a unique key, so each runs exactly once however many instances are running.
// Three sources: scheduled_jobs (read by check_article_cron_jobs(): the daily article per language),
// each enabled feed's refresh schedule (an import-feed job, Europe/Stockholm time), and the site's
// own daily jobs: the sending run of price alerts, the clean-up of old data and the search engine's
// upkeep.
import { Cron } from "croner";
import { sendPriceAlertsKind } from "../alerts/send-price-alerts";
import type { SqlClient } from "../db/sql-client";
import { log } from "../log";
import { pruneOldDataKind } from "../retention/prune-old-data";
import { searchMaintenanceKind } from "../search/maintenance";
import { enqueueJob, type NewJob } from "./queue";
import { singleFlightKeyOf } from "./single-flight";

/** A tick missed by more than this (the site was down) is skipped rather than run late. */
const graceMs = 60 * 60_000;

/** Feeds' schedules are written in the operator's time zone. */
const feedTimezone = "Europe/Stockholm";

/**
 * The daily sending run of price alerts, besides the one after each import: it also catches alerts
 * whose mail could not be sent on the day of their import, after their retries ran out.
 */
const dailyPriceAlerts: Recurring = {
	name: `${sendPriceAlertsKind}:daily`,
	schedule: "30 8 * * *",
	timezone: feedTimezone,
	job: { kind: sendPriceAlertsKind },
};

/**
 * The search engine's daily upkeep (ADR 040): the catalogue's words rebuilt (they are after every
 * import too).
 */
const dailySearchMaintenance: Recurring = {
	name: `${searchMaintenanceKind}:daily`,
	schedule: "15 4 * * *",
	timezone: feedTimezone,
	job: { kind: searchMaintenanceKind },
};

/** The daily clean-up of old data (ADR 035), at night, before the feeds' default refresh at 04:00. */
const dailyRetention: Recurring = {
	name: `${pruneOldDataKind}:daily`,
	schedule: "30 3 * * *",
	timezone: feedTimezone,
	job: { kind: pruneOldDataKind },
};

interface ScheduledJob {
	job_name: string;
	schedule: string;
	timezone: string;
	kind: string;
	payload: Record<string, unknown>;
}

interface Recurring {
	/** Unique among recurring jobs; with the tick it makes the job's unique key. */
	name: string;
	schedule: string;
	timezone: string;
	job: Omit<NewJob, "uniqueKey">;
}

/** The latest tick at or before `now`, unless it is older than the grace period (or the cron is invalid). */
function dueTick(recurring: Recurring, now: Date): Date | null {
	try {
		const [tick] = new Cron(recurring.schedule, { timezone: recurring.timezone, paused: true }).previousRuns(1, now);
		return tick && now.getTime() - tick.getTime() <= graceMs ? tick : null;
	} catch (error) {
		log.warn("invalid schedule skipped", { name: recurring.name, schedule: recurring.schedule, reason: String(error) });
		return null;
	}
}

async function recurringJobs(sql: SqlClient): Promise<Recurring[]> {
	const [scheduled, feeds] = await Promise.all([
		sql.query<ScheduledJob>("select job_name, schedule, timezone, kind, payload from scheduled_jobs where active"),
		sql.query<{ id: string; schedule: string }>("select id, schedule from feeds where enabled"),
	]);
	return [
		...scheduled.map((s) => ({
			name: s.job_name,
			schedule: s.schedule,
			timezone: s.timezone,
			job: { kind: s.kind, payload: s.payload },
		})),
		...feeds.map((f) => ({
			name: `import-feed:${f.id}`,
			schedule: f.schedule,
			timezone: feedTimezone,
			job: { kind: "import-feed", payload: { feedId: f.id } },
		})),
		dailyPriceAlerts,
		dailySearchMaintenance,
		dailyRetention,
	];
}

/** Enqueues the jobs whose latest tick is due; returns the ids of jobs created by this call. */
export async function enqueueDueScheduledJobs(sql: SqlClient, now = new Date()): Promise<number[]> {
	const created: number[] = [];
	for (const recurring of await recurringJobs(sql)) {
		const tick = dueTick(recurring, now);
		if (!tick) continue;
		// A tick that finds its run in flight (the operator started it by hand) joins it for now; the
		// tick's own job is enqueued by a later check, once that run has ended (ADR 019).
		const job = await enqueueJob(sql, {
			...recurring.job,
			uniqueKey: `${recurring.name}:${tick.toISOString()}`,
			singleFlightKey: singleFlightKeyOf(recurring.job.kind, recurring.job.payload ?? {}),
		});
		if (job.created) created.push(job.id);
	}
	return created;
}
