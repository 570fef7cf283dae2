// The data model (docs/architecture.md, Data model): pages, products and articles per language, plus
// SKU/GTIN, subcategories, translation keys, retailers, feeds, offers, price history, clicks, jobs.
// SQL migrations in supabase/migrations are generated from this file by drizzle-kit;
// hand-written migrations beside them add search indexes, row-level security and functions.
// One file on purpose, over 300 lines: drizzle-kit diffs the whole model from it, and the
// relations between tables read best side by side.
import { sql } from "drizzle-orm";
import {
	type AnyPgColumn,
	bigint,
	boolean,
	check,
	date,
	index,
	integer,
	jsonb,
	numeric,
	pgTable,
	primaryKey,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const localeColumn = () => text("locale").notNull();
const localeCheck = (table: string, column: AnyPgColumn) => check(`${table}_locale_check`, sql`${column} in ('sv', 'nb')`);

/** Category and brand pages share their text fields. */
const pageTextColumns = () => ({
	id: uuid("id").primaryKey().defaultRandom(),
	locale: localeColumn(),
	name: text("name").notNull(),
	slug: text("slug").notNull(),
	introMd: text("intro_md"),
	bodyMd: text("body_md"),
	optimizedIntroMd: text("optimized_intro_md"),
	seoContentMd: text("seo_content_md"),
	status: text("status").notNull().default("draft"),
	/** Language-neutral key shared by a page and its counterpart in the other language. */
	translationKey: text("translation_key"),
	createdAt: createdAt(),
	updatedAt: updatedAt(),
});

export const categories = pgTable(
	"categories",
	{
		...pageTextColumns(),
		parentId: uuid("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "set null" }),
		/** Words that put a product in this category (categorisation rules). */
		keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
	},
	(t) => [
		uniqueIndex("categories_locale_slug_key").on(t.locale, t.slug),
		uniqueIndex("categories_locale_translation_key_key").on(t.locale, t.translationKey),
		index("categories_locale_status_name_idx").on(t.locale, t.status, t.name),
		localeCheck("categories", t.locale),
		check("categories_status_check", sql`${t.status} in ('draft', 'published')`),
	],
);

export const brands = pgTable("brands", pageTextColumns(), (t) => [
	uniqueIndex("brands_locale_slug_key").on(t.locale, t.slug),
	uniqueIndex("brands_locale_translation_key_key").on(t.locale, t.translationKey),
	index("brands_locale_status_name_idx").on(t.locale, t.status, t.name),
	localeCheck("brands", t.locale),
	check("brands_status_check", sql`${t.status} in ('draft', 'published')`),
]);

export const products = pgTable(
	"products",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		locale: localeColumn(),
		name: text("name").notNull(),
		slug: text("slug").notNull(),
		brand: text("brand"),
		description: text("description"),
		price: numeric("price", { precision: 12, scale: 2, mode: "number" }),
		currency: text("currency").notNull().default("SEK"),
		imageUrl: text("image_url"),
		productUrl: text("product_url"),
		available: boolean("available").notNull().default(true),
		/** The names of the categories the product is in. */
		category: text("category").array().notNull().default(sql`'{}'::text[]`),
		/** Matches a product with its counterpart in the other language. */
		sku: text("sku"),
		gtin: text("gtin"),
		sizeValue: numeric("size_value", { precision: 10, scale: 3, mode: "number" }),
		sizeUnit: text("size_unit"),
		/** The feed's own product type, used by the categorisation rules. */
		productType: text("product_type"),
		/** The offer whose price, currency and URL the product shows (its cheapest available one). */
		cheapestOfferId: bigint("cheapest_offer_id", { mode: "number" }),
		/**
		 * What the search engine reads (ADR 039): name ; brand ; category names ; description, folded
		 * (lowercase, no diacritics) into words. Kept by the database; its trigram index is made by a
		 * hand-written migration.
		 */
		searchDocument: text("search_document").generatedAlwaysAs(sql`search_document(name, brand, category, description)`),
		/** The document's name section alone (ADR 039): what ranking and suggestions read first. */
		searchName: text("search_name").generatedAlwaysAs(sql`search_name_words(name)`),
		/** Some retailer has it in stock now (not only preorder or backorder); kept from the offers by triggers. */
		inStock: boolean("in_stock").notNull().default(false),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [
		uniqueIndex("products_locale_slug_key").on(t.locale, t.slug),
		uniqueIndex("products_locale_sku_key").on(t.locale, t.sku),
		index("products_locale_available_name_idx").on(t.locale, t.available, t.name),
		// Browsing by price and "newest" (the list sorts) without a sort over the whole language.
		index("products_locale_available_price_idx").on(t.locale, t.available, t.price),
		index("products_locale_available_created_idx").on(t.locale, t.available, t.createdAt.desc()),
		index("products_locale_brand_idx").on(t.locale, t.brand),
		index("products_gtin_idx").on(t.gtin),
		index("products_category_idx").using("gin", t.category),
		localeCheck("products", t.locale),
	],
);

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

/** Recurring work the scheduler enqueues; read by check_article_cron_jobs(). */
export const scheduledJobs = pgTable("scheduled_jobs", {
	jobId: bigint("job_id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
	jobName: text("job_name").notNull().unique(),
	/** Cron expression, evaluated in `timezone`. */
	schedule: text("schedule").notNull(),
	timezone: text("timezone").notNull().default("Europe/Stockholm"),
	/** Job kind and payload enqueued on each tick. */
	kind: text("kind").notNull(),
	payload: jsonb("payload").notNull().default(sql`'{}'::jsonb`),
	active: boolean("active").notNull().default(true),
});

export const retailers = pgTable("retailers", {
	id: uuid("id").primaryKey().defaultRandom(),
	name: text("name").notNull(),
	slug: text("slug").notNull().unique(),
	websiteUrl: text("website_url").notNull(),
	createdAt: createdAt(),
});

export const feeds = pgTable(
	"feeds",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		retailerId: uuid("retailer_id")
			.notNull()
			.references(() => retailers.id, { onDelete: "cascade" }),
		locale: localeColumn(),
		format: text("format").notNull(),
		/** Remote feed address; or `filePath` for a feed bundled with the app. */
		url: text("url"),
		filePath: text("file_path"),
		columnMapping: jsonb("column_mapping"),
		schedule: text("schedule").notNull().default("0 4 * * *"),
		enabled: boolean("enabled").notNull().default(true),
		lastRunAt: timestamp("last_run_at", { withTimezone: true }),
		lastStatus: text("last_status"),
		/** Why the last run failed or was cut off: a problem code with its values (feeds/problems.ts), worded by the admin pages. */
		lastError: jsonb("last_error"),
		/** The last import's counts (new, updated, unchanged, unavailable, total) and its rejected rows with their problems. */
		lastResult: jsonb("last_result"),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [
		localeCheck("feeds", t.locale),
		check("feeds_format_check", sql`${t.format} in ('google_xml', 'csv')`),
		check("feeds_source_check", sql`${t.url} is not null or ${t.filePath} is not null`),
	],
);

export const offers = pgTable(
	"offers",
	{
		id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
		productId: uuid("product_id")
			.notNull()
			.references(() => products.id, { onDelete: "cascade" }),
		retailerId: uuid("retailer_id")
			.notNull()
			.references(() => retailers.id, { onDelete: "cascade" }),
		feedId: uuid("feed_id").references(() => feeds.id, { onDelete: "set null" }),
		/** The row's id within its feed. */
		externalId: text("external_id").notNull(),
		price: numeric("price", { precision: 12, scale: 2, mode: "number" }).notNull(),
		currency: text("currency").notNull(),
		availability: text("availability").notNull().default("in_stock"),
		url: text("url").notNull(),
		seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
		updatedAt: updatedAt(),
	},
	(t) => [
		uniqueIndex("offers_retailer_external_key").on(t.retailerId, t.externalId),
		index("offers_product_idx").on(t.productId),
		check("offers_availability_check", sql`${t.availability} in ('in_stock', 'out_of_stock', 'preorder', 'backorder')`),
	],
);

export const priceHistory = pgTable(
	"price_history",
	{
		id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
		offerId: bigint("offer_id", { mode: "number" })
			.notNull()
			.references(() => offers.id, { onDelete: "cascade" }),
		productId: uuid("product_id")
			.notNull()
			.references(() => products.id, { onDelete: "cascade" }),
		price: numeric("price", { precision: 12, scale: 2, mode: "number" }).notNull(),
		currency: text("currency").notNull(),
		recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index("price_history_product_idx").on(t.productId, t.recordedAt)],
);

export const offerClicks = pgTable(
	"offer_clicks",
	{
		offerId: bigint("offer_id", { mode: "number" })
			.notNull()
			.references(() => offers.id, { onDelete: "cascade" }),
		day: date("day").notNull(),
		clicks: integer("clicks").notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.offerId, t.day] })],
);

