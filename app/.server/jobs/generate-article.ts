// The article job of the admin's AI tab: write an article for 1–5 keywords in one language with the
// active writer, check it, and publish it. Nothing is stored unless the writer's result passed every
// rule. The article is the job's one item (ADR 019): it is published in the transaction that
// records the item, so a job taken over after that never writes it twice. Its page opens the
// article 2 seconds after it is published. One job per language and keywords is in flight at a
// time (ADR 074): the form posted twice joins the run it started instead of paying for a second
// article and publishing it under a "-2" slug.
import { z } from "zod";
import type { Locale } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import { articleFacts } from "../admin/article-facts";
import type { ArticleDraft } from "../ai/article-draft";
import { getWriter } from "../ai/writer";
import { invalidateCaches } from "../cache";
import type { Db } from "../db/handle";
import { defineJob, type JobNotice, type JobView, type KindContext, singleFlightKeyOf } from "./job-definition";
import { publishArticle } from "./publish-article";
import { enqueueJob } from "./queue";
import { selectionKey } from "./selection-key";

export const generateArticlePayload = z.object({
	locale: z.enum(["sv", "nb"]),
	keywords: z.array(z.string().trim().min(1).max(80)).min(1).max(5),
});

/** The key of an article job's one item. */
export const articleItemKey = "article";

async function generateArticle({
	job,
	db,
	payload: { locale, keywords },
	progress,
	finished,
	completeItem,
}: KindContext<z.output<typeof generateArticlePayload>>) {
	await progress({ total: 1 });
	const published = finished.get(articleItemKey);
	if (published) return published.outcome;
	const draft = await writeArticleDraft(db, locale, keywords);
	let inserted = false;
	try {
		return await completeItem({ key: articleItemKey, label: draft.h1 }, async (tx) => {
			const article = await publishArticle(tx, locale, keywords, draft, { kind: "tool", tool: job.kind, jobId: job.id });
			inserted = true;
			return { article: { h1: draft.h1, slug: article.slug, locale } };
		});
	} finally {
		// After the commit (a cancel asked meanwhile is thrown after it, the article stays published).
		if (inserted) invalidateCaches();
	}
}

/** A generated article's page (opened 2 seconds after success), or the failure text. */
function articleNotice({ status, result }: JobView): JobNotice | null {
	const article = (result as { article?: { slug?: string; locale?: string } } | null)?.article;
	if (status === "succeeded" && article?.slug && (article.locale === "sv" || article.locale === "nb")) {
		const link = {
			text: { key: "articles.openArticle" },
			path: screenPath("article", article.locale, { slug: article.slug }),
		} as const;
		return { ok: true, text: { key: "articles.generated" }, link: { ...link, followAfterSeconds: 2 } };
	}
	return status === "failed" ? { ok: false, text: { key: "articles.generateFailed" } } : null;
}

export const generateArticleJob = defineJob({
	kind: "generate-article",
	payload: generateArticlePayload,
	run: generateArticle,
	// The same keywords in another case or order ask for the same article.
	singleFlight: ({ locale, keywords }) => `${locale}:${selectionKey(keywords.map((k) => k.toLocaleLowerCase(locale)))}`,
	page: { whileActive: { key: "articles.generating" }, notice: articleNotice },
});

/** The admin's AI tab: enqueues an article's job, or joins the one in flight for the same keywords; returns its id. */
export async function startArticleGeneration(db: Db, payload: z.output<typeof generateArticlePayload>): Promise<number> {
	const singleFlightKey = singleFlightKeyOf(generateArticleJob, payload);
	const { id } = await enqueueJob(db, { kind: generateArticleJob.kind, payload, singleFlightKey });
	return id;
}

/** Writes an article with the active writer, checked against the article rules: the expensive part, stored nowhere. */
export async function writeArticleDraft(db: Db, locale: Locale, keywords: string[]): Promise<ArticleDraft> {
	const { facts, publishedPaths } = await articleFacts(db, locale);
	return getWriter().writeArticle({ locale, keywords, facts, publishedPaths });
}
