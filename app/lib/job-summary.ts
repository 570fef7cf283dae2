/**
 * A finished job's outcome in words (SPEC §8's toasts), written by the job's handler into its
 * result as `summary` so the job page can show any kind of job without knowing about it.
 */
export interface JobSummary {
	tone: "success" | "warning" | "error";
	title: string;
	/** Further lines: counts, per-item failures. */
	lines?: string[];
}

export function jobSummaryOf(result: unknown): JobSummary | null {
	const summary = (result as { summary?: Partial<JobSummary> } | null)?.summary;
	if (!summary || typeof summary.title !== "string") return null;
	const tone = summary.tone === "warning" || summary.tone === "error" ? summary.tone : "success";
	const lines = Array.isArray(summary.lines) ? summary.lines.filter((l): l is string => typeof l === "string") : [];
	return { tone, title: summary.title, lines };
}
