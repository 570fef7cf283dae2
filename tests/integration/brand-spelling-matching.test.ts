// A row without a GTIN is matched by brand, name and pack size (ADR 048): two shops spelling the
// brand differently ("Stav-Kola" and "Stav Kola", "Nestlé" and "NESTLE") or the size ("1 kg" and
// "1 kilo") list one product, which the shopper then sees with both shops' prices (ADR 072). The
// candidates were fetched by four spellings of the brand, so any other spelling made a second product.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import type { Db } from "~/.server/db/handle";
import { importFeed } from "~/.server/feeds/import-feed";
import { testDatabases } from "../support/databases";

async function* bytes(text: string) {
	yield new TextEncoder().encode(text);
}

const feed = (shop: string, rows: [id: string, title: string, brand: string, price: string][]) =>
	`<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>${rows
		.map(
			([id, title, brand, price]) =>
				`<item><g:id>${id}</g:id><title>${title}</title><link>https://${shop}.example/${id}</link><g:price>${price} SEK</g:price><g:brand>${brand}</g:brand></item>`,
		)
		.join("")}</channel></rss>`;

describe.each(testDatabases())("brand spellings matched in an import on $name", (database) => {
	let connection: Connection;
	let db: Db;

	async function shopFeed(shop: string): Promise<string> {
		const [feedRow] = await db.query<{ id: string }>(
			`with r as (insert into retailers (name, slug, website_url) values ($1, $1, $2) returning id)
			 insert into feeds (retailer_id, locale, format, url) select id, 'sv', 'google_xml', $3 from r returning id`,
			[shop, `https://${shop}.example`, `https://${shop}.example/feed.xml`],
		);
		return feedRow?.id as string;
	}

	beforeAll(async () => {
		connection = await database.openWithDemo();
		db = connection.db;
		setReadyConnection(connection);
	});
	afterAll(() => connection?.close());

	it("lists one product with both shops' offers however the brand or the size is spelt", async () => {
		const first = await importFeed(db, await shopFeed("stavbutiken"), {
			source: bytes(
				feed("stavbutiken", [
					["S1", "Stav-Kola Zero 1,5 l", "Stav-Kola", "24.90"],
					["S2", "Nestlé Stavlejon 4-pack", "Nestlé", "29.90"],
					["S3", "Stavmix 1 kg", "Lakritsfabriken", "129.00"],
				]),
			),
		});
		const second = await importFeed(db, await shopFeed("skrivbutiken"), {
			source: bytes(
				feed("skrivbutiken", [
					["K1", "Stav Kola Zero 1,5 l", "Stav Kola", "22.90"],
					["K2", "NESTLE Stavlejon 4-pack", "NESTLE", "27.90"],
					["K3", "Stavmix 1 kilo", "Lakritsfabriken", "119.00"],
				]),
			),
		});
		expect([first.status, first.new, second.status, second.new]).toEqual(["succeeded", 3, "succeeded", 0]);
		const listed = await db.query<{ name: string; shops: string[] }>(
			`select p.name, array_agg(r.slug order by r.slug) as shops
			 from products p join offers o on o.product_id = p.id join retailers r on r.id = o.retailer_id
			 where p.locale = 'sv' and r.slug in ('stavbutiken', 'skrivbutiken') group by p.name order by p.name`,
		);
		expect(listed).toEqual([
			{ name: "Nestlé Stavlejon 4-pack", shops: ["skrivbutiken", "stavbutiken"] },
			{ name: "Stav-Kola Zero 1,5 l", shops: ["skrivbutiken", "stavbutiken"] },
			{ name: "Stavmix 1 kg", shops: ["skrivbutiken", "stavbutiken"] },
		]);
	});
});
