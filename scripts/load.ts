// `npm run load`: the production server under 100 connections mixing public pages, searches and
// suggestions with admin writes (new articles), for 5 minutes. Budgets: zero 5xx, memory not
// growing (the last minute within 10% of the second), and every admin write readable afterwards.
// `--small` is the CI version (40 s: the last quarter against the second). The database is a
// PostgreSQL server when its binaries are installed (`--db embedded` for PGlite, whose WebAssembly
// heap only ever grows while it warms up, so short runs measure its warm-up).
//
// `--cluster` runs production's shape instead (ADR 021): two instances on one PostgreSQL database
// and nginx in front (scripts/support/cluster.ts). The same load, admin included, goes through
// nginx's https origin, from 127.0.0.1, which nginx's request limits leave alone (ADR 036): no
// answer may be one of their 429s. Memory is judged per instance; every accepted write must be
// readable on each instance and through nginx. The instances run with a short s-maxage, so nginx
// renews its copies every few seconds and the instances keep rendering under the load instead of
// idling behind the cache.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import * as undici from "undici";
import { type AppProcess, budgetLine, memoryMb, scriptSecrets, startAppProcess } from "./support/app-process";
import { CacheStatusCount } from "./support/cache-status";
import { startCluster } from "./support/cluster";
import { httpsClient } from "./support/https-client";
import { hasNginx, type NginxProcess } from "./support/nginx-process";
import { findPostgresBinDir, startPostgres } from "./support/postgres-process";

const { values: args } = parseArgs({
	options: {
		small: { type: "boolean", default: false },
		seconds: { type: "string" },
		connections: { type: "string", default: "100" },
		db: { type: "string" },
		cluster: { type: "boolean", default: false },
	},
});
const seconds = Number(args.seconds ?? (args.small ? 40 : 300));
const connections = Number(args.connections);
const cluster = args.cluster;
/** The instances' s-maxage in cluster mode: nginx asks them again this often. */
const clusterSMaxAge = 5;

const binDir = findPostgresBinDir();
const db = args.db ?? (binDir ? "postgres" : "embedded");
if (cluster && (db !== "postgres" || !binDir || !hasNginx())) {
	console.error("--cluster needs a PostgreSQL server and nginx (apt-get install postgresql nginx), and no --db embedded.");
	process.exit(1);
}
const postgres = db === "postgres" && binDir ? await startPostgres(binDir) : null;
const dataDir = mkdtempSync(path.join(tmpdir(), "gg-load-"));
// Where the load goes (the app, or nginx in front of the instances), and the instances behind it.
// A server that fails to start takes the database server down with it rather than leaving it running.
const target: { url: string; instances: AppProcess[]; nginx?: NginxProcess; stop(): Promise<void> } = await (cluster && postgres
	? startCluster({ databaseUrl: postgres.url, env: { HTTP_CACHE_S_MAXAGE: String(clusterSMaxAge) } })
	: startAppProcess({ DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) }).then((app) => ({
			url: app.url,
			instances: [app],
			stop: () => app.stop(),
		}))
).catch(async (error: unknown) => {
	await postgres?.stop();
	rmSync(dataDir, { recursive: true, force: true });
	throw error;
});
const { url } = target;
// nginx's certificate is a throwaway self-signed one; the app alone answers plain http.
const selfSigned = httpsClient();
const fetchSite = (input: string, init: undici.RequestInit = {}) => undici.fetch(input, { ...init, dispatcher: selfSigned });
const lines: string[] = [];
let failed = false;
function report(label: string, value: string, budget: string, ok: boolean): void {
	failed ||= !ok;
	lines.push(budgetLine(label, value, budget, ok));
}

