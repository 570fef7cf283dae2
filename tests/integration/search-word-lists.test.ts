// A search's words are asked of the products' word lists instead of their documents (ADR 055): what
// they find must be exactly what the same patterns find in the documents, for every kind of word a
// shopper types, and a word a product brings must be found from the moment it is written, as the
// document found it (the word forms are written by the statement that writes the product).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidateCaches } from "~/.server/cache";
import { searchProducts } from "~/.server/catalogue/search";
import type { Connection } from "~/.server/db/client";
import { seedSyntheticProducts } from "~/.server/db/synthetic";
import { allFoundSql, coveringPatterns, matchSql, Parameters } from "~/.server/search/match-sql";
import { prepareSearch } from "~/.server/search/prepare";
import type { SearchPlan } from "~/.server/search/query-plan";
import { wordListQuestion } from "~/.server/search/word-list-question";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

/**
 * What shoppers type, one of each kind: a common word, one being typed, a part of compounds, a word
 * inside others, missing diacritics, an inflection, a synonym, a typo, a run-together word, words
 * with punctuation, a synonym phrase, a number, a short word, a short word before another, a brand
 * and a word, a word and the next one being typed (the whole text's literal beside both indexes'
 * questions), and nothing known.
 */
const queries = [
	"choklad",
	"cho",
	"kex",
	"kola",
	"gele",
	"sura",
	"lakris",
	"pringels",
	"morkchoklad",
	"m&m's",
	"coca-cola",
	"utan socker",
	"energidryck utan socker",
	"200 g",
	"70",
	"ab",
	"dr pepper",
	"marabou choklad",
	"sura b",
	"choklad ma",
	"finns inte alls",
];

const patternsOf = (plan: SearchPlan) =>
	plan.units.map((unit) => coveringPatterns([...unit.whole, ...unit.exact, ...unit.close, ...unit.typo, ...unit.loose]));

describe.each(testDatabases())("the products' word lists on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
		await seedSyntheticProducts(connection.db, 1_500);
		invalidateCaches();
	}, 180_000);
	afterAll(() => connection?.close());

	async function ids(sql: string, values: unknown[]): Promise<Set<string>> {
		const rows = await connection.db.query<{ id: string }>(sql, values);
		return new Set(rows.map((row) => row.id));
	}

	/** The hits as the search asks for them: words through the word lists where it can. */
	async function throughWordLists(plan: SearchPlan): Promise<Set<string>> {
		const params = new Parameters();
		return ids(`select p.id from products p where ${matchSql(plan, "sv", params).where}`, params.values);
	}

	/** The same patterns, every one a LIKE on the document. */
	async function throughDocuments(plan: SearchPlan): Promise<Set<string>> {
		const params = new Parameters();
		const locale = params.add("sv");
		const units = allFoundSql("p.search_document", patternsOf(plan), params);
		const literal = plan.literal ? `p.search_document like ${params.add(plan.literal)} or ` : "";
		return ids(
			`select p.id from products p where p.locale = ${locale} and p.available and (${literal}(${units}))`,
			params.values,
		);
	}

	it("finds exactly what the documents' patterns find, for every kind of word", async () => {
		let askedOfWordLists = 0;
		let found = 0;
		for (const query of queries) {
			const plan = await prepareSearch(connection.db, "sv", query);
			if (!plan) throw new Error(`no plan for ${query}`);
			if (patternsOf(plan).some((patterns) => wordListQuestion(patterns) !== null)) askedOfWordLists += 1;
			const expected = await throughDocuments(plan);
			const hits = await throughWordLists(plan);
			expect([...hits].sort(), query).toEqual([...expected].sort());
			if (hits.size > 0) found += 1;
		}
		// The comparison means something: most queries go through the word lists, and most find products.
		expect(askedOfWordLists).toBeGreaterThan(queries.length / 2);
		expect(found).toBeGreaterThan(queries.length / 2);
	}, 120_000);

	it("finds a new product and a renamed one by part of a word they brought, at once", async () => {
		const [added] = await connection.db.query<{ id: string }>(
			`insert into products (locale, name, slug, brand, description)
			 values ('sv', 'Zorbexkola Original 150 g', 'zorbexkola-original-150-g', 'Qvimbo', 'Segt och gott.') returning id`,
		);
		// A part of the new word: at its start, as typed, and inside it.
		for (const query of ["zorbex", "zorbexk", "rbexko"]) {
			const result = await searchProducts(connection.db, "sv", query, 1);
			expect(
				result.products.map((p) => p.id),
				query,
			).toContain(added?.id);
		}
		const [renamed] = await connection.db.query<{ id: string }>(
			"update products set name = 'Plumravel Sursöt 200 g' where id = (select id from products where locale = 'sv' and available and description like 'Syntetisk%' order by id limit 1) returning id",
		);
		const byNewWord = await searchProducts(connection.db, "sv", "plumrav", 1);
		expect(byNewWord.products.map((p) => p.id)).toEqual([renamed?.id]);
		const byInside = await searchProducts(connection.db, "sv", "umrave", 1);
		expect(byInside.products.map((p) => p.id)).toEqual([renamed?.id]);
	});
});
