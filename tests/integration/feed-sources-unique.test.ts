// One feed per shop, language and source (ADR 090): a second feed from the same address or bundled
// file, for the same shop and language, is refused under its field, naming the feed there, and
// nothing is written; on edit too. Two posts at once save one; the database refuses a second row
// whoever writes it. The migration that makes the rule first merges the feeds a database already
// holds twice. On both databases, and as the add form's post on the running server.
import { copyFile, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveFeed } from "~/.server/admin/edit-feed";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import type { Db } from "~/.server/db/handle";
import { listMigrations, migrate, migrationsDir } from "~/.server/db/migrate";
import { newFeedValues } from "~/components/admin/FeedForm";
import { feedFormReply } from "~/components/admin/feed-form-reply";
import { adminSessionCookie } from "../support/admin-session";
import { type RunningApp, startApp } from "../support/app-server";
import { testDatabases } from "../support/databases";
import { decodeEntities } from "../support/html";

const actor = "admin@test";
const uniqueMigration = "20261203140000_feed_sources_unique.sql";

const sameAddress = (language: string) =>
	`Lakritsboden har redan ett flöde från den här adressen på ${language}. Ett till skulle importera samma erbjudanden en gång till – ändra det befintliga flödet i stället.`;
const sameFile =
	"Lakritsboden har redan ett flöde från den här filen på svenska. Ett till skulle importera samma erbjudanden en gång till – ändra det befintliga flödet i stället.";

/** The add form's post: its empty fields with the test's over them. */
function feedForm(fields: Record<string, string>): FormData {
	const form = new FormData();
	for (const [name, value] of Object.entries({ intent: "create-feed", ...newFeedValues, ...fields })) form.set(name, value);
	return form;
}

async function one<T>(db: Db, query: string, params: unknown[] = []): Promise<T> {
	const [row] = await db.query<T>(query, params);
	if (!row) throw new Error(`no row: ${query}`);
	return row;
}

