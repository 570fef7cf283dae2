// The search engine's own tables (ADR 039, 040); its functions, generated columns' expressions and
// trigram indexes are hand-written SQL.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { localeCheck, localeColumn, updatedAt } from "./columns";

/** The catalogue's own words per language (ADR 039): typo corrections and "Menade du …?". */
export const searchTerms = pgTable(
	"search_terms",
	{
		locale: localeColumn(),
		/** Folded, letters only, at least 3. */
		term: text("term").notNull(),
		/** The word as the catalogue writes it, lowercased, when that differs from `term`. */
		display: text("display"),
		/** The word's stem in the language: words sharing a stem are inflections of one another. */
		stem: text("stem").notNull(),
		occurrences: integer("occurrences").notNull(),
		/** Found in some product's name, brand or category names (not only in a description). */
		inTitles: boolean("in_titles").notNull(),
	},
	(t) => [primaryKey({ columns: [t.locale, t.term] }), localeCheck("search_terms", t.locale)],
);

/**
 * Every word some product's document has held, per language (ADR 055): a search word's part ("sura"
 * in "surakulor") becomes the words it is part of, asked of the products' word lists. Written by a
 * trigger on products in the statement that writes the product; never deleted.
 */
export const searchWordForms = pgTable(
	"search_word_forms",
	{
		locale: localeColumn(),
		word: text("word").notNull(),
	},
	(t) => [
		primaryKey({ columns: [t.locale, t.word] }),
		index("search_word_forms_word_idx").using("gin", t.word.op("gin_trgm_ops")).with({ fastupdate: false }),
		localeCheck("search_word_forms", t.locale),
	],
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
		localeCheck("search_synonyms", t.locale),
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
		localeCheck("search_stats", t.locale),
		check("search_stats_query_check", sql`length(${t.query}) BETWEEN 1 AND 100`),
	],
);
