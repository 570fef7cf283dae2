// The relevance suite (ADR 039): every shopper query of tests/relevance/shopper-queries.ts searched
// on the demo catalogue, on both databases, the way the site answers it — the search page's first
// page and the four live suggestions. It prints its score and fails below its budgets: at least 95 %
// of the queries find an expected product on the first page, at least 90 % of the precise ones put
// one first, and at least 90 % show one among the four suggestions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchProducts } from "~/.server/catalogue/search";
import { suggestProducts } from "~/.server/catalogue/suggestions";
import type { Connection } from "~/.server/db/client";
import { type ShopperQuery, shopperQueries } from "../relevance/shopper-queries";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

const budgets = { onFirstPage: 0.95, preciseFirst: 0.9, suggested: 0.9 };

/** A product of the catalogue is one of the expected ones in any pack size ("Daim 28 g" is "Daim"). */
function isExpected(name: string, expected: string[]): boolean {
	return expected.some(
		(base) => name === base || (name.startsWith(`${base} `) && /^[\d,]+ ?(g|kg|ml|cl|l)$/.test(name.slice(base.length + 1))),
	);
}

interface Outcome {
	query: ShopperQuery;
	onFirstPage: boolean;
	first: boolean;
	suggested: boolean;
	firstName: string | undefined;
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

describe.each(testDatabases())("the relevance suite on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
	}, 120_000);
	afterAll(() => connection?.close());

	it("holds at least 80 queries in both languages, each expecting products the catalogue has", async () => {
		expect(shopperQueries.length).toBeGreaterThanOrEqual(80);
		for (const locale of ["sv", "nb"] as const)
			expect(shopperQueries.filter((q) => q.locale === locale).length).toBeGreaterThanOrEqual(30);
		const names = await connection.db.query<{ locale: string; name: string }>(
			"select locale, name from products where available",
		);
		for (const query of shopperQueries) {
			const existing = names.filter((row) => row.locale === query.locale && isExpected(row.name, query.expect));
			expect(existing.length, `${query.locale} "${query.query}" expects products the catalogue has`).toBeGreaterThan(0);
		}
	});

	it("finds, ranks and suggests within its budgets", async () => {
		const outcomes: Outcome[] = [];
		for (const query of shopperQueries) {
			const [page, suggestions] = await Promise.all([
				searchProducts(connection.db, query.locale, query.query, 1),
				suggestProducts(connection.db, query.locale, query.query),
			]);
			outcomes.push({
				query,
				onFirstPage: page.products.some((p) => isExpected(p.name, query.expect)),
				first: page.products[0] !== undefined && isExpected(page.products[0].name, query.expect),
				suggested: suggestions.some((s) => isExpected(s.name, query.expect)),
				firstName: page.products[0]?.name,
			});
		}
		const precise = outcomes.filter((o) => o.query.precise);
		const score = {
			onFirstPage: outcomes.filter((o) => o.onFirstPage).length / outcomes.length,
			preciseFirst: precise.filter((o) => o.first).length / precise.length,
			suggested: outcomes.filter((o) => o.suggested).length / outcomes.length,
		};
		const misses = outcomes
			.filter((o) => !o.onFirstPage || (o.query.precise && !o.first) || !o.suggested)
			.map(
				(o) =>
					`  ${o.query.locale} ${o.query.kind.padEnd(13)} "${o.query.query}": ${o.onFirstPage ? "" : "not on page 1; "}${o.query.precise && !o.first ? `first "${o.firstName ?? "nothing"}"; ` : ""}${o.suggested ? "" : "not suggested"}`,
			);
		console.info(
			[
				`Relevance on ${database.name}: ${outcomes.length} queries (${precise.length} precise)`,
				`  found on the first page   ${percent(outcomes.filter((o) => o.onFirstPage).length, outcomes.length)} (budget ≥ ${budgets.onFirstPage * 100} %)`,
				`  precise ones first        ${percent(precise.filter((o) => o.first).length, precise.length)} (budget ≥ ${budgets.preciseFirst * 100} %)`,
				`  among the 4 suggestions   ${percent(outcomes.filter((o) => o.suggested).length, outcomes.length)} (budget ≥ ${budgets.suggested * 100} %)`,
				...(misses.length > 0 ? ["  misses:", ...misses] : []),
			].join("\n"),
		);
		expect(score.onFirstPage).toBeGreaterThanOrEqual(budgets.onFirstPage);
		expect(score.preciseFirst).toBeGreaterThanOrEqual(budgets.preciseFirst);
		expect(score.suggested).toBeGreaterThanOrEqual(budgets.suggested);
	}, 300_000);
});
