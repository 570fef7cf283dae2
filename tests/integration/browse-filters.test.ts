// Sort and filters on the category, brand, products and search lists (docs/product.md, "Lists,
// paging, sort and filters"), on real databases with the demo catalogue: each sort orders right,
// brand, price and in-stock filters change the total and the rows alike, paging keeps counting the
// filtered list, and no address makes a list fail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidateCaches } from "~/.server/cache";
import { brandProducts } from "~/.server/catalogue/brands";
import { categoryProducts } from "~/.server/catalogue/categories";
import { productWindow } from "~/.server/catalogue/product-card";
import { listProducts } from "~/.server/catalogue/products";
import { searchProducts } from "~/.server/catalogue/search";
import type { Connection } from "~/.server/db/client";
import { readProductFilters } from "~/lib/product-filters";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

const window = (query: string) => productWindow(new URLSearchParams(query));
const filters = (query: string) => readProductFilters(new URLSearchParams(query));
const prices = (rows: { price: number | null }[]) => rows.map((p) => Number(p.price));

/** Addresses a crawler, a fuzzer or a mistyped link could send. */
const hostileQueries = [
	"sort=drop table&min=abc&max=1e999",
	"sort=price-asc&sort=name&sort=",
	"min=50&max=20",
	`min=${"9".repeat(400)}&max=${"9".repeat(400)}`,
	"min=-1&max=-2",
	"brand=%27%3B+drop+table+products%3B--",
	"brand=%25&brand=_&brand=%5C",
	`brand=${"x".repeat(5000)}`,
	Array.from({ length: 200 }, (_, i) => `brand=B${i}`).join("&"),
	"instock=1&instock=0&instock=%00",
	"page=999999&sort=price-desc",
	"page=-1&append=1&min=0,001",
	"%ZZ=1&sort=%E0%A4%A",
];

