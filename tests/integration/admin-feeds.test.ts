// The feeds card's server side: adding, editing, disabling and listing feeds through the same
// functions the admin routes call, with Swedish field errors for bad input that change nothing
// (the server's own refusals are codes, worded as the routes word them); and the click-out
// report's 30-day aggregation per product and retailer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadClickReport, loadClicksCard } from "~/.server/admin/clicks";
import { findFeed, saveFeed } from "~/.server/admin/edit-feed";
import { setFeedEnabled } from "~/.server/admin/enable-feed";
import { bundledFeedFiles, listFeeds, loadFeedsCard } from "~/.server/admin/feeds";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import { migrate } from "~/.server/db/migrate";
import { newFeedValues } from "~/components/admin/FeedForm";
import { feedFormReply } from "~/components/admin/feed-form-reply";
import { adminText } from "~/i18n/admin-t";
import { adminFeeds } from "~/i18n/messages/sv/admin-feeds";
import { feedProblemText } from "~/lib/feed-problem-text";
import { testDatabases } from "../support/databases";

const errors = adminFeeds.errors;
const actor = "admin@test";

function feedForm(fields: Record<string, string>): FormData {
	const form = new FormData();
	// What the card's empty "add a feed" form posts, with the test's fields over it.
	const values = { intent: "create-feed", ...newFeedValues, ...fields };
	for (const [name, value] of Object.entries(values)) if (value !== "__absent__") form.set(name, value);
	return form;
}

