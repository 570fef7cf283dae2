// Recurring jobs: every instance checks each minute which cron ticks have passed and enqueues one
// job per tick with a unique key, so each runs exactly once however many instances are running.
// Two sources: the rows of scheduled_jobs (read by check_article_cron_jobs(): the daily article per
// language), which name their kind as `jobs.kind` does, and the schedules each kind defines
// (./job-kinds.ts: each enabled feed's refresh, the daily sending run of price alerts, the clean-up
// of old data, the search engine's upkeep). A payload is parsed by its kind's schema before it is enqueued: a row that does not
// fit is skipped, with a warning, as an invalid cron is.
import { Cron } from "croner";
import type { Db } from "../db/handle";
import { log } from "../log";
import { type JobDefinition, JobPayloadError, singleFlightKeyOf } from "./job-definition";
import { jobDefinitionOf, jobDefinitions } from "./job-kinds";
import { enqueueUncheckedJob } from "./queue";

/** A tick missed by more than this (the site was down) is skipped rather than run late. */
const graceMs = 60 * 60_000;

interface ScheduledJob {
	job_name: string;
	schedule: string;
	timezone: string;
	kind: string;
	payload: unknown;
}

interface Recurring {
	/** Unique among recurring jobs; with the tick it makes the job's unique key. */
	name: string;
	schedule: string;
	timezone: string;
	/** Undefined for a row naming a kind this version does not know. */
	definition: JobDefinition | undefined;
	kind: string;
	/** As written; parsed by the kind's schema once a tick is due. */
	payload: unknown;
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

async function recurringJobs(db: Db): Promise<Recurring[]> {
	const [rows, ...defined] = await Promise.all([
		db.query<ScheduledJob>("select job_name, schedule, timezone, kind, payload from scheduled_jobs where active"),
		...jobDefinitions.map(
			async (definition: JobDefinition) =>
				(await definition.schedules?.(db))?.map((schedule) => ({
					name: `${definition.kind}:${schedule.name}`,
					schedule: schedule.cron,
					timezone: schedule.timezone,
					definition,
					kind: definition.kind,
					payload: schedule.payload,
				})) ?? [],
		),
	]);
	const scheduled = rows.map((row) => ({
		name: row.job_name,
		schedule: row.schedule,
		timezone: row.timezone,
		definition: jobDefinitionOf(row.kind),
		kind: row.kind,
		payload: row.payload,
	}));
	return [...scheduled, ...defined.flat()];
}

/** Enqueues the jobs whose latest tick is due; returns the ids of jobs created by this call. */
export async function enqueueDueScheduledJobs(db: Db, now = new Date()): Promise<number[]> {
	const created: number[] = [];
	for (const recurring of await recurringJobs(db)) {
		const tick = dueTick(recurring, now);
		if (!tick) continue;
		const { definition } = recurring;
		if (!definition) {
			log.warn("scheduled job of an unknown kind skipped", { name: recurring.name, kind: recurring.kind });
			continue;
		}
		const parsed = definition.payload.safeParse(recurring.payload);
		if (!parsed.success) {
			const reason = new JobPayloadError(definition.kind, parsed.error).message;
			log.warn("scheduled job with a bad payload skipped", { name: recurring.name, kind: recurring.kind, reason });
			continue;
		}
		// A tick that finds its run in flight (the operator started it by hand) joins it for now; the
		// tick's own job is enqueued by a later check, once that run has ended (ADR 019). The payload
		// was checked against the kind above, so the row goes in as written.
		const job = await enqueueUncheckedJob(db, {
			kind: recurring.kind,
			payload: recurring.payload as Record<string, unknown>,
			uniqueKey: `${recurring.name}:${tick.toISOString()}`,
			singleFlightKey: singleFlightKeyOf(definition, parsed.data),
		});
		if (job.created) created.push(job.id);
	}
	return created;
}
