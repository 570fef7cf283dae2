// The operator's two bulk tools over HTTP, posted as a browser posts their forms without JavaScript,
// on the running server with PostgreSQL (ADR 081): "Publicera alla (N)" publishes the N drafts the
// page counted and leaves one written after the page was loaded waiting, "Förkasta alla (N)" the
// same; the category assignment previews first and changes nothing, and its confirming post assigns
// exactly the previewed products or refuses with a fresh preview; the card then lists the assignment
// with its "Ångra", which takes off exactly what it added, once (ADR 083). Posts missing what the
// page carries, or naming no assignment, are refused without a change.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, connect } from "~/.server/db/client";
import { adminSessionCookie } from "../support/admin-session";
import { eventually, type RunningApp, startApp } from "../support/app-server";
import { writeCategoryDraft } from "../support/category-drafts";
import { freshDemoPostgresUrl } from "../support/databases";
import { attributesOf, pageText } from "../support/html";

const databaseUrl = await freshDemoPostgresUrl();
const password = "bulk-tools-test-password";

/**
 * What the browser posts when the button `intent` is pressed: the hidden fields of the form that
 * holds it (no box ticked, no field typed), and the button's own name and value.
 */
function postedBy(html: string, intent: string): URLSearchParams {
	const forms = html.match(/<form\b[\s\S]*?<\/form>/g) ?? [];
	const form = forms.find((markup) =>
		(markup.match(/<button\b[^>]*>/g) ?? []).some((tag) => {
			const button = attributesOf(tag);
			return button.name === "intent" && button.value === intent;
		}),
	);
	if (!form) throw new Error(`no form with the button ${intent}`);
	const fields = new URLSearchParams();
	for (const tag of form.match(/<input\b[^>]*>/g) ?? []) {
		const { type, name, value } = attributesOf(tag);
		if (type === "hidden" && name) fields.append(name, value ?? "");
	}
	fields.append("intent", intent);
	return fields;
}

