// A bundled feed as it was on each day its prices changed over the last 90 days: the file's own
// bytes with that day's prices written in (./price-moves.ts makes the prices up). The last snapshot
// is the file as it is. Seeding imports them in date order through the real feed import.
import { readFile } from "node:fs/promises";
import { localeCurrency } from "~/i18n/locales";
import { resolveBundledFeed } from "../../feeds/feed-source";
import { parseFeed } from "../../feeds/parse-feed";
import type { DemoFeed } from "./catalogue";
import { type FeedPriceHistory, feedPriceHistory, pricesOnDay, rewritePrices } from "./price-moves";

export interface FeedSnapshot {
	/** Days from today (≤ 0). */
	day: number;
	bytes: Uint8Array;
}

export interface DemoFeedHistory {
	history: FeedPriceHistory;
	/** Today's price of each row, as the file says. */
	today: Map<string, number>;
	snapshots: FeedSnapshot[];
}

/** Only the rows whose price differs from today's. */
function changed(prices: Map<string, number>, today: Map<string, number>): Map<string, number> {
	return new Map([...prices].filter(([id, price]) => Math.round(price * 100) !== Math.round((today.get(id) ?? 0) * 100)));
}

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
	yield bytes;
}

/** The bytes as a one-chunk stream, what the import reads. */
export function snapshotSource(snapshot: FeedSnapshot): AsyncIterable<Uint8Array> {
	return once(snapshot.bytes);
}

/** Today's price of every row of a feed's bytes, read with the import's own parser. */
export async function feedPrices(bytes: Uint8Array, feed: Pick<DemoFeed, "format" | "locale">): Promise<Map<string, number>> {
	const prices = new Map<string, number>();
	for await (const item of parseFeed(once(bytes), { format: feed.format, defaultCurrency: localeCurrency[feed.locale] })) {
		if (item.ok && !prices.has(item.row.externalId)) prices.set(item.row.externalId, item.row.price);
	}
	return prices;
}

/** The feed's dated snapshots, oldest first; the key of its made-up history is its file name. */
export async function demoFeedHistory(feed: DemoFeed): Promise<DemoFeedHistory> {
	const file = await readFile(await resolveBundledFeed(feed.file));
	const today = await feedPrices(file, feed);
	const history = feedPriceHistory(
		feed.file,
		feed.locale,
		[...today].map(([externalId, price]) => ({ externalId, price })),
	);
	// latin1 maps each byte to one character and back, so a UTF-8 or ISO-8859-1 file survives untouched.
	const text = file.toString("latin1");
	const last = history.snapshotDays.at(-1);
	const snapshots = history.snapshotDays.map((day) => {
		const prices = pricesOnDay(history, day);
		const same = [...prices].every(([id, price]) => Math.round(price * 100) === Math.round((today.get(id) ?? 0) * 100));
		if (same && day === last) return { day, bytes: file };
		return { day, bytes: Buffer.from(rewritePrices(text, feed.format, changed(prices, today)), "latin1") };
	});
	return { history, today, snapshots };
}
