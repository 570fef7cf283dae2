// The admin page's query module (ADR 042): the articles card's tab and list, the writer in use,
// and every card's data, read in one round. A card whose data could not be loaded shows that on
// its own (null, or an empty list for the scheduled jobs); the rest of the page still works.
import { articlesViewOf } from "~/lib/admin-articles-view";
import { listAdminArticles } from "../admin/articles";
import { loadCatalogueTools } from "../admin/catalogue-tools";
import { loadClicksCard } from "../admin/clicks";
import { formatLogDate, latestGenerationLogs, scheduledArticleJobs } from "../admin/daily-automation";
import { loadFeedsCard } from "../admin/feeds";
import { loadInternalLinksCard } from "../admin/internal-links";
import { loadPriceAlertsCard } from "../admin/price-alerts";
import { loadSearchCard } from "../admin/search-card";
import { loadSeoCards } from "../admin/seo";
import { latestToolRuns } from "../admin/tool-runs";
import { activeWriterLabel } from "../ai/writer";
import { getDb } from "../db/client";
import { log } from "../log";

/** The admin page's data for the address's query (`tab`, and the manage tab's `locale` and `status`). */
export async function loadAdminPage(params: URLSearchParams) {
	const db = getDb();
	const { tab, filters } = articlesViewOf(params);
	let articleList: Awaited<ReturnType<typeof listAdminArticles>> | null = null;
	if (tab === "manage") {
		articleList = await listAdminArticles(db, filters).catch((error) => {
			log.error("admin article list failed", error);
			return null;
		});
	}
	const [logs, jobs, seo, internalLinks, catalogueTools, feeds, clicks, priceAlerts, search, toolRuns] = await Promise.all([
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
		loadSeoCards(db),
		loadInternalLinksCard(),
		loadCatalogueTools(db),
		loadFeedsCard(db),
		loadClicksCard(db),
		loadPriceAlertsCard(db).catch((error) => {
			log.error("loading the price alerts failed", error);
			return null;
		}),
		loadSearchCard(db),
		latestToolRuns(db).catch((error) => {
			log.error("loading the tool-run history failed", error);
			return null;
		}),
	]);
	return {
		tab,
		filters,
		articleList,
		provider: activeWriterLabel(),
		daily: { logs, jobs },
		seo,
		internalLinks,
		catalogueTools,
		feeds,
		clicks,
		priceAlerts,
		search,
		toolRuns,
	};
}
