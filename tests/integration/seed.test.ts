import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "~/.server/db/client";
import { readDemoCatalogue } from "~/.server/db/demo/catalogue";
import type { Db } from "~/.server/db/handle";
import { migrate } from "~/.server/db/migrate";
import { isCatalogueEmpty, seedDemoCatalogue, seedDemoCatalogueIfEmpty } from "~/.server/db/seed";
import { postgresUrl, testDatabases } from "../support/databases";
import { twoConnections } from "../support/two-connections";

const tables = ["categories", "brands", "products", "articles", "homepage_content", "retailers", "offers", "price_history"];

/** A fingerprint of every row of the catalogue tables. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
	const result: Record<string, string> = {};
	for (const table of tables) {
		const [row] = await db.query<{ digest: string }>(
			`select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${table} t`,
		);
		result[table] = row?.digest ?? "";
	}
	return result;
}

async function count(db: Db, query: string, params: unknown[] = []): Promise<number> {
	const [row] = await db.query<{ n: number }>(`select (${query})::int as n`, params);
	return row?.n ?? 0;
}

describe.each(testDatabases())("demo catalogue on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await database.open();
		await migrate(connection.db);
	});
	afterAll(() => connection?.close());

	it("is written into an empty database", async () => {
		expect(await isCatalogueEmpty(connection.db)).toBe(true);
		await seedDemoCatalogue(connection.db);
		expect(await isCatalogueEmpty(connection.db)).toBe(false);
	});

	it.each(["sv", "nb"])("has a full catalogue in %s", async (locale) => {
		const { db } = connection;
		expect(
			await count(db, "select count(*) from categories where locale = $1 and status = 'published'", [locale]),
		).toBeGreaterThanOrEqual(10);
		expect(
			await count(db, "select count(*) from categories where locale = $1 and status = 'draft'", [locale]),
		).toBeGreaterThanOrEqual(1);
		expect(
			await count(db, "select count(*) from brands where locale = $1 and status = 'published'", [locale]),
		).toBeGreaterThanOrEqual(30);
		expect(await count(db, "select count(*) from products where locale = $1 and available", [locale])).toBeGreaterThanOrEqual(
			300,
		);
		expect(await count(db, "select count(*) from products where locale = $1 and not available", [locale])).toBeGreaterThan(0);
		expect(
			await count(db, "select count(*) from articles where locale = $1 and status = 'published'", [locale]),
		).toBeGreaterThanOrEqual(6);
		expect(
			await count(db, "select count(*) from articles where locale = $1 and status = 'draft' and published_at is null", [locale]),
		).toBeGreaterThanOrEqual(1);
		expect(await count(db, "select cardinality(featured_product_ids) from homepage_content where locale = $1", [locale])).toBe(8);
		expect(await count(db, "select length(seo_text_md) from homepage_content where locale = $1", [locale])).toBeGreaterThan(1000);
		// Every product has a SKU, a valid-looking GTIN, a price in the language's currency, an image from public/.
		expect(
			await count(
				db,
				`select count(*) from products where locale = $1 and (sku is null or gtin !~ '^[0-9]{13}$' or price is null
				   or currency <> $2 or image_url not like '/images/%' or cardinality(category) = 0)`,
				[locale, locale === "sv" ? "SEK" : "NOK"],
			),
		).toBe(0);
	});

	it("has every required category slug", async () => {
		const rows = await connection.db.query<{ locale: string; slug: string }>(
			"select locale, slug from categories where status = 'published'",
		);
		const slugs = (locale: string) => rows.filter((r) => r.locale === locale).map((r) => r.slug);
		expect(slugs("sv")).toEqual(
			expect.arrayContaining([
				"godis",
				"lask",
				"chips",
				"choklad",
				"energidryck",
				"dubai-choklad",
				"halloween-godis",
				"julgodis",
				"amerikanskt-godis",
			]),
		);
		expect(slugs("nb")).toEqual(
			expect.arrayContaining([
				"godteri",
				"brus",
				"chips",
				"sjokolade",
				"energidrikk",
				"dubai-sjokolade",
				"sjokolade-pa-nett",
				"godteri-pa-nett",
				"halloween-godteri",
				"julegodteri",
				"amerikansk-godteri",
			]),
		);
	});

	it("shares SKUs across languages and gives many products two or more offers from .example retailers", async () => {
		const { db } = connection;
		expect(
			await count(
				db,
				"select count(*) from products sv join products nb on nb.sku = sv.sku and nb.locale = 'nb' where sv.locale = 'sv'",
			),
		).toBeGreaterThanOrEqual(300);
		expect(await count(db, "select count(*) from retailers where website_url like 'https://%.example'")).toBeGreaterThanOrEqual(
			3,
		);
		expect(
			await count(db, "select count(*) from (select product_id from offers group by product_id having count(*) >= 2) x"),
		).toBeGreaterThan(200);
		// The product's price and link are its cheapest offer's.
		expect(
			await count(
				db,
				`select count(*) from products p where p.price <> (select min(o.price) from offers o where o.product_id = p.id)`,
			),
		).toBe(0);
	});

	it.each(["sv", "nb"] as const)("features the products data/demo/homepage.json names, in its order (%s)", async (locale) => {
		const { homepage } = await readDemoCatalogue();
		const rows = await connection.db.query<{ gtin: string }>(
			`select p.gtin from homepage_content h, unnest(h.featured_product_ids) with ordinality as f(id, n)
			 join products p on p.id = f.id where h.locale = $1 order by f.n`,
			[locale],
		);
		expect(rows.map((r) => r.gtin)).toEqual(homepage[locale].featured_gtins);
	});

	it("gives every offer about 90 days of dated prices, ending at its feed's price", async () => {
		const offers = await connection.db.query<{ days: number; changes: number; last_is_current: boolean }>(
			`select extract(day from now() - min(h.recorded_at))::int as days, count(h.id)::int as changes,
			   (array_agg(h.price order by h.recorded_at desc, h.id desc))[1] = o.price as last_is_current
			 from offers o join price_history h on h.offer_id = o.id group by o.id`,
		);
		expect(offers.length).toBe(await count(connection.db, "select count(*) from offers"));
		expect(offers.filter((o) => o.days < 88 || o.days > 90)).toEqual([]);
		expect(offers.filter((o) => !o.last_is_current)).toEqual([]);
		// Most flat (one observation), some campaigns (three), some on sale now or raised once (two).
		const share = (n: number) => offers.filter((o) => o.changes === n).length / offers.length;
		expect(share(1)).toBeGreaterThan(0.6);
		expect(share(2)).toBeGreaterThan(0.05);
		expect(share(3)).toBeGreaterThan(0.05);
		expect(offers.filter((o) => o.changes > 3)).toEqual([]);
	});

	it.each(["sv", "nb"])("has deals in %s: the campaign week's products cost at least 10 % less than before", async (locale) => {
		const [drops] = await connection.db.query<{ n: number; mildest: number }>(
			"select count(*)::int as n, max(ratio)::float8 as mildest from price_drops where locale = $1",
			[locale],
		);
		expect(drops?.n).toBeGreaterThanOrEqual(10);
		expect(drops?.mildest).toBeLessThanOrEqual(0.9);
	});

	it("changes nothing when seeded again", async () => {
		const before = await fingerprint(connection.db);
		await seedDemoCatalogue(connection.db);
		expect(await fingerprint(connection.db)).toEqual(before);
	});
});

describe.runIf(postgresUrl())("demo catalogue for two instances starting together on PostgreSQL", () => {
	it("is written once: one instance writes it, the other waits and finds it there", async () => {
		const [a, b] = await twoConnections("postgres");
		const reference = (await testDatabases()
			.find((d) => d.name === "postgres")
			?.open()) as Connection;
		try {
			await migrate(a.db);
			await migrate(reference.db);
			await seedDemoCatalogue(reference.db);
			const wrote = await Promise.all([seedDemoCatalogueIfEmpty(a.db), seedDemoCatalogueIfEmpty(b.db)]);
			expect(wrote.sort()).toEqual([false, true]);
			for (const table of tables) {
				expect(await count(a.db, `select count(*) from ${table}`), table).toBe(
					await count(reference.db, `select count(*) from ${table}`),
				);
			}
		} finally {
			await Promise.all([a.close(), b.close(), reference.close()]);
		}
	});
});
