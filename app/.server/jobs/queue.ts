// A job queue in Postgres (DESIGN §5): long work never runs inside a request. Workers claim jobs
// with FOR UPDATE SKIP LOCKED, so any number of workers in any number of app instances each run
// a job exactly once; a job whose worker died (no heartbeat) goes back to the queue.
import type { SqlClient } from "../db/sql-client";

export type JobStatus = "queued" | "running" | "succeeded" | "failed" | "cancelled";

export interface JobItem {
	label: string;
	ok: boolean;
	message?: string;
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
	attempts: number;
	cancelRequested: boolean;
	/** ISO timestamps (the same text from both drivers). */
	createdAt: string;
	startedAt: string | null;
	finishedAt: string | null;
}

const columns = `id::int as "id", kind, payload, status, progress_done as "progressDone", progress_failed as "progressFailed",
	progress_total as "progressTotal", items, result, error, unique_key as "uniqueKey", attempts,
	cancel_requested as "cancelRequested", to_json(created_at) #>> '{}' as "createdAt",
	to_json(started_at) #>> '{}' as "startedAt", to_json(finished_at) #>> '{}' as "finishedAt"`;

export interface NewJob {
	kind: string;
	payload?: Record<string, unknown>;
	/** At most one job ever exists per key; enqueuing it again returns the existing job's id. */
	uniqueKey?: string;
	runAfter?: Date;
}

export async function enqueueJob(sql: SqlClient, job: NewJob): Promise<{ id: number; created: boolean }> {
	const inserted = await sql.query<{ id: number }>(
		`insert into jobs (kind, payload, unique_key, run_after) values ($1, $2::jsonb, $3, coalesce($4::timestamptz, now()))
		 on conflict (unique_key) do nothing returning id::int as id`,
		[job.kind, JSON.stringify(job.payload ?? {}), job.uniqueKey ?? null, job.runAfter?.toISOString() ?? null],
	);
	if (inserted[0]) return { id: inserted[0].id, created: true };
	const [existing] = await sql.query<{ id: number }>("select id::int as id from jobs where unique_key = $1", [job.uniqueKey]);
	if (!existing) throw new Error(`Job ${job.kind} was neither created nor found`);
	return { id: existing.id, created: false };
}

export async function findJob(sql: SqlClient, id: number): Promise<Job | null> {
	const [row] = await sql.query<Job>(`select ${columns} from jobs where id = $1`, [id]);
	return row ?? null;
}

/** Takes the oldest due job, or null. The row lock is released at once; `locked_by` marks it. */
export async function claimNextJob(sql: SqlClient, workerId: string): Promise<Job | null> {
	const [row] = await sql.query<Job>(
		`update jobs set status = 'running', locked_by = $1, heartbeat_at = now(), attempts = attempts + 1,
		   started_at = coalesce(started_at, now())
		 where id = (
		   select id from jobs where status = 'queued' and run_after <= now()
		   order by run_after, id for update skip locked limit 1
		 )
		 returning ${columns}`,
		[workerId],
	);
	return row ?? null;
}

export async function heartbeat(sql: SqlClient, id: number, workerId: string): Promise<void> {
	await sql.query("update jobs set heartbeat_at = now() where id = $1 and locked_by = $2 and status = 'running'", [id, workerId]);
}

export interface Progress {
	done?: number;
	failed?: number;
	total?: number;
	item?: JobItem;
}

/** Records progress; returns whether someone asked to cancel the job. */
export async function reportProgress(sql: SqlClient, id: number, progress: Progress): Promise<boolean> {
	const [row] = await sql.query<{ cancel: boolean }>(
		`update jobs set
		   progress_done = coalesce($2, progress_done),
		   progress_failed = coalesce($3, progress_failed),
		   progress_total = coalesce($4, progress_total),
		   items = case when $5::jsonb is null then items else items || jsonb_build_array($5::jsonb) end,
		   heartbeat_at = now()
		 where id = $1 returning cancel_requested as cancel`,
		[
			id,
			progress.done ?? null,
			progress.failed ?? null,
			progress.total ?? null,
			progress.item ? JSON.stringify(progress.item) : null,
		],
	);
	return row?.cancel ?? false;
}

export async function finishJob(
	sql: SqlClient,
	id: number,
	outcome: { status: "succeeded"; result: unknown } | { status: "failed" | "cancelled"; error: string },
): Promise<void> {
	await sql.query(
		`update jobs set status = $2, result = $3::jsonb, error = $4, finished_at = now(), locked_by = null where id = $1`,
		[
			id,
			outcome.status,
			outcome.status === "succeeded" ? JSON.stringify(outcome.result ?? null) : null,
			outcome.status === "succeeded" ? null : outcome.error,
		],
	);
}

/** A queued job is cancelled at once; a running one is asked to stop at its next progress report. */
export async function cancelJob(sql: SqlClient, id: number): Promise<void> {
	await sql.query(
		`update jobs set
		   status = case when status = 'queued' then 'cancelled' else status end,
		   finished_at = case when status = 'queued' then now() else finished_at end,
		   cancel_requested = case when status = 'running' then true else cancel_requested end
		 where id = $1`,
		[id],
	);
}

/** Puts jobs whose worker stopped sending heartbeats (a killed process) back in the queue. */
export async function requeueAbandonedJobs(sql: SqlClient, staleAfterMs: number): Promise<number> {
	const rows = await sql.query<{ id: number }>(
		`update jobs set status = 'queued', locked_by = null
		 where status = 'running' and heartbeat_at < now() - make_interval(secs => $1::double precision / 1000)
		 returning id::int as id`,
		[staleAfterMs],
	);
	return rows.length;
}
