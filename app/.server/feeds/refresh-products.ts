// What a product shows follows from its offers: its cheapest available one, or none. Called for
// every product a batch of the import touched, and for the products whose offers a complete run
// withdrew. Raw SQL on the import's own Db; see import-feed.ts.

import { localeCurrency } from "~/i18n/locales";
import type { Db } from "../db/handle";
import type { offers, products } from "../db/schema";

type Product = typeof products.$inferSelect;

export interface ProductsRefreshed {
	/** Products whose shown price, link or availability changed. */
	changed: number;
	/** Products that lost their last available offer. */
	madeUnavailable: number;
}

/**
 * Points each product at its cheapest available offer in the language's currency (price, currency, link, cheapest_offer_id)
 * and sets `available` by whether it has one. A product without an available offer is never
 * deleted: it shows the lowest of its offers' last prices (an offer that sells out keeps the
 * price it had), so its page keeps answering with the price it was last sold at. Only rows that
 * differ are written.
 */
export async function refreshProducts(tx: Db, productIds: string[]): Promise<ProductsRefreshed> {
	if (productIds.length === 0) return { changed: 0, madeUnavailable: 0 };
	const rows = await tx.query<Pick<Product, "available"> & { wasAvailable: Product["available"] }>(
		`with best as (
		   -- Per product: its cheapest available offer, or (none available) its cheapest offer; one in
		   -- the language's currency before any other, whose amounts do not compare with it (ADR 069).
		   select distinct on (o.product_id) o.product_id, o.id, o.price, o.currency, o.url,
		     o.availability <> 'out_of_stock' as available
		   from offers o
		   join products p on p.id = o.product_id
		   left join unnest($2::text[], $3::text[]) as c(locale, currency) on c.locale = p.locale
		   where o.product_id = any($1::uuid[])
		   order by o.product_id, o.availability = 'out_of_stock', o.currency is distinct from c.currency, o.price, o.id
		 ), target as (
		   select p.id, p.available as was_available, coalesce(b.available, false) as available,
		     coalesce(b.id, p.cheapest_offer_id) as offer_id, coalesce(b.price, p.price) as price,
		     coalesce(b.currency, p.currency) as currency, coalesce(b.url, p.product_url) as url
		   from products p left join best b on b.product_id = p.id
		   where p.id = any($1::uuid[])
		 )
		 update products p set available = t.available, cheapest_offer_id = t.offer_id, price = t.price,
		   currency = t.currency, product_url = t.url, updated_at = now()
		 from target t
		 where p.id = t.id
		   and (p.available, p.cheapest_offer_id, p.price, p.currency, p.product_url)
		     is distinct from (t.available, t.offer_id, t.price, t.currency, t.url)
		 returning t.was_available as "wasAvailable", t.available`,
		[productIds, Object.keys(localeCurrency), Object.values(localeCurrency)],
	);
	return { changed: rows.length, madeUnavailable: rows.filter((r) => r.wasAvailable && !r.available).length };
}

/**
 * After a complete run: this feed's offers the run did not see (seen before `runStart`, the
 * database's clock when the run began) are sold out — never deleted, so their products' pages keep
 * answering and their price history stays — and their products are refreshed. One transaction.
 */
export async function withdrawUnseenOffers(
	db: Db,
	feedId: string,
	runStart: string,
): Promise<ProductsRefreshed & { withdrawn: number }> {
	return db.transaction(async (tx) => {
		const gone = await tx.query<Pick<typeof offers.$inferSelect, "productId">>(
			`update offers set availability = 'out_of_stock', updated_at = now()
			 where feed_id = $1 and seen_at < $2::timestamptz and availability <> 'out_of_stock'
			 returning product_id as "productId"`,
			[feedId, runStart],
		);
		const refreshed = await refreshProducts(tx, [...new Set(gone.map((g) => g.productId))]);
		return { ...refreshed, withdrawn: gone.length };
	});
}
