// Price alerts (ADR 028, 034): one e-mail when a product reaches a target price, and the form's limits.
import { sql } from "drizzle-orm";
import { bigint, check, foreignKey, index, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, localeCheck, localeColumn } from "./columns";
import { products } from "./products";

/**
 * One alert per request: active once confirmed (double opt-in), ended by its one mail (`sent_at`);
 * unsubscribing deletes the row.
 */
export const priceAlerts = pgTable(
	"price_alerts",
	{
		id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
		/** Trimmed and lowercased. */
		email: text("email").notNull(),
		productId: uuid("product_id").notNull(),
		/** The language the mails are written in. */
		locale: localeColumn(),
		targetPrice: numeric("target_price", { precision: 12, scale: 2, mode: "number" }).notNull(),
		createdAt: createdAt(),
		confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
		sentAt: timestamp("sent_at", { withTimezone: true }),
		/** A sending run holds the alert until this time while it hands the mail over (never two at once). */
		claimedUntil: timestamp("claimed_until", { withTimezone: true }),
	},
	(t) => [
		// Named as PostgreSQL named it in the hand-written migration.
		foreignKey({ name: "price_alerts_product_id_fkey", columns: [t.productId], foreignColumns: [products.id] }).onDelete(
			"cascade",
		),
		// The sending run's question: active alerts, by product.
		index("price_alerts_active_product_idx").on(t.productId).where(sql`${t.confirmedAt} IS NOT NULL AND ${t.sentAt} IS NULL`),
		index("price_alerts_email_idx").on(t.email),
		localeCheck("price_alerts", t.locale),
		check("price_alerts_target_price_check", sql`${t.targetPrice} > 0`),
	],
);

/** One row per accepted request, for the form's rate limits per client and per address (a keyed hash). */
export const priceAlertRequests = pgTable(
	"price_alert_requests",
	{
		id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
		clientKey: text("client_key").notNull(),
		addressKey: text("address_key").notNull(),
		requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index("price_alert_requests_client_idx").on(t.clientKey, t.requestedAt),
		index("price_alert_requests_address_idx").on(t.addressKey, t.requestedAt),
	],
);

export type PriceAlert = typeof priceAlerts.$inferSelect;
