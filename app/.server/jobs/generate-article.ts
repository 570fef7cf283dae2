// The "generate-article" job (SPEC §7 generate-article-seo): write an article for 1–5 keywords in
// one language with the active writer, check it, and publish it. Nothing is stored unless the
// writer's result passed every rule.
import { z } from "zod";
import type { Locale } from "~/i18n/locales";
import { articleFacts } from "../admin/article-facts";
import { DuplicateSlugError, insertArticle, type NewArticle } from "../admin/articles";
import { getWriter } from "../ai/writer";
import type { JobHandler } from "./worker";

export const generateArticlePayload = z.object({
	locale: z.enum(["sv", "nb"]),
	keywords: z.array(z.string().trim().min(1).max(80)).min(1).max(5),
});

export const generateArticle: JobHandler = async ({ job, progress }) => {
	const { locale, keywords } = generateArticlePayload.parse(job.payload);
	await progress({ total: 1 });
	const { draft, article } = await writeAndPublishArticle(locale, keywords);
	await progress({ done: 1, item: { label: draft.h1, ok: true } });
	return { article: { h1: draft.h1, slug: article.slug, locale } };
};

/** Writes an article with the active writer (checked against SPEC §9) and publishes it. */
export async function writeAndPublishArticle(locale: Locale, keywords: string[]) {
	const { facts, publishedPaths } = await articleFacts(locale);
	const draft = await getWriter().writeArticle({ locale, keywords, facts, publishedPaths });
	const article = await insertWithFreeSlug({
		locale,
		title: draft.title,
		slug: draft.slug,
		h1: draft.h1,
		excerpt: draft.excerpt,
		bodyMd: draft.bodyMd,
		metaTitle: draft.metaTitle,
		metaDescription: draft.metaDescription,
		internalLinkKeywords: keywords,
		externalLinkKeywords: [],
		status: "published",
	});
	return { draft, article };
}

/** A second article on the same keywords gets "-2", "-3" … rather than failing. */
async function insertWithFreeSlug(article: NewArticle) {
	for (let n = 1; ; n++) {
		try {
			return await insertArticle(n === 1 ? article : { ...article, slug: `${article.slug}-${n}` });
		} catch (error) {
			if (!(error instanceof DuplicateSlugError) || n >= 20) throw error;
		}
	}
}
