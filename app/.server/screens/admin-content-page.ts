// The admin's content section (ADR 042, 053): the articles card's tab and list, the writer in use,
// and the daily automation's log and scheduled jobs. A card whose data could not be loaded shows
// that on its own (null, or an empty list for the scheduled jobs); the rest of the page still works.
import { articlesViewOf } from "~/lib/admin-articles-view";
import { listAdminArticles } from "../admin/articles";
import { formatLogDate, latestGenerationLogs, scheduledArticleJobs } from "../admin/daily-automation";
import { activeWriterLabel } from "../ai/writer";
import { getDb } from "../db/client";
import { log } from "../log";

/** The section's data for the address's query (`tab`, and the manage tab's `locale` and `status`). */
export async function loadContentSection(params: URLSearchParams) {
	const db = getDb();
	const { tab, filters } = articlesViewOf(params);
	const [articleList, logs, jobs] = await Promise.all([
		tab === "manage"
			? listAdminArticles(db, filters).catch((error) => {
					log.error("admin article list failed", error);
					return null;
				})
			: null,
		latestGenerationLogs(db).then(
			(rows) => rows.map(({ createdAt, ...row }) => ({ ...row, when: formatLogDate(createdAt) })),
			(error) => {
				log.error("loading the generation log failed", error);
				return null;
			},
		),
		// A scheduled-job load failure is only logged.
		scheduledArticleJobs(db).catch((error) => {
			log.error("loading the scheduled jobs failed", error);
			return [];
		}),
	]);
	return { tab, filters, articleList, provider: activeWriterLabel(), daily: { logs, jobs } };
}
