// Runs queued jobs in this process, one at a time per worker, with heartbeats so a job left
// behind by a dead process is recovered. Handlers are plain async functions per job kind; a job
// taken over resumes after its finished items, and a worker that lost its job stops it and writes
// nothing more (ADR 019).
import { randomBytes } from "node:crypto";
import type { Db } from "../db/handle";
import { log, withLogContext } from "../log";
import { jobDuration, jobFailures } from "../metrics";
import { HeldJob, type JobHandler } from "./held-job";
import { interruptionOf, JobLost, JobReleased } from "./job-errors";
import type { JobOutcome } from "./lease";
import { type ClaimedJob, claimNextJob, requeueAbandonedJobs } from "./queue";

export type { ItemToComplete, JobContext, JobHandler } from "./held-job";
export { JobCancelled, JobLost, JobReleased } from "./job-errors";

export interface WorkerOptions {
	pollMs?: number;
	heartbeatMs?: number;
	/** A running job without a heartbeat for this long is considered abandoned. */
	staleAfterMs?: number;
	/** How often one job may be taken over before its next abandonment fails it (ADR 032). */
	maxTakeovers?: number;
	onError?: (message: string, error: unknown) => void;
}

export class JobWorker {
	readonly id = `worker-${process.pid}-${randomBytes(3).toString("hex")}`;
	private running = false;
	private loop: Promise<void> | null = null;
	private wake: (() => void) | null = null;
	/** The job being run, if any. */
	private current: HeldJob | null = null;

	constructor(
		private readonly db: Db,
		private readonly handlers: Record<string, JobHandler>,
		private readonly options: WorkerOptions = {},
	) {}

	start(): void {
		if (this.running) return;
		this.running = true;
		this.loop = this.run();
	}

	/**
	 * Stops taking jobs; a job under way stops after its current step and goes back to the queue,
	 * where another instance resumes it (a shutdown). Resolves once the worker is idle.
	 */
	async stop(): Promise<void> {
		this.running = false;
		this.current?.requestRelease();
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
					await requeueAbandonedJobs(this.db, staleAfterMs, this.options.maxTakeovers);
				}
				if (await this.runOne()) continue;
			} catch (error) {
				this.options.onError?.("job worker loop failed", error);
			}
			await new Promise<void>((resolve) => {
				this.wake = resolve;
				setTimeout(resolve, pollMs).unref?.();
			});
		}
	}

	/** Claims and runs one job; false when none was due. */
	async runOne(): Promise<boolean> {
		const job = await claimNextJob(this.db, this.id);
		if (!job) return false;
		// Every line the job logs, however deep, carries its id and kind.
		await withLogContext({ jobId: job.id, jobKind: job.kind }, () => this.runClaimed(job));
		return true;
	}

	private async runClaimed(job: ClaimedJob): Promise<void> {
		const held = new HeldJob(this.db, job, this.id);
		this.current = held;
		if (!this.running && this.loop) held.requestRelease();
		const beat = setInterval(() => {
			held.beat().catch((error) => this.options.onError?.("heartbeat failed", error));
		}, this.options.heartbeatMs ?? 10_000);
		const timer = jobDuration.startTimer({ kind: job.kind });
		let outcome = "lost";
		try {
			const ran = await this.runHandler(job.kind, held);
			if (ran === "released") {
				outcome = "released";
				if (await held.release()) log.info("job handed back to the queue", { worker: this.id });
			} else if (ran === "lost" || !(await held.finish(ran.outcome))) {
				// Another worker runs the job now: its progress and status are that worker's to write.
				log.warn("job taken over by another worker", { worker: this.id });
			} else {
				outcome = ran.outcome.status;
				if (ran.outcome.status === "failed") {
					jobFailures.inc({ kind: job.kind });
					this.options.onError?.("job failed", ran.error);
				}
			}
		} finally {
			timer({ outcome });
			clearInterval(beat);
			this.current = null;
		}
	}

	/**
	 * The handler's outcome; "lost" when it stopped because the job is no longer this worker's,
	 * "released" when it stopped after a step because this worker is stopping.
	 */
	private async runHandler(kind: string, held: HeldJob): Promise<{ outcome: JobOutcome; error?: unknown } | "lost" | "released"> {
		try {
			const handler = this.handlers[kind];
			if (!handler) throw new Error(`Unknown job kind: ${kind}`);
			return { outcome: { status: "succeeded", result: await handler(held.context) } };
		} catch (error) {
			const interruption = interruptionOf(error);
			if (interruption instanceof JobLost) return "lost";
			if (interruption instanceof JobReleased) return "released";
			if (interruption) return { outcome: { status: "cancelled" } };
			return { outcome: { status: "failed", error: error instanceof Error ? error.message : String(error) }, error };
		}
	}
}
