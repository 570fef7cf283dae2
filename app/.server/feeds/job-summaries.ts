// What a feed job's page shows: the summary of its result and a line per feed, as admin texts (a
// key with values) that the page words (ADR 025). Built from the import's counts and problem codes.
import type { AdminText } from "~/i18n/admin-t";
import { type Locale, locales } from "~/i18n/locales";
import { feedProblemText, importCountsText } from "~/lib/feed-problem-text";
import type { JobSummary } from "~/lib/job-summary";
import type { FeedOutcome, ImportAllResult } from "./import-all";
import type { ImportResult } from "./import-feed";

/** How many rejected rows a summary lists (the feed's last_result keeps more). */
const listedRejections = 20;

/** A feed's line on a job page: "Godisbutiken (sv)". */
export function feedLabel(retailer: string, locale: Locale): string {
	return `${retailer} (${locale})`;
}

/** What a feed's line says after its label: its counts, or why it failed. */
export function feedOutcomeText(outcome: FeedOutcome): AdminText {
	return outcome.ok ? importCountsText(outcome.result) : feedProblemText(outcome.problem);
}

/** One feed's import: its counts, the first rejected rows and the first rows imported without a value, with their problems. */
export function feedSummary(result: ImportResult): JobSummary {
	const names = { retailer: result.retailer, locale: result.locale };
	const lines: AdminText[] = [importCountsText(result)];
	for (const row of result.rejections.slice(0, listedRejections)) {
		lines.push({
			key: "import.summary.rejectedRow",
			values: { line: row.line, id: row.externalId ?? "–", reason: feedProblemText(row.problem) },
		});
	}
	if (result.rejected > listedRejections) {
		lines.push({ key: "import.summary.moreRejected", values: { n: result.rejected - listedRejections } });
	}
	for (const row of result.warnings.slice(0, listedRejections)) {
		lines.push({
			key: "import.summary.warnedRow",
			values: { line: row.line, id: row.externalId, reason: feedProblemText(row.problem) },
		});
	}
	if (result.warned > listedRejections) {
		lines.push({ key: "import.summary.moreWarned", values: { n: result.warned - listedRejections } });
	}
	return {
		tone: result.truncated || result.rejected > 0 || result.warned > 0 ? "warning" : "success",
		title: { key: result.truncated ? "import.summary.feedPartialTitle" : "import.summary.feedTitle", values: names },
		lines,
	};
}

/** The site's import: the products it added per language, and each feed's counts or problem. */
export function siteSummary(result: ImportAllResult, added: Record<Locale, number>): JobSummary {
	const n = locales.reduce((sum, l) => sum + added[l], 0);
	const lines: AdminText[] = [{ key: "import.summary.perLanguage", values: added }];
	for (const feed of result.feeds) {
		lines.push(
			feed.ok
				? {
						key: "import.summary.feedLine",
						values: { retailer: feed.result.retailer, locale: feed.result.locale, counts: feedOutcomeText(feed) },
					}
				: {
						key: "import.summary.feedFailedLine",
						values: { retailer: feed.retailer, locale: feed.locale, error: feedOutcomeText(feed) },
					},
		);
	}
	if (result.feeds.length === 0) lines.push({ key: "import.summary.noFeeds" });
	if (result.failed === 0) return { tone: "success", title: { key: "import.summary.allTitle", values: { n } }, lines };
	return { tone: "warning", title: { key: "import.summary.allPartialTitle", values: { n, failed: result.failed } }, lines };
}
