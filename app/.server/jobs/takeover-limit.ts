// A job whose worker keeps dying is not taken over forever (ADR 032). When its worker falls silent
// again after JOBS_MAX_TAKEOVERS takeovers, the job fails with this error instead of going back to
// the queue: a code the job page words, with the number of takeovers.

export const takeoverLimitCode = "too-many-takeovers";

export const defaultMaxTakeovers = 3;

/** The error stored on a job failed for being taken over too often. */
export function takeoverLimitError(takeovers: number): string {
	return JSON.stringify({ code: takeoverLimitCode, takeovers });
}

/** How often the job was taken over, when `error` is the takeover limit's; else null. */
export function takeoversOf(error: string | null): number | null {
	if (!error?.includes(takeoverLimitCode)) return null;
	try {
		const parsed: unknown = JSON.parse(error);
		if (typeof parsed !== "object" || parsed === null) return null;
		const { code, takeovers } = parsed as { code?: unknown; takeovers?: unknown };
		return code === takeoverLimitCode && typeof takeovers === "number" ? takeovers : null;
	} catch {
		return null;
	}
}
