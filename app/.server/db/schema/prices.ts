// Price comparison: retailers, their feeds and offers, price history, click-outs, and the deals.
import { sql } from "drizzle-orm";
import {
	bigint,
	boolean,
	check,
	date,
	foreignKey,
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
import { createdAt, localeCheck, localeColumn, updatedAt } from "./columns";
import { products } from "./products";

/** The shops whose offers the site compares. */
export const retailers = pgTable("retailers", {
	id: uuid("id").primaryKey().defaultRandom(),
	name: text("name").notNull(),
	slug: text("slug").notNull().unique(),
	websiteUrl: text("website_url").notNull(),
	createdAt: createdAt(),
});

/**
 * What a shop charges to deliver in one language, in that language's currency (ADR 046). A feed row's
 * own fee and threshold (offers.shipping_fee, offers.free_shipping_over) win over it.
 */
export const retailerShipping = pgTable(
	"retailer_shipping",
	{
		retailerId: uuid("retailer_id")
			.notNull()
			.references(() => retailers.id, { onDelete: "cascade" }),
		locale: localeColumn(),
		/** What an order below the threshold pays; 0 is always free. */
		fee: numeric("fee", { precision: 12, scale: 2, mode: "number" }).notNull(),
		/** The order value from which shipping is free; null: never free (a flat fee). */
		freeOver: numeric("free_over", { precision: 12, scale: 2, mode: "number" }),
		/** The delivery time the shop promises, in working days; null: not stated. */
		deliveryDaysMin: integer("delivery_days_min"),
		deliveryDaysMax: integer("delivery_days_max"),
		updatedAt: updatedAt(),
	},
	(t) => [
		primaryKey({ columns: [t.retailerId, t.locale] }),
		localeCheck("retailer_shipping", t.locale),
		check("retailer_shipping_amounts_check", sql`${t.fee} >= 0 and (${t.freeOver} is null or ${t.freeOver} > 0)`),
		check(
			"retailer_shipping_days_check",
			sql`(${t.deliveryDaysMin} is null or ${t.deliveryDaysMin} >= 0) and (${t.deliveryDaysMax} is null or ${t.deliveryDaysMax} >= coalesce(${t.deliveryDaysMin}, 0))`,
		),
	],
);

/** A retailer's product feed in one language, and how its last import went. */
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
		// One feed per shop, language and source: a second imports the same rows again (ADR 090). The
		// address by its md5, since a btree entry holds about 2,700 bytes and an address may be 2,000
		// characters in any script. (Nulls differ, so a feed of a file never meets one of an address.)
		uniqueIndex("feeds_retailer_locale_url_key").on(t.retailerId, t.locale, sql`md5(${t.url})`),
		uniqueIndex("feeds_retailer_locale_file_key").on(t.retailerId, t.locale, t.filePath),
	],
);

/** One retailer's row for a product: its price, availability and address. */
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
		/** The feed row's own shipping fee and free-shipping threshold; null: the shop's rule applies. */
		shippingFee: numeric("shipping_fee", { precision: 12, scale: 2, mode: "number" }),
		freeShippingOver: numeric("free_shipping_over", { precision: 12, scale: 2, mode: "number" }),
		/** The feed row's own delivery time in working days, both or neither; null: the shop's rule applies. */
		deliveryDaysMin: integer("delivery_days_min"),
		deliveryDaysMax: integer("delivery_days_max"),
		seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
		updatedAt: updatedAt(),
	},
	(t) => [
		uniqueIndex("offers_retailer_external_key").on(t.retailerId, t.externalId),
		index("offers_product_idx").on(t.productId),
		// A product shows its cheapest available offer; click-outs and the offers table read it by id.
		index("offers_product_price_idx").on(t.productId, t.price),
		check(
			"offers_shipping_check",
			sql`(${t.shippingFee} is null or ${t.shippingFee} >= 0) and (${t.freeShippingOver} is null or ${t.freeShippingOver} > 0)`,
		),
		check(
			"offers_delivery_days_check",
			sql`(${t.deliveryDaysMin} is null) = (${t.deliveryDaysMax} is null) and ${t.deliveryDaysMin} >= 0 and ${t.deliveryDaysMax} >= ${t.deliveryDaysMin}`,
		),
		check("offers_availability_check", sql`${t.availability} in ('in_stock', 'out_of_stock', 'preorder', 'backorder')`),
	],
);

/** Every price change of every offer: the product page's chart and the deals' reference. */
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

/** Click-outs per offer and day. */
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

/**
 * One row per product whose cheapest price is now a deal (ADR 027): written only by
 * refresh_price_drop() and the triggers of its hand-written migration; the deals page reads it by index.
 */
export const priceDrops = pgTable(
	"price_drops",
	{
		productId: uuid("product_id").primaryKey(),
		locale: text("locale").notNull(),
		/** The product's price the drop is about, and its currency. */
		price: numeric("price", { precision: 12, scale: 2, mode: "number" }).notNull(),
		currency: text("currency").notNull(),
		/** The lowest cheapest price of the 30 days before the drop. */
		referencePrice: numeric("reference_price", { precision: 12, scale: 2, mode: "number" }).notNull(),
		/** When the cheapest price fell to the current level and stayed there. */
		startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
		/** price / reference_price: the deepest drop has the smallest ratio. */
		ratio: numeric("ratio", { mode: "number" }).notNull(),
		/** The product's name, brand and categories, which the list orders and narrows by. */
		name: text("name").notNull(),
		brand: text("brand"),
		category: text("category").array().notNull(),
	},
	(t) => [
		// Named as PostgreSQL named it in the hand-written migration.
		foreignKey({ name: "price_drops_product_id_fkey", columns: [t.productId], foreignColumns: [products.id] }).onDelete(
			"cascade",
		),
		index("price_drops_locale_ratio_idx").on(t.locale, t.ratio, t.name, t.productId),
		index("price_drops_locale_brand_ratio_idx").on(t.locale, t.brand, t.ratio, t.name, t.productId),
	],
);

export type PriceDrop = typeof priceDrops.$inferSelect;
