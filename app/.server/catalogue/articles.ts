// Article list and article reads: published only, newest first.
import { and, desc, eq } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import type { Db } from "../db/handle";
import { articles } from "../db/schema";

export function listArticles(db: Db, locale: Locale) {
	return db.orm
		.select({
			id: articles.id,
			title: articles.title,
			slug: articles.slug,
			excerpt: articles.excerpt,
			publishedAt: articles.publishedAt,
		})
		.from(articles)
		.where(and(eq(articles.locale, locale), eq(articles.status, "published")))
		.orderBy(desc(articles.publishedAt));
}

export async function findArticle(db: Db, locale: Locale, slug: string) {
	const [row] = await db.orm
		.select()
		.from(articles)
		.where(and(eq(articles.locale, locale), eq(articles.slug, slug), eq(articles.status, "published")))
		.limit(1);
	return row ?? null;
}
