// Feeds cannot hurt the site (ADR 032). Whoever controls a feed's host controls what the import
// reads: a Google feed with one 300 MB text node used to end the Node process (npm start bounds
// its heap to 192 MB) within seconds. Each hostile feed here is generated on the fly by a server
// on 127.0.0.1 (never written to disk) and imported by a real instance started exactly as npm
// start starts it. After each: the same process answers /healthz, the import job failed with its
// problem in Swedish on the job page (no stack, no code), the server was not read much past the
// limit, and nothing reached the catalogue.
import { mkdtempSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "~/.server/db/client";
import type { Db } from "~/.server/db/handle";
import { migrate } from "~/.server/db/migrate";
import type { FeedProblem } from "~/.server/feeds/problems";
import { adminT, adminText } from "~/i18n/admin-t";
import { feedProblemText } from "~/lib/feed-problem-text";
import { peakMemoryMb } from "../../scripts/support/app-process";
import { adminFeedsClient, expectNoInternals } from "../support/admin-feeds-client";
import { npmStartNodeFlags, type RunningApp, startApp } from "../support/app-server";
import { freshPostgresUrl, testDatabases } from "../support/databases";

const megabyte = 1024 * 1024;
const huge = 300 * megabyte;
const words = (problem: FeedProblem) => adminText(feedProblemText(problem));

const validItem = `<item><g:id>H-1</g:id><title>Ärlig Lakrits 100 g</title><link>https://hostile.example/1</link><g:price>10.00 SEK</g:price><g:availability>in_stock</g:availability></item>`;
const xmlStart = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Fientlig</title>
${validItem}
<item><g:id>H-2</g:id><title>Fientlig</title><link>https://hostile.example/2</link><g:price>10.00 SEK</g:price><description>`;
const csvStart =
	"id,title,price,link,availability,description\nC-1,Ärlig Lakrits 100 g,10.00 SEK,https://hostile.example/c1,in_stock,kort\n";

interface Hostile {
	format: "google_xml" | "csv";
	/** What the server sends first; then `filler` until `total` bytes, or until the reader hangs up. */
	head: string;
	filler: string;
	total: number;
	headers?: Record<string, string>;
}

const feeds: Record<string, Hostile> = {
	"/huge-text-node.xml": { format: "google_xml", head: xmlStart, filler: "A", total: huge },
	"/huge-field.csv": {
		format: "csv",
		head: `${csvStart}C-2,Fientlig,10.00 SEK,https://hostile.example/c2,in_stock,`,
		filler: "x",
		total: huge,
	},
	"/huge-unterminated-quote.csv": {
		format: "csv",
		head: `${csvStart}C-2,Fientlig,10.00 SEK,https://hostile.example/c2,in_stock,"`,
		filler: "x,\n",
		total: huge,
	},
	// Says it is bigger than FEED_MAX_BYTES (512 MB): refused before a byte of it is read.
	"/announced-too-large.xml": {
		format: "google_xml",
		head: xmlStart,
		filler: "A",
		total: huge,
		headers: { "content-length": String(600 * megabyte) },
	},
};

/** Bytes the server handed to each connection before the reader hung up (or it finished). */
const sent = new Map<string, number>();
const responses = new Set<ServerResponse>();
const server = createServer((request, response) => {
	const feed = feeds[request.url ?? ""];
	if (!feed) return response.writeHead(404).end();
	responses.add(response);
	const route = request.url ?? "";
	const filler = Buffer.from(feed.filler.repeat(Math.ceil((64 * 1024) / feed.filler.length)));
	let written = 0;
	let closed = false;
	response.on("close", () => {
		closed = true;
		responses.delete(response);
	});
	response.writeHead(200, { "content-type": feed.format === "csv" ? "text/csv" : "application/xml", ...feed.headers });
	response.write(feed.head);
	written += Buffer.byteLength(feed.head);
	const pump = () => {
		while (!closed && written < feed.total) {
			written += filler.length;
			sent.set(route, written);
			if (!response.write(filler)) {
				response.once("drain", pump);
				return;
			}
		}
		if (!closed) response.end("</description></item></channel></rss>");
	};
	sent.set(route, written);
	pump();
});
let origin = "";

beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
	for (const response of responses) response.destroy();
	await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function count(db: Db, table: string): Promise<number> {
	const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
	return Number(row?.n);
}

describe.each(testDatabases())("hostile feeds imported by a running instance on $name", (database) => {
	const password = "hostile-feeds-password";
	const feedIds: Record<string, string> = {};
	let databaseUrl: string | undefined;
	let dataDir = "";
	let app: RunningApp | undefined;

	const open = () => connect(databaseUrl ? { databaseUrl, dataDir: "unused" } : { dataDir });

	beforeAll(async () => {
		dataDir = mkdtempSync(path.join(tmpdir(), "gg-hostile-"));
		databaseUrl = database.name === "postgres" ? await freshPostgresUrl() : undefined;
		const setup = await open();
		await migrate(setup.db);
		for (const [feedPath, feed] of Object.entries(feeds)) {
			const slug = `fientlig-${feedPath.replace(/\W+/g, "-").replace(/^-|-$/g, "")}`;
			const [row] = await setup.db.query<{ id: string }>(
				`with r as (insert into retailers (name, slug, website_url) values ($1, $1, 'https://hostile.example') returning id)
				 insert into feeds (retailer_id, locale, format, url) select id, 'sv', $2, $3 from r returning id`,
				[slug, feed.format, `${origin}${feedPath}`],
			);
			feedIds[feedPath] = row?.id ?? "";
		}
		await setup.close();
		app = await startApp(
			{
				...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
				ADMIN_PASSWORD: password,
				SESSION_SECRET: "hostile-feeds-session-secret",
				SEED_DEMO: "false",
				// The hostile server is on 127.0.0.1 (ADR 033). Every limit stays at its default.
				FEED_ALLOW_PRIVATE_NETWORKS: "true",
			},
			undefined,
			{ nodeFlags: npmStartNodeFlags },
		);
	}, 180_000);
	afterAll(() => app?.stop());

	it("survives each one: the same process answers, each import failed in words, nothing was read far or written", async () => {
		const running = app as RunningApp;
		const admin = await adminFeedsClient(running.url, password);
		const peakBefore = peakMemoryMb(running.pid);
		const expected: [string, FeedProblem][] = [
			["/huge-text-node.xml", { code: "field-too-large", maxBytes: 64 * 1024 }],
			["/huge-field.csv", { code: "row-too-large", maxBytes: 1024 * 1024 }],
			["/huge-unterminated-quote.csv", { code: "row-too-large", maxBytes: 1024 * 1024 }],
			["/announced-too-large.xml", { code: "feed-too-large", maxBytes: 512 * megabyte }],
		];
		for (const [feedPath, problem] of expected) {
			const job = await admin.endedJob(await admin.importNow(feedIds[feedPath] as string));
			expect(job.status, feedPath).toBe(`${adminT("jobKinds.import-feed")} · ${adminT("job.status.failed")}`);
			expect(job.error, feedPath).toBe(`${adminT("job.error")}: ${words(problem)}`);
			expectNoInternals(job.page);
			// The same process, still answering.
			expect(() => process.kill(running.pid, 0)).not.toThrow();
			expect((await fetch(`${running.url}/healthz`)).status, feedPath).toBe(200);
			// The reader hung up near the limit, not after the 300 MB on offer.
			expect(sent.get(feedPath) ?? 0, feedPath).toBeLessThan(32 * megabyte);
		}
		expect(words({ code: "field-too-large", maxBytes: 64 * 1024 })).toBe(
			"Flödet har ett fält eller en textnod som är större än gränsen på 64 kB; importen avbröts",
		);
		expect(words({ code: "feed-too-large", maxBytes: 512 * megabyte })).toBe(
			"Flödet är större än gränsen på 512 MB; importen avbröts",
		);
		// Reading all of that moved the process's peak memory by little.
		expect(peakMemoryMb(running.pid) - peakBefore).toBeLessThan(64);
		expect(running.output()).not.toMatch(/heap out of memory|exited/i);
		await running.stop();
		app = undefined;

		const check = await open();
		for (const table of ["products", "offers", "price_history"]) expect(await count(check.db, table), table).toBe(0);
		const runs = await check.db.query<{ url: string; last_status: string; last_error: { code: string } }>(
			"select url, last_status, last_error from feeds order by url",
		);
		expect(runs.map((run) => [new URL(run.url).pathname, run.last_status, run.last_error.code])).toEqual(
			expected.map(([feedPath, problem]) => [feedPath, "failed", problem.code]).sort(),
		);
		await check.close();
	}, 180_000);
});
