// Which function runs each kind of job. Admin tools that start long work enqueue a job of one
// of these kinds and redirect to its status page (/admin/jobs/{id}). Each area keeps its own
// kinds beside its code; this is the one registry the worker reads.
import { linkJobHandlers } from "../admin/link-jobs";
import { seoJobHandlers } from "../admin/seo-jobs";
import { priceAlertJobHandlers } from "../alerts/send-price-alerts";
import { feedJobHandlers } from "../feeds/job-handlers";
import { retentionJobHandlers } from "../retention/prune-old-data";
import { searchJobHandlers } from "../search/maintenance";
import { dailyArticle } from "./daily-article";
import { generateArticle } from "./generate-article";
import type { JobHandler } from "./worker";

export const jobHandlers: Record<string, JobHandler> = {
	"generate-article": generateArticle,
	"daily-article": dailyArticle,
	...feedJobHandlers,
	...seoJobHandlers,
	...linkJobHandlers,
	...priceAlertJobHandlers,
	...searchJobHandlers,
	...retentionJobHandlers,
};