export const jobs = pgTable(
	"jobs",
	{
		id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
		kind: text("kind").notNull(),
		payload: jsonb("payload").notNull().default(sql`'{}'::jsonb`),
		status: text("status").notNull().default("queued"),
		progressDone: integer("progress_done").notNull().default(0),
		progressFailed: integer("progress_failed").notNull().default(0),
		progressTotal: integer("progress_total").notNull().default(0),
		/** Per-item outcomes, appended as the job runs. */
		items: jsonb("items").notNull().default(sql`'[]'::jsonb`),
		result: jsonb("result"),
		error: text("error"),
		/** At most one job per key (e.g. the daily article of one day and language). */
		uniqueKey: text("unique_key").unique(),
		attempts: integer("attempts").notNull().default(0),
		/** Times the job was taken over from a worker that fell silent; past JOBS_MAX_TAKEOVERS it fails (ADR 032). */
		takeovers: integer("takeovers").notNull().default(0),
		cancelRequested: boolean("cancel_requested").notNull().default(false),
		/** Items finished by any attempt, by key, with what each kept: a worker taking the job over skips them (ADR 019). */
		finishedItems: jsonb("finished_items").notNull().default(sql`'{}'::jsonb`),
		/** At most one queued or running job per flight key (ADR 019). */
		flightKey: text("flight_key"),
		runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
		lockedBy: text("locked_by"),
		heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
		createdAt: createdAt(),
		startedAt: timestamp("started_at", { withTimezone: true }),
		finishedAt: timestamp("finished_at", { withTimezone: true }),
	},
	(t) => [
		index("jobs_status_run_after_idx").on(t.status, t.runAfter),
		index("jobs_kind_created_idx").on(t.kind, t.createdAt),
		uniqueIndex("jobs_flight_key_in_flight_idx").on(t.flightKey).where(sql`${t.status} in ('queued', 'running')`),
		check("jobs_status_check", sql`${t.status} in ('queued', 'running', 'succeeded', 'failed', 'cancelled')`),
	],
);

