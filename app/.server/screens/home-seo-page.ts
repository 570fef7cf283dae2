// The home page SEO run's page's query module (ADR 042): the run named in the address (`?job=`),
// its progress, where the page that opens after it is (the preview of the draft it wrote, ADR
// 051, or the home page when it wrote none), its result's summary, and why it failed (ADR 074).
import { href } from "react-router";
import { screenPath } from "~/i18n/paths";
import { jobSummaryOf } from "~/lib/job-summary";
import { percentOf, seoJobKinds } from "../admin/seo";
import { getDb } from "../db/client";
import { jobPageWords } from "../jobs/job-page";
import { findJob } from "../jobs/queue";
import { jobRevisions, waitingDraft } from "../revisions/revision-reads";
import { jobIdParam } from "./job-status-page";

/** The page's data, or null when the address names no home page SEO run. */
export async function loadHomeSeoPage(params: URLSearchParams) {
	const id = jobIdParam(params.get("job") ?? undefined);
	const job = id ? await findJob(getDb(), id) : null;
	if (!job || job.kind !== seoJobKinds.home) return null;
	const locale = job.payload.locale === "nb" ? "nb" : "sv";
	// The run's draft; or, when it wrote none because that text already waited, the draft waiting.
	const draft =
		(await jobRevisions(getDb(), job.id, 1)).revisions.find((revision) => revision.status === "draft") ??
		(await waitingDraft(getDb(), { kind: "home", entityId: locale, field: "seo_text_md" }));
	return {
		job: { id: job.id, status: job.status, percent: percentOf(job) },
		homePath: draft ? href("/admin/revisions/:id/preview", { id: String(draft.id) }) : screenPath("home", locale),
		summary: jobSummaryOf(job.result),
		/** Why the run failed, as its job page words it; null while it runs or when it succeeded. */
		error: jobPageWords(job).error,
	};
}
