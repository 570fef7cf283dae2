// The job status page's query module (ADR 042): the job at the address, with what its kind says
// about it (app/.server/jobs/job-page.ts) and its items' and result's texts worded for the page;
// when it started and finished and how long it took; and the texts it wrote (ADR 051), each with
// its preview, diff, history and public page.
import { adminT, adminText } from "~/i18n/admin-t";
import { jobSummaryOf } from "~/lib/job-summary";
import { formatStockholmDateTime } from "~/lib/stockholm-date";
import { getDb } from "../db/client";
import { jobPageWords } from "../jobs/job-page";
import { findJob } from "../jobs/queue";
import { entityInfo, jobRevisions } from "../revisions/revision-reads";
import { revisionLines } from "./revision-rows";

/** Texts a job page lists; the drafts page shows the rest. */
const textsShown = 50;

/** "42 s", "3 min 5 s". */
export function durationText(ms: number): string {
	const seconds = Math.max(0, Math.round(ms / 1000));
	const m = Math.floor(seconds / 60);
	const s = seconds % 60;
	return m > 0 ? adminT("texts.job.minutes", { m, s }) : adminT("texts.job.seconds", { s });
}

/** When the job started and finished, and how long it took (so far, while it runs). */
function timing(job: { startedAt: string | null; finishedAt: string | null }, now = Date.now()) {
	if (!job.startedAt) return { started: adminT("texts.job.notStarted"), finished: null, duration: null };
	const end = job.finishedAt ? Date.parse(job.finishedAt) : now;
	return {
		started: adminT("texts.job.started", { time: formatStockholmDateTime(job.startedAt) }),
		finished: job.finishedAt ? adminT("texts.job.finished", { time: formatStockholmDateTime(job.finishedAt) }) : null,
		duration: adminT("texts.job.duration", { duration: durationText(end - Date.parse(job.startedAt)) }),
	};
}

/** The id in the address, or null when it is not a job's (malformed ids included). */
export function jobIdParam(raw: string | undefined): number | null {
	const id = Number(raw);
	return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The page's data, or null when the address names no job. */
export async function loadJobStatusPage(rawId: string | undefined) {
	const id = jobIdParam(rawId);
	const db = getDb();
	const job = id ? await findJob(db, id) : null;
	if (!job) return null;
	const { revisions, total } = await jobRevisions(db, job.id, textsShown);
	const texts = revisionLines(revisions, await entityInfo(db, revisions));
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
		timing: timing(job),
		texts: { lines: texts, total },
	};
}