/** Every admin tool run: who ran what, and its counts. */
export const toolRuns = pgTable(
	"tool_runs",
	{
		id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
		tool: text("tool").notNull(),
		/** Who started it: the admin session's label (one shared admin) and client address. */
		actor: text("actor").notNull(),
		params: jsonb("params").notNull().default(sql`'{}'::jsonb`),
		status: text("status").notNull(),
		result: jsonb("result"),
		error: text("error"),
		createdAt: createdAt(),
	},
	(t) => [
		index("tool_runs_created_idx").on(t.createdAt),
		check("tool_runs_status_check", sql`${t.status} in ('succeeded', 'failed')`),
	],
);

/**
 * Signed-in admin sessions, by the id inside their signed cookie. The cookie alone proves who
 * signed it, not that the session still stands: logging out deletes the row, so a copy of the
 * cookie (a shared computer, a leaked log) opens nothing afterwards.
 */
export const adminSessions = pgTable("admin_sessions", {
	sid: text("sid").primaryKey(),
	createdAt: createdAt(),
});

/**
 * One row per writing transaction on a table public pages show, appended by a trigger (ADR 020,
 * made by a hand-written migration); `transactions` > 1 on a row that old rows were folded into.
 */
export const catalogueChanges = pgTable(
	"catalogue_changes",
	{
		id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
		transactions: bigint("transactions", { mode: "number" }).notNull().default(1),
		tableName: text("table_name"),
		changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index("catalogue_changes_changed_at_idx").on(t.changedAt)],
);

/** Failed admin logins per client address, for the login rate limit shared by every instance (ADR 020). */
export const loginFailures = pgTable(
	"login_failures",
	{
		id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
		clientKey: text("client_key").notNull(),
		failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index("login_failures_client_failed_idx").on(t.clientKey, t.failedAt)],
);

/** The catalogue's own words per language (ADR 039): typo corrections and "Menade du …?". */
export const searchTerms = pgTable(
	"search_terms",
	{
		locale: localeColumn(),
		term: text("term").notNull(),
		display: text("display"),
		stem: text("stem").notNull(),
		occurrences: integer("occurrences").notNull(),
		inTitles: boolean("in_titles").notNull(),
	},
	(t) => [primaryKey({ columns: [t.locale, t.term] }), check("search_terms_locale_check", sql`${t.locale} in ('sv', 'nb')`)],
);

/** Synonym groups per language, edited on the admin page (ADR 040). */
export const searchSynonyms = pgTable(
	"search_synonyms",
	{
		id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
		locale: localeColumn(),
		terms: text("terms").array().notNull(),
		updatedAt: updatedAt(),
	},
	(t) => [
		index("search_synonyms_locale_idx").on(t.locale),
		check("search_synonyms_locale_check", sql`${t.locale} in ('sv', 'nb')`),
		check("search_synonyms_terms_check", sql`cardinality(${t.terms}) >= 2`),
	],
);

/** Searches per language, day and normalised query, and how many found nothing; 30 days (ADR 040). */
export const searchStats = pgTable(
	"search_stats",
	{
		locale: localeColumn(),
		day: date("day").notNull(),
		query: text("query").notNull(),
		searches: integer("searches").notNull().default(0),
		zeroResults: integer("zero_results").notNull().default(0),
	},
	(t) => [
		primaryKey({ columns: [t.locale, t.day, t.query] }),
		index("search_stats_day_idx").on(t.day),
		check("search_stats_locale_check", sql`${t.locale} in ('sv', 'nb')`),
		check("search_stats_query_check", sql`length(${t.query}) BETWEEN 1 AND 100`),
	],
);
