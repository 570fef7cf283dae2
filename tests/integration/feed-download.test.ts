// How a feed is read (ADR 032, 033), on real databases with a real HTTP server on 127.0.0.1: the
// whole feed is bounded whether it is a bundled file, a plain download or a compressed one (a
// small gzip file that inflates past the limit); the number of items is bounded; a redirect is
// followed by hand; and the socket connects to the addresses that were checked and no others.
// Each limit broken fails the import, writes nothing and words its problem.
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import type { Db } from "~/.server/db/handle";
import { migrate } from "~/.server/db/migrate";
import type { FeedAddressPolicy } from "~/.server/feeds/feed-address";
import { FeedImportError, importFeed } from "~/.server/feeds/import-feed";
import type { FeedProblem } from "~/.server/feeds/problems";
import { adminText } from "~/i18n/admin-t";
import { feedProblemText } from "~/lib/feed-problem-text";
import { testDatabases } from "../support/databases";
import { googleFeedXml } from "../support/feed-server";
import { importFingerprint } from "../support/import-fingerprint";

// Bundled feeds are read from a directory of this test's own.
const feedsDir = mkdtempSync(path.join(tmpdir(), "gg-feed-download-"));
process.env.FEEDS_DIR = feedsDir;

const words = (problem: FeedProblem) => adminText(feedProblemText(problem));
const loopback: FeedAddressPolicy = { allowPrivateNetworks: true, allowedPorts: [80, 443] };
/** Production's rule for addresses; any port, so that only the address decides. */
const production: FeedAddressPolicy = { allowPrivateNetworks: false, allowedPorts: "any" };

/** A valid feed of `rows` items (about 270 bytes each). */
function feedOf(rows: number, prefix = "D"): string {
	return googleFeedXml(
		"Nedladdningsbutiken",
		Array.from({ length: rows }, (_, i) => ({
			id: `${prefix}-${i}`,
			title: `Nedladdad Lakrits nr ${i} 100 g`,
			link: `https://nedladdning.example/p/${i}`,
			price: `${10 + (i % 50)}.90 SEK`,
			inStock: true,
		})),
	);
}

const small = feedOf(3);
const big = feedOf(400); // ~100 kB
const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024, " ")); // 50 kB that inflate to 50 MB
writeFileSync(path.join(feedsDir, "big.xml"), big);

const hits = new Map<string, number>();
const server = createServer((request, response) => {
	const route = request.url ?? "";
	hits.set(route, (hits.get(route) ?? 0) + 1);
	const xml = { "content-type": "application/xml" };
	if (route === "/small.xml") return response.writeHead(200, xml).end(small);
	// No Content-Length: the size is only known by counting.
	if (route === "/big-chunked.xml") {
		response.writeHead(200, xml);
		for (let start = 0; start < big.length; start += 4096) response.write(big.slice(start, start + 4096));
		return response.end();
	}
	if (route === "/small.xml.gz") return response.writeHead(200, { ...xml, "content-encoding": "gzip" }).end(gzipSync(small));
	if (route === "/bomb.xml.gz") return response.writeHead(200, { ...xml, "content-encoding": "gzip" }).end(bomb);
	if (route === "/moved") return response.writeHead(301, { location: "/small.xml" }).end();
	return response.writeHead(404).end();
});
let port = 0;

beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.each(testDatabases())("reading a feed on $name", (database) => {
	let connection: Connection;
	let db: Db;
	let retailerId = "";

	beforeAll(async () => {
		connection = await database.open();
		db = connection.db;
		await migrate(db);
		setReadyConnection(connection);
		const [retailer] = await db.query<{ id: string }>(
			"insert into retailers (name, slug, website_url) values ('Nedladdningsbutiken', 'nedladdning', 'https://nedladdning.example') returning id",
		);
		retailerId = retailer?.id ?? "";
	});
	afterAll(() => connection?.close());

	async function feedAt(source: { url?: string; file?: string }): Promise<string> {
		await db.query("delete from feeds");
		const [feed] = await db.query<{ id: string }>(
			"insert into feeds (retailer_id, locale, format, url, file_path) values ($1, 'sv', 'google_xml', $2, $3) returning id",
			[retailerId, source.url ?? null, source.file ?? null],
		);
		return feed?.id ?? "";
	}

	async function refused(feedId: string, options: Parameters<typeof importFeed>[2], problem: FeedProblem) {
		const before = await importFingerprint(db);
		const error = await importFeed(db, feedId, options).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(FeedImportError);
		expect((error as FeedImportError).problem).toEqual(problem);
		expect(await importFingerprint(db)).toEqual(before);
		const [run] = await db.query<{ last_status: string; last_error: FeedProblem }>(
			"select last_status, last_error from feeds where id = $1",
			[feedId],
		);
		expect(run).toEqual({ last_status: "failed", last_error: problem });
	}

	it("fails a bundled file, a download and a compressed download bigger than FEED_MAX_BYTES, writing nothing", async () => {
		const limits = { maxBytes: 64 * 1024 };
		const tooLarge = { code: "feed-too-large", maxBytes: 64 * 1024 } as const;
		await refused(await feedAt({ file: "big.xml" }), { limits }, tooLarge);
		await refused(
			await feedAt({ url: `http://127.0.0.1:${port}/big-chunked.xml` }),
			{ limits, fetch: { policy: loopback } },
			tooLarge,
		);
		await refused(
			await feedAt({ url: `http://127.0.0.1:${port}/bomb.xml.gz` }),
			{ limits, fetch: { policy: loopback } },
			tooLarge,
		);
		expect(words(tooLarge)).toBe("Flödet är större än gränsen på 64 kB; importen avbröts");
		// Within the limit, the same file is read whole.
		const read = await importFeed(db, await feedAt({ file: "big.xml" }), { limits: { maxBytes: 256 * 1024 } });
		expect(read).toMatchObject({ status: "succeeded", total: 400, rejected: 0 });
	});

	it("fails a feed with more items than FEED_MAX_ROWS", async () => {
		const tooMany = { code: "too-many-rows", maxRows: 399 } as const;
		await refused(await feedAt({ file: "big.xml" }), { limits: { maxRows: 399 } }, tooMany);
		expect(words({ code: "too-many-rows", maxRows: 500_000 })).toBe(
			"Flödet har fler än 500\u00a0000 produkter; importen avbröts",
		);
	});

	it("reads a compressed download and follows a redirect by hand", async () => {
		const gz = await importFeed(db, await feedAt({ url: `http://127.0.0.1:${port}/small.xml.gz` }), {
			fetch: { policy: loopback },
		});
		expect(gz).toMatchObject({ status: "succeeded", total: 3 });
		const before = hits.get("/small.xml") ?? 0;
		const moved = await importFeed(db, await feedAt({ url: `http://127.0.0.1:${port}/moved` }), { fetch: { policy: loopback } });
		expect(moved).toMatchObject({ status: "succeeded", total: 3 });
		expect(hits.get("/small.xml")).toBe(before + 1);
	});

	it("connects only to the addresses its look-up checked", async () => {
		// No resolver on this machine knows feeds.test: the feed is read only because the socket
		// connects to the address the check returned.
		const feedId = await feedAt({ url: `http://feeds.test:${port}/small.xml` });
		const resolve = async () => [{ address: "127.0.0.1", family: 4 }];
		expect(await importFeed(db, feedId, { fetch: { policy: loopback, resolve } })).toMatchObject({ status: "succeeded" });
		// A name with one internal address among public ones is refused before any connection.
		const before = hits.get("/small.xml") ?? 0;
		const rebinding = async () => [
			{ address: "93.184.215.14", family: 4 },
			{ address: "127.0.0.1", family: 4 },
		];
		await refused(
			feedId,
			{ fetch: { policy: production, resolve: rebinding } },
			{ code: "address-refused", host: `feeds.test:${port}` },
		);
		expect(hits.get("/small.xml")).toBe(before);
	});
});
