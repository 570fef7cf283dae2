// The admin page's two ways to have an article written as a job: for keywords the operator chose
// (the articles card's generate tab), or today's daily article of a language now rather than at
// 07:00 (the daily-automation card; one at a time per language, like the scheduled run). Each
// returns the job's id for its page, or the code of what was wrong with the request.
import type { SqlClient } from "../db/sql-client";
import { generateArticlePayload } from "../jobs/generate-article";
import { enqueueJob } from "../jobs/queue";
import { dailyArticleFlightKey } from "../jobs/single-flight";

export type ArticleGenerationStart = { ok: true; jobId: number } | { ok: false; problem: "no-keywords" | "too-many-keywords" };

/** An article job for 1–5 keywords in a language, as the form posted them. */
export async function startArticleGeneration(
	sql: SqlClient,
	locale: unknown,
	keywords: string[],
): Promise<ArticleGenerationStart> {
	const payload = generateArticlePayload.safeParse({ locale, keywords });
	if (!payload.success) return { ok: false, problem: keywords.length > 5 ? "too-many-keywords" : "no-keywords" };
	const { id } = await enqueueJob(sql, { kind: "generate-article", payload: payload.data });
	return { ok: true, jobId: id };
}

/** Today's daily article for a language ("nb", else Swedish); the job already under way when there is one. */
export async function startDailyArticle(sql: SqlClient, locale: unknown): Promise<number> {
	const language = locale === "nb" ? "nb" : "sv";
	const { id } = await enqueueJob(sql, {
		kind: "daily-article",
		payload: { locale: language },
		singleFlightKey: dailyArticleFlightKey(language),
	});
	return id;
}