try {
	const login = await fetchSite(`${url}/admin/login`, {
		method: "POST",
		redirect: "manual",
		headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
		body: new URLSearchParams({ password: scriptSecrets.ADMIN_PASSWORD }),
	});
	const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
	const category = await (await fetchSite(`${url}/kategorier/godis`)).text();
	const product = category.match(/href="(\/produkter\/[^"?#]+)"/)?.[1] ?? "/produkter";
	const terms = ["choklad", "lakrits", "cola", "marabou", "sura", "chips", "gelé", "sjokolade"];
	const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;

	const run = `${Date.now().toString(36)}`;
	let articles = 0;
	// Only the writes the server answered as done count: autocannon prepares a request or two it
	// never sends (or never hears back from) when its time runs out.
	const written: string[] = [];
	const article = (slug: string) =>
		new URLSearchParams({
			intent: "create-article",
			h1: `Lasttest ${slug}`.slice(0, 60),
			slug,
			metaTitle: "Lasttest av Godisguiden",
			metaDescription:
				"Godisguiden under last: en artikel skriven under lasttestet för att visa att varje skrivning går att läsa efteråt, med rätt längd på beskrivningen.",
			content: "Godis under last. ".repeat(40),
			locale: "sv",
			status: "published",
		}).toString();

	// Resident memory of each instance, once a second.
	const samples: { at: number; mb: number[] }[] = [];
	const started = Date.now();
	const sampler = setInterval(
		() => samples.push({ at: Date.now() - started, mb: target.instances.map((i) => memoryMb(i.child.pid ?? 0)) }),
		1000,
	);
	// In cluster mode, each answer's X-Cache-Status (none: nginx sent none, as for a form post).
	const cacheStatus = new CacheStatusCount();
	const requests: autocannon.Request[] = [
		{ method: "GET", path: "/" },
		{ method: "GET", path: "/kategorier/godis" },
		{ method: "GET", path: product },
		{ method: "GET", path: "/sok", setupRequest: (r) => ({ ...r, path: `/sok?q=${encodeURIComponent(pick(terms))}` }) },
		{
			method: "GET",
			path: "/api/suggestions",
			setupRequest: (r) => ({ ...r, path: `/api/suggestions?q=${encodeURIComponent(pick(terms))}&locale=sv&limit=4` }),
		},
		{ method: "GET", path: "/no/kategorier/sjokolade?sort=price-asc" },
		{ method: "GET", path: "/artiklar" },
		{
			method: "POST",
			path: "/admin?index",
			setupRequest: (r, context: { slug?: string }) => {
				// One write in eight requests would be far more than an operator; one per connection and ~3 s.
				context.slug = Math.random() < 0.05 ? `last-${run}-${++articles}` : undefined;
				return {
					...r,
					path: "/admin?index",
					headers: { ...r.headers, "Content-Type": "application/x-www-form-urlencoded", Origin: url, Cookie: cookie },
					body: context.slug ? article(context.slug) : "intent=none",
				};
			},
			onResponse: (status: number, _body: string, context: { slug?: string }) => {
				if (context.slug && status < 400) written.push(context.slug);
			},
		},
	];
	// In cluster mode also which requests failed, to tell nginx's 502s from the app's own errors.
	const failures: string[] = [];
	if (cluster)
		for (const request of requests) {
			const own = request.onResponse;
			request.onResponse = (status, body, context, headers) => {
				if (typeof own === "function") own(status, body, context, headers);
				cacheStatus.add(headers);
				if (status >= 500)
					failures.push(`${status} ${request.method} ${request.path}: ${body.slice(0, 160).replace(/\s+/g, " ")}`);
			};
		}
	// What went wrong with requests that got no answer at all (a timeout, a reset connection), by message.
	const requestErrors = new Map<string, number>();
	const result = await new Promise<autocannon.Result>((resolve, reject) => {
		const loading = autocannon({ url, connections, duration: seconds, requests }, (error, done) =>
			error ? reject(error) : resolve(done),
		);
		loading.on("reqError", (error: Error) => requestErrors.set(error.message, (requestErrors.get(error.message) ?? 0) + 1));
	});
	clearInterval(sampler);

	const stats = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
	const fivexx = Object.entries(stats)
		.filter(([code]) => code.startsWith("5"))
		.reduce((sum, [, s]) => sum + s.count, 0);
	lines.push(
		budgetLine(
			`${Math.round(result.requests.total).toLocaleString("en")} requests, ${connections} connections, ${seconds} s, ${db}${cluster ? `, ${target.instances.length} instances behind nginx` : ""}`,
			`${Math.round(result.requests.average)} req/s`,
		),
	);
	if (cluster) {
		lines.push(budgetLine(`nginx cache: ${cacheStatus}`, `${(cacheStatus.fromCacheShare() * 100).toFixed(1)}% from cache`));
	}
	report("5xx answers", String(fivexx), "0", fivexx === 0 && result.errors === 0);
	if (cluster) {
		const limited = stats["429"]?.count ?? 0;
		report("answers refused by nginx's request limits (429)", String(limited), "0", limited === 0);
	}
	for (const [message, count] of requestErrors) lines.push(`    no answer: ${message} (${count.toLocaleString("en")})`);
	if (cluster && (fivexx > 0 || result.errors > 0)) {
		const errors = (text: string) => text.split("\n").filter((line) => /error|crit|alert|emerg/i.test(line));
		for (const failure of failures.slice(0, 5)) lines.push(`    answered ${failure}`);
		for (const line of errors(target.nginx?.errorLog() ?? "").slice(0, 5)) lines.push(`    nginx: ${line}`);
		target.instances.forEach((instance, index) => {
			for (const line of errors(instance.output()).slice(0, 5)) lines.push(`    instance ${index + 1}: ${line}`);
		});
	}

	// Memory: the second minute against the last (in the small version: second and last quarter).
	const window = args.small ? seconds / 4 : 60;
	target.instances.forEach((_instance, index) => {
		const average = (from: number, to: number) => {
			const inside = samples.filter((s) => s.at >= from * 1000 && s.at < to * 1000);
			return inside.reduce((sum, s) => sum + (s.mb[index] ?? 0), 0) / Math.max(1, inside.length);
		};
		const early = average(window, 2 * window);
		const late = average(seconds - window, seconds);
		const growth = (late - early) / early;
		report(
			`${cluster ? `instance ${index + 1} ` : ""}memory: ${Math.round(early)} MB (window 2) → ${Math.round(late)} MB (last window)`,
			`${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)}%`,
			"≤ +10%",
			growth <= 0.1,
		);
	});

	// Every write the server accepted is readable afterwards: in cluster mode on each instance, and
	// through nginx once any copy it kept from before the write has expired (s-maxage + 2 s).
	if (cluster) await new Promise((r) => setTimeout(r, (clusterSMaxAge + 2) * 1000));
	const readers = cluster ? [...target.instances.map((instance) => instance.url), url] : [url];
	const unreadable: string[] = [];
	const read = async (slug: string) => {
		for (const reader of readers) {
			const response = await fetchSite(`${reader}/artiklar/${slug}`);
			await response.arrayBuffer();
			if (response.status !== 200) unreadable.push(`${slug} ${response.status} from ${reader}`);
		}
	};
	// A few at once in cluster mode, where a full run's writes times three readers would take minutes one by one.
	const queue = [...written];
	await Promise.all(
		Array.from({ length: cluster ? 8 : 1 }, async () => {
			for (let slug = queue.shift(); slug !== undefined; slug = queue.shift()) await read(slug);
		}),
	);
	report(
		`admin writes readable afterwards${cluster ? " (each instance and through nginx)" : ""}`,
		`${written.length - new Set(unreadable.map((u) => u.split(" ")[0])).size}/${written.length}`,
		"all",
		unreadable.length === 0 && written.length > 0,
	);
	for (const line of unreadable.slice(0, 5)) lines.push(`    unreadable: ${line}`);
} finally {
	await target.stop();
	await postgres?.stop();
	rmSync(dataDir, { recursive: true, force: true });
}
console.info(lines.join("\n"));
console.info(failed ? "\nA budget was missed." : "\nEvery budget met.");
process.exit(failed ? 1 : 0);
