// Article management (the admin page's articles card): create, list for the admin, edit, publish
// and unpublish, delete. Every text an article is written with is kept as a revision (ADR 050).
import { parseWithZod } from "@conform-to/zod/v4";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import type { AdminArticleFilters } from "~/lib/admin-articles-view";
import {
	type ArticleForm,
	type ArticleSettingField,
	articleFormSchema,
	articleSettingFields,
	keywordList,
	type StoredTexts,
	sameText,
	withStoredTexts,
} from "~/lib/article-form";
import { articleSchemaMarkup } from "~/lib/article-schema-markup";
import { invalidateCaches } from "../cache";
import { recordFormerArticleSlug } from "../catalogue/former-article-slugs";
import type { Db } from "../db/handle";
import { articles } from "../db/schema";
import { log } from "../log";
import { liveRevisionIds, type RevisionAuthor, writeRevisions } from "../revisions/revision-store";
import { entityTables } from "../revisions/text-fields";
import {
	type ArticleFieldTexts,
	type ArticleSaveField,
	type ArticleTextField,
	articleSaveFields,
	articleTextColumns,
	type FieldValues,
	fieldTextsOf,
	mergeArticle,
	openedSettingsOf,
	settingValues,
} from "./article-merge";

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
export async function insertArticleRow(db: Db, article: NewArticle, author: RevisionAuthor): Promise<string | null> {
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
	if (!row) return null;
	await recordArticleTexts(db, row.id, articleTexts(article), author, "created");
	return row.id;
}

/** An article's texts by the field each is kept under. */
function articleTexts(article: Pick<NewArticle, "title" | "h1" | "excerpt" | "bodyMd" | "metaTitle" | "metaDescription">) {
	return {
		title: article.title,
		h1: article.h1,
		excerpt: article.excerpt,
		body_md: article.bodyMd,
		meta_title: article.metaTitle,
		meta_description: article.metaDescription,
	};
}

/** Writes each text as a revision (published at once, or drafts beside the live ones). */
async function recordArticleTexts(
	db: Db,
	id: string,
	texts: Record<string, string>,
	author: RevisionAuthor,
	mode: "draft" | "published" | "created",
	bases?: Record<string, number>,
): Promise<void> {
	for (const [field, body] of Object.entries(texts)) {
		// 0 (the form opened a text without history) or a mangled id: written over no revision.
		const opened = bases?.[field] ?? 0;
		const base = bases ? (opened > 0 ? opened : null) : undefined;
		await writeRevisions(db, "article", field, [{ entityId: id, body, base }], author, mode);
	}
}

/** What became of an article posted from the admin's form. */
export type ArticleCreation = "created" | "duplicate-slug" | "failed";

/** Stores an article from the admin's form; a slug taken in its language is refused, a failure logged. */
export async function createArticle(db: Db, form: ArticleForm, actor: string): Promise<ArticleCreation> {
	try {
		const id = await db.transaction((tx) => insertArticleRow(tx, articleFromForm(form), { kind: "admin", actor }));
		if (id === null) return "duplicate-slug";
	} catch (error) {
		log.error("creating an article failed", error);
		return "failed";
	}
	invalidateCaches();
	return "created";
}

/**
 * A new article from the create form, which has no title or excerpt field (ADR 073): they start as
 * the h1 and the meta description, as the page's meta tags fall back the other way.
 */
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

const articleIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findArticleById(db: Db, id: string) {
	if (!articleIdPattern.test(id)) return null;
	const [row] = await db.orm.select({ id: articles.id, h1: articles.h1 }).from(articles).where(eq(articles.id, id));
	return row ?? null;
}

/** True when an article was deleted. */
export async function deleteArticle(db: Db, id: string): Promise<boolean> {
	if (!articleIdPattern.test(id)) return false;
	const rows = await db.orm.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
	if (rows.length > 0) invalidateCaches();
	return rows.length > 0;
}

/** Everything the edit form shows, with the live revision of each text it was opened on; null when no such article. */
export async function findArticleForEdit(db: Db, id: string) {
	if (!articleIdPattern.test(id)) return null;
	const [article] = await db.orm.select().from(articles).where(eq(articles.id, id));
	if (!article) return null;
	return { article, bases: await liveRevisionIds(db, "article", id) };
}

/** The texts the edit form holds to its bounds only when changed (app/lib/article-form.ts); null when no such article. */
export async function findStoredArticleTexts(db: Db, id: string): Promise<StoredTexts | null> {
	if (!articleIdPattern.test(id)) return null;
	const [row] = await db.orm
		.select({ h1: articles.h1, metaTitle: articles.metaTitle, metaDescription: articles.metaDescription })
		.from(articles)
		.where(eq(articles.id, id));
	return row ? { h1: row.h1, metaTitle: row.metaTitle ?? "", metaDescription: row.metaDescription ?? "" } : null;
}

export type ArticleEditing = "saved" | "conflict" | "duplicate-slug" | "not-found" | "failed";

/** A field two admins changed differently, with the value the article has now. */
export interface ArticleConflict {
	field: ArticleSaveField;
	current: string;
}

