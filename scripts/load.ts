// `npm run load` (issue 7 "Load and soak"): the production server under 100 connections mixing
// public pages, searches and suggestions with admin writes (new articles), for 5 minutes. Budgets:
// zero 5xx, memory not growing (the last minute within 10% of the second), and every admin write
// readable afterwards. `--small` is the CI version (40 s: the last quarter against the second).
// The database is a PostgreSQL server when its binaries are installed (`--db embedded` for PGlite,
// whose WebAssembly heap only ever grows while it warms up, so short runs measure its warm-up).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { budgetLine, memoryMb, scriptSecrets, startAppProcess } from "./support/app-process";
import { findPostgresBinDir, startPostgres } from "./support/postgres-process";

const { values: args } = parseArgs({
	options: {
		small: { type: "boolean", default: false },
		seconds: { type: "string" },
		connections: { type: "string", default: "100" },
		db: { type: "string" },
	},
});
const seconds = Number(args.seconds ?? (args.small ? 40 : 300));
const connections = Number(args.connections);

const binDir = findPostgresBinDir();
const db = args.db ?? (binDir ? "postgres" : "embedded");
const postgres = db === "postgres" && binDir ? await startPostgres(binDir) : null;
const dataDir = mkdtempSync(path.join(tmpdir(), "gg-load-"));
const app = await startAppProcess({ DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) });
const lines: string[] = [];
let failed = false;
function report(label: string, value: string, budget: string, ok: boolean): void {
	failed ||= !ok;
	lines.push(budgetLine(label, value, budget, ok));
}

try {
	const login = await fetch(`${app.url}/admin/login`, {
		method: "POST",
		redirect: "manual",
		headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
		body: new URLSearchParams({ password: scriptSecrets.ADMIN_PASSWORD }),
	});
	const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
	const category = await (await fetch(`${app.url}/kategorier/godis`)).text();
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

	const samples: { at: number; mb: number }[] = [];
	const started = Date.now();
	const sampler = setInterval(() => samples.push({ at: Date.now() - started, mb: memoryMb(app.child.pid ?? 0) }), 1000);
	const result = await autocannon({
		url: app.url,
		connections,
		duration: seconds,
		requests: [
			{ method: "GET", path: "/" },
			{ method: "GET", path: "/kategorier/godis" },
			{ method: "GET", path: product },
			{ method: "GET", setupRequest: (r) => ({ ...r, path: `/sok?q=${encodeURIComponent(pick(terms))}` }) },
			{
				method: "GET",
				setupRequest: (r) => ({ ...r, path: `/api/suggestions?q=${encodeURIComponent(pick(terms))}&locale=sv&limit=4` }),
			},
			{ method: "GET", path: "/no/kategorier/sjokolade?sort=price-asc" },
			{ method: "GET", path: "/artiklar" },
			{
				method: "POST",
				setupRequest: (r, context: { slug?: string }) => {
					// One write in eight requests would be far more than an operator; one per connection and ~3 s.
					context.slug = Math.random() < 0.05 ? `last-${run}-${++articles}` : undefined;
					return {
						...r,
						path: "/admin?index",
						headers: { ...r.headers, "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, Cookie: cookie },
						body: context.slug ? article(context.slug) : "intent=none",
					};
				},
				onResponse: (status: number, _body: string, context: { slug?: string }) => {
					if (context.slug && status < 400) written.push(context.slug);
				},
			},
		],
	});
	clearInterval(sampler);

	const stats = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
	const fivexx = Object.entries(stats)
		.filter(([code]) => code.startsWith("5"))
		.reduce((sum, [, s]) => sum + s.count, 0);
	lines.push(
		budgetLine(
			`${Math.round(result.requests.total).toLocaleString("en")} requests, ${connections} connections, ${seconds} s, ${db}`,
			`${Math.round(result.requests.average)} req/s`,
		),
	);
	report("5xx answers", String(fivexx), "0", fivexx === 0 && result.errors === 0);

	// Memory: the second minute against the last (in the small version: second and last quarter).
	const window = args.small ? seconds / 4 : 60;
	const average = (from: number, to: number) => {
		const inside = samples.filter((s) => s.at >= from * 1000 && s.at < to * 1000);
		return inside.reduce((sum, s) => sum + s.mb, 0) / Math.max(1, inside.length);
	};
	const early = average(window, 2 * window);
	const late = average(seconds - window, seconds);
	const growth = (late - early) / early;
	report(
		`memory: ${Math.round(early)} MB (window 2) → ${Math.round(late)} MB (last window)`,
		`${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)}%`,
		"≤ +10%",
		growth <= 0.1,
	);

	// Every write the server accepted is readable afterwards.
	const unreadable: string[] = [];
	for (const slug of written) {
		const response = await fetch(`${app.url}/artiklar/${slug}`);
		if (response.status !== 200) unreadable.push(`${slug} ${response.status}`);
	}
	report(
		`admin writes readable afterwards`,
		`${written.length - unreadable.length}/${written.length}`,
		"all",
		unreadable.length === 0 && written.length > 0,
	);
} finally {
	await app.stop();
	await postgres?.stop();
	rmSync(dataDir, { recursive: true, force: true });
}
console.info(lines.join("\n"));
console.info(failed ? "\nA budget was missed." : "\nEvery budget met.");
process.exit(failed ? 1 : 0);
