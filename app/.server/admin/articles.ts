// Article management (the admin page's articles card): create, list for the admin, delete.
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import type { AdminArticleFilters } from "~/lib/admin-articles-view";
import type { ArticleForm } from "~/lib/article-form";
import { articleSchemaMarkup } from "~/lib/article-schema-markup";
import { invalidateCaches } from "../cache";
import type { Db } from "../db/handle";
import { articles } from "../db/schema";
import { log } from "../log";

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

/**
 * Writes one article row on `sql` (a job item's transaction, or the process's connection), or
 * returns null when its slug is taken in its language: "do nothing" rather than an error, which
 * would abort the caller's transaction. Published sets published_at to now; a draft leaves it empty.
 */
export async function insertArticleRow(db: Db, article: NewArticle): Promise<string | null> {
	const now = new Date().toISOString();
	const publishedAt = article.status === "published" ? now : null;
	const schemaMarkup = articleSchemaMarkup({
		headline: article.h1,
		description: article.metaDescription,
		publishedAt,
		modifiedAt: now,
	});
	const [row] = await db.query<{ id: string }>(
		`insert into articles (locale, title, slug, h1, excerpt, body_md, meta_title, meta_description,
		   internal_link_keywords, external_link_keywords, schema_markup, status, published_at, updated_at)
		 values ($1, $2, $3, $4, $5, $6, $7, $8, $9::text[], $10::text[], $11::jsonb, $12, $13::timestamptz, $14::timestamptz)
		 on conflict (locale, slug) do nothing returning id::text as id`,
		[
			article.locale,
			article.title,
			article.slug,
			article.h1,
			article.excerpt,
			article.bodyMd,
			article.metaTitle,
			article.metaDescription,
			article.internalLinkKeywords,
			article.externalLinkKeywords,
			JSON.stringify(schemaMarkup),
			article.status,
			publishedAt,
			now,
		],
	);
	return row?.id ?? null;
}

/** What became of an article posted from the admin's form. */
export type ArticleCreation = "created" | "duplicate-slug" | "failed";

/** Stores an article from the admin's form; a slug taken in its language is refused, a failure logged. */
export async function createArticle(db: Db, form: ArticleForm): Promise<ArticleCreation> {
	try {
		const id = await insertArticleRow(db, articleFromForm(form));
		if (id === null) return "duplicate-slug";
	} catch (error) {
		log.error("creating an article failed", error);
		return "failed";
	}
	invalidateCaches();
	return "created";
}

function articleFromForm(form: ArticleForm): NewArticle {
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

/** The admin's article list: newest change first, optional locale and status. */
export function listAdminArticles(db: Db, filters: AdminArticleFilters) {
	const conditions: SQL[] = [];
	if (filters.locale) conditions.push(eq(articles.locale, filters.locale));
	if (filters.status) conditions.push(eq(articles.status, filters.status));
	return db.orm
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

export async function findArticleById(db: Db, id: string) {
	if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
	const [row] = await db.orm.select({ id: articles.id, h1: articles.h1 }).from(articles).where(eq(articles.id, id));
	return row ?? null;
}

/** True when an article was deleted. */
export async function deleteArticle(db: Db, id: string): Promise<boolean> {
	if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
	const rows = await db.orm.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
	if (rows.length > 0) invalidateCaches();
	return rows.length > 0;
}
