// Runs queued jobs in this process, one at a time per worker, with heartbeats so a job left
// behind by a dead process is recovered. Handlers are plain async functions per job kind.
import { randomBytes } from "node:crypto";
import type { SqlClient } from "../db/sql-client";
import { claimNextJob, finishJob, heartbeat, type Job, type Progress, reportProgress, requeueAbandonedJobs } from "./queue";

export class JobCancelled extends Error {
	override name = "JobCancelled";
}

export interface JobContext {
	job: Job;
	sql: SqlClient;
	/** Records progress; throws JobCancelled when the operator cancelled the job. */
	progress(progress: Progress): Promise<void>;
}

export type JobHandler = (context: JobContext) => Promise<unknown>;

export interface WorkerOptions {
	pollMs?: number;
	heartbeatMs?: number;
	/** A running job without a heartbeat for this long is considered abandoned. */
	staleAfterMs?: number;
	onError?: (message: string, error: unknown) => void;
}

export class JobWorker {
	readonly id = `worker-${process.pid}-${randomBytes(3).toString("hex")}`;
	private running = false;
	private loop: Promise<void> | null = null;
	private wake: (() => void) | null = null;

	constructor(
		private readonly sql: SqlClient,
		private readonly handlers: Record<string, JobHandler>,
		private readonly options: WorkerOptions = {},
	) {}

	start(): void {
		if (this.running) return;
		this.running = true;
		this.loop = this.run();
	}

	async stop(): Promise<void> {
		this.running = false;
		this.wake?.();
		await this.loop;
	}

	/** Runs due jobs until none is left (tests and scripts). */
	async drain(): Promise<number> {
		let count = 0;
		while (await this.runOne()) count++;
		return count;
	}

	private async run(): Promise<void> {
		const pollMs = this.options.pollMs ?? 1000;
		let lastRecovery = 0;
		while (this.running) {
			try {
				const staleAfterMs = this.options.staleAfterMs ?? 60_000;
				if (Date.now() - lastRecovery > Math.min(30_000, staleAfterMs)) {
					lastRecovery = Date.now();
					await requeueAbandonedJobs(this.sql, staleAfterMs);
				}
				if (await this.runOne()) continue;
			} catch (error) {
				this.options.onError?.("Job worker loop failed", error);
			}
			await new Promise<void>((resolve) => {
				this.wake = resolve;
				setTimeout(resolve, pollMs).unref?.();
			});
		}
	}

	/** Claims and runs one job; false when none was due. */
	async runOne(): Promise<boolean> {
		const job = await claimNextJob(this.sql, this.id);
		if (!job) return false;
		const beat = setInterval(() => {
			heartbeat(this.sql, job.id, this.id).catch((error) => this.options.onError?.("Heartbeat failed", error));
		}, this.options.heartbeatMs ?? 10_000);
		try {
			const handler = this.handlers[job.kind];
			if (!handler) throw new Error(`Unknown job kind: ${job.kind}`);
			const result = await handler({
				job,
				sql: this.sql,
				progress: async (progress) => {
					if (await reportProgress(this.sql, job.id, progress)) throw new JobCancelled("Avbrutet");
				},
			});
			await finishJob(this.sql, job.id, { status: "succeeded", result });
		} catch (error) {
			const cancelled = error instanceof JobCancelled;
			await finishJob(this.sql, job.id, {
				status: cancelled ? "cancelled" : "failed",
				error: error instanceof Error ? error.message : String(error),
			});
			if (!cancelled) this.options.onError?.(`Job ${job.id} (${job.kind}) failed`, error);
		} finally {
			clearInterval(beat);
		}
		return true;
	}
}
