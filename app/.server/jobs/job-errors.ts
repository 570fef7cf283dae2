// The three ways a job handler is stopped from outside (ADR 019). Each is thrown from the handler's
// own calls to its context (progress, completeItem), so a handler stops at its next report.

/** The operator cancelled the job; the worker marks it cancelled. */
export class JobCancelled extends Error {
	override name = "JobCancelled";
}

/**
 * This worker no longer holds the job: it stopped sending heartbeats for longer than
 * JOBS_STALE_AFTER_MS (a long pause, a lost connection) and another worker took it over. The
 * worker writes nothing more for it — not even its status, which now belongs to the successor.
 */
export class JobLost extends Error {
	override name = "JobLost";
}

/**
 * This instance is shutting down: the step under way is finished and recorded, and the job goes
 * back to the queue, where another instance's worker resumes it after its finished items at once
 * instead of waiting JOBS_STALE_AFTER_MS for this one to fall silent.
 */
export class JobReleased extends Error {
	override name = "JobReleased";
}

/**
 * The JobCancelled, JobLost or JobReleased behind an error, or null. Code between a handler and its context may
 * wrap it (a feed import turns every error into a FeedImportError with the original as `cause`).
 */
export function interruptionOf(error: unknown): JobCancelled | JobLost | JobReleased | null {
	for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
		if (current instanceof JobCancelled || current instanceof JobLost || current instanceof JobReleased) return current;
	}
	return null;
}
