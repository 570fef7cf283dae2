// The import's acceptance: real feeds served by a real HTTP server on 127.0.0.1, imported into a
// real database. Bad rows are rejected with problem codes (worded by the admin pages) while good
// rows are imported; a second import
// changes nothing; a price change leaves a history row and moves the product to its new cheapest
// offer; a product whose only offer disappears becomes unavailable but stays; a cut-off feed keeps
// what it delivered and loses nothing stored; an unreachable or garbage feed changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findProduct } from "~/.server/catalogue/products";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import type { Db } from "~/.server/db/handle";
import { migrate } from "~/.server/db/migrate";
import { resolveBundledFeed } from "~/.server/feeds/feed-source";
import { FeedImportError, importFeed } from "~/.server/feeds/import-feed";
import type { FeedProblem } from "~/.server/feeds/problems";
import { jobHandlers } from "~/.server/jobs/handlers";
import { enqueueJob, findJob } from "~/.server/jobs/queue";
import { enqueueDueScheduledJobs } from "~/.server/jobs/scheduler";
import { JobWorker } from "~/.server/jobs/worker";
import { adminText } from "~/i18n/admin-t";
import { feedProblemText } from "~/lib/feed-problem-text";
import { testDatabases } from "../support/databases";
import { type FeedServer, startFeedServer } from "../support/feed-server";
import { importFingerprint } from "../support/import-fingerprint";

// The feeds come from a server on 127.0.0.1: this process's imports may reach loopback (ADR 033;
// off by default, where loopback and private addresses are refused).
process.env.FEED_ALLOW_PRIVATE_NETWORKS = "true";

interface Served {
	status: number;
	body: Buffer;
	type: string;
}
let feeds: FeedServer;

function serve(path: string, body: string | Buffer, options?: { status?: number; type?: string }) {
	feeds.serve(path, body, options);
}

beforeAll(async () => {
	feeds = await startFeedServer();
});
afterAll(() => feeds.stop());

interface Item {
	id: string;
	title: string;
	price?: string;
	link?: string;
	availability?: string;
	brand?: string;
	gtin?: string;
	type?: string;
}

const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function itemXml(item: Item): string {
	const fields: [string, string | undefined][] = [
		["g:id", item.id],
		["title", item.title],
		["description", "Gott **godis** – beskrivet i markdown."],
		["link", item.link ?? `https://testbutik.example/p/${item.id}`],
		["g:price", item.price],
		["g:availability", item.availability ?? "in_stock"],
		["g:brand", item.brand],
		["g:gtin", item.gtin],
		["g:product_type", item.type],
	];
	return `<item>${fields
		.filter(([, value]) => value !== undefined)
		.map(([tag, value]) => `<${tag}>${xmlText(value as string)}</${tag}>`)
		.join("")}</item>`;
}

