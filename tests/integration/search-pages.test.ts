// Search reads a page of hits by walking the first products by name, and reads every hit when the
// page is not all there (app/.server/catalogue/product-card.ts `searchRows`), and it matches on the
// lowercased texts the database keeps (ADR 018). Over a catalogue larger than that walk, every page of
// a common word, a rare word, a word clustered in one stretch of the alphabet, a word in capitals, a
// brand and text spanning a name and its brand must be exactly the page that the plain query of the
// match rule (ILIKE on name, description or brand; docs/product.md, "Search and suggestions")
// gives, under every sort.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidateCaches } from "~/.server/cache";
import { searchProducts } from "~/.server/catalogue/search";
import type { Connection } from "~/.server/db/client";
import { seedSyntheticProducts } from "~/.server/db/synthetic";
import { noFilters, type ProductFilters, sortOrders } from "~/lib/product-filters";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

const orderBy: Record<ProductFilters["sort"], string> = {
	name: "name asc, id asc",
	"price-asc": "price asc nulls last, name asc, id asc",
	"price-desc": "price desc nulls last, name asc, id asc",
	newest: "created_at desc, name asc, id asc",
};

describe.each(testDatabases())("search pages over a catalogue larger than the name walk on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
		await seedSyntheticProducts(connection.sql, 2_600);
		invalidateCaches();
	}, 120_000);
	afterAll(() => connection?.close());

	/** The page as one plain query gives it: every hit, sorted, sliced. */
	async function expectedPage(word: string, sort: ProductFilters["sort"], page: number) {
		const pattern = `%${word}%`;
		const rows = await connection.sql.query<{ id: string }>(
			`select id from products
			  where locale = 'sv' and available and (name ilike $1 or description ilike $1 or brand ilike $1)
			  order by ${orderBy[sort]} limit 24 offset $2`,
			[pattern, (page - 1) * 24],
		);
		return rows.map((row) => row.id);
	}

	/** Hits among the first 2,000 products by name: the page holding the next hit is part walk, part beyond. */
	async function boundaryPage(word: string): Promise<number> {
		const [row] = await connection.sql.query<{ n: number | string }>(
			`select count(*) as n from (select * from products where locale = 'sv' and available order by name, id limit 2000) walk
			  where walk.name ilike $1 or walk.description ilike $1 or walk.brand ilike $1`,
			[`%${word}%`],
		);
		return Math.floor(Number(row?.n) / 24) + 1;
	}

	/** Words to search, each with the pages to check. */
	async function searches(): Promise<{ word: string; pages: number[] }[]> {
		// The brand whose products sort last by name: all its hits lie past the walk.
		const [last] = await connection.sql.query<{ brand: string }>(
			"select brand from products where locale = 'sv' and available and brand is not null order by name desc limit 1",
		);
		// The end of a name and the start of its brand: found in neither text alone, so no hit.
		const [spanning] = await connection.sql.query<{ text: string }>(
			"select right(name, 4) || left(brand, 4) as text from products where locale = 'sv' and available and brand is not null limit 1",
		);
		const spread = ["choklad", "er", "CHOKLAD"];
		return [
			...(await Promise.all(
				spread.map(async (word) => {
					const boundary = await boundaryPage(word);
					return { word, pages: [1, 2, boundary, boundary + 1] };
				}),
			)),
			{ word: last?.brand ?? "", pages: [1, 2] },
			{ word: (last?.brand ?? "").toUpperCase(), pages: [1] },
			{ word: spanning?.text ?? "", pages: [1] },
			{ word: "finns-inte-alls", pages: [1] },
		];
	}

	it("gives, for every word, sort and page, the page a plain sorted query gives", async () => {
		let pagesChecked = 0;
		for (const { word, pages } of await searches()) {
			for (const sort of sortOrders) {
				for (const page of pages) {
					const result = await searchProducts("sv", word, page, { ...noFilters, sort });
					const expected = await expectedPage(word, sort, page);
					expect(
						result.products.map((p) => p.id),
						`${word}, ${sort}, page ${page}`,
					).toEqual(expected);
					pagesChecked += expected.length > 0 ? 1 : 0;
				}
			}
		}
		expect(pagesChecked).toBeGreaterThan(20);
	}, 120_000);

	it("counts every hit, also past the name walk", async () => {
		for (const { word } of await searches()) {
			const [row] = await connection.sql.query<{ n: number | string }>(
				"select count(*) as n from products where locale = 'sv' and available and (name ilike $1 or description ilike $1 or brand ilike $1)",
				[`%${word}%`],
			);
			expect((await searchProducts("sv", word, 1)).total, word).toBe(Number(row?.n));
		}
	});
});