describe.each(testDatabases())("product lists with sort and filters on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
		// Brand facets are cached in process; this file runs the same lists on two databases.
		invalidateCaches();
	});
	afterAll(() => connection?.close());

	it("orders by price both ways, by name by default and newest first", async () => {
		const ascending = await categoryProducts(connection.db, "sv", "Choklad", window("sort=price-asc&page=2"));
		expect(ascending.products).toHaveLength(48);
		expect(prices(ascending.products)).toEqual([...prices(ascending.products)].sort((a, b) => a - b));
		const [cheapest] = await connection.db.query<{ price: string }>(
			`select min(price)::text as price from products where locale = 'sv' and available and 'Choklad' = any(category)`,
		);
		expect(prices(ascending.products)[0]).toBe(Number(cheapest?.price));

		const descending = await categoryProducts(connection.db, "sv", "Choklad", window("sort=price-desc"));
		expect(prices(descending.products)).toEqual([...prices(descending.products)].sort((a, b) => b - a));
		expect(prices(descending.products)[0]).toBeGreaterThan(prices(ascending.products)[0] ?? 0);
		expect(descending.total).toBe(ascending.total);

		const byName = await connection.db.query<{ id: string }>(
			`select id from products where locale = 'sv' and available and 'Choklad' = any(category) order by name, id limit 24`,
		);
		const plain = await categoryProducts(connection.db, "sv", "Choklad", window(""));
		const named = await categoryProducts(connection.db, "sv", "Choklad", window("sort=name"));
		expect(plain.products.map((p) => p.id)).toEqual(byName.map((r) => r.id));
		expect(named.products.map((p) => p.id)).toEqual(byName.map((r) => r.id));

		// The demo catalogue is inserted at once; make one product clearly the newest.
		const [last] = await connection.db.query<{ id: string }>(
			`select id from products where locale = 'sv' and available and 'Choklad' = any(category) order by name desc limit 1`,
		);
		await connection.db.query(`update products set created_at = now() + interval '1 day' where id = $1`, [last?.id]);
		const newest = await categoryProducts(connection.db, "sv", "Choklad", window("sort=newest"));
		expect(newest.products[0]?.id).toBe(last?.id);
	});

	it("offers the list's brands with counts, and a brand filter narrows total and rows alike", async () => {
		const all = await categoryProducts(connection.db, "sv", "Choklad", window(""));
		expect(all.brandFacets.length).toBeGreaterThan(2);
		expect(all.brandFacets.reduce((sum, b) => sum + b.count, 0)).toBe(all.total);
		const [first, second] = [...all.brandFacets].sort((a, b) => b.count - a.count);
		if (!first || !second) throw new Error("the demo Choklad category should have two brands");

		const one = await categoryProducts(connection.db, "sv", "Choklad", window(`brand=${encodeURIComponent(first.name)}`));
		expect(one.total).toBe(first.count);
		expect(one.total).toBeLessThan(all.total);
		expect(new Set(one.products.map((p) => p.brand))).toEqual(new Set([first.name]));
		expect(one.filters.brands).toEqual([first.name]);
		// The facet lists every brand of the category, not just the chosen one.
		expect(one.brandFacets).toEqual(all.brandFacets);

		const two = await categoryProducts(
			connection.db,
			"sv",
			"Choklad",
			window(`brand=${encodeURIComponent(first.name)}&brand=${encodeURIComponent(second.name)}`),
		);
		expect(two.total).toBe(first.count + second.count);
	});

	it("a price range keeps only prices inside it, ends included, in the list's total too", async () => {
		const [range] = await connection.db.query<{ n: number }>(
			`select count(*)::int as n from products where locale = 'sv' and available and 'Choklad' = any(category)
			   and price between 20 and 40`,
		);
		const filtered = await categoryProducts(connection.db, "sv", "Choklad", window("min=20&max=40,00&sort=price-asc&page=3"));
		expect(filtered.total).toBe(range?.n);
		expect(filtered.total).toBeGreaterThan(0);
		expect(filtered.products).toHaveLength(Math.min(72, filtered.total));
		for (const price of prices(filtered.products)) {
			expect(price).toBeGreaterThanOrEqual(20);
			expect(price).toBeLessThanOrEqual(40);
		}
		const exact = prices(filtered.products)[0] ?? 0;
		const pinned = await categoryProducts(connection.db, "sv", "Choklad", window(`min=${exact}&max=${exact}`));
		expect(pinned.total).toBeGreaterThan(0);
		expect(new Set(prices(pinned.products))).toEqual(new Set([exact]));
	});

	it("'in stock' leaves out products that are only on preorder or backorder", async () => {
		const inStockCount = async () => {
			const [row] = await connection.db.query<{ n: number }>(
				`select count(*)::int as n from products p where locale = 'sv' and available and 'Godis' = any(category)
				   and exists (select 1 from offers o where o.product_id = p.id and o.availability = 'in_stock')`,
			);
			return row?.n ?? 0;
		};
		const all = await categoryProducts(connection.db, "sv", "Godis", window(""));
		const before = await categoryProducts(connection.db, "sv", "Godis", window("instock=1"));
		expect(before.total).toBe(await inStockCount());
		const [one, two] = before.products;
		await connection.db.query(`update offers set availability = 'preorder' where product_id = $1`, [one?.id]);
		await connection.db.query(`update offers set availability = 'backorder' where product_id = $1`, [two?.id]);
		const after = await categoryProducts(connection.db, "sv", "Godis", window("instock=1"));
		expect(after.total).toBe(before.total - 2);
		expect(after.products.map((p) => p.id)).not.toContain(one?.id);
		expect(after.products.map((p) => p.id)).not.toContain(two?.id);
		// Still available (the lists show them), just not in stock.
		expect((await categoryProducts(connection.db, "sv", "Godis", window(""))).total).toBe(all.total);
	});

	it("pages the filtered list: load more and ?page keep counting the filtered total", async () => {
		const query = "min=10&sort=price-desc";
		const first = await categoryProducts(connection.db, "sv", "Choklad", window(query));
		expect(first.total).toBeGreaterThan(48);
		const two = await categoryProducts(connection.db, "sv", "Choklad", window(`${query}&page=2`));
		expect(two.total).toBe(first.total);
		expect(two.products.slice(0, 24).map((p) => p.id)).toEqual(first.products.map((p) => p.id));
		const appended = await categoryProducts(connection.db, "sv", "Choklad", window(`${query}&page=2&append=1`));
		expect(appended.products.map((p) => p.id)).toEqual(two.products.slice(24).map((p) => p.id));

		const listPage1 = await listProducts(connection.db, "sv", 1, filters(query));
		const listPage2 = await listProducts(connection.db, "sv", 2, filters(query));
		expect(listPage2.total).toBe(listPage1.total);
		expect(prices(listPage1.products).at(-1)).toBeGreaterThanOrEqual(prices(listPage2.products)[0] ?? 0);
		const unfiltered = await listProducts(connection.db, "sv", 1);
		expect(listPage1.total).toBeLessThan(unfiltered.total);
	});

	it("filters and sorts search hits, with the brands among all hits", async () => {
		const all = await searchProducts(connection.db, "sv", "choklad", 1);
		expect(all.total).toBeGreaterThan(24);
		const brand = all.brandFacets[0];
		if (!brand) throw new Error("a search for choklad should find brands");
		const narrowed = await searchProducts(
			connection.db,
			"sv",
			"choklad",
			1,
			filters(`brand=${encodeURIComponent(brand.name)}&sort=price-asc`),
		);
		expect(narrowed.total).toBe(brand.count);
		expect(new Set(narrowed.products.map((p) => p.brand))).toEqual(new Set([brand.name]));
		expect(prices(narrowed.products)).toEqual([...prices(narrowed.products)].sort((a, b) => a - b));
		const tooShort = await searchProducts(connection.db, "sv", "c", 1, filters("brand=Marabou"));
		expect(tooShort).toMatchObject({ total: 0, products: [], brandFacets: [] });
	});

	it("drops a brand the list doesn't have, and a brand page takes no brand filter", async () => {
		const all = await categoryProducts(connection.db, "sv", "Choklad", window(""));
		const known = all.brandFacets[0]?.name ?? "";
		const mixed = await categoryProducts(
			connection.db,
			"sv",
			"Choklad",
			window(`brand=Finns+inte&brand=${encodeURIComponent(known)}`),
		);
		expect(mixed.filters.brands).toEqual([known]);
		expect(mixed.total).toBe(all.brandFacets[0]?.count);
		const unknown = await categoryProducts(connection.db, "sv", "Choklad", window("brand=Finns+inte"));
		expect(unknown.filters.brands).toEqual([]);
		expect(unknown.total).toBe(all.total);

		const marabou = await brandProducts(connection.db, "sv", "Marabou", window(""));
		const ignored = await brandProducts(connection.db, "sv", "Marabou", window("brand=Fazer"));
		expect(ignored.total).toBe(marabou.total);
		expect(ignored.filters.brands).toEqual([]);
		expect(ignored.brandFacets).toEqual([]);
		const cheap = await brandProducts(connection.db, "sv", "Marabou", window("max=30&sort=price-asc"));
		expect(cheap.total).toBeLessThan(marabou.total);
		for (const price of prices(cheap.products)) expect(price).toBeLessThanOrEqual(30);
	});

	it("answers every hostile address with a list, never an error", async () => {
		for (const query of hostileQueries) {
			const params = new URLSearchParams(query);
			const category = await categoryProducts(connection.db, "nb", "Sjokolade", productWindow(params));
			expect(category.total, query).toBeGreaterThanOrEqual(0);
			expect(category.products.length, query).toBeLessThanOrEqual(category.total);
			await expect(brandProducts(connection.db, "nb", "Freia", productWindow(params)), query).resolves.toBeDefined();
			await expect(listProducts(connection.db, "nb", 1, readProductFilters(params)), query).resolves.toBeDefined();
			await expect(searchProducts(connection.db, "nb", "%_\\", 1, readProductFilters(params)), query).resolves.toBeDefined();
		}
		const swapped = await categoryProducts(connection.db, "nb", "Sjokolade", window("min=50&max=20"));
		expect(swapped.filters).toMatchObject({ min: 20, max: 50 });
	});
});
