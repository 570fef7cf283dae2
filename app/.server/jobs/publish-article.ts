// Publishes a written article inside a job item's transaction (ADR 019), so the article and the
// record that the item is finished commit together: a worker taking the job over after the commit
// finds the item finished and writes no second article. The admin's own form goes through
// ../admin/articles.ts; this is the same row, written on the transaction it is given.
import type { Locale } from "~/i18n/locales";
import { articleSchemaMarkup } from "~/lib/article-schema-markup";
import { DuplicateSlugError } from "../admin/articles";
import type { ArticleDraft } from "../ai/article-draft";
import type { SqlClient } from "../db/sql-client";

/** Slugs tried before giving up: "slug", "slug-2" … "slug-20". */
const maxSlugTries = 20;

export interface PublishedArticle {
	id: string;
	slug: string;
	locale: Locale;
}

/** Inserts the draft as a published article; a second article on the same keywords gets "-2", "-3" … */
export async function publishArticle(
	tx: SqlClient,
	locale: Locale,
	keywords: string[],
	draft: ArticleDraft,
): Promise<PublishedArticle> {
	const now = new Date().toISOString();
	const schemaMarkup = articleSchemaMarkup({
		headline: draft.h1,
		description: draft.metaDescription,
		publishedAt: now,
		modifiedAt: now,
	});
	for (let n = 1; n <= maxSlugTries; n++) {
		const slug = n === 1 ? draft.slug : `${draft.slug}-${n}`;
		// "do nothing" rather than an error: an error would abort the whole transaction.
		const [row] = await tx.query<{ id: string }>(
			`insert into articles (locale, title, slug, h1, excerpt, body_md, meta_title, meta_description,
			   internal_link_keywords, external_link_keywords, schema_markup, status, published_at, updated_at)
			 values ($1, $2, $3, $4, $5, $6, $7, $8, $9::text[], '{}'::text[], $10::jsonb, 'published', $11::timestamptz, $11::timestamptz)
			 on conflict (locale, slug) do nothing returning id::text as id`,
			[
				locale,
				draft.title,
				slug,
				draft.h1,
				draft.excerpt,
				draft.bodyMd,
				draft.metaTitle,
				draft.metaDescription,
				keywords,
				JSON.stringify(schemaMarkup),
				now,
			],
		);
		if (row) return { id: row.id, slug, locale };
	}
	throw new DuplicateSlugError(`${draft.slug}-${maxSlugTries}`);
}