function googleFeed(items: Item[]): string {
	return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Testbutik</title>
${items.map(itemXml).join("\n")}
</channel></rss>`;
}

const chocolate: Item = {
	id: "A-1",
	title: "Testchoklad Mörk 100 g",
	price: "19.90 SEK",
	brand: "Testbolaget",
	gtin: "7310000000010",
};
const liquorice: Item = { id: "A-2", title: "Testbolaget Saltlakrits 200 g", price: "24,90", brand: "Testbolaget" };
const gums: Item = { id: "A-3", title: "Sura Testnappar 150 g", price: "12.90 SEK", brand: "Testbolaget" };
const badRows: Item[] = [
	{ id: "A-4", title: "Godis utan pris 100 g" },
	{ id: "A-5", title: "Godis med trasig länk", price: "9.90 SEK", link: "javascript:alert(1)" },
	{ id: "A-6", title: "<b>Fet</b> godis 100 g", price: "9.90 SEK" },
	{ ...chocolate, title: "Testchoklad Mörk 100 g (igen)" },
];

/** A problem as the admin pages show it. */
const words = (problem: FeedProblem) => adminText(feedProblemText(problem));
/** What the operator reads of a feed at 127.0.0.1:9, where nothing listens. */
const refusedWords =
	"Kunde inte hämta flödet från 127.0.0.1:9: servern vägrade anslutningen – den är nere eller tar inte emot anslutningar på den porten (ECONNREFUSED)";

async function one<T>(db: Db, query: string, params: unknown[] = []): Promise<T> {
	const [row] = await db.query<T>(query, params);
	if (!row) throw new Error(`no row: ${query}`);
	return row;
}

describe.each(testDatabases())("feed import on $name", (database) => {
	let connection: Connection;
	let db: Db;
	const feedIds: Record<string, string> = {};
	const path = (name: string) => `/${database.name}/${name}`;

	async function addFeed(name: string, retailer: string, format: "google_xml" | "csv") {
		const { id: retailerId } = await one<{ id: string }>(
			db,
			`insert into retailers (name, slug, website_url) values ($1, $2, $3)
			 on conflict (slug) do update set name = excluded.name returning id`,
			[retailer, retailer.toLowerCase(), `https://${retailer.toLowerCase()}.example`],
		);
		const { id } = await one<{ id: string }>(
			db,
			"insert into feeds (retailer_id, locale, format, url) values ($1, 'sv', $2, $3) returning id",
			[retailerId, format, feeds.url(path(name))],
		);
		feedIds[name] = id;
	}

	beforeAll(async () => {
		connection = await database.open();
		db = connection.db;
		await migrate(db);
		setReadyConnection(connection);
		await db.query(
			`insert into categories (locale, name, slug, status, keywords) values
			 ('sv', 'Choklad', 'choklad', 'published', '{choklad}'), ('sv', 'Lakrits', 'lakrits', 'published', '{lakrits,salmiak}')`,
		);
		await addFeed("main.xml", "Testbutik", "google_xml");
		await addFeed("latin1.csv", "Latinbutik", "csv");
		await addFeed("broken.xml", "Trasigbutik", "google_xml");
	});
	afterAll(() => connection?.close());

	it("rejects bad rows with their problems and imports the good ones", async () => {
		serve(path("main.xml"), googleFeed([chocolate, liquorice, gums, ...badRows]));
		const result = await importFeed(db, feedIds["main.xml"] as string);
		expect(result).toMatchObject({ new: 3, offersAdded: 3, updated: 0, unchanged: 0, rejected: 4, total: 7, truncated: false });
		expect(result.rejections.map((r) => r.problem)).toEqual([
			{ code: "missing-price" },
			{ code: "invalid-url", value: "javascript:alert(1)" },
			{ code: "title-has-markup", value: "<b>Fet</b> godis 100 g" },
			{ code: "duplicate-id", id: "A-1" },
		]);
		const reasons = result.rejections.map((r) => `${r.externalId}: ${words(r.problem)}`);
		expect(reasons).toEqual([
			"A-4: Saknar pris",
			"A-5: Ogiltig länk: javascript:alert(1)",
			"A-6: Titeln innehåller HTML: <b>Fet</b> godis 100 g",
			"A-1: Dubblett av id A-1 (raden ignorerades)",
		]);
		const product = await one<{
			name: string;
			slug: string;
			category: string[];
			sku: string;
			size_value: string;
			available: boolean;
		}>(db, "select name, slug, category, sku, size_value::text, available from products where gtin = '7310000000010'");
		expect(product).toMatchObject({ name: "Testchoklad Mörk 100 g", slug: "testchoklad-mork-100-g", sku: "7310000000010" });
		expect(product.category).toEqual(["Choklad"]);
		expect(Number(product.size_value)).toBe(100);
		// No GTIN: the SKU is the retailer's slug and the row's id; the rules still categorise it.
		const noGtin = await one<{ sku: string; category: string[]; price: string; description: string }>(
			db,
			"select sku, category, price::text, description from products where name = 'Testbolaget Saltlakrits 200 g'",
		);
		expect(noGtin).toMatchObject({
			sku: "testbutik:A-2",
			category: ["Lakrits"],
			description: "Gott **godis** – beskrivet i markdown.",
		});
		expect(Number(noGtin.price)).toBe(24.9);
		expect((await one<{ n: number }>(db, "select count(*)::int as n from price_history")).n).toBe(3);
		const feed = await one<{ last_status: string; last_result: { new: number } }>(
			db,
			"select last_status, last_result from feeds where id = $1",
			[feedIds["main.xml"]],
		);
		expect(feed.last_status).toBe("succeeded");
		expect(feed.last_result.new).toBe(3);
	});

	it("reads an ISO-8859-1 CSV and matches its rows to existing products by GTIN and by brand + name + size", async () => {
		const csv = [
			"id;title;price;link;availability;brand;gtin",
			"L-1;Testchoklad Mörk 100g;21,90 kr;https://latinbutik.example/1;i lager;Testbolaget;7310000000010",
			"L-2;Saltlakrits 200 g;26,90 kr;https://latinbutik.example/2;i lager;Testbolaget;",
			"L-3;Choklad med hasselnötter 150 g;29,90 kr;https://latinbutik.example/3;slutsåld;Nötfabriken;",
		].join("\n");
		serve(path("latin1.csv"), Buffer.from(csv, "latin1"), { type: "text/csv; charset=iso-8859-1" });
		const result = await importFeed(db, feedIds["latin1.csv"] as string);
		expect(result).toMatchObject({ new: 1, offersAdded: 3, rejected: 0, total: 3 });
		const offers = await db.query<{ external_id: string; name: string }>(
			`select o.external_id, p.name from offers o join products p on p.id = o.product_id
			 where o.external_id like 'L-%' order by o.external_id`,
		);
		expect(offers).toEqual([
			{ external_id: "L-1", name: "Testchoklad Mörk 100 g" },
			{ external_id: "L-2", name: "Testbolaget Saltlakrits 200 g" },
			{ external_id: "L-3", name: "Choklad med hasselnötter 150 g" },
		]);
		// Sold out everywhere from the start: stored, not listed, priced at its offer.
		const nuts = await one<{ available: boolean; price: string; slug: string }>(
			db,
			"select available, price::text, slug from products where name = 'Choklad med hasselnötter 150 g'",
		);
		expect(nuts).toMatchObject({ available: false, slug: "choklad-med-hasselnotter-150-g" });
		// The chocolate's cheapest offer is still the first shop's.
		const chocolateRow = await one<{ price: string; product_url: string }>(
			db,
			"select price::text, product_url from products where gtin = '7310000000010'",
		);
		expect(Number(chocolateRow.price)).toBe(19.9);
		expect(chocolateRow.product_url).toBe("https://testbutik.example/p/A-1");
	});

	it("changes nothing when the same feed is imported again", async () => {
		const before = await importFingerprint(db);
		const seen = await one<{ at: string }>(db, "select max(seen_at)::text as at from offers");
		const result = await importFeed(db, feedIds["main.xml"] as string);
		expect(result).toMatchObject({ new: 0, offersAdded: 0, updated: 0, unchanged: 3, madeUnavailable: 0, withdrawn: 0 });
		expect(await importFingerprint(db)).toEqual(before);
		const seenAgain = await one<{ at: string }>(db, "select max(seen_at)::text as at from offers");
		expect(seenAgain.at > seen.at).toBe(true);
	});

	it("writes a price history row and moves the product to its new cheapest offer", async () => {
		// The first shop raises its price above the second's: the second shop's offer is now the cheapest.
		serve(path("main.xml"), googleFeed([{ ...chocolate, price: "23.90 SEK" }, liquorice, gums]));
		const result = await importFeed(db, feedIds["main.xml"] as string);
		expect(result).toMatchObject({ updated: 1, unchanged: 2, new: 0 });
		const product = await one<{ id: string; price: string; product_url: string; cheapest: string }>(
			db,
			`select p.id, p.price::text, p.product_url, o.external_id as cheapest
			 from products p join offers o on o.id = p.cheapest_offer_id where p.gtin = '7310000000010'`,
		);
		expect(Number(product.price)).toBe(21.9);
		expect(product).toMatchObject({ product_url: "https://latinbutik.example/1", cheapest: "L-1" });
		const history = await db.query<{ price: string; external_id: string }>(
			`select h.price::text, o.external_id from price_history h join offers o on o.id = h.offer_id
			 where h.product_id = $1 order by h.id`,
			[product.id],
		);
		expect(history.map((h) => [h.external_id, Number(h.price)])).toEqual([
			["A-1", 19.9],
			["L-1", 21.9],
			["A-1", 23.9],
		]);
	});

	it("keeps the rows a cut-off feed delivered and loses nothing stored", async () => {
		const before = await one<{ n: number }>(db, "select count(*)::int as n from offers where availability <> 'out_of_stock'");
		const whole = googleFeed([{ ...chocolate, price: "17.90 SEK" }, liquorice, gums]);
		serve(path("main.xml"), whole.slice(0, whole.indexOf("<g:id>A-2")));
		const result = await importFeed(db, feedIds["main.xml"] as string);
		expect(result).toMatchObject({ truncated: true, status: "partial", updated: 1, withdrawn: 0, madeUnavailable: 0 });
		const cutOff = result.rejections.at(-1)?.problem;
		expect(cutOff).toEqual({ code: "feed-cut-off", cause: { code: "xml-cut-off", items: 2 } });
		expect(words(cutOff as FeedProblem)).toBe(
			"Flödet tog slut i förtid: Flödet tar slut mitt i en produkt (efter 2 produkter): filen är avkortad. Importerade rader sparades; inga erbjudanden markerades som slut i lager.",
		);
		// The row before the cut was imported; the rows after it were not marked out of stock.
		const price = await one<{ price: string }>(db, "select price::text from products where gtin = '7310000000010'");
		expect(Number(price.price)).toBe(17.9);
		const after = await one<{ n: number }>(db, "select count(*)::int as n from offers where availability <> 'out_of_stock'");
		expect(after.n).toBe(before.n);
		const feed = await one<{ last_status: string; last_error: FeedProblem }>(
			db,
			"select last_status, last_error from feeds where id = $1",
			[feedIds["main.xml"]],
		);
		expect(feed.last_status).toBe("partial");
		expect(feed.last_error).toEqual(cutOff);
	});

	it("makes a product whose only offer disappears unavailable, keeping its row, price and page", async () => {
		serve(path("main.xml"), googleFeed([{ ...chocolate, price: "17.90 SEK" }, liquorice]));
		const result = await importFeed(db, feedIds["main.xml"] as string);
		expect(result).toMatchObject({ withdrawn: 1, madeUnavailable: 1, new: 0 });
		const gone = await one<{ available: boolean; price: string; slug: string; availability: string }>(
			db,
			`select p.available, p.price::text, p.slug, o.availability from products p join offers o on o.product_id = p.id
			 where p.name = 'Sura Testnappar 150 g'`,
		);
		expect(gone).toMatchObject({ available: false, availability: "out_of_stock" });
		expect(Number(gone.price)).toBe(12.9);
		expect((await findProduct(connection.db, "sv", gone.slug))?.name).toBe("Sura Testnappar 150 g");
		// The liquorice still has the second shop's offer: it stays available.
		const kept = await one<{ available: boolean }>(
			db,
			"select available from products where name = 'Testbolaget Saltlakrits 200 g'",
		);
		expect(kept.available).toBe(true);
	});

	it("changes nothing when a feed answers 500, garbage, or is not reachable at all", async () => {
		const before = await importFingerprint(db);
		const host = new URL(feeds.url("/")).host;
		const failures: [string, Served | null, object][] = [
			["HTTP 500", { status: 500, body: Buffer.from("oops"), type: "text/plain" }, { code: "http-status", host, status: 500 }],
			[
				"garbage",
				{ status: 200, body: Buffer.from("<html><body>Serverfel</body></html>"), type: "text/html" },
				{ code: "not-google-feed", root: "html" },
			],
			[
				"binary",
				{ status: 200, body: Buffer.from([0, 1, 2, 3, 255, 254]), type: "application/octet-stream" },
				{ code: "not-xml" },
			],
		];
		for (const [what, response, problem] of failures) {
			if (response) serve(path("broken.xml"), response.body, response);
			await expect(importFeed(db, feedIds["broken.xml"] as string), what).rejects.toMatchObject({ problem });
			await expect(importFeed(db, feedIds["broken.xml"] as string), what).rejects.toBeInstanceOf(FeedImportError);
		}
		expect(words({ code: "http-status", host, status: 500 })).toBe(`Kunde inte hämta flödet från ${host}: HTTP 500`);
		// Nothing listening on the port.
		await db.query("update feeds set url = 'http://127.0.0.1:9/feed.xml' where id = $1", [feedIds["broken.xml"]]);
		const refused = await importFeed(db, feedIds["broken.xml"] as string).catch((error: FeedImportError) => error);
		expect(refused).toBeInstanceOf(FeedImportError);
		expect((refused as FeedImportError).problem).toMatchObject({ code: "unreachable", host: "127.0.0.1:9" });
		// Worded for the operator, the system's code kept for whoever looks further.
		expect(words((refused as FeedImportError).problem)).toBe(refusedWords);
		// The main feed turned into garbage: its stored offers all stay as they were.
		serve(path("main.xml"), "this is not xml at all");
		await expect(importFeed(db, feedIds["main.xml"] as string)).rejects.toBeInstanceOf(FeedImportError);
		expect(await importFingerprint(db)).toEqual(before);
		const feed = await one<{ last_status: string; last_error: FeedProblem; last_result: { total: number } }>(
			db,
			"select last_status, last_error, last_result from feeds where id = $1",
			[feedIds["main.xml"]],
		);
		expect(feed.last_status).toBe("failed");
		expect(feed.last_error).toMatchObject({ code: "not-xml" });
		expect(words(feed.last_error)).toMatch(/^Flödet är inte giltig XML: ./);
		// The last good run's counts are kept beside the error.
		expect(feed.last_result.total).toBe(2);
	});

	it("fails an import job of a feed that cannot be fetched, its line on the job page saying why", async () => {
		const { id } = await enqueueJob(db, { kind: "import-feed", payload: { feedId: feedIds["broken.xml"] as string } });
		await new JobWorker(db, jobHandlers).drain();
		const job = await findJob(db, id);
		expect(job).toMatchObject({ status: "failed", progressDone: 0, progressFailed: 1 });
		expect(job?.error).toContain('"code":"unreachable"');
		expect(job?.items.map((item) => [item.ok, adminText(item.label), adminText(item.message ?? "")])).toEqual([
			[false, "Trasigbutik (sv)", refusedWords],
		]);
	});

	it("enqueues one import per enabled feed and schedule tick (Stockholm time), however often it is asked", async () => {
		await db.query("update feeds set schedule = '0 4 * * *', enabled = true");
		await db.query("update feeds set enabled = false where id = $1", [feedIds["broken.xml"]]);
		// 03:30 in Stockholm (UTC+1 in November): yesterday's 04:00 is more than an hour ago, today's has not come.
		expect(await enqueueDueScheduledJobs(db, new Date("2026-11-22T02:30:00Z"))).toEqual([]);
		const at = new Date("2026-11-22T03:05:00Z");
		const [first, again] = [await enqueueDueScheduledJobs(db, at), await enqueueDueScheduledJobs(db, at)];
		expect(again).toEqual([]);
		// The nightly clean-up (03:30) is due at this hour too; the feeds' imports are what is counted here.
		const jobs = await db.query<{ kind: string; payload: { feedId: string } }>(
			"select kind, payload from jobs where id = any($1::bigint[]) and kind <> 'prune-old-data' order by id",
			[first],
		);
		expect(jobs.map((j) => j.kind)).toEqual(["import-feed", "import-feed"]);
		expect(jobs.map((j) => j.payload.feedId).sort()).toEqual([feedIds["main.xml"], feedIds["latin1.csv"]].sort());
	});
});

describe("bundled feed files", () => {
	it("are found under data/feeds/ and never outside it", async () => {
		expect(await resolveBundledFeed("godisbutiken-sv.xml")).toMatch(/data\/feeds\/godisbutiken-sv\.xml$/);
		const outside = { code: "invalid-path", path: "../../package.json" };
		await expect(resolveBundledFeed("../../package.json")).rejects.toMatchObject({ problem: outside });
		await expect(resolveBundledFeed("/etc/passwd")).rejects.toMatchObject({
			problem: { code: "invalid-path", path: "/etc/passwd" },
		});
		const missing = { code: "missing-file", path: "missing.xml" } as const;
		await expect(resolveBundledFeed("missing.xml")).rejects.toMatchObject({ problem: missing });
		expect(words(missing)).toBe("Flödesfilen finns inte: missing.xml");
	});
});
