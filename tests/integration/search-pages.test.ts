// Search pages over a catalogue larger than one page of anything (ADR 039): under every sort, the
// pages of a query follow one another without a gap or an overlap, hold exactly the counted hits,
// come in the sort's order (best match first by default), and the hits include every product the
// substring search of old found (docs/product.md, "Search and suggestions": it stays a subset) — for
// a common word, a short one, a word in capitals, a brand, text spanning a name and its brand, and a
// word no product has; and for many words exactly what each word finds alone, through the products'
// word lists (ADR 055) and through their documents.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidateCaches } from "~/.server/cache";
import { searchProducts } from "~/.server/catalogue/search";
import type { Connection } from "~/.server/db/client";
import { seedSyntheticProducts } from "~/.server/db/synthetic";
import { allFoundSql, coveringPatterns, matchSql, maximumPatternsAsked, Parameters } from "~/.server/search/match-sql";
import { prepareSearch } from "~/.server/search/prepare";
import { noSearchFilters, type ProductFilters, searchSortOrders } from "~/lib/product-filters";
import { unitPrice } from "~/lib/unit-price";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

interface Row {
	id: string;
	name: string;
	price: number | null;
	size_value: number | null;
	size_unit: string | null;
	created_at: string;
}

/** kr/kg or kr/l as the site works it out; unknown sizes sort after every known one. */
const perKilo = (row: Row) => unitPrice(row.price, row.size_value, row.size_unit)?.amount ?? Number.POSITIVE_INFINITY;

/** a before b by unit price, ties (within float noise) by name and id. */
function unitPriceOrdered(a: Row, b: Row, byName: boolean): boolean {
	const [x, y] = [perKilo(a), perKilo(b)];
	if (x === y || Math.abs(x - y) < 1e-9) return byName;
	return x < y;
}

