// Deals (ADR 027) on real databases, with price history built by the real feed import: three
// imports of one retailer's feed, the history moved back in time between them (an import dates its
// rows now). A drop of at least 10 % under the lowest price of the 30 days before it is listed with
// that price and its percent, deepest first; a 5 % drop, a sold-out product and a drop older than
// 30 days are not; category and brand narrow the list and paging counts the narrowed list; each
// facet's counts are those under the other's choice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidateCaches } from "~/.server/cache";
import { listDeals, productPriceDrop } from "~/.server/catalogue/deals";
import { stockholmDay } from "~/.server/catalogue/offers";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import type { Db } from "~/.server/db/handle";
import { migrate } from "~/.server/db/migrate";
import { importFeed } from "~/.server/feeds/import-feed";
import { testDatabases } from "../support/databases";
import { type FeedServer, googleFeedXml, startFeedServer } from "../support/feed-server";

// The feeds come from a server on 127.0.0.1: this process's imports may reach loopback (ADR 033;
// off by default, where loopback and private addresses are refused).
process.env.FEED_ALLOW_PRIVATE_NETWORKS = "true";

let feeds: FeedServer;

beforeAll(async () => {
	feeds = await startFeedServer();
});
afterAll(() => feeds.stop());

interface Item {
	id: string;
	title: string;
	brand: string;
	/** The price at each of the three imports (70 and 35 days ago, and now). */
	prices: [number, number, number];
	soldOutAtLast?: boolean;
}

const fillers: Item[] = Array.from({ length: 26 }, (_, i) => ({
	id: `F-${i}`,
	title: `Dealgodis Nummer ${String(i).padStart(2, "0")} 100 g`,
	brand: "Gamma",
	prices: [100, 100, 88],
}));

const items: Item[] = [
	// 120 for the 30 days before the drop to 70: 42 % under.
	{ id: "D-1", title: "Dealchoklad Mörk 100 g", brand: "Alfa", prices: [120, 120, 70] },
	// 80 seventy days ago is older than the 30 days before the drop: 85 against 100 is 15 %.
	{ id: "D-2", title: "Dealchoklad Ljus 100 g", brand: "Beta", prices: [80, 100, 85] },
	{ id: "D-3", title: "Deallakrits Salt 200 g", brand: "Alfa", prices: [100, 100, 80] },
	// 5 %: no deal.
	{ id: "D-4", title: "Deallakrits Söt 200 g", brand: "Beta", prices: [100, 100, 95] },
	// A deep drop, but sold out everywhere.
	{ id: "D-5", title: "Dealchoklad Vit 100 g", brand: "Alfa", prices: [100, 100, 60], soldOutAtLast: true },
	// Dropped 35 days ago and still at that price: no longer a deal.
	{ id: "D-6", title: "Dealchoklad Nöt 100 g", brand: "Beta", prices: [100, 50, 50] },
	...fillers,
];

function feed(round: 0 | 1 | 2): string {
	return googleFeedXml(
		"Dealbutik",
		items.map((item) => ({
			id: item.id,
			title: item.title,
			link: `https://dealbutik.example/p/${item.id}`,
			price: `${item.prices[round].toFixed(2)} SEK`,
			inStock: !(round === 2 && item.soldOutAtLast),
			brand: item.brand,
		})),
	);
}

