// The migration that puts stored GTINs in their normal form (ADR 048), on a catalogue from before it
// that has one item three times, under its UPC-12, EAN-13 and GTIN-14: the oldest product stays,
// and the others' offers, price history, click counts, price alerts and home page places follow it;
// a shop with an offer on two of them keeps one, with both offers' history and clicks; the merged
// products' addresses answer 301 to the survivor's page. On a catalogue whose GTINs are already
// normal, it changes nothing.
import { copyFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import type { Db } from "~/.server/db/handle";
import { listMigrations, migrate, migrationsDir } from "~/.server/db/migrate";
import type { FeedRow } from "~/.server/feeds/feed-row";
import type { FeedToImport } from "~/.server/feeds/feed-to-import";
import { productsForFreshRows } from "~/.server/feeds/new-products";
import { screenPath } from "~/i18n/paths";
import { loader } from "~/routes/product";
import { testDatabases } from "../support/databases";
import { tableFingerprint, writableTables } from "../support/table-fingerprint";

const gtinMigration = "20261130100000_gtins_in_normal_form.sql";

/** The product page's loader, as the server calls it for a request of this path. */
async function productPage(slug: string): Promise<Response | { product: { id: string } }> {
	const request = new Request(`http://127.0.0.1${screenPath("product", "sv", { slug })}`);
	try {
		return await loader({ request, params: { slug }, context: {} } as unknown as Parameters<typeof loader>[0]);
	} catch (thrown) {
		if (thrown instanceof Response) return thrown;
		throw thrown;
	}
}

/** One row of `query`, which must have one. */
async function one<T>(db: Db, query: string, params: unknown[] = []): Promise<T> {
	const [row] = await db.query<T>(query, params);
	if (!row) throw new Error(`no row: ${query}`);
	return row;
}

describe.each(testDatabases())("GTINs put in normal form and their products merged, on $name", (database) => {
	let connection: Connection;
	let db: Db;
	let before = "";
	const id: Record<string, string> = {};
	const offer: Record<string, string> = {};
	/** The price history's rows before the migration, and the migrations it then applied. */
	let history: { n: number };
	let applied: string[] = [];

	beforeAll(async () => {
		// The migrations before this one, in a directory of their own.
		before = await mkdtemp(path.join(tmpdir(), "migrations-before-gtins-"));
		for (const name of await listMigrations()) {
			if (name >= gtinMigration) break;
			await copyFile(path.join(migrationsDir, name), path.join(before, name));
		}
		connection = await database.open();
		db = connection.db;
		await migrate(db, before);
		setReadyConnection(connection);

		for (const shop of ["Alfa", "Beta", "Gamma"]) {
			const row = await one<{ id: string }>(
				db,
				"insert into retailers (name, slug, website_url) values ($1, lower($1), $2) returning id",
				[shop, `https://${shop.toLowerCase()}.example`],
			);
			id[shop] = row.id;
		}
		// The item (GS1's UPC-A example 0 36000 29145 2) three times, oldest first; a product whose
		// GTIN's check digit is wrong; another item; and the item's product in Norwegian, by its UPC.
		const products: [string, string, string, string | null, string][] = [
			["upc", "sv", "hersheys-milk-chocolate-43-g", "036000291452", "2026-01-05"],
			["ean", "sv", "hersheys-mjolkchoklad-43-g", "0036000291452", "2026-02-05"],
			["gtin14", "sv", "chokladkaka-hersheys", "00036000291452", "2026-03-05"],
			["typo", "sv", "testchoklad-100-g", "7310000000011", "2026-01-01"],
			["other", "sv", "marabou-mjolkchoklad-200-g", "7318149788547", "2026-01-01"],
			["norwegian", "nb", "hersheys-melkesjokolade-43-g", "036000291452", "2026-01-01"],
		];
		for (const [key, locale, slug, gtin, created] of products) {
			const row = await one<{ id: string }>(
				db,
				`insert into products (locale, name, slug, gtin, sku, price, currency, available, created_at)
				 values ($1, $2, $2, $3, $3, 99, $4, true, $5::timestamptz) returning id`,
				[locale, slug, gtin, locale === "sv" ? "SEK" : "NOK", created],
			);
			id[key] = row.id;
		}
		// Alfa has the item twice (its UPC row, in stock, and an EAN row it has stopped selling).
		const offers: [string, string, string, number, string][] = [
			["U-1", "upc", "Alfa", 24.9, "in_stock"],
			["A-2", "ean", "Alfa", 19.9, "out_of_stock"],
			["E-1", "ean", "Beta", 22.9, "in_stock"],
			["G-1", "gtin14", "Gamma", 26.9, "in_stock"],
		];
		for (const [externalId, product, shop, price, availability] of offers) {
			const row = await one<{ id: string }>(
				db,
				`with o as (
				   insert into offers (product_id, retailer_id, external_id, price, currency, availability, url)
				   values ($1, $2, $3, $4, 'SEK', $5, 'https://shop.example/' || $3) returning id, product_id, price
				 ), h as (
				   insert into price_history (offer_id, product_id, price, currency, recorded_at)
				   select id, product_id, price + 5, 'SEK', now() - interval '20 days' from o
				   union all select id, product_id, price, 'SEK', now() - interval '2 days' from o
				 )
				 select id::text as id from o`,
				[id[product], id[shop], externalId, price, availability],
			);
			offer[externalId] = row.id;
		}
		await db.query(
			`insert into offer_clicks (offer_id, day, clicks) values
			 ($1, '2026-11-20', 3), ($2, '2026-11-20', 2), ($2, '2026-11-21', 1), ($3, '2026-11-20', 5)`,
			[offer["U-1"], offer["A-2"], offer["E-1"]],
		);
		await db.query(
			`insert into price_alerts (email, product_id, locale, target_price, confirmed_at) values
			 ('ean@example.com', $1, 'sv', 20, now()), ('gtin14@example.com', $2, 'sv', 21, null)`,
			[id.ean, id.gtin14],
		);
		await db.query("insert into homepage_content (locale, featured_product_ids) values ('sv', array[$1, $2, $3]::uuid[])", [
			id.gtin14,
			id.other,
			id.upc,
		]);
		history = await one<{ n: number }>(db, "select count(*)::int as n from price_history");
		applied = await migrate(db);
	});
	afterAll(async () => {
		await connection?.close();
		await rm(before, { recursive: true, force: true });
	});

	it("keeps the oldest product, with the others' offers, history, clicks, alerts and home page place", async () => {
		expect(applied).toContain(gtinMigration);

		const sv = await db.query<{ id: string; gtin: string | null; sku: string }>(
			"select id, gtin, sku from products where locale = 'sv' order by slug",
		);
		expect(sv).toEqual([
			{ id: id.upc, gtin: "0036000291452", sku: "0036000291452" },
			{ id: id.other, gtin: "7318149788547", sku: "7318149788547" },
			// A GTIN that cannot match is dropped; the product keeps its SKU.
			{ id: id.typo, gtin: null, sku: "7310000000011" },
		]);
		// The Norwegian product pairs with its Swedish counterpart by the SKU both now have.
		expect(await one(db, "select gtin, sku from products where id = $1", [id.norwegian])).toEqual({
			gtin: "0036000291452",
			sku: "0036000291452",
		});

		// Alfa keeps its offer it sells now; the one it stopped selling is folded into it.
		const offers = await db.query<{ external_id: string; retailer_id: string }>(
			"select external_id, retailer_id from offers where product_id = $1 order by external_id",
			[id.upc],
		);
		expect(offers.map((o) => o.external_id)).toEqual(["E-1", "G-1", "U-1"]);
		expect(await one(db, "select count(*)::int as n from offers")).toEqual({ n: 3 });

		// Every history row is kept, now the survivor's; the folded offer's rows are its shop's kept offer's.
		expect(await one(db, "select count(*)::int as n from price_history")).toEqual(history);
		const historyRows = await db.query<{ external_id: string; product_id: string; n: number }>(
			`select o.external_id, h.product_id, count(*)::int as n
			 from price_history h join offers o on o.id = h.offer_id group by 1, 2 order by 1`,
		);
		expect(historyRows).toEqual([
			{ external_id: "E-1", product_id: id.upc, n: 2 },
			{ external_id: "G-1", product_id: id.upc, n: 2 },
			{ external_id: "U-1", product_id: id.upc, n: 4 },
		]);

		// Clicks of one day add up.
		const clicks = await db.query<{ external_id: string; day: string; clicks: number }>(
			`select o.external_id, c.day::text, c.clicks from offer_clicks c join offers o on o.id = c.offer_id
			 order by 1, 2`,
		);
		expect(clicks).toEqual([
			{ external_id: "E-1", day: "2026-11-20", clicks: 5 },
			{ external_id: "U-1", day: "2026-11-20", clicks: 5 },
			{ external_id: "U-1", day: "2026-11-21", clicks: 1 },
		]);

		const alerts = await db.query<{ email: string; product_id: string }>(
			"select email, product_id from price_alerts order by email",
		);
		expect(alerts).toEqual([
			{ email: "ean@example.com", product_id: id.upc },
			{ email: "gtin14@example.com", product_id: id.upc },
		]);
		expect(await one(db, "select featured_product_ids from homepage_content where locale = 'sv'")).toEqual({
			featured_product_ids: [id.upc, id.other],
		});

		// The survivor shows its cheapest available offer: Beta's 22.90, not Alfa's sold-out 19.90.
		const shown = await one<{ price: string; cheapest_offer_id: string; product_url: string; available: boolean }>(
			db,
			"select price::text, cheapest_offer_id::text, product_url, available from products where id = $1",
			[id.upc],
		);
		expect(shown).toEqual({
			price: "22.90",
			cheapest_offer_id: offer["E-1"],
			product_url: "https://shop.example/E-1",
			available: true,
		});
	});

	it("answers the merged products' addresses with a 301 to the survivor's page", async () => {
		const survivorPath = screenPath("product", "sv", { slug: "hersheys-milk-chocolate-43-g" });
		for (const slug of ["hersheys-mjolkchoklad-43-g", "chokladkaka-hersheys"]) {
			const answer = await productPage(slug);
			expect(answer instanceof Response && answer.status, slug).toBe(301);
			expect(answer instanceof Response && answer.headers.get("Location"), slug).toBe(survivorPath);
		}
		const survivor = await productPage("hersheys-milk-chocolate-43-g");
		expect(survivor instanceof Response ? survivor.status : survivor.product.id).toBe(id.upc);
		// An address that never was a product's is no move: a plain redirect to the list.
		const unknown = await productPage("finns-inte");
		expect(unknown instanceof Response && [unknown.status, unknown.headers.get("Location")]).toEqual([
			302,
			screenPath("products", "sv"),
		]);
	});

	it("keeps a new product off a merged product's address", async () => {
		const row: FeedRow = {
			line: 1,
			externalId: "N-1",
			title: "Hersheys mjölkchoklad 43 g",
			description: null,
			url: "https://beta.example/n-1",
			imageUrl: null,
			price: 21.9,
			currency: "SEK",
			availability: "in_stock",
			brand: "Ett annat märke",
			gtin: null,
			productType: null,
			size: null,
		};
		const feed: FeedToImport = {
			id: "00000000-0000-0000-0000-000000000000",
			url: "https://beta.example/feed.xml",
			filePath: null,
			retailerId: id.Beta as string,
			locale: "sv",
			format: "google_xml",
			columnMapping: null,
			retailerSlug: "beta",
			retailerName: "Beta",
		};
		let slug: string | undefined;
		// Written in a transaction that is rolled back: only the slug it chose matters here.
		await db
			.transaction(async (tx) => {
				const { productOf } = await productsForFreshRows(tx, feed, [row], new Map([["N-1", "1"]]), [], () => "beta:N-1");
				slug = (await one<{ slug: string }>(tx, "select slug from products where id = $1", [productOf.get("N-1")])).slug;
				throw new Error("rollback");
			})
			.catch((error: Error) => {
				if (error.message !== "rollback") throw error;
			});
		expect(slug).toBe("hersheys-mjolkchoklad-43-g-2");
	});
});

describe.each(testDatabases())("the GTIN migration on a catalogue already in normal form, on $name", (database) => {
	let connection: Connection;
	afterAll(() => connection?.close());

	it("changes nothing", async () => {
		connection = await database.openWithDemo();
		const db = connection.db;
		const tables = [...writableTables, "price_drops", "former_product_slugs"];
		const fingerprint = await tableFingerprint(db, tables);
		await db.exec(await readFile(path.join(migrationsDir, gtinMigration), "utf8"));
		expect(await tableFingerprint(db, tables)).toEqual(fingerprint);
	});
});