describe.runIf(databaseUrl)("the bulk tools over HTTP", () => {
	let app: RunningApp;
	let connection: Connection;
	let cookie = "";
	let categories: string[] = [];

	beforeAll(async () => {
		app = await startApp({
			DATABASE_URL: databaseUrl as string,
			SESSION_SECRET: "bulk-tools-session-secret",
			ADMIN_PASSWORD: password,
		});
		connection = await connect({ databaseUrl, dataDir: "unused" });
		cookie = await adminSessionCookie(app.url, password);
		const rows = await connection.db.query<{ id: string }>(
			"select id::text as id from categories where locale = 'sv' and status = 'published' order by name limit 5",
		);
		categories = rows.map((row) => row.id);
	});
	afterAll(async () => {
		await app?.stop();
		await connection?.close();
	});

	const get = (path: string, withCookie = cookie) =>
		fetch(`${app.url}${path}`, { redirect: "manual", headers: { Cookie: withCookie } });
	const post = (path: string, body: URLSearchParams) =>
		fetch(`${app.url}${path}`, {
			method: "POST",
			redirect: "manual",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, Cookie: cookie },
			body,
		});
	/** The markup of the page a post redirected to, with the session cookie it set (which carries its flash). */
	const followedHtml = async (response: Response) => {
		const flashCookie = (response.headers.get("set-cookie") ?? "").split(";")[0] || cookie;
		return (await get(response.headers.get("location") ?? "/", flashCookie)).text();
	};
	const followed = async (response: Response) => pageText(await followedHtml(response));

	/** A tool's draft of a category's SEO text, written while the site runs; returns its id. */
	const draft = (category: string) => writeCategoryDraft(connection.db, category);
	const statuses = async (ids: number[]) =>
		(
			await connection.db.query<{ status: string }>(
				"select status from text_revisions where id = any($1::bigint[]) order by array_position($1::bigint[], id)",
				[ids],
			)
		).map((row) => row.status);
	const publishJobs = async () =>
		(await connection.db.query<{ n: number }>("select count(*)::int as n from jobs where kind = 'publish-drafts'"))[0]?.n;

	it("'Publicera alla' publishes the drafts the page counted; one written after the page was loaded waits", async () => {
		const [a, b, c] = categories as [string, string, string];
		const counted = [await draft(a), await draft(b)];
		const html = await (await get("/admin/texts")).text();
		expect(pageText(html)).toContain("Publicera alla 2");
		const newer = await draft(c);

		const response = await post("/admin/texts", postedBy(html, "publish-all"));
		expect(response.status).toBe(302);
		const jobPath = response.headers.get("location") ?? "";
		expect(jobPath).toMatch(/^\/admin\/jobs\/\d+$/);
		let text = "";
		await eventually(async () => {
			text = pageText(await (await get(jobPath)).text());
			return text.includes("Publicering av utkast · Klart");
		}, 30_000);
		expect(text).toContain("Utkast som inte publicerades, och nyare utkast, väntar på utkastsidan. Till utkasten");
		expect(text).toContain(
			"Utkasten är hanterade Publicerade: 2 1 nyare utkast, skrivna efter att sidan räknade utkasten, väntar kvar för granskning.",
		);
		expect(await statuses([...counted, newer])).toEqual(["published", "published", "draft"]);
	});

	it("'Förkasta alla' discards the drafts the page counted and says a newer one waits", async () => {
		const [, , , d] = categories as [string, string, string, string];
		const waiting = (
			await connection.db.query<{ id: number }>("select id::int as id from text_revisions where status = 'draft' order by id")
		).map((row) => row.id);
		const html = await (await get("/admin/texts")).text();
		expect(pageText(html)).toContain(`Förkasta alla ${waiting.length}`);
		const newer = await draft(d);

		const response = await post("/admin/texts", postedBy(html, "discard-all"));
		expect(response.status).toBe(302);
		expect(response.headers.get("location")).toBe("/admin/texts");
		const text = await followed(response);
		expect(text).toContain(`Förkastade: ${waiting.length}`);
		expect(text).toContain("1 nyare utkast, skrivna efter att sidan räknade utkasten, väntar kvar för granskning.");
		expect(await statuses([...waiting, newer])).toEqual([...waiting.map(() => "discarded"), "draft"]);
	});

	it("refuses 'all' from a form without the page's count, changing nothing", async () => {
		const [, , , , e] = categories as [string, string, string, string, string];
		await draft(e);
		const waiting = (
			await connection.db.query<{ id: number }>("select id::int as id from text_revisions where status = 'draft' order by id")
		).map((row) => row.id);
		const jobs = await publishJobs();
		for (const intent of ["publish-all", "discard-all"]) {
			const response = await post("/admin/texts", new URLSearchParams({ intent }));
			expect(response.status).toBe(302);
			expect(await followed(response)).toContain(
				"Formuläret saknar antalet utkast som sidan visade. Ladda om sidan och försök igen.",
			);
		}
		expect(await publishJobs()).toBe(jobs);
		expect(await statuses(waiting)).toEqual(waiting.map(() => "draft"));
	});

	const pistachio = async () =>
		connection.db.query<{ locale: string; name: string; category: string[] }>(
			`select locale, name, category from products where name ilike '%pistachio%' order by locale, name`,
		);

	it("assign categories previews first and changes nothing; the confirmation assigns only what was previewed", async () => {
		const before = await pistachio();
		const first = await post(
			"/admin/tools/assign-categories",
			new URLSearchParams([
				["searchTerm", "Pistachio"],
				["categoriesSv", "julgodis"],
			]),
		);
		expect(first.status).toBe(200);
		const previewHtml = await first.text();
		const previewText = pageText(previewHtml);
		expect(previewText).toContain("Förhandsgranskning 4 produkter får kategorier som de saknar. Inget är ändrat än.");
		expect(previewText).toContain("Svenska produkter får: Julgodis");
		expect(previewText).toContain("De första 4 av 4: Lindt Creation Pistachio Delight 150 g (svensk)");
		expect(previewText).toContain("Tilldela 4 produkter");
		expect(await pistachio()).toEqual(before);

		// A product written after the preview: the confirmation the operator sends names four, not five.
		await connection.db.query(
			`insert into products (locale, name, slug, brand, description, category, sku)
			 values ('sv', 'Pistachio Testkaka 100 g', 'test-pistachio-testkaka', 'Testbolaget', 'Testprodukt.', '{}', 'TEST-PISTACHIO')`,
		);
		const refused = await post("/admin/tools/assign-categories", postedBy(previewHtml, "confirm"));
		expect(refused.status).toBe(409);
		const againHtml = await refused.text();
		const againText = pageText(againHtml);
		expect(againText).toContain(
			"Produkterna som matchar har ändrats sedan förhandsgranskningen (då 4, nu 5). Inget är tilldelat. Granska den nya förhandsgranskningen och bekräfta igen.",
		);
		expect(againText).toContain("Tilldela 5 produkter");
		const unchanged = await pistachio();
		expect(unchanged.filter((row) => row.category.includes("Julgodis"))).toEqual([]);

		const done = await post("/admin/tools/assign-categories", postedBy(againHtml, "confirm"));
		expect(done.status).toBe(302);
		expect(done.headers.get("location")).toBe("/admin/katalog#assign-categories");
		const doneHtml = await followedHtml(done);
		expect(pageText(doneHtml)).toContain(
			"Kategorier tilldelade! 5 produkter uppdaterade. Du kan ångra tilldelningen under Senaste tilldelningar.",
		);
		// The card lists it first, with its undo.
		expect(pageText(doneHtml)).toMatch(/Senaste tilldelningar .* Pistachio Julgodis 5 admin@\S+ Ångra/);
		expect(postedBy(doneHtml, "undo").get("assignment")).toMatch(/^\d+$/);
		const after = await pistachio();
		expect(after.filter((row) => row.category.includes("Julgodis")).map((row) => `${row.locale} ${row.name}`)).toEqual([
			"sv Lindt Creation Pistachio Delight 150 g",
			"sv Lindt Creation Pistachio Delight 300 g",
			"sv Lindt Lindor Pistachio 100 g",
			"sv Lindt Lindor Pistachio 200 g",
			"sv Pistachio Testkaka 100 g",
		]);
	});

	it("refuses a confirmation without the preview's count and fingerprint, changing nothing", async () => {
		const before = await pistachio();
		const response = await post(
			"/admin/tools/assign-categories",
			new URLSearchParams([
				["searchTerm", "Pistachio"],
				["categoriesNb", "julegodteri"],
				["intent", "confirm"],
				["fingerprint", "inte-ett-fingeravtryck"],
			]),
		);
		expect(response.status).toBe(400);
		expect(pageText(await response.text())).toContain("Förhandsgranska tilldelningen först och bekräfta den sedan.");
		expect(await pistachio()).toEqual(before);
	});

	it("'Ångra' takes off exactly what the assignment added, once; a post naming no assignment changes nothing", async () => {
		const assigned = await pistachio();
		// A category added by hand after the assignment stays.
		await connection.db.query(
			"update products set category = category || '{Handplockat}'::text[] where locale = 'sv' and name = 'Lindt Lindor Pistachio 100 g'",
		);
		const html = await (await get("/admin/katalog")).text();
		const undo = postedBy(html, "undo");

		const response = await post("/admin/tools/assign-categories", undo);
		expect(response.status).toBe(302);
		expect(response.headers.get("location")).toBe("/admin/katalog#assign-categories");
		const undoneText = await followed(response);
		expect(undoneText).toContain(
			"Tilldelningen ångrad! 5 produkter ändrade: kategorierna som tilldelningen för ”Pistachio” lade till är borttagna. Kategorier som lagts till på annat sätt finns kvar.",
		);
		expect(undoneText).toMatch(/Pistachio Julgodis 5 admin@\S+ Ångrad \d{2} \w{3} \d{4} \d{2}:\d{2}: 5 produkter ändrade\./);
		const after = await pistachio();
		expect(after.filter((row) => row.category.includes("Julgodis"))).toEqual([]);
		expect(after.map((row) => row.category.filter((name) => name !== "Handplockat"))).toEqual(
			assigned.map((row) => row.category.filter((name) => name !== "Julgodis")),
		);
		expect(after.find((row) => row.locale === "sv" && row.name === "Lindt Lindor Pistachio 100 g")?.category).toContain(
			"Handplockat",
		);

		// The same form posted again: already undone, nothing changes.
		const again = await post("/admin/tools/assign-categories", undo);
		expect(again.status).toBe(302);
		expect(await followed(again)).toContain("Redan ångrad Tilldelningen för ”Pistachio” är redan ångrad. Inget är ändrat.");
		expect(await pistachio()).toEqual(after);

		for (const assignment of ["abc", "99999999999999999999", "123456", "-1", ""]) {
			const refused = await post("/admin/tools/assign-categories", new URLSearchParams({ intent: "undo", assignment }));
			expect(refused.status, assignment).toBe(302);
			expect(await followed(refused), assignment).toContain("Fel Det finns ingen sådan tilldelning att ångra. Inget är ändrat.");
		}
		expect(await pistachio()).toEqual(after);
	});
});