describe.each(testDatabases())("admin feeds on $name", (database) => {
	let connection: Connection;
	let retailerId: string;
	const count = async (table: string) =>
		(await connection.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n ?? 0;

	beforeAll(async () => {
		connection = await database.open();
		await migrate(connection.db);
		setReadyConnection(connection);
		const [row] = await connection.db.query<{ id: string }>(
			"insert into retailers (name, slug, website_url) values ('Godisbutiken', 'godisbutiken', 'https://godisbutiken.example') returning id",
		);
		retailerId = row?.id as string;
		// Stored under the slug rule before accents were spelled out (ADR 076): "Café" became "caf".
		await connection.db.query(
			"insert into retailers (name, slug, website_url) values ('Café Godis', 'caf-godis', 'https://cafe-godis.example')",
		);
	});
	afterAll(() => connection?.close());

	it("adds a feed for a new retailer and records the run", async () => {
		const outcome = await saveFeed(
			connection.db,
			feedForm({
				retailerName: "Lakritsboden",
				retailerWebsite: "https://lakritsboden.example",
				locale: "nb",
				format: "csv",
				url: " https://lakritsboden.example/feed.csv ",
				schedule: "15 3 * * 1",
				columnMapping: "price=Pris\n\nLINK = Produktlänk",
			}),
			{ actor },
		);
		expect(outcome).toMatchObject({ status: "saved", retailerName: "Lakritsboden", locale: "nb" });
		const feedId = outcome.status === "saved" ? outcome.feedId : "";
		const [feed] = await connection.db.query<Record<string, unknown>>(
			`select f.locale, f.format, f.url, f.file_path, f.column_mapping, f.schedule, f.enabled, r.slug, r.website_url
			 from feeds f join retailers r on r.id = f.retailer_id where f.id = $1`,
			[feedId],
		);
		expect(feed).toEqual({
			locale: "nb",
			format: "csv",
			url: "https://lakritsboden.example/feed.csv",
			file_path: null,
			column_mapping: { price: "Pris", link: "Produktlänk" },
			schedule: "15 3 * * 1",
			enabled: true,
			slug: "lakritsboden",
			website_url: "https://lakritsboden.example",
		});
		const [run] = await connection.db.query<{ tool: string; actor: string; status: string; params: { feedId: string } }>(
			"select tool, actor, status, params from tool_runs order by id desc limit 1",
		);
		expect(run).toMatchObject({ tool: "feed-create", actor, status: "succeeded", params: { feedId } });

		const listed = (await listFeeds(connection.db)).find((f) => f.id === feedId);
		expect(listed).toMatchObject({ retailerName: "Lakritsboden", locale: "nb", format: "csv", enabled: true, lastRun: null });
	});

	it("adds a feed that reads a bundled file, named by its file name alone", async () => {
		const files = await bundledFeedFiles();
		expect(files).toContain("godisbutiken-sv.xml");
		const outcome = await saveFeed(connection.db, feedForm({ retailerId, filePath: "godisbutiken-sv.xml" }), { actor });
		const feedId = outcome.status === "saved" ? outcome.feedId : "";
		expect((await findFeed(connection.db, feedId))?.values).toMatchObject({ url: "", filePath: "godisbutiken-sv.xml" });
	});

	it.each([
		[
			"an invalid cron expression",
			{ retailerId: "@", url: "https://a.example/f.xml", schedule: "every day" },
			"schedule",
			errors.schedule,
		],
		[
			"a minute out of range",
			{ retailerId: "@", url: "https://a.example/f.xml", schedule: "61 4 * * *" },
			"schedule",
			errors.schedule,
		],
		[
			"a schedule that never fires",
			{ retailerId: "@", url: "https://a.example/f.xml", schedule: "0 0 31 2 *" },
			"schedule",
			errors.scheduleNever,
		],
		["a relative URL", { retailerId: "@", url: "/feed.xml" }, "url", errors.url],
		["a javascript: URL", { retailerId: "@", url: "javascript:alert(1)" }, "url", errors.url],
		["an ftp URL", { retailerId: "@", url: "ftp://a.example/feed.xml" }, "url", errors.url],
		["no source", { retailerId: "@" }, "url", errors.sourceRequired],
		[
			"both a URL and a bundled file",
			{ retailerId: "@", url: "https://a.example/f.xml", filePath: "demo.xml" },
			"url",
			errors.sourceBoth,
		],
		["a path out of the feeds directory", { retailerId: "@", filePath: "../../etc/passwd" }, "filePath", errors.bundledFile],
		["a bundled file that does not exist", { retailerId: "@", filePath: "finns-inte.xml" }, "filePath", errors.bundledFile],
		["no retailer", { url: "https://a.example/f.xml" }, "retailerId", errors.retailerRequired],
		["no retailer, said on the name", { url: "https://a.example/f.xml" }, "retailerName", errors.retailerNameRequired],
		[
			"a new retailer's website without its name",
			{ retailerName: "   ", retailerWebsite: "https://ny.example", url: "https://a.example/f.xml" },
			"retailerName",
			errors.retailerNameRequired,
		],
		[
			"a new retailer's name without a letter or digit",
			{ retailerName: "-- !!", retailerWebsite: "https://ny.example", url: "https://a.example/f.xml" },
			"retailerName",
			errors.retailerNameLetters,
		],
		[
			"a new retailer's name of one letter",
			{ retailerName: " x ", retailerWebsite: "https://ny.example", url: "https://a.example/f.xml" },
			"retailerName",
			errors.retailerName,
		],
		[
			"a URL over 2000 characters",
			{ retailerId: "@", url: `https://a.example/${"f".repeat(2000)}.xml` },
			"url",
			errors.urlTooLong.replace("{{max}}", "2000"),
		],
		[
			"a column mapping over 2000 characters",
			{ retailerId: "@", url: "https://a.example/f.xml", columnMapping: `title=${"N".repeat(2000)}` },
			"columnMapping",
			errors.mappingTooLong.replace("{{max}}", "2000"),
		],
		[
			"a malformed retailer id",
			{ retailerId: "1; drop table feeds", url: "https://a.example/f.xml" },
			"retailerId",
			errors.retailerNotFound,
		],
		[
			"an unknown retailer",
			{ retailerId: "00000000-0000-4000-8000-000000000000", url: "https://a.example/f.xml" },
			"retailerId",
			errors.retailerNotFound,
		],
		[
			"a retailer chosen and a new one typed",
			{ retailerId: "@", retailerName: "Ny", url: "https://a.example/f.xml" },
			"retailerName",
			errors.retailerBoth,
		],
		[
			"a new retailer without a website",
			{ retailerName: "Ny butik", url: "https://a.example/f.xml" },
			"retailerWebsite",
			errors.retailerWebsite,
		],
		[
			"a new retailer with an existing name",
			{ retailerName: "GODISBUTIKEN", retailerWebsite: "https://x.example", url: "https://a.example/f.xml" },
			"retailerName",
			errors.retailerExists,
		],
		[
			"a new retailer named as one stored under an older slug",
			{ retailerName: "Café Godis", retailerWebsite: "https://x.example", url: "https://a.example/f.xml" },
			"retailerName",
			errors.retailerExists,
		],
		[
			"a new retailer's name written with other case, accents, spaces and punctuation",
			{ retailerName: " CAFE/godis! ", retailerWebsite: "https://x.example", url: "https://a.example/f.xml" },
			"retailerName",
			errors.retailerExists,
		],
		["an unknown language", { retailerId: "@", url: "https://a.example/f.xml", locale: "de" }, "locale", errors.locale],
		["an unknown format", { retailerId: "@", url: "https://a.example/f.xml", format: "json" }, "format", errors.format],
		[
			"a mapping line without =",
			{ retailerId: "@", url: "https://a.example/f.xml", columnMapping: "price=Pris\nlink" },
			"columnMapping",
			errors.mappingLine.replace("{{line}}", "2"),
		],
		[
			"a mapping of an unknown field",
			{ retailerId: "@", url: "https://a.example/f.xml", columnMapping: "colour=Färg" },
			"columnMapping",
			errors.mappingField.replace("{{field}}", "colour"),
		],
	] as const)("refuses %s with its field error and writes nothing", async (_name, fields, field, message) => {
		const before = { feeds: await count("feeds"), retailers: await count("retailers"), runs: await count("tool_runs") };
		const values: Record<string, string> = { ...fields };
		if (values.retailerId === "@") values.retailerId = retailerId;
		const outcome = await saveFeed(connection.db, feedForm(values), { actor });
		expect(outcome.status).toBe("invalid");
		const result = outcome.status === "invalid" ? feedFormReply(outcome) : null;
		expect(result?.error?.[field]).toEqual([message]);
		// The operator's input comes back for the re-rendered form.
		expect(result?.initialValue).toMatchObject({ schedule: values.schedule ?? "0 4 * * *" });
		expect({ feeds: await count("feeds"), retailers: await count("retailers"), runs: await count("tool_runs") }).toEqual(before);
	});

	it("edits a feed from its prefilled values and answers not-found for bad ids", async () => {
		const created = await saveFeed(
			connection.db,
			feedForm({ retailerId, url: "https://godisbutiken.example/feed.xml", columnMapping: "title=Namn" }),
			{ actor },
		);
		const feedId = created.status === "saved" ? created.feedId : "";
		const stored = await findFeed(connection.db, feedId);
		expect(stored?.values).toEqual({
			retailerId,
			retailerName: "",
			retailerWebsite: "",
			locale: "sv",
			format: "google_xml",
			url: "https://godisbutiken.example/feed.xml",
			filePath: "",
			schedule: "0 4 * * *",
			columnMapping: "title=Namn",
			enabled: "on",
		});

		const { enabled: _enabled, ...unticked } = { ...stored?.values, schedule: "*/30 6-22 * * *", columnMapping: "" };
		const edited = await saveFeed(connection.db, feedForm({ ...unticked, enabled: "__absent__" }), { actor, feedId });
		expect(edited).toMatchObject({ status: "saved", feedId });
		expect((await findFeed(connection.db, feedId))?.values).toMatchObject({
			schedule: "*/30 6-22 * * *",
			columnMapping: "",
			enabled: "",
		});
		const [run] = await connection.db.query<{ tool: string }>("select tool from tool_runs order by id desc limit 1");
		expect(run?.tool).toBe("feed-update");

		const invalid = await saveFeed(connection.db, feedForm({ ...unticked, schedule: "* * *" }), { actor, feedId });
		expect(invalid.status).toBe("invalid");
		expect((await findFeed(connection.db, feedId))?.values.schedule).toBe("*/30 6-22 * * *");

		expect(await findFeed(connection.db, "not-a-uuid")).toBeNull();
		expect(await findFeed(connection.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
		const form = feedForm({ ...unticked });
		expect(await saveFeed(connection.db, form, { actor, feedId: "../1" })).toEqual({ status: "not-found" });
		expect(await saveFeed(connection.db, form, { actor, feedId: "00000000-0000-4000-8000-000000000000" })).toEqual({
			status: "not-found",
		});
	});

	it("disables and enables a feed without touching its retailer's offers", async () => {
		const created = await saveFeed(connection.db, feedForm({ retailerId, url: "https://godisbutiken.example/other.xml" }), {
			actor,
		});
		const feedId = created.status === "saved" ? created.feedId : "";
		const [product] = await connection.db.query<{ id: string }>(
			"insert into products (locale, name, slug) values ('sv', 'Gott och blandat', 'gott-och-blandat-feed') returning id",
		);
		await connection.db.query(
			`insert into offers (product_id, retailer_id, feed_id, external_id, price, currency, url)
			 values ($1, $2, $3, 'gob-1', 19.9, 'SEK', 'https://godisbutiken.example/gob')`,
			[product?.id, retailerId, feedId],
		);
		const offers = async () =>
			connection.db.query("select external_id, price::text, availability from offers where feed_id = $1", [feedId]);
		const before = await offers();

		expect(await setFeedEnabled(connection.db, feedId, false, actor)).toEqual({ retailerName: "Godisbutiken" });
		expect((await listFeeds(connection.db)).find((f) => f.id === feedId)?.enabled).toBe(false);
		expect(await offers()).toEqual(before);
		const [run] = await connection.db.query<{ tool: string; result: unknown }>(
			"select tool, result from tool_runs order by id desc limit 1",
		);
		expect(run).toEqual({ tool: "feed-disable", result: { enabled: false } });

		expect(await setFeedEnabled(connection.db, feedId, true, actor)).not.toBeNull();
		expect((await listFeeds(connection.db)).find((f) => f.id === feedId)?.enabled).toBe(true);
		expect(await setFeedEnabled(connection.db, "nope", false, actor)).toBeNull();
		expect(await setFeedEnabled(connection.db, "00000000-0000-4000-8000-000000000000", false, actor)).toBeNull();
	});

	it("shows a feed's last run with its counts on the card", async () => {
		const created = await saveFeed(connection.db, feedForm({ retailerId, url: "https://godisbutiken.example/run.xml" }), {
			actor,
		});
		const feedId = created.status === "saved" ? created.feedId : "";
		await connection.db.query(
			`update feeds set last_run_at = '2026-11-21T03:00:00Z', last_status = 'succeeded', last_result = $2::jsonb where id = $1`,
			[
				feedId,
				JSON.stringify({
					new: 3,
					offersAdded: 4,
					updated: 2,
					unchanged: 10,
					madeUnavailable: 1,
					rejected: 1,
					rejections: [{ line: 4, externalId: "x", problem: { code: "missing-price" } }],
					total: 16,
				}),
			],
		);
		const card = await loadFeedsCard(connection.db);
		expect(card.feeds?.find((f) => f.id === feedId)?.lastRun).toEqual({
			at: "2026-11-21T03:00:00.000Z",
			when: "21 nov 2026 04:00",
			status: "succeeded",
			problem: null,
			counts: { new: 3, offersAdded: 4, updated: 2, unchanged: 10, madeUnavailable: 1, rejected: 1, total: 16 },
		});
		expect(card.retailers.map((r) => r.name)).toEqual(expect.arrayContaining(["Godisbutiken", "Lakritsboden"]));

		// A failed run leaves the previous result in place: the card shows the problem, not stale counts.
		const problem = { code: "http-status", host: "godisbutiken.example", status: 404 };
		await connection.db.query(
			"update feeds set last_run_at = '2026-11-22T03:00:00Z', last_status = 'failed', last_error = $2::jsonb where id = $1",
			[feedId, JSON.stringify(problem)],
		);
		const failed = (await listFeeds(connection.db)).find((f) => f.id === feedId)?.lastRun;
		expect(failed).toEqual({
			at: "2026-11-22T03:00:00.000Z",
			when: "22 nov 2026 04:00",
			status: "failed",
			problem,
			counts: null,
		});
		expect(failed?.problem && adminText(feedProblemText(failed.problem))).toBe(
			"Kunde inte hämta flödet från godisbutiken.example: HTTP 404",
		);
	});

	it("reports clicks of the last 30 days per product and retailer, most clicked first", async () => {
		const db = connection.db;
		const [other] = await db.query<{ id: string }>(
			"insert into retailers (name, slug, website_url) values ('Snackshopen', 'snackshopen', 'https://snackshopen.example') returning id",
		);
		const product = async (locale: string, name: string, slug: string) =>
			(
				await db.query<{ id: string }>("insert into products (locale, name, slug) values ($1, $2, $3) returning id", [
					locale,
					name,
					slug,
				])
			)[0]?.id;
		const marabou = await product("sv", "Marabou Mjölkchoklad", "marabou-mjolkchoklad-klick");
		const freia = await product("nb", "Freia Melkesjokolade", "freia-melkesjokolade-klick");
		const offer = async (productId: string | undefined, retailer: string | undefined, externalId: string) =>
			(
				await db.query<{ id: number }>(
					`insert into offers (product_id, retailer_id, external_id, price, currency, url)
					 values ($1, $2, $3, 10, 'SEK', 'https://shop.example/p') returning id::int as id`,
					[productId, retailer, externalId],
				)
			)[0]?.id;
		const marabouHere = await offer(marabou, retailerId, "klick-1");
		const marabouHereAgain = await offer(marabou, retailerId, "klick-2");
		const marabouThere = await offer(marabou, other?.id, "klick-3");
		const freiaThere = await offer(freia, other?.id, "klick-4");
		const click = (offerId: number | undefined, day: string, clicks: number) =>
			db.query("insert into offer_clicks (offer_id, day, clicks) values ($1, $2, $3)", [offerId, day, clicks]);
		const today = "2026-11-22";
		await click(marabouHere, today, 4);
		await click(marabouHere, "2026-10-24", 3); // 29 days back: the window's first day
		await click(marabouHereAgain, "2026-11-01", 2); // another offer of the same product at the same retailer
		await click(marabouHere, "2026-10-23", 100); // 30 days back: outside
		await click(marabouHere, "2026-11-23", 100); // tomorrow: outside
		await click(marabouThere, "2026-11-20", 1);
		await click(freiaThere, "2026-11-10", 5);
		await click(freiaThere, "2026-11-11", 6);

		const report = await loadClickReport(db, { today });
		expect(report).toEqual({
			rows: [
				{
					productName: "Freia Melkesjokolade",
					productPath: "/no/produkter/freia-melkesjokolade-klick",
					retailerName: "Snackshopen",
					retailerSlug: "snackshopen",
					locale: "nb",
					clicks: 11,
				},
				{
					productName: "Marabou Mjölkchoklad",
					productPath: "/produkter/marabou-mjolkchoklad-klick",
					retailerName: "Godisbutiken",
					retailerSlug: "godisbutiken",
					locale: "sv",
					clicks: 9,
				},
				{
					productName: "Marabou Mjölkchoklad",
					productPath: "/produkter/marabou-mjolkchoklad-klick",
					retailerName: "Snackshopen",
					retailerSlug: "snackshopen",
					locale: "sv",
					clicks: 1,
				},
			],
			total: 21,
		});
		// The window moves with the day: 30 days on, only the row dated "tomorrow" is left.
		expect((await loadClickReport(db, { today: "2026-12-22" })).total).toBe(100);
		expect(await loadClickReport(db, { today: "2027-06-01" })).toEqual({ rows: [], total: 0 });

		// At most 50 rows; the total still counts every click.
		await db.query(
			`with made as (
			   insert into products (locale, name, slug)
			   select 'sv', 'Massprodukt ' || n, 'massprodukt-' || n from generate_series(1, 60) n returning id
			 ), offered as (
			   insert into offers (product_id, retailer_id, external_id, price, currency, url)
			   select id, $1, 'mass-' || id, 10, 'SEK', 'https://shop.example/p' from made returning id
			 )
			 insert into offer_clicks (offer_id, day, clicks) select id, $2::date, 1 from offered`,
			[retailerId, today],
		);
		const many = await loadClickReport(db, { today });
		expect(many.rows).toHaveLength(50);
		expect(many.rows[0]?.clicks).toBe(11);
		expect(many.total).toBe(81);
		expect((await loadClicksCard(connection.db)).report?.rows.length).toBeLessThanOrEqual(50);
	});
});
