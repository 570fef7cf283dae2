// One batch of a feed's accepted rows written in one transaction: each row's offer is inserted
// (fresh), updated (its price, currency, availability or link changed, with a price-history row
// when the price did) or only seen again; every product touched then shows its cheapest available
// offer. A few set-based statements per batch, whatever its size. Raw SQL on the import's own
// Db; see import-feed.ts.
import type { CategoryRule } from "../catalogue/categorization";
import type { Db } from "../db/handle";
import type { offers, products } from "../db/schema";
import type { FeedRow, RejectedRow } from "./feed-row";
import type { FeedToImport } from "./feed-to-import";
import { allocateOfferIds, productsForFreshRows } from "./new-products";
import { refreshProducts } from "./refresh-products";
import { cents } from "./row-values";
import { shippingChanged, shippingColumns } from "./stored-shipping";

/** What the batches of one run did, added up. */
export interface BatchCounts {
	/** Products created. */
	new: number;
	/** Offers created (on new or existing products). */
	offersAdded: number;
	/** Offers whose price, currency, availability or URL changed. */
	updated: number;
	unchanged: number;
	/** Products that lost their last available offer. */
	madeUnavailable: number;
	/** Products whose shown price, link or availability changed. */
	productsChanged: number;
}

export function noBatchCounts(): BatchCounts {
	return { new: 0, offersAdded: 0, updated: 0, unchanged: 0, madeUnavailable: 0, productsChanged: 0 };
}

/** The retailer's offer of a row, as stored. */
type StoredOffer = Pick<
	typeof offers.$inferSelect,
	| "externalId"
	| "productId"
	| "price"
	| "currency"
	| "availability"
	| "url"
	| "shippingFee"
	| "freeShippingOver"
	| "deliveryDaysMin"
	| "deliveryDaysMax"
> & {
	/** As text: a bigint arrives as a string from postgres-js and as a number from PGlite. */
	id: string;
	/** Its product's language. */
	locale: (typeof products.$inferSelect)["locale"];
};

/** Writes one batch of accepted rows in one transaction; rows it cannot take go to `reject`. */
export async function writeBatch(
	db: Db,
	feed: FeedToImport,
	rows: FeedRow[],
	rules: readonly CategoryRule[],
	counts: BatchCounts,
	reject: (row: RejectedRow) => void,
): Promise<void> {
	// A product's SKU pairs it with its counterpart in the other language: the GTIN in its normal form
	// (ADR 048), so both languages' products of one item agree whichever form their feeds wrote.
	const skuOf = (row: FeedRow) => row.gtin ?? `${feed.retailerSlug}:${row.externalId}`;
	await db.transaction(async (tx) => {
		// Imports of one language create products one batch at a time (unique slugs and SKUs).
		await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`feed-import:${feed.locale}`]);
		const stored = await tx.query<StoredOffer>(
			`select o.id::text as id, o.external_id as "externalId", o.product_id as "productId", o.price::float8 as price,
			   o.currency, o.availability, o.url, p.locale, o.shipping_fee::float8 as "shippingFee",
			   o.free_shipping_over::float8 as "freeShippingOver", o.delivery_days_min as "deliveryDaysMin",
			   o.delivery_days_max as "deliveryDaysMax"
			 from offers o join products p on p.id = o.product_id
			 where o.retailer_id = $1 and o.external_id = any($2::text[])`,
			[feed.retailerId, rows.map((r) => r.externalId)],
		);
		const storedById = new Map(stored.map((o) => [o.externalId, o]));

		const known: { row: FeedRow; offer: StoredOffer }[] = [];
		const fresh: FeedRow[] = [];
		for (const row of rows) {
			const offer = storedById.get(row.externalId);
			if (!offer) fresh.push(row);
			else if (offer.locale !== feed.locale) {
				reject({ line: row.line, externalId: row.externalId, problem: { code: "other-language", id: row.externalId } });
			} else known.push({ row, offer });
		}

		const offerIdOf = await allocateOfferIds(tx, fresh);
		const { productOf, created } = await productsForFreshRows(tx, feed, fresh, offerIdOf, rules, skuOf);
		counts.new += created.size;
		const touched = new Set<string>([...productOf.values()].filter((id) => !created.has(id)));
		counts.offersAdded += await insertOffers(tx, feed, fresh, offerIdOf, productOf);

		const changed = known.filter(
			({ row, offer }) =>
				cents(row.price) !== cents(offer.price) ||
				row.currency !== offer.currency ||
				row.availability !== offer.availability ||
				row.url !== offer.url ||
				shippingChanged(row, offer),
		);
		const changedSet = new Set(changed);
		const unchangedIds = known.filter((k) => !changedSet.has(k)).map((k) => k.offer.id);
		if (changed.length > 0) {
			await updateOffers(tx, feed, changed);
			counts.updated += changed.length;
			for (const { offer } of changed) touched.add(offer.productId);
		}
		if (unchangedIds.length > 0) {
			// Seen again: only seen_at moves (it decides what a complete run marks out of stock).
			await tx.query("update offers set seen_at = now(), feed_id = $1 where id = any($2::bigint[])", [feed.id, unchangedIds]);
			counts.unchanged += unchangedIds.length;
		}

		const refreshed = await refreshProducts(tx, [...touched]);
		counts.madeUnavailable += refreshed.madeUnavailable;
		counts.productsChanged += refreshed.changed;
	});
}

