// `npm run bench:data-access`: what the data-access rule (ADR 044) costs in speed. The same two
// statements a product page and a product list send — one product by its address, a page of 24
// cards by name — are run through the handle's two ways, Drizzle's builder (`db.orm`) and SQL text
// (`db.query`, with the text the builder writes, so only the way differs), on the embedded database
// and on a throwaway PostgreSQL server, in alternating rounds. Printed: the median time per call of
// each way, and what building the statement costs the builder alone. Budget, on PostgreSQL (what
// production runs): the builder adds less than 0.25 ms to a statement — under 5 % of the ~7 ms of
// CPU an uncached category page costs for its two statements (docs/performance.md); exit code 1
// otherwise. The embedded database's figures are printed beside, not judged: it serves the demo and
// development (ADR 001), and its builder costs more (ADR 044).
import { parseArgs } from "node:util";
import { and, asc, eq, type SQL } from "drizzle-orm";

process.env.LOG_LEVEL ??= "silent";

const { values } = parseArgs({
	options: { calls: { type: "string", default: "300" }, rounds: { type: "string", default: "8" } },
});
const calls = Number(values.calls);
const rounds = Number(values.rounds);
const budgetMs = 0.25;

const [
	{ connect },
	{ migrate },
	{ seedDemoCatalogue },
	{ products },
	{ productCardColumns: cardColumns },
	{ productPageColumns: pageColumns },
	{ findPostgresBinDir, startPostgres },
] = await Promise.all([
	import("~/.server/db/client"),
	import("~/.server/db/migrate"),
	import("~/.server/db/seed"),
	import("~/.server/db/schema"),
	import("~/.server/catalogue/product-card"),
	import("~/.server/catalogue/products"),
	import("./support/postgres-process"),
]);
type Db = Awaited<ReturnType<typeof connect>>["db"];

interface Statement {
	name: string;
	builder(db: Db): Promise<unknown[]> & { toSQL(): { sql: string; params: unknown[] } };
}

const statements = (slug: string): Statement[] => [
	{
		name: "one product by its address",
		builder: (db) =>
			db.orm
				.select(pageColumns)
				.from(products)
				.where(and(eq(products.locale, "sv"), eq(products.slug, slug)))
				.limit(1),
	},
	{
		name: "a page of 24 cards by name",
		builder: (db) =>
			db.orm
				.select(cardColumns)
				.from(products)
				.where(and(eq(products.locale, "sv"), eq(products.available, true)) as SQL)
				.orderBy(asc(products.name), asc(products.id))
				.limit(24)
				.offset(24),
	},
];

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] as number;

async function timeCalls(run: () => Promise<unknown>): Promise<number> {
	const started = performance.now();
	for (let i = 0; i < calls; i++) await run();
	return (performance.now() - started) / calls;
}

async function measure(label: string, db: Db, judged: boolean): Promise<boolean> {
	await migrate(db);
	await seedDemoCatalogue(db);
	const [row] = await db.query<{ slug: string }>("select slug from products where locale = 'sv' order by slug limit 1");
	let withinBudget = true;
	console.info(`\n${label}`);
	for (const statement of statements(row?.slug ?? "")) {
		const { sql: text, params } = statement.builder(db).toSQL();
		const builder: number[] = [];
		const sqlText: number[] = [];
		for (let round = 0; round < rounds; round++) {
			builder.push(await timeCalls(() => statement.builder(db)));
			sqlText.push(await timeCalls(() => db.query(text, params)));
		}
		const building = await timeCalls(async () => statement.builder(db).toSQL());
		const extra = median(builder) - median(sqlText);
		if (judged) withinBudget &&= extra < budgetMs;
		const verdict = judged ? ` (budget < ${budgetMs} ms) ${extra < budgetMs ? "ok" : "OVER BUDGET"}` : "";
		console.info(
			`  ${statement.name.padEnd(28)} builder ${median(builder).toFixed(3)} ms, SQL text ${median(sqlText).toFixed(3)} ms, ` +
				`building alone ${(building * 1000).toFixed(0)} µs; the builder adds ${extra.toFixed(3)} ms${verdict}`,
		);
	}
	return withinBudget;
}

console.info(`${calls} calls per way per round, ${rounds} rounds alternating; medians of the rounds`);
let ok = true;
const embedded = await connect({ dataDir: "memory://" });
try {
	await measure("Embedded database (PGlite), not judged", embedded.db, false);
} finally {
	await embedded.close();
}
const binDir = findPostgresBinDir();
if (binDir) {
	const server = await startPostgres(binDir);
	const connection = await connect({ databaseUrl: server.url, dataDir: "unused" });
	try {
		ok = await measure(
			"PostgreSQL server (postgres-js, session mode: the builder's statements are prepared)",
			connection.db,
			true,
		);
	} finally {
		await connection.close();
		await server.stop();
	}
} else {
	console.info("\nNo PostgreSQL server binaries: the server half is skipped.");
}
process.exit(ok ? 0 : 1);