describe.each(testDatabases())("search pages over a large catalogue on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
		await seedSyntheticProducts(connection.db, 2_600);
		invalidateCaches();
	}, 180_000);
	afterAll(() => connection?.close());

	/** What the substring search of old found: name, description or brand containing the text, any case. */
	async function substringHits(word: string): Promise<string[]> {
		const rows = await connection.db.query<{ id: string }>(
			`select id from products
			  where locale = 'sv' and available and (name ilike $1 or description ilike $1 or brand ilike $1)`,
			[`%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`],
		);
		return rows.map((row) => row.id);
	}

	async function words(): Promise<string[]> {
		// The brand whose products sort last by name.
		const [last] = await connection.db.query<{ brand: string }>(
			"select brand from products where locale = 'sv' and available and brand is not null order by name desc limit 1",
		);
		// The end of a name and the start of its brand.
		const [spanning] = await connection.db.query<{ text: string }>(
			"select right(name, 4) || left(brand, 4) as text from products where locale = 'sv' and available and brand is not null limit 1",
		);
		return ["choklad", "er", "CHOKLAD", last?.brand ?? "", spanning?.text ?? "", "finns-inte-alls"];
	}

	/** Every page of a search, first to last, under one sort. */
	async function allPages(word: string, sort: (typeof searchSortOrders)[number]) {
		const first = await searchProducts(connection.db, "sv", word, 1, { ...noSearchFilters, sort });
		const pages = Math.ceil(first.total / 24);
		const ids = first.products.map((p) => p.id);
		for (let page = 2; page <= pages; page++) {
			const next = await searchProducts(connection.db, "sv", word, page, { ...noSearchFilters, sort });
			expect(next.total, `${word}, ${sort}, page ${page}`).toBe(first.total);
			expect(next.products.length, `${word}, ${sort}, page ${page}`).toBe(page < pages ? 24 : first.total - 24 * (pages - 1));
			ids.push(...next.products.map((p) => p.id));
		}
		return { total: first.total, ids };
	}

	it("pages every hit once, in the sort's order, and finds whatever the substring search found", async () => {
		let checked = 0;
		for (const word of await words()) {
			const expected = new Set(await substringHits(word));
			for (const sort of searchSortOrders) {
				const { total, ids } = await allPages(word, sort);
				expect(new Set(ids).size, `${word}, ${sort}: no product twice`).toBe(ids.length);
				expect(ids.length, `${word}, ${sort}: every hit on some page`).toBe(total);
				const found = new Set(ids);
				for (const id of expected) expect(found.has(id), `${word}, ${sort}: a substring hit is found`).toBe(true);
				if (sort === "relevance" || ids.length < 2) continue;
				const rows = await connection.db.query<Row>(
					"select id, name, price::float8 as price, size_value::float8 as size_value, size_unit, created_at::text from products where id = any($1::uuid[])",
					[ids],
				);
				const byId = new Map(rows.map((row) => [row.id, row]));
				const sorted = ids.map((id) => byId.get(id) as Row);
				for (let i = 1; i < sorted.length; i++) {
					const [a, b] = [sorted[i - 1] as Row, sorted[i] as Row];
					const byName = a.name < b.name || (a.name === b.name && a.id < b.id);
					const ordered =
						sort === "name"
							? byName
							: sort === "price-asc"
								? (a.price ?? Infinity) <= (b.price ?? Infinity)
								: sort === "price-desc"
									? (a.price ?? -Infinity) >= (b.price ?? -Infinity) || b.price === null
									: sort === "unit-price"
										? unitPriceOrdered(a, b, byName)
										: a.created_at >= b.created_at;
					expect(ordered, `${word}, ${sort}: ${a.name} before ${b.name}`).toBe(true);
				}
				checked += 1;
			}
		}
		expect(checked).toBeGreaterThan(10);
	}, 600_000);

	it("finds nothing for a word no product has, and counts what it pages", async () => {
		expect((await searchProducts(connection.db, "sv", "finns-inte-alls", 1)).total).toBe(0);
		const choklad = await searchProducts(connection.db, "sv", "choklad", 1);
		expect(choklad.total).toBeGreaterThan(100);
		expect(choklad.unfiltered).toBe(choklad.total);
	});
	// On PostgreSQL the pool runs a search's page and its facets side by side, as two statements;
	// inside a transaction, on one connection, they are one statement (ADR 079). Both must show the same.
	if (database.name === "postgres")
		it("shows the same page and facets whether its page and facets are asked at once or in one statement", async () => {
			const [brand] = (await searchProducts(connection.db, "sv", "choklad", 1)).brandFacets;
			const asked: [string, number, ProductFilters][] = [
				["choklad", 1, noSearchFilters],
				["choklad", 3, { ...noSearchFilters, sort: "price-asc" }],
				["choklad", 2, { ...noSearchFilters, sort: "unit-price", inStock: true }],
				["er", 1, { ...noSearchFilters, brands: brand ? [brand.name] : [], min: 10, max: 60 }],
				["sura bilar", 1, noSearchFilters],
			];
			expect(connection.db.concurrent).toBe(true);
			for (const [query, page, filters] of asked) {
				const atOnce = await searchProducts(connection.db, "sv", query, page, filters);
				const oneStatement = await connection.db.transaction(async (tx) => {
					expect(tx.concurrent).toBe(false);
					return searchProducts(tx, "sv", query, page, filters);
				});
				expect(atOnce.products.length, query).toBeGreaterThan(0);
				expect(atOnce, `${query}, page ${page}`).toEqual(oneStatement);
			}
		});
	it("finds for many words exactly what each word finds alone, through the word lists and through the documents", async () => {
		const query = "syntetisk testprodukt nummer sura surt godis remmar mjölkchoklad";
		const plan = await prepareSearch(connection.db, "sv", query);
		const lists = (plan?.units ?? []).map((unit) =>
			coveringPatterns([...unit.whole, ...unit.exact, ...unit.close, ...unit.typo, ...unit.loose]),
		);
		expect(lists).toHaveLength(8);
		const hitsOf = async (text: string) => {
			const wordPlan = await prepareSearch(connection.db, "sv", text);
			if (!wordPlan) throw new Error(`no plan for ${text}`);
			const params = new Parameters();
			const rows = await connection.db.query<{ id: string }>(
				`select p.id from products p where ${matchSql(wordPlan, "sv", params).where}`,
				params.values,
			);
			return new Set(rows.map((row) => row.id));
		};
		let expected: Set<string> | undefined;
		for (const word of query.split(" ")) {
			const alone = await hitsOf(word);
			expected = expected ? new Set([...expected].filter((id) => alone.has(id))) : alone;
		}
		const hits = await hitsOf(query);
		expect(hits.size).toBeGreaterThan(0);
		expect(hits).toEqual(expected);
		// Through the documents: every word asked of the index, and (the first word's patterns repeated
		// up to the bound) the others checked on the rows it gives.
		const first = lists[0] ?? [];
		const padded = [Array.from({ length: maximumPatternsAsked }, (_, i) => first[i % first.length] ?? ""), ...lists.slice(1)];
		for (const asked of [lists, padded]) {
			const params = new Parameters();
			const sql = allFoundSql("p.search_document", asked, params);
			const throughDocuments = await connection.db.query<{ id: string }>(
				`select p.id from products p where p.locale = 'sv' and p.available and ${sql}`,
				params.values,
			);
			expect(new Set(throughDocuments.map((row) => row.id)), sql).toEqual(expected);
		}
		expect((await searchProducts(connection.db, "sv", query, 1)).total).toBe(hits.size);
	});
});
