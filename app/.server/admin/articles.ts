// Article management (SPEC §2 card 6, §7 table writes): create, list for the admin, delete.
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import type { ArticleForm } from "~/lib/article-form";
import { articleSchemaMarkup } from "~/lib/article-schema-markup";
import { invalidateCaches } from "../cache";
import { getDb } from "../db/client";
import { articles } from "../db/schema";

export class DuplicateSlugError extends Error {
	override name = "DuplicateSlugError";
}

export interface NewArticle {
	locale: Locale;
	title: string;
	slug: string;
	h1: string;
	excerpt: string;
	bodyMd: string;
	metaTitle: string;
	metaDescription: string;
	internalLinkKeywords: string[];
	externalLinkKeywords: string[];
	status: "draft" | "published";
}

/** Inserts an article; published sets published_at to now, a draft leaves it empty (SPEC §4). */
export async function insertArticle(article: NewArticle): Promise<{ id: string; slug: string; locale: Locale }> {
	const db = getDb();
	const [existing] = await db
		.select({ id: articles.id })
		.from(articles)
		.where(and(eq(articles.locale, article.locale), eq(articles.slug, article.slug)));
	if (existing) throw new DuplicateSlugError(article.slug);
	const now = new Date();
	const publishedAt = article.status === "published" ? now : null;
	const [row] = await db
		.insert(articles)
		.values({
			...article,
			schemaMarkup: articleSchemaMarkup({
				headline: article.h1,
				description: article.metaDescription,
				publishedAt: publishedAt?.toISOString() ?? null,
				modifiedAt: now.toISOString(),
			}),
			publishedAt,
			updatedAt: now,
		})
		.returning({ id: articles.id });
	invalidateCaches();
	return { id: row?.id ?? "", slug: article.slug, locale: article.locale };
}

export function articleFromForm(form: ArticleForm): NewArticle {
	return {
		locale: form.locale,
		title: form.h1,
		slug: form.slug,
		h1: form.h1,
		excerpt: form.metaDescription,
		bodyMd: form.content,
		metaTitle: form.metaTitle,
		metaDescription: form.metaDescription,
		internalLinkKeywords: form.internalKeywords,
		externalLinkKeywords: form.externalKeywords,
		status: form.status,
	};
}

export interface AdminArticleFilters {
	locale?: Locale;
	status?: "draft" | "published";
}

/** SPEC §7 "articles (admin list)": newest change first, optional locale and status. */
export function listAdminArticles(filters: AdminArticleFilters) {
	const conditions: SQL[] = [];
	if (filters.locale) conditions.push(eq(articles.locale, filters.locale));
	if (filters.status) conditions.push(eq(articles.status, filters.status));
	return getDb()
		.select({
			id: articles.id,
			title: articles.title,
			slug: articles.slug,
			h1: articles.h1,
			locale: articles.locale,
			status: articles.status,
			publishedAt: articles.publishedAt,
			updatedAt: articles.updatedAt,
		})
		.from(articles)
		.where(and(...conditions))
		.orderBy(desc(articles.updatedAt))
		.limit(200);
}

export async function findArticleById(id: string) {
	if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
	const [row] = await getDb().select({ id: articles.id, h1: articles.h1 }).from(articles).where(eq(articles.id, id));
	return row ?? null;
}

/** True when an article was deleted. */
export async function deleteArticle(id: string): Promise<boolean> {
	if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
	const rows = await getDb().delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
	if (rows.length > 0) invalidateCaches();
	return rows.length > 0;
}