describe.each(testDatabases())("one feed per shop, language and source on $name", (database) => {
	let connection: Connection;
	let db: Db;
	let shop = "";
	let otherShop = "";
	const counts = async () =>
		one<{ feeds: number; runs: number }>(
			db,
			"select (select count(*)::int from feeds) as feeds, (select count(*)::int from tool_runs) as runs",
		);
	const save = (fields: Record<string, string>, feedId?: string) =>
		saveFeed(db, feedForm({ retailerId: shop, ...fields }), { actor, feedId });
	const fieldError = (outcome: Awaited<ReturnType<typeof saveFeed>>, field: string) =>
		outcome.status === "invalid" ? feedFormReply(outcome).error?.[field] : outcome.status;

	beforeAll(async () => {
		connection = await database.open();
		db = connection.db;
		await migrate(db);
		setReadyConnection(connection);
		const insert = (name: string) =>
			one<{ id: string }>(db, "insert into retailers (name, slug, website_url) values ($1, lower($1), $2) returning id", [
				name,
				`https://${name.toLowerCase()}.example`,
			]);
		shop = (await insert("Lakritsboden")).id;
		otherShop = (await insert("Godisbutiken")).id;
	});
	afterAll(() => connection?.close());

	it("refuses a second feed from the same address, naming the feed under the URL field, and writes nothing", async () => {
		const url = "https://lakritsboden.example/feed.xml";
		expect(await save({ url })).toMatchObject({ status: "saved" });
		const before = await counts();
		// As the form trims it, with another schedule and format: the source is what counts.
		const again = await save({ url: ` ${url} `, schedule: "0 6 * * *", format: "csv" });
		expect(fieldError(again, "url")).toEqual([sameAddress("svenska")]);
		expect(await counts()).toEqual(before);
		// The same address in the other language, or for another shop, is another feed.
		expect(await save({ url, locale: "nb" })).toMatchObject({ status: "saved" });
		expect(await save({ url, retailerId: otherShop })).toMatchObject({ status: "saved" });
		expect(fieldError(await save({ url, locale: "nb" }), "url")).toEqual([sameAddress("norska")]);
	});

	it("refuses a second feed from the same bundled file under the file field", async () => {
		expect(await save({ filePath: "godisbutiken-sv.xml" })).toMatchObject({ status: "saved" });
		const before = await counts();
		expect(fieldError(await save({ filePath: "godisbutiken-sv.xml" }), "filePath")).toEqual([sameFile]);
		expect(await counts()).toEqual(before);
	});

	it("refuses an edit onto another feed's address, and saves a feed with its own", async () => {
		const first = await save({ url: "https://lakritsboden.example/a.xml" });
		const second = await save({ url: "https://lakritsboden.example/b.xml" });
		const secondId = second.status === "saved" ? second.feedId : "";
		expect(first.status).toBe("saved");
		const moved = await save({ url: "https://lakritsboden.example/a.xml" }, secondId);
		expect(fieldError(moved, "url")).toEqual([sameAddress("svenska")]);
		const [stored] = await db.query<{ url: string }>("select url from feeds where id = $1", [secondId]);
		expect(stored?.url).toBe("https://lakritsboden.example/b.xml");
		expect(await save({ url: "https://lakritsboden.example/b.xml", schedule: "0 5 * * *" }, secondId)).toMatchObject({
			status: "saved",
		});
	});

	it("saves one of two posts made at once", async () => {
		const url = "https://lakritsboden.example/samtidigt.xml";
		const outcomes = await Promise.all([save({ url }), save({ url }), save({ url })]);
		expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["invalid", "invalid", "saved"]);
		const { n } = await one<{ n: number }>(db, "select count(*)::int as n from feeds where url = $1", [url]);
		expect(n).toBe(1);
	});

	it("is held by the database for any writer", async () => {
		const insert = "insert into feeds (retailer_id, locale, format, url, file_path) values ($1, 'sv', 'google_xml', $2, $3)";
		await db.query(insert, [shop, "https://lakritsboden.example/direkt.xml", null]);
		await expect(db.query(insert, [shop, "https://lakritsboden.example/direkt.xml", null])).rejects.toThrow(
			/feeds_retailer_locale_url_key/,
		);
		await expect(db.query(insert, [shop, null, "godisbutiken-sv.xml"])).rejects.toThrow(/feeds_retailer_locale_file_key/);
	});
});

