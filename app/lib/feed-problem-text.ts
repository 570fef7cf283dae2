// A feed import's problem codes and counts as admin texts, for the admin UI to word with
// `adminText` (ADR 025): the one mapping from the import's codes (app/.server/feeds/problems.ts)
// to the catalogue, where `admin.feedProblems` has one text per code. Used by the feed jobs, whose
// summaries and items hold these texts, and by the feeds card for a feed's last run.
import type { ImportResult } from "~/.server/feeds/import-feed";
import type { FeedProblem } from "~/.server/feeds/problems";
import { type AdminText, hasAdminText } from "~/i18n/admin-t";

/** A problem as its text: `{ code: "missing-file", path }` → "Flödesfilen finns inte: {{path}}" with its path. */
export function feedProblemText(problem: FeedProblem): AdminText {
	const { code, ...values } = problem;
	return {
		key: `feedProblems.${code}`,
		values: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, valueText(value)])),
	};
}

/** A value as a text fills it in: a list of names joined, a problem (a cut-off feed's cause) in words. */
function valueText(value: string | number | string[] | FeedProblem): string | number | AdminText {
	if (Array.isArray(value)) return value.join(", ");
	if (typeof value === "object") return feedProblemText(value);
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
 * A failed feed job's error as the job page shows it. A whole-site import that failed failed for
 * every feed, and each feed's line says why; one feed's import failed with its problem, which the
 * job's error holds as JSON (FeedProblemError). Any other error is shown as it is.
 */
export function feedJobErrorText(kind: "import-feed" | "import-products", error: string): AdminText | string {
	if (kind === "import-products") return { key: "import.summary.allFailedTitle" };
	try {
		const problem: unknown = JSON.parse(error);
		const code = typeof problem === "object" && problem !== null && "code" in problem ? problem.code : null;
		if (typeof code === "string" && hasAdminText(`feedProblems.${code}`)) return feedProblemText(problem as FeedProblem);
	} catch {
		// Not a problem the import wrote: shown as it is.
	}
	return error;
}
