// A feed import's problem codes and counts as admin texts, for the admin UI to word with
// `adminText` (ADR 025): the one mapping from the import's codes (app/.server/feeds/problems.ts)
// to the catalogue, where `admin.feedProblems` has one text per code. Used by the feed jobs, whose
// summaries and items hold these texts, and by the feeds card for a feed's last run.
import type { ImportResult } from "~/.server/feeds/import-feed";
import type { FeedProblem } from "~/.server/feeds/problems";
import { type AdminText, hasAdminText } from "~/i18n/admin-t";
import { connectionFailureText } from "./connection-failure-text";

/** A problem as its text: `{ code: "missing-file", path }` → "Flödesfilen finns inte: {{path}}" with its path. */
export function feedProblemText(problem: FeedProblem): AdminText {
	const { code, ...values } = problem;
	return {
		key: `feedProblems.${code}`,
		values: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, valueText(name, value)])),
	};
}

const wholeNumber = new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 1 });

/** 65536 → "64 kB", 536870912 → "512 MB", 1536 → "1,5 kB" (binary units, as the limits are set). */
export function byteSizeText(bytes: number): string {
	if (bytes >= 1024 * 1024) return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
	if (bytes >= 1024) return `${oneDecimal.format(bytes / 1024)} kB`;
	return `${wholeNumber.format(bytes)} byte`;
}

/**
 * A value as a text fills it in: a list of names joined, a problem (a cut-off feed's cause) in
 * words, a failed connection's system code in words, a limit in bytes as a size and a row limit
 * with its thousands spaced.
 */
function valueText(name: string, value: string | number | string[] | FeedProblem): string | number | AdminText {
	if (Array.isArray(value)) return value.join(", ");
	if (typeof value === "object") return feedProblemText(value);
	if (name === "reason" && typeof value === "string") return connectionFailureText(value);
	if (name === "maxBytes" && typeof value === "number") return byteSizeText(value);
	if (name === "maxRows" && typeof value === "number") return wholeNumber.format(value);
	return value;
}

/** A run's counts as one line: "12 rader: 3 nya produkter, …". */
export function importCountsText(
	result: Pick<ImportResult, "total" | "new" | "updated" | "unchanged" | "madeUnavailable" | "rejected">,
): AdminText {
	const { total, new: created, updated, unchanged, madeUnavailable, rejected } = result;
	return { key: "import.summary.counts", values: { total, new: created, updated, unchanged, madeUnavailable, rejected } };
}

/**
 * A failed feed import's error as its job page shows it: the problem the job's error holds as JSON
 * (FeedProblemError). Any other error is shown as it is.
 */
export function feedJobErrorText(error: string): AdminText | string {
	try {
		const problem: unknown = JSON.parse(error);
		const code = typeof problem === "object" && problem !== null && "code" in problem ? problem.code : null;
		if (typeof code === "string" && hasAdminText(`feedProblems.${code}`)) return feedProblemText(problem as FeedProblem);
	} catch {
		// Not a problem the import wrote: shown as it is.
	}
	return error;
}
