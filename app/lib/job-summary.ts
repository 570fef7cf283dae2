import { type AdminText, adminText, isAdminText } from "~/i18n/admin-t";

/**
 * A finished job's outcome for its page (the toasts of a run), written by the job's handler into its
 * result as `summary` so the job page can show any kind of job without knowing about it. Handlers
 * write `AdminText`s (a key and values), the page words them; words stored by an older job still show.
 */
export interface JobSummary {
	tone: "success" | "warning" | "error";
	title: string | AdminText;
	/** Further lines: counts, per-item failures. */
	lines?: (string | AdminText)[];
}

/** A job's summary in words, as its page shows it. */
export interface WordedJobSummary {
	tone: JobSummary["tone"];
	title: string;
	lines: string[];
}

const isText = (value: unknown): value is string | AdminText => typeof value === "string" || isAdminText(value);

export function jobSummaryOf(result: unknown): WordedJobSummary | null {
	const summary = (result as { summary?: Partial<Record<keyof JobSummary, unknown>> } | null)?.summary;
	if (!summary || !isText(summary.title)) return null;
	const tone = summary.tone === "warning" || summary.tone === "error" ? summary.tone : "success";
	const lines = Array.isArray(summary.lines) ? summary.lines.filter(isText).map(adminText) : [];
	return { tone, title: adminText(summary.title), lines };
}
