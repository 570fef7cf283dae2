// Deleting a feed (ADR 053). The feed goes; its offers stay in the database but are marked sold out
// at once, exactly as a complete import marks the rows a feed no longer lists (ADR 004): they
// disappear from the site as places to buy (a product no other shop sells becomes unavailable and
// keeps its page, ADR 005), while the products, their price history and the click counts the
// statistics read stay. A feed added again for the same shop brings its rows back by their ids.
// To stop imports and keep the offers as they are, disable the feed instead (./enable-feed.ts).
import type { Locale } from "~/i18n/locales";
import { isUuid } from "~/lib/feed-form";
import { type Db, toCount } from "../db/handle";
import { refreshProducts } from "../feeds/refresh-products";
import { recordToolRun } from "./tool-runs";

export interface FeedToDelete {
	id: string;
	retailerName: string;
	locale: Locale;
	/** The feed's offers, and how many of them are buyable now (they stop being so). */
	offers: number;
	availableOffers: number;
}

/** What the confirmation page says about a feed; null for an unknown or malformed id. */
export async function findFeedToDelete(db: Db, feedId: string): Promise<FeedToDelete | null> {
	if (!isUuid(feedId)) return null;
	const [row] = await db.query<{ id: string; retailerName: string; locale: Locale; offers: unknown; availableOffers: unknown }>(
		`select f.id, r.name as "retailerName", f.locale,
		   (select count(*) from offers o where o.feed_id = f.id) as offers,
		   (select count(*) from offers o where o.feed_id = f.id and o.availability <> 'out_of_stock') as "availableOffers"
		 from feeds f join retailers r on r.id = f.retailer_id where f.id = $1`,
		[feedId],
	);
	return row ? { ...row, offers: toCount(row.offers), availableOffers: toCount(row.availableOffers) } : null;
}

export interface FeedDeleted {
	retailerName: string;
	locale: Locale;
	/** Offers that were buyable and now are not. */
	withdrawn: number;
	/** Products that lost their last buyable offer. */
	madeUnavailable: number;
}

/** Deletes the feed and withdraws its offers, in one transaction with its tool-run record; null for an unknown feed. */
export async function deleteFeed(db: Db, feedId: string, actor: string): Promise<FeedDeleted | null> {
	if (!isUuid(feedId)) return null;
	return db.transaction(async (tx) => {
		const [feed] = await tx.query<{ retailerName: string; locale: Locale }>(
			`select r.name as "retailerName", f.locale from feeds f join retailers r on r.id = f.retailer_id
			 where f.id = $1 for update of f`,
			[feedId],
		);
		if (!feed) return null;
		const withdrawn = await tx.query<{ productId: string }>(
			`update offers set availability = 'out_of_stock', updated_at = now()
			 where feed_id = $1 and availability <> 'out_of_stock' returning product_id as "productId"`,
			[feedId],
		);
		const refreshed = await refreshProducts(tx, [...new Set(withdrawn.map((row) => row.productId))]);
		await tx.query("delete from feeds where id = $1", [feedId]);
		const result = { withdrawn: withdrawn.length, madeUnavailable: refreshed.madeUnavailable };
		await recordToolRun(tx, {
			tool: "feed-delete",
			actor,
			params: { feedId, retailer: feed.retailerName, locale: feed.locale },
			status: "succeeded",
			result,
		});
		return { ...feed, ...result };
	});
}
