// The slow half of an unreachable feed (feed-import.test.ts covers 500, garbage and a dead port): a
// feed that imported fine once, then its server accepts the connection and never answers, or
// answers and trickles the feed slower than the download's time limit. The import fails with its
// problem, which the feeds card shows in Swedish, and every stored product, offer and price row
// stays as it was.
// The time limits are shortened through the import's options so each case takes about a second.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listFeeds } from "~/.server/admin/feeds";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import type { Db } from "~/.server/db/handle";
import { migrate } from "~/.server/db/migrate";
import { FeedImportError, importFeed } from "~/.server/feeds/import-feed";
import { adminText } from "~/i18n/admin-t";
import { feedProblemText } from "~/lib/feed-problem-text";
import { testDatabases } from "../support/databases";
import { importFingerprint } from "../support/import-fingerprint";

// The feeds come from a server on 127.0.0.1: this process's imports may reach loopback (ADR 033;
// off by default, where loopback and private addresses are refused).
process.env.FEED_ALLOW_PRIVATE_NETWORKS = "true";

const timeouts = { connectTimeoutMs: 500, totalTimeoutMs: 1500 };
/** Far below the defaults (30 s, 10 min), far above how long the limits above take. */
const caseLimitMs = 15_000;

const feedBody = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Långsambutik</title>
<item><g:id>L-1</g:id><title>Långsam Choklad 100 g</title><link>https://langsam.example/p/L-1</link><g:price>19.90 SEK</g:price><g:availability>in_stock</g:availability><g:brand>Snigelbolaget</g:brand></item>
<item><g:id>L-2</g:id><title>Långsam Lakrits 200 g</title><link>https://langsam.example/p/L-2</link><g:price>24.90 SEK</g:price><g:availability>in_stock</g:availability><g:brand>Snigelbolaget</g:brand></item>
</channel></rss>`;
/** Headers and the feed up to inside its first item: what a slow server has sent when the limit hits. */
const feedStart = feedBody.slice(0, feedBody.indexOf("<title>Långsam Choklad") + "<title>Lång".length);

type Behaviour = "answers" | "silent" | "trickles";
const behaviours = new Map<string, Behaviour>();
const open = new Set<ServerResponse>();
const server = createServer((request, response) => {
	const behaviour = behaviours.get(request.url ?? "");
	if (!behaviour) return response.writeHead(404).end("not found");
	if (behaviour === "answers") return response.writeHead(200, { "content-type": "application/xml" }).end(feedBody);
	open.add(response);
	response.on("close", () => open.delete(response));
	if (behaviour === "silent") return; // connection accepted, no headers, ever
	// The rest of the feed, one byte every 100 ms: the whole would take minutes.
	response.writeHead(200, { "content-type": "application/xml" });
	response.write(feedStart);
	const rest = Buffer.from(feedBody.slice(feedStart.length), "utf8");
	let sent = 0;
	const trickle = setInterval(() => {
		if (sent < rest.length) response.write(rest.subarray(sent, ++sent));
		else response.end();
	}, 100);
	response.on("close", () => clearInterval(trickle));
});
let host = "";

beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
	for (const response of open) response.destroy();
	server.closeAllConnections();
	await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe.each(testDatabases())("a slow feed server on $name", (database) => {
	let connection: Connection;
	let db: Db;
	let feedId = "";
	const path = `/${database.name}/feed.xml`;

	beforeAll(async () => {
		connection = await database.open();
		db = connection.db;
		await migrate(db);
		setReadyConnection(connection);
		const [retailer] = await db.query<{ id: string }>(
			"insert into retailers (name, slug, website_url) values ('Långsambutik', 'langsambutik', 'https://langsam.example') returning id",
		);
		const [feed] = await db.query<{ id: string }>(
			"insert into feeds (retailer_id, locale, format, url) values ($1, 'sv', 'google_xml', $2) returning id",
			[retailer?.id, `http://${host}${path}`],
		);
		feedId = feed?.id ?? "";
	});
	afterAll(() => connection?.close());

	/** The feed imports fine (so offers exist), then its server turns slow; returns the rows before. */
	async function importedThenSlow(behaviour: Behaviour) {
		behaviours.set(path, "answers");
		const good = await importFeed(db, feedId, { fetch: timeouts });
		expect(good).toMatchObject({ status: "succeeded", total: 2, rejected: 0 });
		const before = await importFingerprint(db);
		expect(before.offers).toMatch(/^2:/);
		behaviours.set(path, behaviour);
		return before;
	}

	async function feedsCardRun() {
		const run = (await listFeeds(connection.db)).find((f) => f.id === feedId)?.lastRun;
		// The card's line under the run: its problem in words.
		return { ...run, words: run?.problem ? adminText(feedProblemText(run.problem)) : null };
	}

	it(
		"that never sends its headers: the import fails with 'inget svar inom tidsgränsen' and changes nothing",
		async () => {
			const before = await importedThenSlow("silent");
			const run = importFeed(db, feedId, { fetch: timeouts });
			await expect(run).rejects.toBeInstanceOf(FeedImportError);
			await expect(run).rejects.toMatchObject({ problem: { code: "no-answer", host } });
			expect(await importFingerprint(db)).toEqual(before);
			expect(await feedsCardRun()).toMatchObject({
				status: "failed",
				problem: { code: "no-answer", host },
				words: `Kunde inte hämta flödet från ${host}: inget svar inom tidsgränsen`,
				counts: null,
			});
		},
		caseLimitMs,
	);

	it(
		"that trickles the feed slower than the download limit: the import fails with 'tog för lång tid' and changes nothing",
		async () => {
			const before = await importedThenSlow("trickles");
			const run = importFeed(db, feedId, { fetch: timeouts });
			await expect(run).rejects.toBeInstanceOf(FeedImportError);
			await expect(run).rejects.toMatchObject({ problem: { code: "too-slow", host } });
			expect(await importFingerprint(db)).toEqual(before);
			expect(await feedsCardRun()).toMatchObject({
				status: "failed",
				problem: { code: "too-slow", host },
				words: `Hämtningen från ${host} tog för lång tid`,
				counts: null,
			});
			// Every offer is still on sale: a cut-off download never marks the rest as gone.
			const stock = await db.query<{ availability: string }>("select availability from offers where feed_id = $1", [feedId]);
			expect(stock.map((o) => o.availability)).toEqual(["in_stock", "in_stock"]);
		},
		caseLimitMs,
	);
});
