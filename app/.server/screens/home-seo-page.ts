// The home page SEO run's page's query module (ADR 042): the run named in the address (`?job=`),
// its progress, where the home page it rewrites is, and its result's summary.
import { screenPath } from "~/i18n/paths";
import { jobSummaryOf } from "~/lib/job-summary";
import { percentOf, seoJobKinds } from "../admin/seo";
import { getDb } from "../db/client";
import { findJob } from "../jobs/queue";
import { jobIdParam } from "./job-status-page";

/** The page's data, or null when the address names no home page SEO run. */
export async function loadHomeSeoPage(params: URLSearchParams) {
	const id = jobIdParam(params.get("job") ?? undefined);
	const job = id ? await findJob(getDb(), id) : null;
	if (!job || job.kind !== seoJobKinds.home) return null;
	const locale = job.payload.locale === "nb" ? "nb" : "sv";
	return {
		job: { id: job.id, status: job.status, percent: percentOf(job) },
		homePath: screenPath("home", locale),
		summary: jobSummaryOf(job.result),
	};
}
