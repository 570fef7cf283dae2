// The add/edit feed form after a refused or failed save: the form again, with the operator's
// values and, in words, what the server refused (a problem code on a field) or that saving failed.
// The form's own checks come back as the shared schema worded them.
import type { SubmissionResult } from "@conform-to/react";
import type { FeedFormProblem, SaveFeedOutcome } from "~/.server/admin/edit-feed";
import { type AdminKey, adminT } from "~/i18n/admin-t";

const problemTexts = {
	"retailer-not-found": "feeds.errors.retailerNotFound",
	"retailer-name-invalid": "feeds.errors.retailerName",
	"retailer-exists": "feeds.errors.retailerExists",
	"bundled-file-missing": "feeds.errors.bundledFile",
	"url-not-public": "feeds.errors.urlNotPublic",
	"url-port-not-allowed": "feeds.errors.urlPort",
} as const satisfies Record<Exclude<FeedFormProblem["code"], "feed-exists">, AdminKey>;

function problemText(problem: FeedFormProblem): string {
	if (problem.code !== "feed-exists") return adminT(problemTexts[problem.code]);
	// The feed already there, named by its shop and language (its source is the one in the field).
	return adminT(problem.field === "url" ? "feeds.errors.feedExistsUrl" : "feeds.errors.feedExistsFile", {
		retailer: problem.retailerName,
		language: adminT(`schedule.languages.${problem.locale}`),
	});
}

export function feedFormReply(outcome: Extract<SaveFeedOutcome, { status: "invalid" | "failed" }>): SubmissionResult<string[]> {
	if (outcome.status === "failed") return outcome.submission.reply({ formErrors: [adminT("feeds.errors.saveFailed")] });
	const { problem } = outcome;
	if (!problem) return outcome.submission.reply();
	return outcome.submission.reply({ fieldErrors: { [problem.field]: [problemText(problem)] } });
}
