// Search statistics (ADR 040): the search page counts a search as typed — its first page, before any
// sort or filter — per language, day and normalised query (the folded words: "Marabou!" and "marabou"
// are one), with how many found nothing; nothing about who searched is kept; 30 days are kept; the
// admin card lists the commonest and the fruitless ones. On both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSearchCard } from "~/.server/admin/search-card";
import type { Connection } from "~/.server/db/client";
import { pruneOldData } from "~/.server/retention/prune-old-data";
import { flushSearchStats, recordSearch } from "~/.server/search/search-stats";
import { loader as searchLoader } from "~/routes/search";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

const search = (path: string) =>
	searchLoader({ request: new Request(`http://localhost${path}`) } as Parameters<typeof searchLoader>[0]);

describe.each(testDatabases())("search statistics on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
	}, 120_000);
	afterAll(() => connection?.close());

	it("counts searches as typed, folded, with the ones that found nothing, and nothing personal", async () => {
		await search("/sok?q=Marabou!");
		await search("/sok?q=%20marabou%20");
		await search("/sok?q=MARABOU&page=2");
		await search("/sok?q=marabou&sort=price-asc");
		await search("/sok?q=marabou&brand=Marabou");
		await search("/sok?q=finns%20inte%20alls");
		await search("/no/sok?q=Djungelvr%C3%A5l");
		await search("/sok?q=%25%25");
		await search("/sok?q=x");
		await flushSearchStats();
		const rows = await connection.db.query<{ locale: string; query: string; searches: number; zero_results: number }>(
			"select locale, query, searches, zero_results from search_stats order by locale, query",
		);
		expect(rows).toEqual([
			{ locale: "nb", query: "djungelvral", searches: 1, zero_results: 0 },
			{ locale: "sv", query: "finns inte alls", searches: 1, zero_results: 1 },
			{ locale: "sv", query: "marabou", searches: 2, zero_results: 0 },
		]);
		const columns = await connection.db.query<{ column_name: string }>(
			"select column_name from information_schema.columns where table_name = 'search_stats' order by ordinal_position",
		);
		expect(columns.map((c) => c.column_name)).toEqual(["locale", "day", "query", "searches", "zero_results"]);

		const card = await loadSearchCard(connection.db);
		expect(card.stats?.searches).toBe(4);
		expect(card.stats?.zeroResults).toBe(1);
		expect(card.stats?.top[0]).toEqual({ locale: "sv", query: "marabou", searches: 2, zeroResults: 0 });
		expect(card.stats?.zero).toEqual([{ locale: "sv", query: "finns inte alls", searches: 1, zeroResults: 1 }]);
	});

	it("adds up the counts of every instance and keeps 30 days", async () => {
		// Another instance's counts for the same day and query add up in the same row.
		recordSearch("sv", "marabou", true);
		recordSearch("sv", "marabou", false);
		await flushSearchStats();
		const [row] = await connection.db.query<{ searches: number; zero_results: number }>(
			"select searches, zero_results from search_stats where locale = 'sv' and query = 'marabou'",
		);
		expect(row).toEqual({ searches: 4, zero_results: 1 });
		await connection.db.query(
			`insert into search_stats (locale, day, query, searches, zero_results) values
			   ('sv', (now() at time zone 'Europe/Stockholm')::date - 29, 'kept', 1, 0),
			   ('sv', (now() at time zone 'Europe/Stockholm')::date - 30, 'gone', 1, 0),
			   ('nb', (now() at time zone 'Europe/Stockholm')::date - 90, 'gone', 1, 1)`,
		);
		expect((await pruneOldData(connection.db)).searchStats).toBe(2);
		const left = await connection.db.query<{ query: string }>("select query from search_stats where query in ('kept', 'gone')");
		expect(left.map((r) => r.query)).toEqual(["kept"]);
		const card = await loadSearchCard(connection.db);
		expect(card.stats?.top.map((q) => q.query)).toContain("kept");
	});
});
