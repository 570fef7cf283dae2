// A job queue in Postgres: long work never runs inside a request. Workers claim jobs with
// FOR UPDATE SKIP LOCKED, so any number of workers in any number of app instances each run a job
// exactly once; a job whose worker died (no heartbeat) goes back to the queue and its successor
// resumes it after its finished items. What only the worker holding a job may write is in
// ./lease.ts (ADR 019). Here a kind is the text `jobs.kind` stores; what each kind is, and the
// payload it takes, is in ./job-kinds.ts (ADR 041).
import type { AdminText } from "~/i18n/admin-t";
import type { Db } from "../db/handle";
import { log } from "../log";
import { jobFailures } from "../metrics";
import type { JobRequest } from "./job-kinds";
import { defaultMaxTakeovers, takeoverLimitError } from "./takeover-limit";

export type JobStatus = "queued" | "running" | "succeeded" | "failed" | "cancelled";

/** One line of the job's item list on its page: a name, or a text the page words. */
export interface JobItem {
	label: string | AdminText;
	ok: boolean;
	message?: string | AdminText;
}

/** An item a job finished, kept by its key so a worker taking the job over skips it (ADR 019). */
export interface FinishedItem {
	ok: boolean;
	/** What the handler kept of the item for its result (a successor has no other way to know it). */
	outcome?: unknown;
}

export interface Job {
	id: number;
	kind: string;
	payload: Record<string, unknown>;
	status: JobStatus;
	progressDone: number;
	progressFailed: number;
	progressTotal: number;
	items: JobItem[];
	result: unknown;
	error: string | null;
	uniqueKey: string | null;
	flightKey: string | null;
	/** Claims so far; the current claim's number is half of its fencing token (./lease.ts). */
	attempts: number;
	cancelRequested: boolean;
	/** ISO timestamps (the same text from both drivers). */
	createdAt: string;
	startedAt: string | null;
	finishedAt: string | null;
}

const columns = `id::int as "id", kind, payload, status, progress_done as "progressDone", progress_failed as "progressFailed",
	progress_total as "progressTotal", items, result, error, unique_key as "uniqueKey", flight_key as "flightKey", attempts,
	cancel_requested as "cancelRequested", to_json(created_at) #>> '{}' as "createdAt",
	to_json(started_at) #>> '{}' as "startedAt", to_json(finished_at) #>> '{}' as "finishedAt"`;

export interface JobOptions {
	/** At most one job ever exists per key; enqueuing it again returns the existing job's id. */
	uniqueKey?: string;
	/**
	 * At most one job per key is queued or running at a time: enqueuing while one is returns that
	 * job instead (two operators, or two instances, asking for the same run at once). ADR 019.
	 */
	singleFlightKey?: string;
	runAfter?: Date;
}

/** A job of a kind the site defines, with the payload that kind takes. */
export type NewJob = JobRequest & JobOptions;

/** A job as the table stores it: any kind, any payload. */
export interface UncheckedJob extends JobOptions {
	kind: string;
	payload?: Record<string, unknown>;
}

/** A job found in flight can finish between the refused insert and the look-up; then we insert again. */
const enqueueTries = 5;

/** Enqueues a job of a defined kind; a payload that kind does not take is a type error. */
export function enqueueJob(db: Db, job: NewJob): Promise<{ id: number; created: boolean }> {
	return enqueueUncheckedJob(db, job);
}

/**
 * Enqueues a row of any kind and payload, unchecked: for the scheduler, which checks each row it
 * read against its kind's schema first, and for the queue's own tests, which run kinds no area
 * defines. Everything else enqueues through `enqueueJob`.
 */
export async function enqueueUncheckedJob(db: Db, job: UncheckedJob): Promise<{ id: number; created: boolean }> {
	for (let attempt = 0; attempt < enqueueTries; attempt++) {
		// No conflict target: a taken unique key and a flight key in flight both refuse the row.
		const inserted = await db.query<{ id: number }>(
			`insert into jobs (kind, payload, unique_key, flight_key, run_after)
			 values ($1, $2::jsonb, $3, $4, coalesce($5::timestamptz, now()))
			 on conflict do nothing returning id::int as id`,
			[
				job.kind,
				JSON.stringify(job.payload ?? {}),
				job.uniqueKey ?? null,
				job.singleFlightKey ?? null,
				job.runAfter?.toISOString() ?? null,
			],
		);
		if (inserted[0]) return { id: inserted[0].id, created: true };
		const existing = await existingJob(db, job);
		if (existing !== null) return { id: existing, created: false };
	}
	throw new Error(`Job ${job.kind} was neither created nor found`);
}

