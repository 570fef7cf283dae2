// The "generate-article" job: write an article for 1–5 keywords in
// one language with the active writer, check it, and publish it. Nothing is stored unless the
// writer's result passed every rule. The article is the job's one item (ADR 019): it is published
// in the transaction that records the item, so a job taken over after that never writes it twice.
import { z } from "zod";
import type { Locale } from "~/i18n/locales";
import { articleFacts } from "../admin/article-facts";
import type { ArticleDraft } from "../ai/article-draft";
import { getWriter } from "../ai/writer";
import { invalidateCaches } from "../cache";
import { publishArticle } from "./publish-article";
import type { JobHandler } from "./worker";

export const generateArticlePayload = z.object({
	locale: z.enum(["sv", "nb"]),
	keywords: z.array(z.string().trim().min(1).max(80)).min(1).max(5),
});

/** The key of an article job's one item. */
export const articleItemKey = "article";

export const generateArticle: JobHandler = async ({ job, progress, finished, completeItem }) => {
	const { locale, keywords } = generateArticlePayload.parse(job.payload);
	await progress({ total: 1 });
	const published = finished.get(articleItemKey);
	if (published) return published.outcome;
	const draft = await writeArticleDraft(locale, keywords);
	let inserted = false;
	try {
		return await completeItem({ key: articleItemKey, label: draft.h1 }, async (tx) => {
			const article = await publishArticle(tx, locale, keywords, draft);
			inserted = true;
			return { article: { h1: draft.h1, slug: article.slug, locale } };
		});
	} finally {
		// After the commit (a cancel asked meanwhile is thrown after it, the article stays published).
		if (inserted) invalidateCaches();
	}
};

/** Writes an article with the active writer, checked against the article rules: the expensive part, stored nowhere. */
export async function writeArticleDraft(locale: Locale, keywords: string[]): Promise<ArticleDraft> {
	const { facts, publishedPaths } = await articleFacts(locale);
	return getWriter().writeArticle({ locale, keywords, facts, publishedPaths });
}
