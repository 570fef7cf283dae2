// Synonyms per language (ADR 040): the seeded groups serve from the start; the admin's edit replaces a
// language's groups, and the next search uses them (the writing instance at once, every instance
// within 2 seconds, ADR 020). On both databases. And the editor's form post on the running server,
// as a browser without JavaScript sends it: its confirmation counts the groups saved in words; one
// form holds both languages, so saving (or failing to save) one keeps what is typed in the other's
// box; a word in two groups is refused, naming it (ADR 090).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSearchCard, saveSynonyms } from "~/.server/admin/search-card";
import { searchProducts } from "~/.server/catalogue/search";
import type { Connection } from "~/.server/db/client";
import { synonymGroups, synonymsFormSchema } from "~/lib/synonyms-form";
import { adminSessionCookie } from "../support/admin-session";
import { type RunningApp, startApp } from "../support/app-server";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";
import { decodeEntities, pageText } from "../support/html";

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
		// The seeded lists are ones the editor saves as they are: no word stands in two groups.
		for (const locale of ["sv", "nb"] as const) {
			expect(synonymsFormSchema.safeParse({ locale, synonyms: card.synonyms?.[locale] }).success).toBe(true);
		}
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

describe("one synonym form for both languages", () => {
	const password = "synonyms-both-password";
	let app: RunningApp;
	let cookie = "";
	let stored: { sv: string; nb: string };
	beforeAll(async () => {
		app = await startApp({ ADMIN_PASSWORD: password });
		cookie = await adminSessionCookie(app.url, password);
		stored = { sv: await box(await statistics(), "sv"), nb: await box(await statistics(), "nb") };
	}, 120_000);
	afterAll(() => app?.stop());

	const statistics = async () => (await fetch(`${app.url}/admin/statistik`, { headers: { Cookie: cookie } })).text();

	/** What a language's box holds in a page, as the browser shows it. */
	function box(html: string, locale: "sv" | "nb"): string {
		const text = new RegExp(`<textarea[^>]*id="synonyms-${locale}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html)?.[1];
		if (text === undefined) throw new Error(`no box for ${locale}`);
		return decodeEntities(text).replace(/^\n/, "");
	}

	/** The form posted as the browser sends it: both boxes (CRLF line ends), and the button pressed. */
	const post = (saving: "sv" | "nb", boxes: { sv: string; nb: string }) =>
		fetch(`${app.url}/admin/search/synonyms`, {
			method: "POST",
			redirect: "manual",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, Cookie: cookie },
			body: new URLSearchParams({
				"synonyms-sv": boxes.sv.replace(/\n/g, "\r\n"),
				"synonyms-nb": boxes.nb.replace(/\n/g, "\r\n"),
				locale: saving,
			}),
		});

	it("saves one language and shows the other's unsaved text again, saying it is not saved", async () => {
		const typed = `${stored.nb}\ntestord, prøveord`;
		const answer = await post("sv", { sv: `${stored.sv}\ntuggis, tuggummi2`, nb: typed });
		expect(answer.status).toBe(200);
		const page = await answer.text();
		expect(box(page, "sv")).toBe(`${stored.sv}\ntuggis, tuggummi2`);
		expect(box(page, "nb")).toBe(typed);
		const status = pageText(/<div role="status"[^>]*data-testid="synonyms-saved"[^>]*>([\s\S]*?)<\/div>/.exec(page)?.[1] ?? "");
		expect(status).toBe(
			`Synonymerna är sparade ${stored.sv.split("\n").length + 1} grupper för Svenska. Det du skrev för norska är inte sparat än: spara det med knappen under den rutan.`,
		);
		// Saved is saved; the Norwegian text is not.
		expect(box(await statistics(), "sv")).toBe(`${stored.sv}\ntuggis, tuggummi2`);
		expect(box(await statistics(), "nb")).toBe(stored.nb);
		// With nothing unsaved in the other box, the answer is the card again with its message (302).
		const saved = await post("sv", { sv: stored.sv, nb: stored.nb });
		expect(saved.status).toBe(302);
		expect(box(await statistics(), "sv")).toBe(stored.sv);
	});

	it("refuses one language and shows both boxes as typed, the message under the refused one", async () => {
		const answer = await post("nb", { sv: `${stored.sv}\nhalvskrivet, ord`, nb: "brus, soda\nbrus, leskedrikk" });
		expect(answer.status).toBe(400);
		const page = await answer.text();
		expect(box(page, "sv")).toBe(`${stored.sv}\nhalvskrivet, ord`);
		expect(box(page, "nb")).toBe("brus, soda\nbrus, leskedrikk");
		const errors = /<ul id="synonyms-nb-errors"[^>]*>([\s\S]*?)<\/ul>/.exec(page)?.[1] ?? "";
		expect(pageText(errors)).toBe(
			"”brus” står i två grupper (rad 1 och 2). Ett ord får bara stå i en grupp: slå ihop raderna eller ta bort ordet från den ena.",
		);
		expect(box(await statistics(), "nb")).toBe(stored.nb);
		expect(box(await statistics(), "sv")).toBe(stored.sv);
	});
});