describe.each(testDatabases())("the migration on a database with feeds stored twice, on $name", (database) => {
	let connection: Connection;
	let db: Db;
	const feed: Record<string, string> = {};

	beforeAll(async () => {
		const before = await mkdtemp(path.join(tmpdir(), "migrations-before-feed-sources-"));
		for (const name of await listMigrations()) {
			if (name >= uniqueMigration) break;
			await copyFile(path.join(migrationsDir, name), path.join(before, name));
		}
		connection = await database.open();
		db = connection.db;
		await migrate(db, before);
		setReadyConnection(connection);
		const { id: shop } = await one<{ id: string }>(
			db,
			"insert into retailers (name, slug, website_url) values ('Dubbelbutiken', 'dubbelbutiken', 'https://dubbel.example') returning id",
		);
		// Three feeds of one address: a disabled one, an enabled one never imported, an enabled one
		// imported yesterday (kept); two of one file, both enabled, the older kept; and one alone.
		const rows: [string, string | null, string | null, boolean, string | null, string][] = [
			["urlDisabled", "https://dubbel.example/feed.xml", null, false, "now() - interval '1 hour'", "2026-01-01"],
			["urlNever", "https://dubbel.example/feed.xml", null, true, null, "2026-01-02"],
			["urlKept", "https://dubbel.example/feed.xml", null, true, "now() - interval '1 day'", "2026-01-03"],
			["fileKept", null, "godisbutiken-sv.xml", true, null, "2026-01-01"],
			["fileLater", null, "godisbutiken-sv.xml", true, null, "2026-02-01"],
			["alone", "https://dubbel.example/annat.xml", null, true, null, "2026-01-01"],
		];
		for (const [name, url, file, enabled, lastRun, created] of rows) {
			const row = await one<{ id: string }>(
				db,
				`insert into feeds (retailer_id, locale, format, url, file_path, enabled, last_run_at, created_at)
				 values ($1, 'sv', 'google_xml', $2, $3, $4, ${lastRun ?? "null"}, $5) returning id`,
				[shop, url, file, enabled, created],
			);
			feed[name] = row.id;
		}
		const { id: product } = await one<{ id: string }>(
			db,
			"insert into products (locale, name, slug) values ('sv', 'Dubbelgodis', 'dubbelgodis') returning id",
		);
		for (const [i, name] of ["urlDisabled", "urlNever", "urlKept", "fileLater", "alone"].entries()) {
			await db.query(
				`insert into offers (product_id, retailer_id, feed_id, external_id, price, currency, url)
				 values ($1, $2, $3, $4, 10, 'SEK', 'https://dubbel.example/p')`,
				[product, shop, feed[name], `row-${i}`],
			);
		}
		expect(await migrate(db)).toContain(uniqueMigration);
	});
	afterAll(() => connection?.close());

	it("keeps one feed per source, an enabled one imported last or the oldest, with the others' offers", async () => {
		const feeds = await db.query<{ id: string }>("select id from feeds order by created_at, id");
		expect(feeds.map((row) => row.id).sort()).toEqual([feed.urlKept, feed.fileKept, feed.alone].sort());
		const offers = await db.query<{ external_id: string; feed_id: string }>(
			"select external_id, feed_id from offers order by external_id",
		);
		expect(offers).toEqual([
			{ external_id: "row-0", feed_id: feed.urlKept },
			{ external_id: "row-1", feed_id: feed.urlKept },
			{ external_id: "row-2", feed_id: feed.urlKept },
			{ external_id: "row-3", feed_id: feed.fileKept },
			{ external_id: "row-4", feed_id: feed.alone },
		]);
	});
});

describe("the add form's post, twice", () => {
	const password = "feed-sources-password";
	let app: RunningApp;
	let cookie = "";
	beforeAll(async () => {
		app = await startApp({ ADMIN_PASSWORD: password });
		cookie = await adminSessionCookie(app.url, password);
	}, 120_000);
	afterAll(() => app?.stop());

	it("adds the feed, then answers the same form with the form again and the refusal under the URL field", async () => {
		const page = await (await fetch(`${app.url}/admin/feeds`, { headers: { Cookie: cookie } })).text();
		const [, retailerId = "", retailer = ""] = /<option value="([0-9a-f-]{36})">([^<]+)<\/option>/.exec(page) ?? [];
		const post = () =>
			fetch(`${app.url}/admin/feeds`, {
				method: "POST",
				redirect: "manual",
				headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, Cookie: cookie },
				body: new URLSearchParams({
					intent: "create-feed",
					retailerId,
					locale: "nb",
					format: "google_xml",
					url: "https://dubbelpost.example/feed.xml",
					schedule: "0 4 * * *",
					enabled: "on",
				}),
			});
		expect((await post()).status).toBe(302);
		const second = await post();
		expect(second.status).toBe(400);
		const html = await second.text();
		expect(html).toMatch(/<input[^>]*id="feed-form-create-feed-url"[^>]*value="https:\/\/dubbelpost\.example\/feed\.xml"/);
		const error = /<p id="feed-form-create-feed-url-error"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
		expect(decodeEntities(error ?? "")).toBe(
			`${decodeEntities(retailer)} har redan ett flöde från den här adressen på norska. Ett till skulle importera samma erbjudanden en gång till – ändra det befintliga flödet i stället.`,
		);
	});
});
