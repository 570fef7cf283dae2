// The articles card's generate tab: the keywords and language as posted, checked against the
// article job's payload (1–5 keywords, a language), then the job started. Returns the job's id
// for its page, or the code of what was wrong, read off the payload's own checks so its limits
// are said in one place.
import type { z } from "zod";
import type { Db } from "../db/handle";
import { generateArticlePayload, startArticleGeneration } from "../jobs/generate-article";

export type GenerationProblem =
	| { problem: "no-keywords" | "too-many-keywords" | "bad-locale" }
	| { problem: "keyword-too-long"; keyword: string; max: number };

export type ArticleGenerationRequest = { ok: true; jobId: number } | ({ ok: false } & GenerationProblem);

export async function requestArticleGeneration(db: Db, locale: unknown, keywords: string[]): Promise<ArticleGenerationRequest> {
	const payload = generateArticlePayload.safeParse({ locale, keywords });
	if (!payload.success) return { ok: false, ...problemOf(payload.error.issues, keywords) };
	return { ok: true, jobId: await startArticleGeneration(db, payload.data) };
}

/** What the operator has to fix: the keywords first (the field they typed in), then the language. */
function problemOf(issues: z.core.$ZodIssue[], keywords: string[]): GenerationProblem {
	const issue = issues.find((candidate) => candidate.path[0] === "keywords");
	if (!issue) return { problem: "bad-locale" };
	const oneKeyword = issue.path.length > 1;
	if (issue.code === "too_big" && oneKeyword) {
		return { problem: "keyword-too-long", keyword: keywords[Number(issue.path[1])] ?? "", max: Number(issue.maximum) };
	}
	return { problem: issue.code === "too_big" && !oneKeyword ? "too-many-keywords" : "no-keywords" };
}
