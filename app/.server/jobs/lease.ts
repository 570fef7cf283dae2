// What only the worker holding a running job may write: heartbeats, progress, finished items and
// the final status (ADR 019). A claim's lease is its worker's id together with the claim's attempt
// number (the fencing token); every statement here matches both, so a worker that was paused,
// declared dead and replaced changes nothing when it comes back — it learns that it lost the job.
import type { Db } from "../db/handle";
import type { FinishedItem, JobItem } from "./queue";

export interface Lease {
	jobId: number;
	workerId: string;
	/** The claim's `attempts`: a later claim of the same job, even by the same worker, differs. */
	attempt: number;
}

/** Whether the job is still this worker's, and whether the operator asked it to stop. */
export type LeaseState = "held" | "cancel-requested" | "lost";

const held = "id = $1 and locked_by = $2 and attempts = $3 and status = 'running'";
const leaseParams = (lease: Lease) => [lease.jobId, lease.workerId, lease.attempt];

/** Keeps the job from being taken as abandoned; false when it is no longer this worker's. */
export async function heartbeat(db: Db, lease: Lease): Promise<boolean> {
	const rows = await db.query(`update jobs set heartbeat_at = now() where ${held} returning id`, leaseParams(lease));
	return rows.length > 0;
}

export interface Progress {
	done?: number;
	failed?: number;
	total?: number;
	item?: JobItem;
}

export async function reportProgress(db: Db, lease: Lease, progress: Progress): Promise<LeaseState> {
	const [row] = await db.query<{ cancel: boolean }>(
		`update jobs set
		   progress_done = coalesce($4, progress_done),
		   progress_failed = coalesce($5, progress_failed),
		   progress_total = coalesce($6, progress_total),
		   items = case when $7::jsonb is null then items else items || jsonb_build_array($7::jsonb) end,
		   heartbeat_at = now()
		 where ${held} returning cancel_requested as cancel`,
		[
			...leaseParams(lease),
			progress.done ?? null,
			progress.failed ?? null,
			progress.total ?? null,
			progress.item ? JSON.stringify(progress.item) : null,
		],
	);
	return stateOf(row);
}

/** How a job ended. A cancelled job has no error: its status says it all, and the page words it. */
export type JobOutcome = { status: "succeeded"; result: unknown } | { status: "failed"; error: string } | { status: "cancelled" };

/** Ends the job; false (and nothing written) when it is no longer this worker's. */
export async function finishJob(db: Db, lease: Lease, outcome: JobOutcome): Promise<boolean> {
	const rows = await db.query(
		`update jobs set status = $4, result = $5::jsonb, error = $6, finished_at = now(), locked_by = null
		 where ${held} returning id`,
		[
			...leaseParams(lease),
			outcome.status,
			outcome.status === "succeeded" ? JSON.stringify(outcome.result ?? null) : null,
			outcome.status === "failed" ? outcome.error : null,
		],
	);
	return rows.length > 0;
}

/** Puts the job back in the queue with what it finished (a shutdown); false when it is no longer this worker's. */
export async function releaseJob(db: Db, lease: Lease): Promise<boolean> {
	const rows = await db.query(
		`update jobs set status = 'queued', locked_by = null, heartbeat_at = null where ${held} returning id`,
		leaseParams(lease),
	);
	return rows.length > 0;
}

export interface ItemRecord {
	/** Stable within the job (a page's id, a feed's id): what a successor looks up. */
	key: string;
	ok: boolean;
	/** The line on the job's page; none for an item that is only remembered (a batch of rows). */
	shown?: JobItem;
	/** What the item adds to the job's done and failed counters. */
	counts: { done: number; failed: number };
}

export type ItemCompletion = { state: "lost" } | { state: "held" | "cancel-requested"; outcome: unknown };

/**
 * In one transaction: checks the lease (locking the job's row, so the job cannot be requeued until
 * the transaction ends), runs the item's own write, and records the item with its outcome and the
 * counters. An item already finished is not written again; its kept outcome comes back.
 */
export async function completeJobItem(
	db: Db,
	lease: Lease,
	item: ItemRecord,
	write: (tx: Db) => Promise<unknown>,
): Promise<ItemCompletion> {
	return db.transaction(async (tx): Promise<ItemCompletion> => {
		const [row] = await tx.query<{ cancel: boolean; finished: FinishedItem | null }>(
			`select cancel_requested as cancel, finished_items -> $4::text as finished from jobs where ${held} for update`,
			[...leaseParams(lease), item.key],
		);
		if (!row) return { state: "lost" };
		const state = stateOf(row);
		if (row.finished) return { state, outcome: row.finished.outcome };
		const outcome = await write(tx);
		const finished: FinishedItem = { ok: item.ok, outcome };
		await tx.query(
			`update jobs set
			   finished_items = finished_items || jsonb_build_object($2::text, $3::jsonb),
			   items = case when $4::jsonb is null then items else items || jsonb_build_array($4::jsonb) end,
			   progress_done = progress_done + $5::int,
			   progress_failed = progress_failed + $6::int,
			   heartbeat_at = now()
			 where id = $1`,
			[
				lease.jobId,
				item.key,
				JSON.stringify(finished),
				item.shown ? JSON.stringify(item.shown) : null,
				item.counts.done,
				item.counts.failed,
			],
		);
		return { state, outcome };
	});
}

function stateOf(row: { cancel: boolean } | undefined): LeaseState {
	if (!row) return "lost";
	return row.cancel ? "cancel-requested" : "held";
}