/** The job that refused a new one: the one with its unique key, else the one in flight with its flight key. */
async function existingJob(db: Db, job: JobOptions): Promise<number | null> {
	const [row] = await db.query<{ id: number }>(
		`select id::int as id from jobs
		 where unique_key = $1::text or (flight_key = $2::text and status in ('queued', 'running'))
		 order by coalesce(unique_key = $1::text, false) desc, id limit 1`,
		[job.uniqueKey ?? null, job.singleFlightKey ?? null],
	);
	return row?.id ?? null;
}

export async function findJob(db: Db, id: number): Promise<Job | null> {
	const [row] = await db.query<Job>(`select ${columns} from jobs where id = $1`, [id]);
	return row ?? null;
}

/** A claimed job with the items earlier attempts finished (empty on a first run). */
export interface ClaimedJob extends Job {
	finishedItems: Record<string, FinishedItem>;
}

/**
 * Takes the oldest due job, or null. The row lock is released at once; `locked_by` and the
 * incremented `attempts` mark who holds it (./lease.ts).
 */
export async function claimNextJob(db: Db, workerId: string): Promise<ClaimedJob | null> {
	const [row] = await db.query<ClaimedJob>(
		`update jobs set status = 'running', locked_by = $1, heartbeat_at = now(), attempts = attempts + 1,
		   started_at = coalesce(started_at, now())
		 where id = (
		   select id from jobs where status = 'queued' and run_after <= now()
		   order by run_after, id for update skip locked limit 1
		 )
		 returning ${columns}, finished_items as "finishedItems"`,
		[workerId],
	);
	return row ?? null;
}

/** A queued job is cancelled at once; a running one is asked to stop at its next progress report. */
export async function cancelJob(db: Db, id: number): Promise<void> {
	await db.query(
		`update jobs set
		   status = case when status = 'queued' then 'cancelled' else status end,
		   finished_at = case when status = 'queued' then now() else finished_at end,
		   cancel_requested = case when status = 'running' then true else cancel_requested end
		 where id = $1`,
		[id],
	);
}

/**
 * Puts jobs whose worker stopped sending heartbeats (a killed process, or one paused for too long)
 * back in the queue. Clearing `locked_by` ends that worker's lease: its next write finds the job
 * no longer its own, even before another worker claims it. A job already taken over `maxTakeovers`
 * times fails instead (ADR 032): a job that kills every process running it would otherwise be
 * taken over, and kill the next one, forever. A job handed back on shutdown (releaseJob) is not
 * taken over and does not count. Returns how many abandoned jobs were found.
 */
export async function requeueAbandonedJobs(db: Db, staleAfterMs: number, maxTakeovers = defaultMaxTakeovers): Promise<number> {
	const rows = await db.query<{ id: number; kind: string; status: JobStatus; takeovers: number }>(
		`update jobs set
		   status = case when takeovers >= $2 then 'failed' else 'queued' end,
		   takeovers = case when takeovers >= $2 then takeovers else takeovers + 1 end,
		   error = case when takeovers >= $2 then $3 else error end,
		   finished_at = case when takeovers >= $2 then now() else finished_at end,
		   locked_by = null
		 where status = 'running' and heartbeat_at < now() - make_interval(secs => $1::double precision / 1000)
		 returning id::int as id, kind, status, takeovers`,
		[staleAfterMs, maxTakeovers, takeoverLimitError(maxTakeovers)],
	);
	for (const job of rows) {
		if (job.status === "failed") {
			jobFailures.inc({ kind: job.kind });
			log.warn("job failed after too many takeovers", { jobId: job.id, kind: job.kind, takeovers: job.takeovers });
		} else log.info("abandoned job taken over", { jobId: job.id, kind: job.kind, takeovers: job.takeovers });
	}
	return rows.length;
}
