// A product's offers (one per retailer) with what each costs delivered, its price history and the
// offer a click-out leads to (docs/product.md, Prices, offers and units; ADR 046 for shipping).
import { and, asc, eq, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import { inLanguageCurrency, languageCurrencyFirst } from "~/lib/language-currency-first";
import { deliveredTotal, type ShippingRule, shippingRuleOf } from "~/lib/shipping";
import type { Db } from "../db/handle";
import { offers, products, retailerShipping, retailers } from "../db/schema";

export type Availability = "in_stock" | "out_of_stock" | "preorder" | "backorder";

export interface ProductOffer {
	id: number;
	retailer: string;
	price: number;
	currency: string;
	availability: Availability;
	/** Whether the retailer sells it now (in stock, or taking orders for it). */
	available: boolean;
	/** When the retailer's price was last confirmed (ISO 8601). */
	lastUpdated: string;
	/**
	 * The rule this offer ships under, in the offer's currency: the feed row's own values over the
	 * shop's, which count only for an offer in the language's currency (ADR 069); null: unknown.
	 */
	shipping: ShippingRule | null;
	/** One item's price with its shipping; null when shipping is unknown. */
	delivered: number | null;
	/** The delivery time promised in working days (the feed row's own over the shop's); null: not stated. */
	deliveryDays: { min: number; max: number } | null;
}

/** Only a sold-out offer cannot be bought; preorder and backorder still take orders. */
export function isAvailable(availability: string): boolean {
	return availability !== "out_of_stock";
}

const amountOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * Every offer of a product: the ones you can buy first, each group cheapest first with the
 * language's currency before any other (ADR 069); each with the shipping rule it ships under (the
 * shop's for the product's language, a feed row's own values winning) and one item's delivered price.
 */
export async function productOffers(db: Db, productId: string): Promise<ProductOffer[]> {
	const rows = await db.orm
		.select({
			id: offers.id,
			retailer: retailers.name,
			price: offers.price,
			currency: offers.currency,
			locale: products.locale,
			availability: offers.availability,
			// The feed confirms a price when it sees the row again (seen_at), or changes it (updated_at).
			lastUpdated: sql<Date | string>`greatest(${offers.seenAt}, ${offers.updatedAt})`,
			offerFee: offers.shippingFee,
			offerFreeOver: offers.freeShippingOver,
			shopFee: retailerShipping.fee,
			shopFreeOver: retailerShipping.freeOver,
			offerDaysMin: offers.deliveryDaysMin,
			offerDaysMax: offers.deliveryDaysMax,
			shopDaysMin: retailerShipping.deliveryDaysMin,
			shopDaysMax: retailerShipping.deliveryDaysMax,
		})
		.from(offers)
		.innerJoin(retailers, eq(retailers.id, offers.retailerId))
		.innerJoin(products, eq(products.id, offers.productId))
		.leftJoin(
			retailerShipping,
			and(eq(retailerShipping.retailerId, offers.retailerId), eq(retailerShipping.locale, products.locale)),
		)
		.where(eq(offers.productId, productId))
		.orderBy(sql`(${offers.availability} = 'out_of_stock')`, asc(offers.price), asc(retailers.name), asc(offers.id));
	const [first] = rows;
	if (!first) return [];
	const locale = first.locale as Locale;
	const shown = rows.map((row): ProductOffer => {
		const price = Number(row.price);
		const shopFee = amountOrNull(row.shopFee);
		// The shop's rule is in the language's currency: 59 SEK is not 59 EUR, so an offer in another
		// currency ships only under what its own row states (the importer checked that is in its currency).
		const shopApplies = shopFee !== null && inLanguageCurrency(row.currency, locale);
		const shipping = shippingRuleOf({
			offerFee: amountOrNull(row.offerFee),
			offerFreeOver: amountOrNull(row.offerFreeOver),
			shop: shopApplies ? { fee: shopFee, freeOver: amountOrNull(row.shopFreeOver) } : null,
		});
		// The row's own delivery time (both or neither) wins over the shop's, which may state one end.
		const [ownMin, ownMax] = [row.offerDaysMin, row.offerDaysMax];
		const own = ownMin !== null && ownMax !== null;
		const daysMin = own ? ownMin : (row.shopDaysMin ?? row.shopDaysMax);
		const daysMax = own ? ownMax : (row.shopDaysMax ?? row.shopDaysMin);
		return {
			id: Number(row.id),
			retailer: row.retailer,
			price,
			currency: row.currency,
			availability: row.availability as Availability,
			available: isAvailable(row.availability),
			lastUpdated: new Date(row.lastUpdated).toISOString(),
			shipping,
			delivered: shipping ? deliveredTotal(shipping, price) : null,
			deliveryDays: daysMin === null || daysMax === null ? null : { min: daysMin, max: daysMax },
		};
	});
	return languageCurrencyFirst(shown, locale);
}

/** A point of the price-history chart: the cheapest price across all offers on one day. */
export interface PriceOnDay {
	/** YYYY-MM-DD in Europe/Stockholm. */
	day: string;
	price: number;
}

export const historyDays = 90;
const siteTimeZone = "Europe/Stockholm";

// sv-SE formats dates as YYYY-MM-DD.
const swedishDay = new Intl.DateTimeFormat("sv-SE", {
	timeZone: siteTimeZone,
	year: "numeric",
	month: "2-digit",
	day: "2-digit",
});

/** The calendar day (YYYY-MM-DD) of an instant in Sweden, where the site's days begin and end. */
export function stockholmDay(at: Date): string {
	return swedishDay.format(at);
}

export interface PriceChange {
	offerId: number;
	price: number;
	recordedAt: Date;
}

/**
 * The cheapest price per day. History holds only changes, so each offer keeps its last price until
 * it changes again; a day's value is the lowest price any offer had at the end of that day. A point
 * is made for each day something changed, and for today, so the line reaches the present.
 */
export function cheapestPerDay(changes: PriceChange[], since: Date, now: Date): PriceOnDay[] {
	const sorted = [...changes].sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
	const current = new Map<number, number>();
	const byDay = new Map<string, number>();
	const firstDay = stockholmDay(since);
	for (const change of sorted) {
		current.set(change.offerId, change.price);
		// Changes before the window only set the prices it starts with, shown on its first day.
		const day = change.recordedAt < since ? firstDay : stockholmDay(change.recordedAt);
		byDay.set(day, Math.min(...current.values()));
	}
	const today = stockholmDay(now);
	if (current.size > 0 && !byDay.has(today)) byDay.set(today, Math.min(...current.values()));
	const points = [...byDay.entries()].map(([day, price]) => ({ day, price }));
	return points.filter((p) => p.day <= today).sort((a, b) => (a.day < b.day ? -1 : 1));
}

/** One retailer's line in the price-history chart. */
export interface RetailerPriceLine {
	retailer: string;
	points: PriceOnDay[];
}

/** The chart's lines: the cheapest price per day across all offers, and each retailer's own price per day. */
export interface PriceHistoryLines {
	cheapest: PriceOnDay[];
	retailers: RetailerPriceLine[];
}

/** The product's price history over the last 90 days as the chart draws it, in the product's currency. */
export async function priceHistoryLines(
	db: Db,
	productId: string,
	currency: string,
	now = new Date(),
): Promise<PriceHistoryLines> {
	const since = new Date(now.getTime() - historyDays * 24 * 3600 * 1000);
	const rows = await db.query<{
		offer_id: number | string;
		retailer: string;
		price: number | string;
		recorded_at: Date | string;
	}>(
		`select h.offer_id, r.name as retailer, h.price, h.recorded_at
		 from ((select offer_id, price, recorded_at from price_history
		         where product_id = $1 and currency = $2 and recorded_at >= $3 and recorded_at <= $4)
		       union all
		       (select distinct on (offer_id) offer_id, price, recorded_at from price_history
		         where product_id = $1 and currency = $2 and recorded_at < $3
		         order by offer_id, recorded_at desc)) h
		 join offers o on o.id = h.offer_id join retailers r on r.id = o.retailer_id`,
		[productId, currency, since.toISOString(), now.toISOString()],
	);
	const changes = rows.map((row) => ({
		offerId: Number(row.offer_id),
		retailer: row.retailer,
		price: Number(row.price),
		recordedAt: new Date(row.recorded_at),
	}));
	const names = [...new Set(changes.map((c) => c.retailer))].sort((a, b) => a.localeCompare(b, "sv"));
	return {
		cheapest: cheapestPerDay(changes, since, now),
		retailers: names.map((retailer) => ({
			retailer,
			points: cheapestPerDay(
				changes.filter((c) => c.retailer === retailer),
				since,
				now,
			),
		})),
	};
}

/** What /go/{offer} needs: where to send the visitor, and the product page to fall back to. */
export interface ClickOutOffer {
	id: number;
	url: string;
	productSlug: string;
	locale: Locale;
}

export async function clickOutOffer(db: Db, offerId: number): Promise<ClickOutOffer | null> {
	const [row] = await db.orm
		.select({ id: offers.id, url: offers.url, productSlug: products.slug, locale: products.locale })
		.from(offers)
		.innerJoin(products, eq(products.id, offers.productId))
		.where(eq(offers.id, offerId))
		.limit(1);
	return row ? { ...row, id: Number(row.id), locale: row.locale as Locale } : null;
}

/** One more click on an offer today (Swedish time); one row per offer and day. */
export async function countClick(db: Db, offerId: number, at = new Date()): Promise<void> {
	await db.query(
		`insert into offer_clicks (offer_id, day, clicks) values ($1, $2, 1)
		 on conflict (offer_id, day) do update set clicks = offer_clicks.clicks + 1`,
		[offerId, stockholmDay(at)],
	);
}

/** Whether a product page exists at this slug (available or not): the click-out's fallback. */
export async function productPageExists(db: Db, locale: Locale, slug: string): Promise<boolean> {
	const [row] = await db.orm
		.select({ id: products.id })
		.from(products)
		.where(and(eq(products.locale, locale), eq(products.slug, slug)))
		.limit(1);
	return row !== undefined;
}
