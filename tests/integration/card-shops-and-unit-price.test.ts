// What a product card counts and how lists sort by comparison price, on real databases with the demo
// catalogue: a card's shop count is the shops with an offer that is not sold out (the offers its
// "från" price is the cheapest of) on every list that makes cards; the unit-price sort orders by
// kr/kg or kr/l as app/lib/unit-price.ts works it out, products without a known size last, the same
// order on every page; related products show the same product's other sizes first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidateCaches } from "~/.server/cache";
import { categoryProducts } from "~/.server/catalogue/categories";
import { productWindow } from "~/.server/catalogue/product-card";
import { findProduct, listProducts, relatedProducts } from "~/.server/catalogue/products";
import { searchProducts } from "~/.server/catalogue/search";
import type { Connection } from "~/.server/db/client";
import { readProductFilters } from "~/lib/product-filters";
import { unitPrice } from "~/lib/unit-price";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

const window = (query: string) => productWindow(new URLSearchParams(query));

interface OfferRow {
	product_id: string;
	retailer_id: string;
	price: string | number;
	availability: string;
}

describe.each(testDatabases())("card shop counts and the unit-price sort on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
		invalidateCaches();
	});
	afterAll(() => connection?.close());

	/** Per product, worked out here from its offers: the shops not sold out and their cheapest price. */
	async function shopsOf(ids: string[]) {
		const rows = await connection.db.query<OfferRow>(
			"select product_id, retailer_id, price, availability from offers where product_id = any($1::uuid[])",
			[ids],
		);
		const shops = new Map<string, { retailers: Set<string>; cheapest: number }>();
		for (const id of ids) shops.set(id, { retailers: new Set(), cheapest: Number.POSITIVE_INFINITY });
		for (const row of rows) {
			if (row.availability === "out_of_stock") continue;
			const entry = shops.get(row.product_id);
			entry?.retailers.add(row.retailer_id);
			if (entry) entry.cheapest = Math.min(entry.cheapest, Number(row.price));
		}
		return shops;
	}

	it("counts the shops a card's price is the cheapest of, on lists and search alike", async () => {
		const category = await categoryProducts(connection.db, "sv", "Choklad", window("page=2"));
		const hits = await searchProducts(connection.db, "sv", "choklad", 1);
		const cards = [...category.products, ...hits.products];
		const shops = await shopsOf(cards.map((c) => c.id));
		for (const card of cards) {
			const expected = shops.get(card.id);
			expect(card.shopCount, card.name).toBe(expected?.retailers.size);
			expect(card.price, card.name).toBe(expected?.cheapest);
		}
		// The demo catalogue compares shops: some cards count more than one.
		expect(Math.max(...cards.map((c) => c.shopCount))).toBeGreaterThan(1);
	});

	it("leaves a shop out of the count once its offer sells out", async () => {
		const [row] = await connection.db.query<{ product_id: string; slug: string; id: string; n: number }>(
			`select o.product_id, p.slug, o.id::text as id, count(*) over (partition by o.product_id)::int as n
			 from offers o join products p on p.id = o.product_id
			 where p.locale = 'sv' and p.available and o.availability <> 'out_of_stock'
			   and o.id <> p.cheapest_offer_id
			 order by n desc, p.slug limit 1`,
		);
		if (!row) throw new Error("the demo catalogue should sell a product in several shops");
		const product = await findProduct(connection.db, "sv", row.slug);
		const before = await listProducts(
			connection.db,
			"sv",
			1,
			readProductFilters(new URLSearchParams(`brand=${encodeURIComponent(product?.brand ?? "")}`)),
		);
		const card = () => before.products.find((p) => p.id === row.product_id);
		const counted = card()?.shopCount ?? 0;
		expect(counted).toBeGreaterThan(1);
		await connection.db.query("update offers set availability = 'out_of_stock' where id = $1", [row.id]);
		invalidateCaches();
		const after = await listProducts(
			connection.db,
			"sv",
			1,
			readProductFilters(new URLSearchParams(`brand=${encodeURIComponent(product?.brand ?? "")}`)),
		);
		expect(after.products.find((p) => p.id === row.product_id)?.shopCount).toBe(counted - 1);
		await connection.db.query("update offers set availability = 'in_stock' where id = $1", [row.id]);
	});

	/** Each card's kr/kg or kr/l from the database's price and size, as the site works it out. */
	async function unitPrices(ids: string[]) {
		const rows = await connection.db.query<{
			id: string;
			price: string | null;
			size_value: string | null;
			size_unit: string | null;
		}>("select id, price::text, size_value::text, size_unit from products where id = any($1::uuid[])", [ids]);
		const byId = new Map(
			rows.map((r) => [
				r.id,
				unitPrice(r.price === null ? null : Number(r.price), r.size_value === null ? null : Number(r.size_value), r.size_unit)
					?.amount ?? null,
			]),
		);
		return ids.map((id) => byId.get(id) ?? null);
	}

	function expectUnitPriceOrder(amounts: (number | null)[]) {
		const known = amounts.filter((a): a is number => a !== null);
		// Products without a known size come after every product with one.
		expect(amounts.slice(0, known.length)).toEqual(known);
		expect(known).toEqual([...known].sort((a, b) => a - b));
	}

	it("sorts a category, the product list and search by unit price, unknown sizes last, the same order on every page", async () => {
		// One product of the category loses its size: it must come last.
		const [sizeless] = await connection.db.query<{ id: string }>(
			`update products set size_value = null where id = (
			   select id from products where locale = 'sv' and available and 'Choklad' = any(category)
			   order by price limit 1) returning id`,
		);
		invalidateCaches();
		const all = await categoryProducts(connection.db, "sv", "Choklad", window("sort=unit-price&page=4"));
		expect(all.filters.sort).toBe("unit-price");
		const ids = all.products.map((p) => p.id);
		expect(ids).toHaveLength(Math.min(all.total, 96));
		const amounts = await unitPrices(ids);
		expectUnitPriceOrder(amounts);
		expect(amounts.filter((a) => a !== null).length).toBeGreaterThan(10);
		if (all.total <= 96) expect(ids.at(-1)).toBe(sizeless?.id);
		// Paged and appended pages follow the same order, without a gap or a repeat.
		const second = await categoryProducts(connection.db, "sv", "Choklad", window("sort=unit-price&page=2&append=1"));
		expect(second.products.map((p) => p.id)).toEqual(ids.slice(24, 48));

		const list = await listProducts(connection.db, "sv", 1, readProductFilters(new URLSearchParams("sort=unit-price")));
		expectUnitPriceOrder(await unitPrices(list.products.map((p) => p.id)));
		// The cheapest per kilo of the language is first (ties by name, then id).
		const [cheapestPerKilo] = await connection.db.query<{ id: string }>(
			`select id from products where locale = 'sv' and available and size_value > 0 and price > 0
			 order by price / (size_value * case size_unit when 'g' then 0.001 when 'ml' then 0.001 else 1 end), name, id limit 1`,
		);
		expect(list.products[0]?.id).toBe(cheapestPerKilo?.id);

		const search = await searchProducts(
			connection.db,
			"sv",
			"choklad",
			1,
			readProductFilters(new URLSearchParams("sort=unit-price"), "search"),
		);
		expect(search.filters.sort).toBe("unit-price");
		expectUnitPriceOrder(await unitPrices(search.products.map((p) => p.id)));
		const searchAgain = await searchProducts(
			connection.db,
			"sv",
			"choklad",
			2,
			readProductFilters(new URLSearchParams("sort=unit-price"), "search"),
		);
		expect(searchAgain.products.map((p) => p.id)).not.toContain(search.products[0]?.id);
		expectUnitPriceOrder(await unitPrices([...search.products, ...searchAgain.products].map((p) => p.id)));
	});

	it("shows the same product's other sizes first among related products, then its brand's products of the same category", async () => {
		const marabou = await findProduct(connection.db, "sv", "marabou-mjolkchoklad-200-g");
		if (!marabou) throw new Error("the demo catalogue has Marabou Mjölkchoklad 200 g");
		const related = await relatedProducts(connection.db, "sv", marabou);
		expect(related.length).toBeGreaterThan(1);
		expect(related[0]?.name).toMatch(/^Marabou Mjölkchoklad \d+ g$/);
		expect(related.map((p) => p.id)).not.toContain(marabou.id);
		const otherSizes = related.filter((p) => /^Marabou Mjölkchoklad \d+ g$/.test(p.name));
		expect(related.slice(0, otherSizes.length)).toEqual(otherSizes);
		const [{ n } = { n: 0 }] = await connection.db.query<{ n: number }>(
			`select count(*)::int as n from products where locale = 'sv' and available and brand = 'Marabou'
			   and name ~ '^Marabou Mjölkchoklad [0-9]+ g$' and id <> $1`,
			[marabou.id],
		);
		expect(otherSizes).toHaveLength(Math.min(n, 6));
		expect(related.every((p) => p.brand === "Marabou")).toBe(true);
		// Then the brand's products sharing a category with it, before the rest of the brand.
		const [row] = await connection.db.query<{ shares: boolean[] }>(
			"select array_agg(category && $2::text[] order by ord) as shares from unnest($1::uuid[]) with ordinality as u(id, ord) join products p on p.id = u.id",
			[related.slice(otherSizes.length).map((p) => p.id), marabou.category],
		);
		const shares = row?.shares ?? [];
		expect(shares).toEqual([...shares].sort((a, b) => Number(b) - Number(a)));
		expect(shares[0]).toBe(true);
	});
});
