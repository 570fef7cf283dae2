// Products, per language: what the catalogue lists and the search engine reads; and the addresses
// of products merged into others.
import { sql } from "drizzle-orm";
import {
	bigint,
	boolean,
	foreignKey,
	index,
	numeric,
	pgTable,
	primaryKey,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from "drizzle-orm/pg-core";
import { unitPriceSql } from "../../catalogue/unit-price-order";
import { createdAt, localeCheck, localeColumn, updatedAt } from "./columns";

/** One product in one language, mirroring its cheapest buyable offer. */
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
		 * (lowercase, no diacritics) into words. Kept by the database, from SQL functions a hand-written
		 * migration defines.
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
		// "Lowest unit price first" reads the comparison price as the sort writes it (`unitPriceSql`), then
		// name and id: most products have no pack size, and the many without a unit price come in name
		// order from the index instead of a sort of them all.
		index("products_locale_available_unit_price_idx").on(
			t.locale,
			t.available,
			sql.raw(unitPriceSql("price", "size_value", "size_unit")),
			t.name,
			t.id,
		),
		index("products_locale_brand_idx").on(t.locale, t.brand),
		// A feed row without a GTIN is matched among the products of its brand however the brand is
		// spelt ("Coca Cola", "Coca-Cola", "Nestle", "Nestlé"): by its words, folded as search folds them.
		index("products_locale_brand_words_idx").on(t.locale, sql`search_words(${t.brand})`),
		index("products_gtin_idx").on(t.gtin),
		index("products_category_idx").using("gin", t.category),
		// The search engine's trigram indexes, one language at a time (ADR 039; pg_trgm and btree_gin
		// are enabled by hand-written migrations).
		index("products_search_document_idx").using("gin", t.locale, t.searchDocument.op("gin_trgm_ops")),
		index("products_search_name_idx").using("gin", t.locale, t.searchName.op("gin_trgm_ops")),
		// The document's distinct words (ADR 055): a search's words are found through them.
		index("products_search_word_list_idx").using("gin", t.locale, sql`search_word_list(${t.searchDocument})`),
		localeCheck("products", t.locale),
	],
);

/**
 * An address a product answered at before it was merged into another, one item under two GTIN forms
 * (ADR 048): the product page answers it with a 301 to the product it leads to. Made by the
 * hand-written migration that merged them.
 */
export const formerProductSlugs = pgTable(
	"former_product_slugs",
	{
		locale: localeColumn(),
		slug: text("slug").notNull(),
		/** The product the address now leads to. */
		productId: uuid("product_id").notNull(),
		mergedAt: timestamp("merged_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		// Named as PostgreSQL named them in the hand-written migration.
		primaryKey({ name: "former_product_slugs_pkey", columns: [t.locale, t.slug] }),
		foreignKey({ name: "former_product_slugs_product_id_fkey", columns: [t.productId], foreignColumns: [products.id] }).onDelete(
			"cascade",
		),
		index("former_product_slugs_product_idx").on(t.productId),
		localeCheck("former_product_slugs", t.locale),
	],
);
