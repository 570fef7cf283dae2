// The articles card's generate tab: the keywords and language as posted, checked against the
// article job's payload (1–5 keywords, a language), then the job started. Returns the job's id
// for its page, or the code of what was wrong with the keywords.
import type { Db } from "../db/handle";
import { generateArticlePayload, startArticleGeneration } from "../jobs/generate-article";

export type ArticleGenerationRequest = { ok: true; jobId: number } | { ok: false; problem: "no-keywords" | "too-many-keywords" };

export async function requestArticleGeneration(db: Db, locale: unknown, keywords: string[]): Promise<ArticleGenerationRequest> {
	const payload = generateArticlePayload.safeParse({ locale, keywords });
	if (!payload.success) return { ok: false, problem: keywords.length > 5 ? "too-many-keywords" : "no-keywords" };
	return { ok: true, jobId: await startArticleGeneration(db, payload.data) };
}
