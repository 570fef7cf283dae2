// The daily article: picks a topic the articles of the language do not cover
// yet — a published category no article is about — writes and publishes it, and logs every run
// in article_generation_logs as success, failed or skipped. The article is the job's one item
// (ADR 019): it is published, and its success logged, in the transaction that records the item, so
// a job taken over after that returns the same result instead of writing about a second topic.
import { z } from "zod";
import type { Locale } from "~/i18n/locales";
import { countWords, internalLinks } from "../ai/article-rules";
import { invalidateCaches } from "../cache";
import type { SqlClient } from "../db/sql-client";
import { articleItemKey, writeArticleDraft } from "./generate-article";
import { interruptionOf } from "./job-errors";
import { publishArticle } from "./publish-article";
import type { JobHandler } from "./worker";

const payloadSchema = z.object({ locale: z.enum(["sv", "nb"]) });

async function uncoveredTopic(sql: SqlClient, locale: Locale): Promise<string | null> {
	const [row] = await sql.query<{ name: string }>(
		`select c.name from categories c
		 where c.locale = $1 and c.status = 'published'
		   and not exists (
		     select 1 from articles a where a.locale = $1
		       and (position(lower(c.name) in lower(a.title)) > 0 or position(lower(c.name) in lower(a.h1)) > 0
		         or exists (select 1 from unnest(a.internal_link_keywords) k where lower(k) = lower(c.name)))
		   )
		 order by c.name limit 1`,
		[locale],
	);
	return row?.name ?? null;
}

async function logRun(
	sql: SqlClient,
	entry: { locale: Locale; topic: string | null; status: "success" | "failed" | "skipped"; articleId?: string; error?: string },
) {
	await sql.query(
		"insert into article_generation_logs (locale, topic, status, article_id, error_message) values ($1, $2, $3, $4, $5)",
		[entry.locale, entry.topic, entry.status, entry.articleId ?? null, entry.error ?? null],
	);
}

export const dailyArticle: JobHandler = async ({ job, sql, progress, finished, completeItem }) => {
	const { locale } = payloadSchema.parse(job.payload);
	await progress({ total: 1 });
	const published = finished.get(articleItemKey);
	if (published) return published.outcome;
	const topic = await uncoveredTopic(sql, locale);
	if (!topic) {
		await logRun(sql, { locale, topic: null, status: "skipped", error: "Alla kategorier har redan en artikel." });
		return { success: false, message: "Alla kategorier har redan en artikel." };
	}
	let inserted = false;
	try {
		const draft = await writeArticleDraft(locale, [topic]);
		return await completeItem({ key: articleItemKey, label: draft.h1 }, async (tx) => {
			const article = await publishArticle(tx, locale, [topic], draft);
			inserted = true;
			await logRun(tx, { locale, topic, status: "success", articleId: article.id });
			const stats = { wordCount: countWords(draft.bodyMd), internalLinks: internalLinks(draft.bodyMd).length };
			return { success: true, message: draft.h1, stats, article: { h1: draft.h1, slug: article.slug, locale } };
		});
	} catch (error) {
		// Cancelled after the article was published, or taken over by another worker: not a failed run.
		if (interruptionOf(error)) throw error;
		await logRun(sql, { locale, topic, status: "failed", error: error instanceof Error ? error.message : String(error) });
		throw error;
	} finally {
		if (inserted) invalidateCaches();
	}
};
