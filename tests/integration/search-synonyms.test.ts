// Synonyms per language (ADR 040): the seeded groups serve from the start; the admin's edit replaces a
// language's groups, and the next search uses them (the writing instance at once, every instance
// within 2 seconds, ADR 020). On both databases. And the editor's form post on the running server,
// as a browser without JavaScript sends it: its confirmation counts the groups saved in words.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSearchCard, saveSynonyms } from "~/.server/admin/search-card";
import { searchProducts } from "~/.server/catalogue/search";
import type { Connection } from "~/.server/db/client";
import { synonymGroups } from "~/lib/synonyms-form";
import { adminSessionCookie } from "../support/admin-session";
import { type RunningApp, startApp } from "../support/app-server";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";
import { pageText } from "../support/html";

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

describe("the synonym editor's post", () => {
	const password = "synonyms-test-password";
	let app: RunningApp;
	let cookie = "";
	beforeAll(async () => {
		app = await startApp({ ADMIN_PASSWORD: password });
		cookie = await adminSessionCookie(app.url, password);
	}, 120_000);
	afterAll(() => app?.stop());

	/** The flash the page shows after saving `synonyms` for Swedish: its title and text, as the operator reads them. */
	async function savedFlash(synonyms: string): Promise<string[]> {
		const saved = await fetch(`${app.url}/admin/search/synonyms`, {
			method: "POST",
			redirect: "manual",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, Cookie: cookie },
			body: new URLSearchParams({ locale: "sv", synonyms }),
		});
		expect(saved.status).toBe(302);
		const flashCookie = (saved.headers.get("set-cookie") ?? "").split(";")[0] || cookie;
		const page = await fetch(`${app.url}${saved.headers.get("location")}`, { headers: { Cookie: flashCookie } });
		const flash = /<[^>]*data-testid="flash"[^>]*>[\s\S]*?<\/div>/.exec(await page.text())?.[0] ?? "";
		return [...flash.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)].map((m) => pageText(m[1] ?? ""));
	}

	it("says one group in the singular and other counts in the plural", async () => {
		expect(await savedFlash("läsk, dricka")).toEqual(["Synonymerna är sparade", "1 grupp för Svenska."]);
		expect(await savedFlash("läsk, dricka\ntuggis, kola")).toEqual(["Synonymerna är sparade", "2 grupper för Svenska."]);
		expect(await savedFlash("")).toEqual(["Synonymerna är sparade", "0 grupper för Svenska."]);
	});
});
