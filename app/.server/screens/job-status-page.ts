// The job status page's query module (ADR 042): the job at the address, with what its kind says
// about it (app/.server/jobs/job-page.ts) and its items' and result's texts worded for the page.
import { adminText } from "~/i18n/admin-t";
import { jobSummaryOf } from "~/lib/job-summary";
import { getDb } from "../db/client";
import { jobPageWords } from "../jobs/job-page";
import { findJob } from "../jobs/queue";

/** The id in the address, or null when it is not a job's (malformed ids included). */
export function jobIdParam(raw: string | undefined): number | null {
	const id = Number(raw);
	return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The page's data, or null when the address names no job. */
export async function loadJobStatusPage(rawId: string | undefined) {
	const id = jobIdParam(rawId);
	const job = id ? await findJob(getDb(), id) : null;
	if (!job) return null;
	const { whileActive, notice, error } = jobPageWords(job);
	return {
		job: {
			...job,
			items: job.items.map((item) => ({
				...item,
				label: adminText(item.label),
				message: item.message && adminText(item.message),
			})),
			error,
		},
		whileActive,
		notice,
		summary: jobSummaryOf(job.result),
	};
}
