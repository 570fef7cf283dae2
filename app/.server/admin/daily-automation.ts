// The daily-article automation card: the generation log, the scheduled jobs, and "fix brand links":
// rewrite internal links in articles to the right language's pages and unlink pages that do
// not exist (reports fixedCount).
import { alwaysPublishedPaths, repairArticle } from "~/.server/ai/article-rules";
import { type Locale, locales } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import { invalidateCaches } from "../cache";
import type { Db } from "../db/handle";
import { writeRevisions } from "../revisions/revision-store";

export interface GenerationLogRow {
	id: string;
	createdAt: string;
	locale: string;
	topic: string | null;
	status: "success" | "failed" | "skipped";
	errorMessage: string | null;
}

export function latestGenerationLogs(db: Db): Promise<GenerationLogRow[]> {
	return db.query<GenerationLogRow>(
		`select id, to_json(created_at) #>> '{}' as "createdAt", locale, topic, status, error_message as "errorMessage"
		 from article_generation_logs order by created_at desc limit 20`,
	);
}

export interface ScheduledJobRow {
	job_id: number;
	job_name: string;
	schedule: string;
	active: boolean;
}

export async function scheduledArticleJobs(db: Db): Promise<ScheduledJobRow[]> {
	const rows = await db.query<ScheduledJobRow>("select * from check_article_cron_jobs()");
	return rows.map((row) => ({ ...row, job_id: Number(row.job_id) }));
}

/** Every page of a language that an internal link may point to. */
async function publishedPaths(db: Db, locale: Locale): Promise<Set<string>> {
	const rows = await db.query<{ kind: "category" | "brand" | "article" | "product"; slug: string }>(
		`select 'category' as kind, slug from categories where locale = $1 and status = 'published'
		 union all select 'brand', slug from brands where locale = $1 and status = 'published'
		 union all select 'article', slug from articles where locale = $1 and status = 'published'
		 union all select 'product', slug from products where locale = $1 and available`,
		[locale],
	);
	return new Set([...alwaysPublishedPaths(locale), ...rows.map((row) => screenPath(row.kind, locale, { slug: row.slug }))]);
}

/** Returns how many articles changed. Running it twice changes nothing the second time. */
export async function fixArticleLinks(db: Db, actor: string): Promise<number> {
	let fixed = 0;
	for (const locale of locales) {
		const paths = await publishedPaths(db, locale);
		const rows = await db.query<{ id: string; body_md: string }>(
			"select id::text as id, body_md from articles where locale = $1",
			[locale],
		);
		for (const row of rows) {
			const repaired = repairArticle(row.body_md, paths, locale);
			if (repaired === row.body_md) continue;
			const written = await writeRevisions(
				db,
				"article",
				"body_md",
				[{ entityId: row.id, body: repaired, expected: row.body_md }],
				{ kind: "tool", tool: "fix-brand-links", actor },
				"published",
			);
			fixed += written.length;
		}
	}
	if (fixed > 0) invalidateCaches();
	return fixed;
}

/** The log shows dates as 'dd MMM yyyy HH:mm' (Swedish months, Stockholm time). */
export { formatStockholmDateTime as formatLogDate } from "~/lib/stockholm-date";