/**
 * What became of a save. A conflict changed nothing on the page; `shown` holds the article's
 * values of the fields someone else changed and this editor left as opened, which the form shows
 * again in place of the stale ones beside what the editor typed.
 */
export type ArticleSave =
	| { outcome: Exclude<ArticleEditing, "conflict"> }
	| { outcome: "conflict"; conflicts: ArticleConflict[]; shown: Partial<ArticleFieldTexts> };

/** The live revision ids the form was opened on (`base.<field>`); a missing or odd one counts as none. */
function basesOf(form: FormData): Record<string, number> {
	return Object.fromEntries(
		entityTables.article.fields.map((field) => {
			const value = Number(form.get(`base.${field}`));
			return [field, Number.isSafeInteger(value) && value >= 0 ? value : -1];
		}),
	);
}

/**
 * The edit form as posted, checked and saved. The article's own texts, not the page's copy of
 * them, decide which texts the editor left as they were. "invalid": the submission's messages go
 * back under their fields.
 */
export async function saveArticleEdit(db: Db, id: string, form: FormData, actor: string) {
	const stored = await findStoredArticleTexts(db, id);
	const submission = parseWithZod(withStoredTexts(form, stored), { schema: articleFormSchema, disableAutoCoercion: true });
	let save: ArticleSave | { outcome: "invalid" };
	if (!stored) save = { outcome: "not-found" };
	else if (submission.status !== "success") save = { outcome: "invalid" };
	else save = await updateArticle(db, id, submission.value, basesOf(form), actor, openedSettingsOf(form));
	return { submission, save };
}

interface ArticleNow extends Record<ArticleSaveField, string> {
	publishedAt: string | null;
}

/** The article as a save finds it, each field as the form shows it; locked until the save ends. */
async function lockArticle(tx: Db, id: string): Promise<ArticleNow | null> {
	const [row] = await tx.query<ArticleNow>(
		`select to_json(published_at) #>> '{}' as "publishedAt", locale, slug, status, h1,
		   coalesce(meta_title, '') as "metaTitle", coalesce(meta_description, '') as "metaDescription", body_md as content,
		   array_to_string(internal_link_keywords, ', ') as "internalKeywords",
		   array_to_string(external_link_keywords, ', ') as "externalKeywords"
		 from articles where id = $1 for update`,
		[id],
	);
	return row ?? null;
}

/**
 * The texts a form was opened on, by field, for the fields asked (those changed since). A base
 * revision gives its text. A text that had no history when the form opened (base 0) was caught up
 * by an "original" revision holding it before the first write over it (revision-store.ts): that is
 * the field's first revision.
 */
async function openedTexts(tx: Db, id: string, asked: { field: string; base: number }[]): Promise<Map<string, string>> {
	if (asked.length === 0) return new Map();
	const rows = await tx.query<{ field: string; body: string }>(
		`select field, body from text_revisions where entity_kind = 'article' and entity_id = $1 and id = any($2::bigint[])
		 union all
		 select field, body from (
		   select distinct on (field) field, body, author_kind from text_revisions
		   where entity_kind = 'article' and entity_id = $1 and field = any($3::text[]) order by field, id
		 ) as first where author_kind = 'original'`,
		[
			id,
			asked.filter((text) => text.base > 0).map((text) => text.base),
			asked.filter((text) => text.base === 0).map((text) => text.field),
		],
	);
	return new Map(
		rows.filter((row) => asked.some((text) => text.field === row.field)).map((row) => [row.field, row.body] as const),
	);
}

/** Each field's three values: as opened, as the article has it, as the editor sent it. */
async function fieldValues(
	tx: Db,
	id: string,
	now: ArticleNow,
	edited: ArticleFieldTexts,
	bases: Record<string, number>,
	opened: Partial<Record<ArticleSettingField, string>>,
): Promise<Record<ArticleSaveField, FieldValues>> {
	const live = await liveRevisionIds(tx, "article", id);
	const textFields = Object.entries(articleTextColumns) as [ArticleTextField, string][];
	const changed = textFields.filter(([, column]) => (bases[column] ?? 0) !== live[column]);
	const texts = await openedTexts(
		tx,
		id,
		changed.map(([, column]) => ({ field: column, base: bases[column] ?? 0 })),
	);
	const values = {} as Record<ArticleSaveField, FieldValues>;
	for (const [field, column] of textFields) {
		values[field] = {
			opened: texts.get(column) ?? null,
			current: now[field],
			edited: edited[field],
			changedSince: changed.some(([changedField]) => changedField === field),
		};
	}
	for (const field of articleSettingFields) values[field] = settingValues(field, opened[field], now[field], edited[field]);
	return values;
}

/**
 * Saves the edit form: the texts it shows, its keywords, language, slug and status; nothing else.
 * Merged field by field with what changed since the form was opened (./article-merge.ts): `bases`
 * are the live revisions of the texts it was opened on, `opened` its settings as they were. When
 * both this editor and someone else (a second admin, a restore, a tool) changed a field, nothing
 * changes on the page and the editor's changed texts are kept as drafts beside the live ones
 * ("conflict"), so neither admin's words are lost. A restore of a text the form does not show (the
 * title, the excerpt) is no conflict: the save leaves it as it is. The first publish sets
 * published_at; it never moves after.
 */
