// Addresses a published article answered at before its slug or language changed (ADR 078): each
// leads, for good, to where the article is now, while it is published. The edit form's save records
// them; the article page reads them for an address that names no article.
import type { Locale } from "~/i18n/locales";
import type { Db } from "../db/handle";

/** Where a former article address leads now, or null when it leads nowhere. */
export async function movedArticle(db: Db, locale: Locale, formerSlug: string): Promise<{ locale: Locale; slug: string } | null> {
	const [row] = await db.query<{ locale: Locale; slug: string }>(
		`select a.locale, a.slug from former_article_slugs f join articles a on a.id = f.article_id
		 where f.locale = $1 and f.slug = $2 and a.status = 'published'`,
		[locale, formerSlug],
	);
	return row ?? null;
}

/**
 * Records the address an article leaves (its transaction's). An address that led to another article
 * before is taken over: it was that article's former address, and is now this one's.
 */
export async function recordFormerArticleSlug(tx: Db, articleId: string, locale: Locale, slug: string): Promise<void> {
	await tx.query(
		`insert into former_article_slugs (locale, slug, article_id) values ($1, $2, $3)
		 on conflict (locale, slug) do update set article_id = excluded.article_id, moved_at = now()`,
		[locale, slug, articleId],
	);
}
