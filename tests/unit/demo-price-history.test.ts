// The demo catalogue's made-up price history: the same every time, about 90 days per offer, today's
// price the feed's own, mostly flat with some campaigns (10–30 % off for 5–14 days, then back), some
// current campaigns and a few increases; and each dated snapshot of a bundled feed reads, with the
// import's own parser, as the feed with exactly that day's prices.
import { afterEach, describe, expect, it, vi } from "vitest";
import { readDemoCatalogue } from "~/.server/db/demo/catalogue";
import { demoFeedHistory, snapshotSource } from "~/.server/db/demo/feed-snapshots";
import { feedPriceHistory, historyDays, pricesOnDay, rewritePrices } from "~/.server/db/demo/price-moves";
import type { FeedRow } from "~/.server/feeds/feed-row";
import { parseFeed } from "~/.server/feeds/parse-feed";

const { feeds } = await readDemoCatalogue();
const histories = await Promise.all(feeds.map(async (feed) => ({ feed, ...(await demoFeedHistory(feed)) })));
const allOffers = histories.flatMap((h) => h.history.offers.map((offer) => ({ ...offer, today: h.today.get(offer.externalId) })));

async function rows(bytes: AsyncIterable<Uint8Array>, feed: (typeof feeds)[number]): Promise<FeedRow[]> {
	const out: FeedRow[] = [];
	for await (const item of parseFeed(bytes, { format: feed.format, defaultCurrency: feed.locale === "sv" ? "SEK" : "NOK" }))
		if (item.ok) out.push(item.row);
	return out;
}

type Run = [price: number, days: number];

/** The runs of equal prices in a list: [price, length] each. */
function runs(prices: number[]): [number, number][] {
	const out: [number, number][] = [];
	for (const price of prices) {
		const last = out.at(-1);
		if (last && last[0] === price) last[1]++;
		else out.push([price, 1]);
	}
	return out;
}

afterEach(() => vi.restoreAllMocks());

describe("the demo price history", () => {
	it("is the same every time and never uses Math.random", async () => {
		const random = vi.spyOn(Math, "random");
		const feed = feeds[0] as (typeof feeds)[number];
		const again = await demoFeedHistory(feed);
		expect(again.history).toEqual(histories[0]?.history);
		expect(again.snapshots.map((s) => Buffer.from(s.bytes).toString("base64"))).toEqual(
			histories[0]?.snapshots.map((s) => Buffer.from(s.bytes).toString("base64")),
		);
		const offers = [{ externalId: "A", price: 29.9 }];
		expect(feedPriceHistory("x.csv", "sv", offers)).toEqual(feedPriceHistory("x.csv", "sv", offers));
		expect(random).not.toHaveBeenCalled();
	});

	it("gives every offer of every feed 90 days that end at the feed's price", () => {
		expect(allOffers.length).toBeGreaterThan(1500);
		const wrong = allOffers.filter(
			(o) => o.prices.length !== historyDays || o.prices.at(-1) !== o.today || o.prices.some((p) => !(p > 0)),
		);
		expect(wrong.map((o) => o.externalId)).toEqual([]);
	});

	it("keeps most prices flat, with some campaigns, some current campaigns and a few increases", () => {
		const share = (move: string) => allOffers.filter((o) => o.move === move).length / allOffers.length;
		expect(share("flat")).toBeGreaterThan(0.6);
		expect(share("campaign")).toBeGreaterThan(0.08);
		expect(share("campaign")).toBeLessThan(0.25);
		expect(share("current-campaign")).toBeGreaterThan(0.03);
		expect(share("current-campaign")).toBeLessThan(0.15);
		expect(share("increase")).toBeGreaterThan(0.02);
		expect(share("increase")).toBeLessThan(0.12);
		for (const offer of allOffers) {
			const shape = runs(offer.prices);
			const today = offer.today as number;
			if (offer.move === "flat") expect(shape).toEqual([[today, historyDays]]);
			if (offer.move === "campaign") {
				// Regular, 10–30 % off for 5–14 days, then back.
				const [before, during, after] = shape as [Run, Run, Run];
				expect(shape).toHaveLength(3);
				expect(before[0]).toBe(today);
				expect(after[0]).toBe(today);
				expect(during[1]).toBeGreaterThanOrEqual(5);
				expect(during[1]).toBeLessThanOrEqual(14);
				const off = 1 - during[0] / today;
				expect(off).toBeGreaterThanOrEqual(0.1);
				expect(off).toBeLessThanOrEqual(0.3);
			}
			if (offer.move === "current-campaign") {
				// At least 30 days at the regular price, then cheaper until today.
				const [before, during] = shape as [Run, Run];
				expect(shape).toHaveLength(2);
				expect(before[1]).toBeGreaterThanOrEqual(30);
				expect(during[1]).toBeGreaterThanOrEqual(5);
				expect(1 - during[0] / before[0]).toBeGreaterThanOrEqual(0.1);
				expect(1 - during[0] / before[0]).toBeLessThanOrEqual(0.3);
			}
			if (offer.move === "increase") {
				const [before, after] = shape as [Run, Run];
				expect(shape).toHaveLength(2);
				expect(before[0]).toBeLessThan(after[0]);
				expect(after[0]).toBe(today);
			}
		}
	});

	it("snapshots each feed on its first day and the few days its prices changed", () => {
		for (const { history, snapshots } of histories) {
			expect(history.snapshotDays[0]).toBe(-(historyDays - 1));
			expect(history.snapshotDays.length).toBeLessThanOrEqual(4);
			expect(snapshots.map((s) => s.day)).toEqual(history.snapshotDays);
			const changeDays = new Set<number>();
			for (const offer of history.offers)
				offer.prices.forEach((p, i) => {
					if (i > 0 && p !== offer.prices[i - 1]) changeDays.add(i - (historyDays - 1));
				});
			expect(history.snapshotDays.slice(1)).toEqual([...changeDays].sort((a, b) => a - b));
		}
	});

	it("writes each snapshot as the feed with that day's prices, the last one the file itself", async () => {
		for (const { feed, history, snapshots, today } of histories) {
			const original = await rows(snapshotSource(snapshots.at(-1) as (typeof snapshots)[number]), feed);
			expect(new Map(original.map((r) => [r.externalId, r.price]))).toEqual(today);
			for (const snapshot of snapshots) {
				const read = await rows(snapshotSource(snapshot), feed);
				const wanted = pricesOnDay(history, snapshot.day);
				expect(read.map((r) => ({ ...r, price: 0 }))).toEqual(original.map((r) => ({ ...r, price: 0 })));
				expect(read.map((r) => r.price)).toEqual(read.map((r) => wanted.get(r.externalId)));
			}
		}
	});

	it("stops on a row it cannot find rather than import a wrong history", () => {
		expect(() => rewritePrices("id,title,price\nA,Godis,12.90\n", "csv", new Map([["B", 9.9]]))).toThrow(/B/);
		expect(rewritePrices('id;title;price\nA;"Godis; gott";12,90 kr\n', "csv", new Map([["A", 9.9]]))).toBe(
			'id;title;price\nA;"Godis; gott";9,90 kr\n',
		);
	});
});