describe.each(testDatabases())("deals on $name", (database) => {
	let connection: Connection;
	let db: Db;

	beforeAll(async () => {
		connection = await database.open();
		db = connection.db;
		await migrate(db);
		setReadyConnection(connection);
		await db.query(
			`insert into categories (locale, name, slug, status, keywords) values
			 ('sv', 'Choklad', 'choklad', 'published', '{choklad}'), ('sv', 'Lakrits', 'lakrits', 'published', '{lakrits}')`,
		);
		const [retailer] = await db.query<{ id: string }>(
			"insert into retailers (name, slug, website_url) values ('Dealbutik', 'dealbutik', 'https://dealbutik.example') returning id",
		);
		const url = feeds.url(`/${database.name}/feed.xml`);
		const [row] = await db.query<{ id: string }>(
			"insert into feeds (retailer_id, locale, format, url) values ($1, 'sv', 'google_xml', $2) returning id",
			[retailer?.id, url],
		);
		const feedId = row?.id as string;
		const moveHistoryBack = (days: number) =>
			db.query(`update price_history set recorded_at = recorded_at - $1::int * interval '1 day'`, [days]);
		for (const round of [0, 1, 2] as const) {
			feeds.serve(`/${database.name}/feed.xml`, feed(round));
			await importFeed(db, feedId);
			if (round < 2) await moveHistoryBack(35);
		}
		invalidateCaches();
	});
	afterAll(() => connection?.close());

	const productId = async (title: string) =>
		(await db.query<{ id: string }>("select id from products where name = $1", [title]))[0]?.id as string;

	it("lists drops of 10 % or more, deepest first, with the lowest price of the 30 days before", async () => {
		const list = await listDeals(connection.db, "sv", 1, { category: null, brand: null });
		expect(list.total).toBe(29);
		expect(list.pages).toBe(2);
		expect(list.deals).toHaveLength(24);
		const [first, second, third, fourth] = list.deals;
		expect(first).toMatchObject({ name: "Dealchoklad Mörk 100 g", price: 70, referencePrice: 120, dropPercent: 42 });
		expect(second).toMatchObject({ name: "Deallakrits Salt 200 g", price: 80, referencePrice: 100, dropPercent: 20 });
		expect(third).toMatchObject({ name: "Dealchoklad Ljus 100 g", price: 85, referencePrice: 100, dropPercent: 15 });
		expect(fourth).toMatchObject({ name: "Dealgodis Nummer 00 100 g", price: 88, referencePrice: 100, dropPercent: 12 });
		const percents = list.deals.map((d) => d.dropPercent);
		expect(percents).toEqual([...percents].sort((a, b) => b - a));

		const names = (await listDeals(connection.db, "sv", 2, { category: null, brand: null })).deals.map((d) => d.name);
		expect(names).toHaveLength(5);
		const all = [...list.deals.map((d) => d.name), ...names];
		expect(new Set(all).size).toBe(29);
		for (const missing of ["Deallakrits Söt 200 g", "Dealchoklad Vit 100 g", "Dealchoklad Nöt 100 g"]) {
			expect(all).not.toContain(missing);
		}
		// Nothing in the other language.
		expect((await listDeals(connection.db, "nb", 1, { category: null, brand: null })).total).toBe(0);
	});

	it("shows the same drop on the product page, and none for a product that is no deal", async () => {
		expect(await productPriceDrop(connection.db, await productId("Dealchoklad Mörk 100 g"))).toEqual({
			referencePrice: 120,
			dropPercent: 42,
			// The last import dropped it: the chart marks the 30 days before today.
			startedDay: stockholmDay(new Date()),
		});
		expect(await productPriceDrop(connection.db, await productId("Deallakrits Söt 200 g"))).toBeNull();
		expect(await productPriceDrop(connection.db, await productId("Dealchoklad Vit 100 g"))).toBeNull();
		expect(await productPriceDrop(connection.db, await productId("Dealchoklad Nöt 100 g"))).toBeNull();
	});

	it("narrows by category and brand, and pages the narrowed list", async () => {
		const list = await listDeals(connection.db, "sv", 1, { category: null, brand: null });
		expect(list.categoryFacets).toEqual([
			{ name: "Choklad", slug: "choklad", count: 2 },
			{ name: "Lakrits", slug: "lakrits", count: 1 },
		]);
		expect(list.brandFacets).toEqual([
			{ name: "Alfa", count: 2 },
			{ name: "Beta", count: 1 },
			{ name: "Gamma", count: 26 },
		]);

		const chocolate = await listDeals(connection.db, "sv", 1, { category: "choklad", brand: null });
		expect(chocolate.deals.map((d) => d.name)).toEqual(["Dealchoklad Mörk 100 g", "Dealchoklad Ljus 100 g"]);
		expect(chocolate).toMatchObject({ total: 2, pages: 1, filters: { category: "choklad", brand: null } });

		const alfa = await listDeals(connection.db, "sv", 1, { category: null, brand: "Alfa" });
		expect(alfa.deals.map((d) => d.name)).toEqual(["Dealchoklad Mörk 100 g", "Deallakrits Salt 200 g"]);

		const both = await listDeals(connection.db, "sv", 1, { category: "choklad", brand: "Alfa" });
		expect(both.deals.map((d) => d.name)).toEqual(["Dealchoklad Mörk 100 g"]);

		// Each facet is counted under the other's choice: a count says how many deals choosing it shows.
		expect(chocolate.brandFacets).toEqual([
			{ name: "Alfa", count: 1 },
			{ name: "Beta", count: 1 },
		]);
		expect(chocolate.categoryFacets).toEqual(list.categoryFacets);
		expect(alfa.categoryFacets).toEqual([
			{ name: "Choklad", slug: "choklad", count: 1 },
			{ name: "Lakrits", slug: "lakrits", count: 1 },
		]);
		// A pair with no deal in common stays chosen, counted 0, and shows no deals.
		const none = await listDeals(connection.db, "sv", 1, { category: "lakrits", brand: "Beta" });
		expect(none).toMatchObject({ total: 0, filters: { category: "lakrits", brand: "Beta" } });
		expect(none.brandFacets).toEqual([
			{ name: "Alfa", count: 1 },
			{ name: "Beta", count: 0 },
		]);
		expect(none.categoryFacets).toEqual([
			{ name: "Choklad", slug: "choklad", count: 1 },
			{ name: "Lakrits", slug: "lakrits", count: 0 },
		]);

		const gamma = await listDeals(connection.db, "sv", 2, { category: null, brand: "Gamma" });
		expect(gamma).toMatchObject({ total: 26, pages: 2, page: 2 });
		expect(gamma.deals.map((d) => d.name)).toEqual(["Dealgodis Nummer 24 100 g", "Dealgodis Nummer 25 100 g"]);

		// A page past the end shows the last page; an unknown category or brand is dropped.
		expect((await listDeals(connection.db, "sv", 99, { category: null, brand: null })).page).toBe(2);
		const unknown = await listDeals(connection.db, "sv", 1, { category: "finns-inte", brand: "Okänt" });
		expect(unknown).toMatchObject({ total: 29, filters: { category: null, brand: null } });
	});

	it("drops a deal when the price goes back up", async () => {
		const id = await productId("Deallakrits Salt 200 g");
		await db.query("update offers set price = 99 where product_id = $1", [id]);
		await db.query("update products set price = 99 where id = $1", [id]);
		invalidateCaches();
		expect(await productPriceDrop(connection.db, id)).toBeNull();
		expect((await listDeals(connection.db, "sv", 1, { category: null, brand: "Alfa" })).total).toBe(1);
	});
});
