// Synonyms per language (ADR 040): the seeded groups serve from the start; the admin's edit replaces a
// language's groups, and the next search uses them (the writing instance at once, every instance
// within 2 seconds, ADR 020). On both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSearchCard, saveSynonyms } from "~/.server/admin/search-card";
import { searchProducts } from "~/.server/catalogue/search";
import type { Connection } from "~/.server/db/client";
import { synonymGroups } from "~/lib/synonyms-form";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

describe.each(testDatabases())("synonyms on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
	}, 120_000);
	afterAll(() => connection?.close());

	it("seeds each language's groups, which the search uses", async () => {
		const card = await loadSearchCard(connection.db);
		expect(card.synonyms?.sv).toContain("läsk, dricka, soda, brus");
		expect(card.synonyms?.nb).toContain("brus, leskedrikk, soda, läsk");
		const dricka = await searchProducts(connection.db, "sv", "dricka", 1);
		expect(dricka.total).toBeGreaterThan(0);
		expect(dricka.categoryFacets.map((c) => c.name)).toContain("Läsk");
	});

	it("replaces a language's groups, and the next search follows", async () => {
		expect((await searchProducts(connection.db, "sv", "tuggis", 1)).total).toBe(0);
		const before = (await loadSearchCard(connection.db)).synonyms?.nb;
		await saveSynonyms(connection.db, "sv", synonymGroups("tuggis, kola"));
		const tuggis = await searchProducts(connection.db, "sv", "tuggis", 1);
		expect(tuggis.products.map((p) => p.name)).toContain("Fazer Dumle 120 g");
		// The old groups of the language are gone; the other language keeps its own.
		expect((await searchProducts(connection.db, "sv", "dricka", 1)).total).toBe(0);
		expect((await loadSearchCard(connection.db)).synonyms).toEqual({ sv: "tuggis, kola", nb: before });
		await saveSynonyms(connection.db, "sv", []);
		expect((await searchProducts(connection.db, "sv", "tuggis", 1)).total).toBe(0);
	});
});
