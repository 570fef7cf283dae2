// The daily article (SPEC §2 card 5): picks a topic the articles of the language do not cover
// yet — a published category no article is about — writes and publishes it, and logs every run
// in article_generation_logs as success, failed or skipped.
import { z } from "zod";
import type { Locale } from "~/i18n/locales";
import { countWords, internalLinks } from "../ai/article-rules";
import type { SqlClient } from "../db/sql-client";
import { writeAndPublishArticle } from "./generate-article";
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

export const dailyArticle: JobHandler = async ({ job, sql, progress }) => {
	const { locale } = payloadSchema.parse(job.payload);
	await progress({ total: 1 });
	const topic = await uncoveredTopic(sql, locale);
	if (!topic) {
		await logRun(sql, { locale, topic: null, status: "skipped", error: "Alla kategorier har redan en artikel." });
		return { success: false, message: "Alla kategorier har redan en artikel." };
	}
	try {
		const { draft, article } = await writeAndPublishArticle(locale, [topic]);
		await logRun(sql, { locale, topic, status: "success", articleId: article.id });
		const stats = { wordCount: countWords(draft.bodyMd), internalLinks: internalLinks(draft.bodyMd).length };
		await progress({ done: 1, item: { label: draft.h1, ok: true } });
		return { success: true, message: draft.h1, stats, article: { h1: draft.h1, slug: article.slug, locale } };
	} catch (error) {
		await logRun(sql, { locale, topic, status: "failed", error: error instanceof Error ? error.message : String(error) });
		throw error;
	}
};