export async function updateArticle(
	db: Db,
	id: string,
	form: ArticleForm,
	bases: Record<string, number>,
	actor: string,
	opened: Partial<Record<ArticleSettingField, string>> = {},
): Promise<ArticleSave> {
	if (!articleIdPattern.test(id)) return { outcome: "not-found" };
	const edited = fieldTextsOf(form);
	const author: RevisionAuthor = { kind: "admin", actor };
	try {
		const save = await db.transaction(async (tx): Promise<ArticleSave> => {
			const now = await lockArticle(tx, id);
			if (!now) return { outcome: "not-found" };
			const values = await fieldValues(tx, id, now, edited, bases, opened);
			const { choices, conflicts } = mergeArticle(values);
			const merged = Object.fromEntries(
				articleSaveFields.map((field) => [field, choices[field] === "current" ? now[field] : edited[field]]),
			) as ArticleFieldTexts;
			if (conflicts.length > 0) {
				// The texts this editor changed, written over what they opened, so publishing one cannot
				// overwrite a newer text.
				const changedTexts = (Object.keys(articleTextColumns) as ArticleTextField[]).filter(
					(field) => choices[field] !== "current" && !sameText(edited[field], now[field]),
				);
				await recordArticleTexts(tx, id, textsByColumn(merged, changedTexts), author, "draft", bases);
				return {
					outcome: "conflict",
					conflicts: conflicts.map((field) => ({ field, current: now[field] })),
					shown: Object.fromEntries(
						articleSaveFields.filter((field) => choices[field] === "current").map((field) => [field, now[field]]),
					),
				};
			}
			const locale = merged.locale === "nb" ? "nb" : "sv";
			const [taken] = await tx.query("select 1 from articles where locale = $1 and slug = $2 and id <> $3", [
				locale,
				merged.slug,
				id,
			]);
			if (taken) return { outcome: "duplicate-slug" };
			const moment = new Date().toISOString();
			const publishedAt = merged.status === "published" ? (now.publishedAt ?? moment) : now.publishedAt;
			const schemaMarkup = articleSchemaMarkup({
				headline: merged.h1,
				description: merged.metaDescription,
				publishedAt,
				modifiedAt: moment,
			});
			await tx.query(
				`update articles set locale = $2, slug = $3, internal_link_keywords = $4::text[], external_link_keywords = $5::text[],
				   status = $6, published_at = $7::timestamptz, schema_markup = $8::jsonb, updated_at = now() where id = $1`,
				[
					id,
					locale,
					merged.slug,
					keywordList(merged.internalKeywords),
					keywordList(merged.externalKeywords),
					merged.status === "draft" ? "draft" : "published",
					publishedAt,
					JSON.stringify(schemaMarkup),
				],
			);
			await recordArticleTexts(
				tx,
				id,
				textsByColumn(merged, Object.keys(articleTextColumns) as ArticleTextField[]),
				author,
				"published",
			);
			// An address that has been public keeps leading here (ADR 078); a draft's never was.
			if (now.publishedAt !== null && (now.slug !== merged.slug || now.locale !== locale)) {
				await recordFormerArticleSlug(tx, id, now.locale as Locale, now.slug);
			}
			return { outcome: "saved" };
		});
		if (save.outcome === "saved") invalidateCaches();
		return save;
	} catch (error) {
		log.error("saving an article failed", error);
		return { outcome: "failed" };
	}
}

/** The given texts by the column each is kept in. */
function textsByColumn(values: ArticleFieldTexts, fields: ArticleTextField[]): Record<string, string> {
	return Object.fromEntries(fields.map((field) => [articleTextColumns[field], values[field]]));
}

/** Publishes (published_at set the first time only) or unpublishes an article; false when there is none. */
export async function setArticleStatus(db: Db, id: string, status: "draft" | "published"): Promise<boolean> {
	if (!articleIdPattern.test(id)) return false;
	const changed = await db.transaction(async (tx) => {
		const [row] = await tx.query<{ h1: string; metaDescription: string | null; publishedAt: string | null }>(
			`select h1, meta_description as "metaDescription", to_json(published_at) #>> '{}' as "publishedAt"
			 from articles where id = $1 for update`,
			[id],
		);
		if (!row) return false;
		const now = new Date().toISOString();
		const publishedAt = status === "published" ? (row.publishedAt ?? now) : row.publishedAt;
		const schemaMarkup = articleSchemaMarkup({
			headline: row.h1,
			description: row.metaDescription ?? "",
			publishedAt,
			modifiedAt: now,
		});
		await tx.query(
			"update articles set status = $2, published_at = $3::timestamptz, schema_markup = $4::jsonb, updated_at = now() where id = $1",
			[id, status, publishedAt, JSON.stringify(schemaMarkup)],
		);
		return true;
	});
	if (changed) invalidateCaches();
	return changed;
}
