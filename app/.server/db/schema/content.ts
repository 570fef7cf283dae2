// Editorial content per language: articles, the home page's texts, and the daily article's log.
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, localeCheck, localeColumn, updatedAt } from "./columns";

/** Articles with their SEO fields. */
export const articles = pgTable(
	"articles",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		locale: localeColumn(),
		title: text("title").notNull(),
		slug: text("slug").notNull(),
		h1: text("h1").notNull(),
		excerpt: text("excerpt"),
		bodyMd: text("body_md").notNull(),
		metaTitle: text("meta_title"),
		metaDescription: text("meta_description"),
		internalLinkKeywords: text("internal_link_keywords").array().notNull().default(sql`'{}'::text[]`),
		externalLinkKeywords: text("external_link_keywords").array().notNull().default(sql`'{}'::text[]`),
		schemaMarkup: jsonb("schema_markup"),
		status: text("status").notNull().default("published"),
		publishedAt: timestamp("published_at", { withTimezone: true }),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [
		uniqueIndex("articles_locale_slug_key").on(t.locale, t.slug),
		index("articles_locale_status_published_idx").on(t.locale, t.status, t.publishedAt),
		index("articles_updated_idx").on(t.updatedAt),
		localeCheck("articles", t.locale),
		check("articles_status_check", sql`${t.status} in ('draft', 'published')`),
	],
);

/**
 * An address a published article answered at before its slug (or language) was changed: the article
 * page answers it with a 301 to the article's address now (ADR 078), so links and search results
 * that found it keep working.
 */
export const formerArticleSlugs = pgTable(
	"former_article_slugs",
	{
		locale: localeColumn(),
		slug: text("slug").notNull(),
		/** The article the address now leads to. */
		articleId: uuid("article_id")
			.notNull()
			.references(() => articles.id, { onDelete: "cascade" }),
		movedAt: timestamp("moved_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		primaryKey({ columns: [t.locale, t.slug] }),
		index("former_article_slugs_article_idx").on(t.articleId),
		localeCheck("former_article_slugs", t.locale),
	],
);

/** The home page's SEO text and featured products, one row per language. */
export const homepageContent = pgTable(
	"homepage_content",
	{
		locale: text("locale").primaryKey(),
		seoTextMd: text("seo_text_md"),
		/** The home page's "Popular products": fixed product ids, in order. */
		featuredProductIds: uuid("featured_product_ids").array().notNull().default(sql`'{}'::uuid[]`),
		updatedAt: updatedAt(),
	},
	(t) => [localeCheck("homepage_content", t.locale)],
);

/** Each run of the daily article: what it wrote, skipped or failed on. */
export const articleGenerationLogs = pgTable(
	"article_generation_logs",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		createdAt: createdAt(),
		locale: localeColumn(),
		topic: text("topic"),
		status: text("status").notNull(),
		articleId: uuid("article_id").references(() => articles.id, { onDelete: "set null" }),
		errorMessage: text("error_message"),
	},
	(t) => [
		index("article_generation_logs_created_idx").on(t.createdAt),
		localeCheck("article_generation_logs", t.locale),
		check("article_generation_logs_status_check", sql`${t.status} in ('success', 'failed', 'skipped')`),
	],
);
