// GTINs in a real import (ADR 048): three shops list one item by its UPC-12, its EAN-13 and its
// GTIN-14, each under a name of its own, and it is one product with three offers; a row whose GTIN
// has a wrong check digit is imported without it, with the problem on the run's result and its job
// summary, and matches the product by brand + name + size as a row without a GTIN would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import type { Db } from "~/.server/db/handle";
import { migrate } from "~/.server/db/migrate";
import { importFeed } from "~/.server/feeds/import-feed";
import { feedSummary } from "~/.server/feeds/job-summaries";
import { adminText } from "~/i18n/admin-t";
import { testDatabases } from "../support/databases";
import { type FeedServer, startFeedServer } from "../support/feed-server";

// The feeds come from a server on 127.0.0.1, which this process's imports may reach (ADR 033).
process.env.FEED_ALLOW_PRIVATE_NETWORKS = "true";

let feeds: FeedServer;
beforeAll(async () => {
	feeds = await startFeedServer();
});
afterAll(() => feeds.stop());

interface Row {
	id: string;
	title: string;
	price: string;
	gtin: string;
}

function feedXml(shop: string, rows: Row[]): string {
	const items = rows.map(
		(row) => `<item><g:id>${row.id}</g:id><title>${row.title}</title><link>https://${shop}.example/p/${row.id}</link>
<g:price>${row.price}</g:price><g:availability>in_stock</g:availability><g:brand>Hershey's</g:brand><g:gtin>${row.gtin}</g:gtin></item>`,
	);
	return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>${shop}</title>
${items.join("\n")}
</channel></rss>`;
}

describe.each(testDatabases())("GTINs matched in a feed import on $name", (database) => {
	let connection: Connection;
	let db: Db;

	/** A shop with a feed serving these rows; returns the feed's id. */
	async function shopFeed(shop: string, rows: Row[]): Promise<string> {
		const path = `/${database.name}/${shop}.xml`;
		feeds.serve(path, feedXml(shop, rows));
		const [feed] = await db.query<{ id: string }>(
			`with r as (insert into retailers (name, slug, website_url) values ($1, $1, $2) returning id)
			 insert into feeds (retailer_id, locale, format, url) select id, 'sv', 'google_xml', $3 from r returning id`,
			[shop, `https://${shop}.example`, feeds.url(path)],
		);
		return feed?.id as string;
	}

	const productsAndOffers = () =>
		db.query<{ name: string; gtin: string | null; sku: string; offers: string[] }>(
			`select p.name, p.gtin, p.sku, array_agg(o.external_id order by o.external_id) as offers
			 from products p join offers o on o.product_id = p.id group by p.id order by p.created_at, p.name`,
		);

	beforeAll(async () => {
		connection = await database.open();
		db = connection.db;
		await migrate(db);
		setReadyConnection(connection);
	});
	afterAll(() => connection?.close());

	it("makes one product of an item three shops list by its UPC-12, EAN-13 and GTIN-14", async () => {
		// The UPC-A of GS1's and Wikipedia's example, 0 36000 29145 2, in its three lengths.
		const upc = await shopFeed("upcbutik", [
			{ id: "U-1", title: "Hershey's Milk Chocolate Bar 43 g", price: "24.90 SEK", gtin: "036000291452" },
		]);
		const ean = await shopFeed("eanbutik", [
			{ id: "E-1", title: "Hersheys mjölkchoklad 43g", price: "22.90 SEK", gtin: "0036000291452" },
		]);
		const gtin14 = await shopFeed("gtinbutik", [
			{ id: "G-1", title: "Chokladkaka Hershey's", price: "26,90 SEK", gtin: "00036000291452" },
		]);
		expect(await importFeed(db, upc)).toMatchObject({ new: 1, offersAdded: 1, warned: 0 });
		expect(await importFeed(db, ean)).toMatchObject({ new: 0, offersAdded: 1, warned: 0 });
		expect(await importFeed(db, gtin14)).toMatchObject({ new: 0, offersAdded: 1, warned: 0 });
		expect(await productsAndOffers()).toEqual([
			{
				name: "Hershey's Milk Chocolate Bar 43 g",
				gtin: "0036000291452",
				sku: "0036000291452",
				offers: ["E-1", "G-1", "U-1"],
			},
		]);
		const [shown] = await db.query<{ price: string }>("select price::text from products");
		expect(Number(shown?.price)).toBe(22.9);
	});

	it("imports a row whose GTIN's check digit is wrong without it, matched by brand + name + size", async () => {
		// The name and size of the first shop's row; its GTIN's last digit mistyped.
		const typo = await shopFeed("typobutik", [
			{ id: "T-1", title: "Hershey's Milk Chocolate Bar 43 g", price: "21.90 SEK", gtin: "036000291453" },
			{ id: "T-2", title: "Hershey's Cookies 'n' Creme 43 g", price: "23.90 SEK", gtin: "2012345678903" },
		]);
		const result = await importFeed(db, typo);
		expect(result).toMatchObject({ new: 1, offersAdded: 2, rejected: 0, warned: 2 });
		expect(result.warnings).toEqual([
			{ line: 1, externalId: "T-1", problem: { code: "gtin-check-digit", value: "036000291453" } },
			{ line: 2, externalId: "T-2", problem: { code: "gtin-restricted", value: "2012345678903" } },
		]);
		expect(await productsAndOffers()).toEqual([
			{
				name: "Hershey's Milk Chocolate Bar 43 g",
				gtin: "0036000291452",
				sku: "0036000291452",
				offers: ["E-1", "G-1", "T-1", "U-1"],
			},
			// A new product, with no GTIN: its SKU is the shop's own id.
			{ name: "Hershey's Cookies 'n' Creme 43 g", gtin: null, sku: "typobutik:T-2", offers: ["T-2"] },
		]);

		// The job page says which rows were imported without their GTIN, and why.
		const summary = feedSummary(result);
		expect(summary.tone).toBe("warning");
		expect((summary.lines ?? []).map((line) => adminText(line))).toEqual([
			"2 rader: 1 nya produkter, 0 uppdaterade, 0 oförändrade, 0 blev slut i lager, 0 avvisade",
			"Rad 1 (T-1) importerades: GTIN 036000291453 ignorerades: kontrollsiffran stämmer inte. Raden matchades på märke, namn och storlek",
			"Rad 2 (T-2) importerades: GTIN 2012345678903 ignorerades: det är ett butiksinternt nummer som inte är unikt mellan butiker. Raden matchades på märke, namn och storlek",
		]);
		// As the feed's last run keeps it.
		const [stored] = await db.query<{ warned: number }>(
			"select (last_result->>'warned')::int as warned from feeds where id = $1",
			[typo],
		);
		expect(stored?.warned).toBe(2);
	});
});
