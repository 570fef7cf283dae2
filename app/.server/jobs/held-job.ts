// A claimed job as its handler sees it (JobContext) and as its worker keeps it: the lease, the
// heartbeat, and the first sign that another worker took the job over (ADR 019).
import type { Db } from "../db/handle";
import { JobCancelled, JobLost, JobReleased } from "./job-errors";
import {
	completeJobItem,
	finishJob,
	heartbeat,
	type JobOutcome,
	type Lease,
	type Progress,
	releaseJob,
	reportProgress,
} from "./lease";
import type { ClaimedJob, FinishedItem, Job, JobItem } from "./queue";

export interface ItemToComplete<T> {
	/** Stable within the job (a page's id, a feed's id): a successor skips the items it finds finished. */
	key: string;
	/** The line on the job's page; leave it out for an item that is only remembered (a batch of rows). */
	label?: JobItem["label"];
	/** Default true. */
	ok?: boolean;
	message?: JobItem["message"];
	/** What the item adds to the job's done and failed counters; default one done, or one failed when not ok. */
	counts?: { done: number; failed: number };
	/** Kept with the item when there is no write to return it. */
	outcome?: T;
}

export interface JobContext {
	job: Job;
	db: Db;
	/**
	 * Records progress. Throws JobCancelled when the operator cancelled the job, JobLost when this
	 * worker no longer holds it, JobReleased when its instance is shutting down.
	 */
	progress(progress: Progress): Promise<void>;
	/** Items finished by earlier attempts of this job (it was taken over), by key; empty on a first run. */
	finished: ReadonlyMap<string, FinishedItem>;
	/**
	 * Finishes one item: in one transaction, checks that this worker still holds the job, runs
	 * `write` (the item's database changes, on `tx` only), and records the item — its line, its
	 * outcome (what `write` returned, else `item.outcome`) and the counters. Expensive work (an AI
	 * call) belongs before this call: if the worker dies during it, the item is simply not finished.
	 * Returns the kept outcome. Throws JobLost (nothing written) or, after recording, JobCancelled or
	 * JobReleased.
	 */
	completeItem<T = undefined>(item: ItemToComplete<T>, write?: (tx: Db) => Promise<T>): Promise<T>;
}

export type JobHandler = (context: JobContext) => Promise<unknown>;

export class HeldJob {
	readonly lease: Lease;
	readonly context: JobContext;
	private lost = false;
	private releasing = false;

	constructor(
		private readonly db: Db,
		job: ClaimedJob,
		workerId: string,
	) {
		this.lease = { jobId: job.id, workerId, attempt: job.attempts };
		const { finishedItems, ...visible } = job;
		this.context = {
			job: visible,
			db,
			finished: new Map(Object.entries(finishedItems ?? {})),
			progress: (progress) => this.progress(progress),
			completeItem: (item, write) => this.completeItem(item, write),
		};
	}

	/** True once any statement found the job no longer this worker's. */
	get isLost(): boolean {
		return this.lost;
	}

	async beat(): Promise<void> {
		if (!this.lost && !(await heartbeat(this.db, this.lease))) this.lost = true;
	}

	/** Asks the handler to stop after the step under way (its next report throws JobReleased). */
	requestRelease(): void {
		this.releasing = true;
	}

	/** Hands the job back to the queue; false (nothing written) when it is no longer this worker's. */
	async release(): Promise<boolean> {
		if (this.lost) return false;
		if (!(await releaseJob(this.db, this.lease))) this.lost = true;
		return !this.lost;
	}

	/** Writes the job's final status; false (nothing written) when the job is no longer this worker's. */
	async finish(outcome: JobOutcome): Promise<boolean> {
		if (this.lost) return false;
		if (!(await finishJob(this.db, this.lease, outcome))) this.lost = true;
		return !this.lost;
	}

	private async progress(progress: Progress): Promise<void> {
		this.throwIfLost();
		const state = await reportProgress(this.db, this.lease, progress);
		this.throwFor(state);
	}

	private async completeItem<T>(item: ItemToComplete<T>, write?: (tx: Db) => Promise<T>): Promise<T> {
		this.throwIfLost();
		const ok = item.ok ?? true;
		const shown =
			item.label === undefined ? undefined : { label: item.label, ok, ...(item.message ? { message: item.message } : {}) };
		const completion = await completeJobItem(
			this.db,
			this.lease,
			{ key: item.key, ok, shown, counts: item.counts ?? { done: ok ? 1 : 0, failed: ok ? 0 : 1 } },
			async (tx) => (write ? write(tx) : item.outcome),
		);
		this.throwFor(completion.state);
		return (completion as { outcome: T }).outcome;
	}

	private throwIfLost(): void {
		if (this.lost) throw new JobLost(`Job ${this.lease.jobId} is no longer held by ${this.lease.workerId}`);
	}

	private throwFor(state: "held" | "cancel-requested" | "lost"): void {
		if (state === "lost") this.lost = true;
		this.throwIfLost();
		if (state === "cancel-requested") throw new JobCancelled(`Job ${this.lease.jobId} cancelled by the operator`);
		if (this.releasing) throw new JobReleased(`Job ${this.lease.jobId} handed back by ${this.lease.workerId} (shutting down)`);
	}
}
