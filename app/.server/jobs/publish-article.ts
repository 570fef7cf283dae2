// Publishes a written article inside a job item's transaction (ADR 019), so the article and the
// record that the item is finished commit together: a worker taking the job over after the commit
// finds the item finished and writes no second article. The row is written as the admin's own
// form writes it (../admin/articles.ts), on the transaction it is given, with its texts' first
// revisions by the job (ADR 050).
import type { Locale } from "~/i18n/locales";
import { DuplicateSlugError, insertArticleRow } from "../admin/articles";
import type { ArticleDraft } from "../ai/article-draft";
import type { Db } from "../db/handle";
import type { RevisionAuthor } from "../revisions/revision-store";

/** Slugs tried before giving up: "slug", "slug-2" … "slug-20". */
const maxSlugTries = 20;

export interface PublishedArticle {
	id: string;
	slug: string;
	locale: Locale;
}

/** Inserts the draft as a published article; a second article on the same keywords gets "-2", "-3" … */
export async function publishArticle(
	tx: Db,
	locale: Locale,
	keywords: string[],
	draft: ArticleDraft,
	author: RevisionAuthor,
): Promise<PublishedArticle> {
	for (let n = 1; n <= maxSlugTries; n++) {
		const slug = n === 1 ? draft.slug : `${draft.slug}-${n}`;
		const id = await insertArticleRow(
			tx,
			{
				locale,
				title: draft.title,
				slug,
				h1: draft.h1,
				excerpt: draft.excerpt,
				bodyMd: draft.bodyMd,
				metaTitle: draft.metaTitle,
				metaDescription: draft.metaDescription,
				internalLinkKeywords: keywords,
				externalLinkKeywords: [],
				status: "published",
			},
			author,
		);
		if (id !== null) return { id, slug, locale };
	}
	throw new DuplicateSlugError(`${draft.slug}-${maxSlugTries}`);
}
