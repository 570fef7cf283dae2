// What a job's page at /admin/jobs/{id} says about it beyond its status, progress, items and summary,
// in words: a line while it runs, a notice about its outcome and its error — each as its kind's
// definition presents it (ADR 041), so the page itself knows no kind.
import { adminT, adminText } from "~/i18n/admin-t";
import type { JobPage } from "./job-definition";
import { jobDefinitionOf } from "./job-kinds";
import type { Job } from "./queue";
import { takeoversOf } from "./takeover-limit";

export interface WordedJobNotice {
	ok: boolean;
	text: string;
	link: { text: string; path: string; followAfterSeconds: number | null } | null;
}

export interface JobPageWords {
	/** Shown under the title while the job is queued or running. */
	whileActive: string | null;
	notice: WordedJobNotice | null;
	error: string | null;
}

export function jobPageWords(job: Job): JobPageWords {
	const page = jobDefinitionOf(job.kind)?.page;
	const active = job.status === "queued" || job.status === "running";
	const notice = page?.notice?.(job) ?? null;
	return {
		whileActive: active && page?.whileActive ? adminText(page.whileActive) : null,
		notice: notice && {
			ok: notice.ok,
			text: adminText(notice.text),
			link: notice.link
				? {
						text: adminText(notice.link.text),
						path: notice.link.path,
						followAfterSeconds: notice.link.followAfterSeconds ?? null,
					}
				: null,
		},
		error: errorOf(job, page),
	};
}

/**
 * A job's error as its page shows it: a job stopped for dying with its workers says so (any kind);
 * a failed run of a kind with words for its failure says those, which give the reason where the
 * kind's reasons are meant for the operator (ADR 074); any other error as it is.
 */
function errorOf(job: Job, page: JobPage | undefined): string | null {
	if (job.error === null || job.status !== "failed") return job.error;
	const takeovers = takeoversOf(job.error);
	if (takeovers !== null) return adminT("job.takeoverLimit", { takeovers });
	return page?.failure ? adminText(page.failure(job.error)) : job.error;
}