/** Inserts the fresh rows' offers, each with its first price-history row; returns how many. */
async function insertOffers(
	tx: Db,
	feed: FeedToImport,
	fresh: FeedRow[],
	offerIdOf: Map<string, string>,
	productOf: Map<string, string>,
): Promise<number> {
	if (fresh.length === 0) return 0;
	const inserted = await tx.query<{ n: number }>(
		`with added as (
		   insert into offers (id, product_id, retailer_id, feed_id, external_id, price, currency, availability, url,
		     shipping_fee, free_shipping_over, delivery_days_min, delivery_days_max)
		   overriding system value
		   select x.id, x.product_id, $1, $2, x.external_id, x.price, x.currency, x.availability, x.url,
		     x.shipping_fee, x.free_shipping_over, x.delivery_days_min, x.delivery_days_max
		   from jsonb_to_recordset($3::jsonb) as x(id bigint, product_id uuid, external_id text, price numeric,
		     currency text, availability text, url text, shipping_fee numeric, free_shipping_over numeric,
		     delivery_days_min int, delivery_days_max int)
		   returning id, product_id, price, currency
		 ), history as (
		   insert into price_history (offer_id, product_id, price, currency)
		   select id, product_id, price, currency from added
		 )
		 select count(*)::int as n from added`,
		[
			feed.retailerId,
			feed.id,
			JSON.stringify(
				fresh.map((row) => ({
					id: offerIdOf.get(row.externalId),
					product_id: productOf.get(row.externalId),
					external_id: row.externalId,
					price: row.price,
					currency: row.currency,
					availability: row.availability,
					url: row.url,
					...shippingColumns(row),
				})),
			),
		],
	);
	return Number(inserted[0]?.n ?? 0);
}

/** Updates the changed offers, with a price-history row for each whose price or currency changed. */
async function updateOffers(tx: Db, feed: FeedToImport, changed: { row: FeedRow; offer: StoredOffer }[]): Promise<void> {
	await tx.query(
		`with incoming as (
		   select * from jsonb_to_recordset($2::jsonb) as x(id bigint, price numeric, currency text, availability text,
		     url text, shipping_fee numeric, free_shipping_over numeric, delivery_days_min int, delivery_days_max int,
		     price_changed boolean)
		 ), changed as (
		   update offers o set price = x.price, currency = x.currency, availability = x.availability, url = x.url,
		     shipping_fee = x.shipping_fee, free_shipping_over = x.free_shipping_over,
		     delivery_days_min = x.delivery_days_min, delivery_days_max = x.delivery_days_max,
		     feed_id = $1, seen_at = now(), updated_at = now()
		   from incoming x where o.id = x.id
		   returning o.id, o.product_id, o.price, o.currency
		 )
		 insert into price_history (offer_id, product_id, price, currency)
		 select c.id, c.product_id, c.price, c.currency from changed c join incoming x on x.id = c.id where x.price_changed`,
		[
			feed.id,
			JSON.stringify(
				changed.map(({ row, offer }) => ({
					id: offer.id,
					price: row.price,
					currency: row.currency,
					availability: row.availability,
					url: row.url,
					...shippingColumns(row),
					price_changed: cents(row.price) !== cents(offer.price) || row.currency !== offer.currency,
				})),
			),
		],
	);
}
