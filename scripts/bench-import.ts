// `npm run bench:import [-- --rows N] [-- --embedded]`: the import's budget. Writes an
// N-row Google Merchant feed (100,000 by default) to a temporary file, streaming, imports it into a
// fresh database, and prints the time and this process's peak memory beside the budgets (< 60 s,
// < 400 MB). Exits non-zero when a budget is missed. CI runs a small version (--rows 5000).
// The database is a throwaway PostgreSQL server (another process, as in production) when its
// binaries exist. `--embedded` (or no server binaries) uses embedded PGlite instead: its WebAssembly
// Postgres lives inside this process and takes ~500 MB by itself before the first row, so there the
// memory budget is checked against what the import adds on top of the opened database.
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gs1CheckDigit } from "~/lib/gtin";

process.env.LOG_LEVEL ??= "silent";

const budgetMs = 60_000;
const budgetRssBytes = 400 * 1024 * 1024;

const { values } = parseArgs({
	options: { rows: { type: "string", default: "100000" }, embedded: { type: "boolean", default: false } },
});
const rows = Number.parseInt(values.rows ?? "", 10);
if (!Number.isInteger(rows) || rows < 1) throw new Error("--rows must be a positive whole number");

const brands = ["Marabou", "Cloetta", "Malaco", "Fazer", "Haribo", "Freia", "Nidar", "OLW", "Bubs", "Läkerol"];
const kinds = ["Mjölkchoklad", "Saltlakrits", "Sura nappar", "Gelébitar", "Chips Sourcream", "Kola", "Skumbilar"];

/**
 * A valid EAN-13 for row i, in GS1 prefix 978 (books: never a candy product). Not prefix 2x, which
 * is a shop's own in-store numbering that the import does not match by (ADR 048).
 */
function gtin(i: number): string {
	const body = `978${String(i).padStart(9, "0")}`;
	return `${body}${gs1CheckDigit(body)}`;
}

function item(i: number): string {
	const brand = brands[i % brands.length] as string;
	const title = `${brand} ${kinds[i % kinds.length]} nr ${i} ${100 + (i % 9) * 50} g`;
	return `<item><g:id>B-${i}</g:id><title>${title}</title>
<description>Benchmark-produkt ${i}: &lt;b&gt;godis&lt;/b&gt; i lösvikt, för att mäta importen.</description>
<link>https://bench.example/produkt/${i}</link><g:image_link>https://bench.example/bilder/${i}.jpg</g:image_link>
<g:price>${(10 + (i % 500) / 10).toFixed(2)} SEK</g:price><g:availability>${i % 13 === 0 ? "out_of_stock" : "in_stock"}</g:availability>
<g:brand>${brand}</g:brand><g:gtin>${gtin(i)}</g:gtin><g:product_type>Godis &gt; Choklad</g:product_type></item>
`;
}

async function writeFeed(file: string): Promise<void> {
	const out = createWriteStream(file);
	const write = async (text: string) => {
		if (!out.write(text)) await once(out, "drain");
	};
	await write(
		'<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Bench</title>\n',
	);
	for (let i = 1; i <= rows; i++) await write(item(i));
	await write("</channel></rss>\n");
	out.end();
	await once(out, "finish");
}

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
	peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

const work = await mkdtemp(path.join(tmpdir(), "bench-import-"));
let failed = false;
try {
	// The feed is a bundled file of a temporary feeds directory; the database lives beside it.
	process.env.FEEDS_DIR = work;
	const feedFile = path.join(work, "bench.xml");
	await writeFeed(feedFile);
	console.info(`Feed: ${rows.toLocaleString("sv-SE")} rows, ${((await stat(feedFile)).size / 1024 / 1024).toFixed(1)} MB`);

	const [{ connect }, { migrate }, { importFeed }, { findPostgresBinDir, startPostgres }] = await Promise.all([
		import("~/.server/db/client"),
		import("~/.server/db/migrate"),
		import("~/.server/feeds/import-feed"),
		import("./support/postgres-process"),
	]);
	const binDir = values.embedded ? null : findPostgresBinDir();
	const server = binDir ? await startPostgres(binDir) : null;
	console.info(server ? "Database: a throwaway PostgreSQL server" : "Database: embedded PGlite (inside this process)");
	const connection = await connect(server ? { databaseUrl: server.url, dataDir: work } : { dataDir: work });
	try {
		await migrate(connection.db);
		const [feed] = await connection.db.query<{ id: string }>(
			`with r as (insert into retailers (name, slug, website_url) values ('Bench', 'bench', 'https://bench.example') returning id)
			 insert into feeds (retailer_id, locale, format, file_path) select id, 'sv', 'google_xml', 'bench.xml' from r returning id`,
		);
		if (!feed) throw new Error("no feed");
		// What the process holds before the import (with PGlite: the whole database engine).
		const openedRss = process.memoryUsage().rss;
		peakRss = openedRss;
		const started = performance.now();
		const result = await importFeed(connection.db, feed.id);
		const elapsedMs = performance.now() - started;
		peakRss = Math.max(peakRss, process.memoryUsage().rss);
		// PGlite's start-up (initdb in WebAssembly) peaks before the import: leave it out with server.
		if (server) peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);
		const measured = server ? peakRss : peakRss - openedRss;

		const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
		const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
		console.info(
			`Imported: ${result.new} new products, ${result.offersAdded} offers, ${result.rejected} rejected of ${result.total} rows`,
		);
		const timeOk = elapsedMs < budgetMs;
		const memoryOk = measured < budgetRssBytes;
		console.info(
			`Time:        ${seconds(elapsedMs).padStart(8)}  (budget < ${seconds(budgetMs)})  ${timeOk ? "ok" : "OVER BUDGET"}`,
		);
		const label = server ? "Peak memory:" : "Import peak:";
		console.info(
			`${label} ${megabytes(measured).padStart(8)}  (budget < ${megabytes(budgetRssBytes)})  ${memoryOk ? "ok" : "OVER BUDGET"}`,
		);
		if (!server) console.info(`(process peak ${megabytes(peakRss)}, of which ${megabytes(openedRss)} before the import)`);
		if (result.total !== rows || result.offersAdded + result.rejected !== rows) {
			console.error(`Expected ${rows} rows, the import saw ${result.total}`);
			failed = true;
		}
		failed ||= !timeOk || !memoryOk;
	} finally {
		await connection.close();
		await server?.stop();
	}
} finally {
	clearInterval(sampler);
	await rm(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
