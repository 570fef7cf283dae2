// Live search suggestions (docs/product.md, "Search and suggestions"): the same match as the search
// page, four rows, available products of one language; the endpoint never fails, it answers an
// empty list.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { invalidateCaches } from "~/.server/cache";
import { suggestProducts } from "~/.server/catalogue/suggestions";
import type { Connection } from "~/.server/db/client";
import { log } from "~/.server/log";
import { loader } from "~/routes/api.suggestions";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

function callEndpoint(query: string) {
	const request = new Request(`http://localhost/api/suggestions?${query}`);
	// The loader reads only the request.
	return loader({ request } as Parameters<typeof loader>[0]);
}

describe("the suggestions endpoint without a database", () => {
	it("answers an empty list, uncached, and logs the failure", async () => {
		const logged = vi.spyOn(log, "error").mockImplementation(() => {});
		const response = await callEndpoint("q=marabou&locale=sv");
		expect(response.status).toBe(200);
		expect(response.headers.get("Cache-Control")).toBe("no-store");
		expect(await response.json()).toEqual({ suggestions: [], pages: [] });
		expect(logged).toHaveBeenCalledOnce();
		logged.mockRestore();
	});
});

describe.each(testDatabases())("suggestions on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
	});
	afterAll(() => connection?.close());

	it("gives four available products of the language, case-insensitively, name hits first", async () => {
		const rows = await suggestProducts(connection.db, "sv", "  MARABOU ");
		expect(rows).toHaveLength(4);
		for (const row of rows) {
			expect(row.name.toLowerCase()).toContain("marabou");
			expect(row.href).toBe(`/produkter/${row.slug}`);
		}
		const slugs = rows.map((r) => r.slug);
		const [{ n } = { n: -1 }] = await connection.db.query<{ n: number }>(
			"select count(*)::int as n from products where slug = any($1) and locale = 'sv' and available",
			[slugs],
		);
		expect(n).toBe(4);
		const nb = await suggestProducts(connection.db, "nb", "freia");
		expect(nb.length).toBeGreaterThan(0);
		for (const row of nb) expect(row.href).toBe(`/no/produkter/${row.slug}`);
	});

	it("matches the description and the brand too", async () => {
		const [product] = await connection.db.query<{ description: string; brand: string }>(
			"select description, brand from products where locale = 'sv' and available and description is not null limit 1",
		);
		const word = product?.description.split(/\s+/).find((w) => w.length > 6) ?? "";
		const byDescription = await suggestProducts(connection.db, "sv", word, 8);
		expect(byDescription.length).toBeGreaterThan(0);
		const byBrand = await suggestProducts(connection.db, "sv", product?.brand ?? "", 8);
		expect(byBrand.length).toBeGreaterThan(0);
		for (const row of byBrand) expect(row.brand).not.toBeNull();
	});

	it("never suggests sold-out products", async () => {
		const [soldOut] = await connection.db.query<{ name: string }>(
			"select name from products where locale = 'sv' and not available limit 1",
		);
		const rows = await suggestProducts(connection.db, "sv", soldOut?.name ?? "", 8);
		expect(rows.map((r) => r.name)).not.toContain(soldOut?.name);
	});

	it("needs 2 characters, treats % and _ literally and caps the limit", async () => {
		expect(await suggestProducts(connection.db, "sv", "m")).toEqual([]);
		expect(await suggestProducts(connection.db, "sv", " m ")).toEqual([]);
		expect(await suggestProducts(connection.db, "sv", "%%")).toEqual([]);
		expect(await suggestProducts(connection.db, "sv", "__")).toEqual([]);
		expect(await suggestProducts(connection.db, "sv", "marabou", 100)).toHaveLength(8);
		expect(await suggestProducts(connection.db, "sv", "marabou", Number.NaN)).toHaveLength(4);
	});

	it("suggests a word's products while it is typed, and before the catalogue's words are gathered", async () => {
		// The name index is asked for the catalogue's title words a typed word starts (ADR 054).
		const typed = await suggestProducts(connection.db, "sv", "mjölkch");
		const named = typed.filter((row) => row.name.includes("Mjölkchoklad"));
		expect(named.length).toBeGreaterThanOrEqual(3);
		expect(typed.slice(0, named.length)).toEqual(named);
		// Without them (a catalogue whose words were never gathered) the index is asked as before.
		await connection.db.exec("delete from search_terms");
		invalidateCaches();
		try {
			expect((await suggestProducts(connection.db, "sv", "mjölkch")).map((row) => row.slug)).toEqual(
				typed.map((row) => row.slug),
			);
			const whole = await suggestProducts(connection.db, "sv", "marabou");
			expect(whole).toHaveLength(4);
			for (const row of whole) expect(row.name.toLowerCase()).toContain("marabou");
		} finally {
			await connection.db.exec("select public.refresh_search_terms('sv'), public.refresh_search_terms('nb')");
			invalidateCaches();
		}
	});

	it("the endpoint answers JSON cached for a minute, by browsers and shared caches alike", async () => {
		const response = await callEndpoint("q=marabou&locale=nb&limit=2");
		expect(response.headers.get("Cache-Control")).toBe("public, max-age=60, s-maxage=60, stale-while-revalidate=300");
		const body = (await response.json()) as { suggestions: { href: string }[] };
		expect(body.suggestions).toHaveLength(2);
		for (const s of body.suggestions) expect(s.href).toMatch(/^\/no\/produkter\//);
	});
});
