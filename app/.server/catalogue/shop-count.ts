// How many shops sell a product now: the shops with an offer that is not sold out. These are the
// offers a product's shown price is chosen from (its cheapest available one, feeds/refresh-products.ts),
// so a card's "från 19 kr · 3 butiker" counts the shops that price was the cheapest of.
// A correlated count over `offers_product_idx` inside the list's own query, for the rows it returns
// (search adds it only to its page's rows): a list page stays one query, never one per card.
import { type SQL, sql } from "drizzle-orm";

/** The count as SQL text, for the raw queries (search, deals): `productId` is a column reference. */
export function shopCountSql(productId: string): string {
	return `(select count(distinct o.retailer_id)::int from offers o
	  where o.product_id = ${productId} and o.availability <> 'out_of_stock')`;
}

/** The count for the query builder, over whatever relation is named `products` in the query. */
export const shopCount: SQL<number> = sql<number>`${sql.raw(shopCountSql(`"products"."id"`))}`.mapWith(Number);
