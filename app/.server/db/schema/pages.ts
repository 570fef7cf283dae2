// Category and brand pages, per language.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, localeCheck, localeColumn, updatedAt } from "./columns";

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

/** Category pages, nested by `parent_id`, with the words that file a product under them. */
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

/** Brand pages. */
export const brands = pgTable("brands", pageTextColumns(), (t) => [
	uniqueIndex("brands_locale_slug_key").on(t.locale, t.slug),
	uniqueIndex("brands_locale_translation_key_key").on(t.locale, t.translationKey),
	index("brands_locale_status_name_idx").on(t.locale, t.status, t.name),
	localeCheck("brands", t.locale),
	check("brands_status_check", sql`${t.status} in ('draft', 'published')`),
]);
