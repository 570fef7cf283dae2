// Bad input to search and suggestions (ADR 039): 5,000 characters, only punctuation, LIKE's own
// characters, SQL, control characters and the like never fail and never match everything; text
// without a letter or digit finds nothing at all. Through the engine and through the routes'
// loaders, on both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchProducts } from "~/.server/catalogue/search";
import { suggest } from "~/.server/catalogue/suggestions";
import type { Connection } from "~/.server/db/client";
import { flushSearchStats } from "~/.server/search/search-stats";
import { loader as suggestionsLoader } from "~/routes/api.suggestions";
import { loader as searchLoader } from "~/routes/search";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

const withoutWords = [
	"%",
	"%%",
	"_",
	"__",
	"\\",
	"\\\\",
	"%_\\",
	"!!!???...",
	" - – — ",
	"**",
	"''",
	'""',
	"<>",
	"\u0000\u0001",
	"💩💩",
	"\ud800\udfff",
];
const hostile = [
	"x".repeat(5_000),
	"choklad ".repeat(700),
	"a".repeat(5_000),
	"' OR 1=1 --",
	"'; drop table products; --",
	"1' or '1'='1",
	"choklad\u0000marabou",
	"\u0007\u001b[31mchoklad",
	"%choklad%",
	"cho_lad",
	"choklad\\",
	"$1 $2",
	"<script>alert(1)</script>",
	"a a a a a a a a a a a a a a a a a a a a",
	"\t\n choklad \r\n",
];

describe.each(testDatabases())("search and suggestions given bad input on $name", (database) => {
	let connection: Connection;
	let available = 0;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
		const [row] = await connection.db.query<{ n: number }>(
			"select count(*)::int as n from products where locale = 'sv' and available",
		);
		available = row?.n ?? 0;
	}, 120_000);
	afterAll(async () => {
		// The searches the route counted, written before the database goes.
		await flushSearchStats();
		await connection?.close();
	});

	it("finds nothing for text without a letter or a digit", async () => {
		for (const text of withoutWords) {
			expect((await searchProducts(connection.db, "sv", text, 1)).total, JSON.stringify(text)).toBe(0);
			expect((await suggest(connection.db, "sv", text)).suggestions, JSON.stringify(text)).toEqual([]);
		}
	});

	it("answers hostile text without failing and without matching everything", async () => {
		for (const text of hostile) {
			const found = await searchProducts(connection.db, "sv", text, 1);
			expect(found.total, JSON.stringify(text.slice(0, 40))).toBeLessThan(available);
			const suggested = await suggest(connection.db, "nb", text, 8);
			expect(suggested.suggestions.length).toBeLessThanOrEqual(8);
		}
		// The words of a query are what count: LIKE's characters and control characters are none.
		expect((await searchProducts(connection.db, "sv", "%choklad%", 1)).total).toBe(
			(await searchProducts(connection.db, "sv", "choklad", 1)).total,
		);
		expect((await searchProducts(connection.db, "sv", "choklad\u0000", 1)).total).toBe(
			(await searchProducts(connection.db, "sv", "choklad", 1)).total,
		);
	});

	it("keeps every route's answer a 200 with a search page or a list", async () => {
		for (const text of [...withoutWords, ...hostile]) {
			const q = encodeURIComponent(text);
			const page = await searchLoader({
				request: new Request(`http://localhost/sok?q=${q}&sort=price-asc&brand=${q}&category=${q}&min=${q}`),
			} as Parameters<typeof searchLoader>[0]);
			expect(page.query.length).toBeLessThanOrEqual(100);
			expect(page.total).toBeLessThan(available);
			const response = await suggestionsLoader({
				request: new Request(`http://localhost/api/suggestions?q=${q}&locale=nb&limit=${q}`),
			} as Parameters<typeof suggestionsLoader>[0]);
			expect(response.status).toBe(200);
			const body = (await response.json()) as { suggestions: unknown[]; pages: unknown[] };
			expect(body.suggestions.length).toBeLessThanOrEqual(4);
		}
	});
});
