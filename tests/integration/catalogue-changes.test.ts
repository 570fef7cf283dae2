// Catalogue changes reach every instance (ADR 020). On PostgreSQL two connections are two app
// instances, each following changes as an instance does (LISTEN in session mode, a poll every
// second in transaction mode): a write through one, or straight in the database through a plain
// client (as `supabase db push` would), reaches the other within 2 s. One writing transaction is
// one change, however many statements; a rolled-back one is none; a transaction that commits after
// a later one is not missed. A LISTEN connection that was lost empties the caches when it is back.
// On the embedded database the listener works in-process.
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cached, onInvalidate } from "~/.server/cache";
import { catalogueChangesSoFar, type Following, foldCatalogueChanges, followCatalogueChanges } from "~/.server/catalogue-changes";
import { type Connection, connect, type PoolMode } from "~/.server/db/client";
import type { Db } from "~/.server/db/handle";
import { migrate } from "~/.server/db/migrate";
import { freePort } from "../support/app-server";
import { freshPostgresUrl, postgresUrl, testDatabases } from "../support/databases";
import { TcpProxy } from "../support/tcp-proxy";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds until `check` holds; fails the test past `timeoutMs`. */
async function msUntil(check: () => boolean, timeoutMs = 2_000): Promise<number> {
	const started = performance.now();
	while (!check()) {
		if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
		await sleep(10);
	}
	return performance.now() - started;
}

const changeRows = async (db: Db) =>
	(await db.query<{ n: number }>("select count(*)::int as n from catalogue_changes"))[0]?.n ?? 0;

/** A category to write to, so that each test's statements touch a row. */
async function aCategory(db: Db, slug: string): Promise<void> {
	await db.query("insert into categories (locale, name, slug, status) values ('sv', $1, $1, 'published')", [slug]);
}

const catalogueTables = [
	"articles",
	"brands",
	"categories",
	"feeds",
	"homepage_content",
	"offers",
	"price_history",
	"products",
	"retailers",
	// What search reads from the process's caches (ADR 040): the synonyms and the catalogue's words.
	"search_synonyms",
	"search_terms",
];

describe.each(testDatabases())("the catalogue change record on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await database.open();
		await migrate(connection.db);
		await aCategory(connection.db, "record");
	});
	afterAll(() => connection?.close());

	it("has a trigger on every table public pages show, each recording a change (even for no rows)", async () => {
		const { db } = connection;
		const triggers = await db.query<{ table: string }>(
			`select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
			 where t.tgname = 'catalogue_changed' order by 1`,
		);
		expect(triggers.map((t) => t.table)).toEqual(catalogueTables);
		for (const table of catalogueTables) {
			const before = await catalogueChangesSoFar(db);
			await db.query(`delete from ${table} where false`);
			expect(Number(await catalogueChangesSoFar(db))).toBe(Number(before) + 1);
		}
		const before = await changeRows(db);
		await db.query("update offer_clicks set clicks = clicks where false");
		await db.query("update jobs set attempts = attempts where false");
		expect(await changeRows(db)).toBe(before);
	});

	it("records one change for a bulk write in one transaction, and none for a rolled-back one", async () => {
		const { db } = connection;
		const before = await changeRows(db);
		await db.transaction(async (tx) => {
			for (let i = 0; i < 5; i++) await aCategory(tx, `bulk-${i}`);
			await tx.query("update categories set intro_md = 'ny' where slug like 'bulk-%'");
			await tx.query("insert into brands (locale, name, slug) values ('sv', 'Bulk', 'bulk')");
			await tx.query("delete from brands where slug = 'bulk'");
		});
		expect(await changeRows(db)).toBe(before + 1);
		await db
			.transaction(async (tx) => {
				await tx.query("update categories set name = 'Ångrad' where slug = 'record'");
				throw new Error("rollback");
			})
			.catch(() => {});
		expect(await changeRows(db)).toBe(before + 1);
	});

	it("records the change of a role that may write the catalogue but not the change table", async () => {
		const { db } = connection;
		const before = await changeRows(db);
		await db.transaction(async (tx) => {
			await tx.exec("set local role service_role");
			await tx.query("update categories set intro_md = 'från service_role' where slug = 'record'");
		});
		expect(await changeRows(db)).toBe(before + 1);
	});

	it("folds old rows into one without changing the total", async () => {
		const { db } = connection;
		await db.query("update catalogue_changes set changed_at = changed_at - interval '1 hour'");
		const total = await catalogueChangesSoFar(db);
		expect(await changeRows(db)).toBeGreaterThan(1);
		await foldCatalogueChanges(db, 60_000);
		expect(await catalogueChangesSoFar(db)).toBe(total);
		const [folded] = await db.query<{ id: number }>("select id::int as id from catalogue_changes");
		expect(await changeRows(db)).toBe(1);
		// A lone old row is left as it is.
		await foldCatalogueChanges(db, 60_000);
		expect(await db.query<{ id: number }>("select id::int as id from catalogue_changes")).toEqual([folded]);
	});
});

describe("catalogue changes on the embedded database", () => {
	let connection: Connection;
	let following: Following;
	beforeAll(async () => {
		connection = await connect({ dataDir: "memory://" });
		await migrate(connection.db);
		await aCategory(connection.db, "inprocess");
		following = await followCatalogueChanges(connection);
	});
	afterAll(async () => {
		await following?.stop();
		await connection?.close();
	});

	it("empties this process's caches on a write, in-process, and not on a rolled-back one", async () => {
		expect(following.mode).toBe("listen");
		let loads = 0;
		const load = async () => ++loads;
		let invalidations = 0;
		const stop = onInvalidate(() => invalidations++);
		try {
			expect(await cached("catalogue-changes-probe", 60_000, load)).toBe(1);
			await connection.db
				.transaction(async (tx) => {
					await tx.query("update categories set name = 'Ångrad' where slug = 'inprocess'");
					throw new Error("rollback");
				})
				.catch(() => {});
			await sleep(200);
			expect(invalidations).toBe(0);
			expect(await cached("catalogue-changes-probe", 60_000, load)).toBe(1);

			await connection.db.query("update categories set name = 'Ändrad' where slug = 'inprocess'");
			await msUntil(() => invalidations === 1);
			expect(await cached("catalogue-changes-probe", 60_000, load)).toBe(2);
		} finally {
			stop();
		}
	});
});

const serverModes: PoolMode[] = postgresUrl() ? ["session", "transaction"] : [];

describe.each(serverModes)("catalogue changes across instances on PostgreSQL, pool mode %s", (poolMode) => {
	let a: Connection;
	let b: Connection;
	let plain: postgres.Sql;
	const followings: Following[] = [];
	const seen = { a: 0, b: 0 };

	beforeAll(async () => {
		const url = (await freshPostgresUrl()) as string;
		a = await connect({ databaseUrl: url, dataDir: "unused", poolMode });
		b = await connect({ databaseUrl: url, dataDir: "unused", poolMode });
		plain = postgres(url, { max: 2, onnotice: () => {} });
		await migrate(a.db);
		await aCategory(a.db, "shared");
		// Beside LISTEN an instance also polls every 10 s; left out here, so that only notifications count.
		const pollMs = poolMode === "session" ? 3_600_000 : undefined;
		followings.push(await followCatalogueChanges(a, { onChange: () => seen.a++, pollMs }));
		followings.push(await followCatalogueChanges(b, { onChange: () => seen.b++, pollMs }));
	});
	afterAll(async () => {
		for (const following of followings) await following.stop();
		await a?.close();
		await b?.close();
		await plain?.end();
	});

	it(`follows changes by ${poolMode === "session" ? "LISTEN" : "polling"}`, () => {
		expect(followings.map((f) => f.mode)).toEqual(poolMode === "session" ? ["listen", "listen"] : ["poll", "poll"]);
	});

	it("a write through one instance reaches the other, and itself, within 2 s", async () => {
		const before = { ...seen };
		await a.db.query("update categories set name = 'Ändrad i a' where slug = 'shared'");
		const ms = await msUntil(() => seen.b > before.b && seen.a > before.a);
		expect(ms).toBeLessThan(2_000);
	});

	it("a change made straight in the database reaches both within 2 s", async () => {
		const before = { ...seen };
		await plain`update categories set name = 'Ändrad med SQL' where slug = 'shared'`;
		const ms = await msUntil(() => seen.a > before.a && seen.b > before.b);
		expect(ms).toBeLessThan(2_000);
	});

	it("a bulk write in one transaction is one change; a rolled-back write reaches nobody", async () => {
		const rows = await changeRows(a.db);
		const before = { ...seen };
		await plain.begin(async (tx) => {
			for (let i = 0; i < 20; i++) {
				await tx`insert into products (locale, name, slug) values ('sv', ${`Bulk ${i}`}, ${`bulk-${i}`})`;
			}
			await tx`update categories set intro_md = 'bulk' where slug = 'shared'`;
		});
		await msUntil(() => seen.b > before.b);
		expect(await changeRows(a.db)).toBe(rows + 1);

		await sleep(1_500); // whatever that write still brings in
		const settled = { ...seen };
		await plain
			.begin(async (tx) => {
				await tx`update categories set name = 'Ångrad' where slug = 'shared'`;
				throw new Error("rollback");
			})
			.catch(() => {});
		await sleep(2_500);
		expect(seen).toEqual(settled);
		expect(await changeRows(a.db)).toBe(rows + 1);
	});

	it("a transaction that commits after a later one is still noticed", async () => {
		let release = () => {};
		const held = new Promise<void>((resolve) => {
			release = resolve;
		});
		let written = () => {};
		const wrote = new Promise<void>((resolve) => {
			written = resolve;
		});
		const early = a.db.transaction(async (tx) => {
			await tx.query("update categories set intro_md = 'tidig' where slug = 'shared'");
			written();
			await held;
		});
		await wrote;
		const before = { ...seen };
		await plain`insert into brands (locale, name, slug) values ('sv', 'Senare', 'senare')`;
		await msUntil(() => seen.b > before.b);
		await sleep(1_500);
		const afterLater = { ...seen };
		release();
		await early;
		const ms = await msUntil(() => seen.b > afterLater.b);
		expect(ms).toBeLessThan(2_000);
		const [order] = await a.db.query<{ early_below_later: boolean }>(
			`select (select id from catalogue_changes where table_name = 'categories' order by id desc limit 1)
			      < (select id from catalogue_changes where table_name = 'brands' order by id desc limit 1) as early_below_later`,
		);
		expect(order?.early_below_later).toBe(true);
	});
});

describe.runIf(postgresUrl())("an instance whose LISTEN is refused", () => {
	it("polls every second instead", async () => {
		const url = (await freshPostgresUrl()) as string;
		const connection = await connect({ databaseUrl: url, dataDir: "unused" });
		await migrate(connection.db);
		let changes = 0;
		const refused = async () => {
			throw new Error("LISTEN is not supported in transaction mode");
		};
		const following = await followCatalogueChanges({ db: connection.db, listen: refused }, { onChange: () => changes++ });
		try {
			expect(following.mode).toBe("poll");
			await connection.db.query("insert into brands (locale, name, slug) values ('nb', 'Poll', 'poll')");
			expect(await msUntil(() => changes > 0)).toBeLessThan(2_000);
		} finally {
			await following.stop();
			await connection.close();
		}
	});
});

describe.runIf(postgresUrl())("an instance whose LISTEN connection is lost", () => {
	it("empties its caches once the LISTEN is back (what was sent meanwhile is lost), then follows again", async () => {
		const url = (await freshPostgresUrl()) as string;
		const target = new URL(url);
		const proxy = new TcpProxy(await freePort(), { host: target.hostname, port: Number(target.port) });
		await proxy.start();
		const viaProxy = new URL(url);
		viaProxy.port = String(proxy.port);
		const connection = await connect({ databaseUrl: viaProxy.toString(), dataDir: "unused" });
		const plain = postgres(url, { max: 1, onnotice: () => {} });
		await migrate(connection.db);
		let changes = 0;
		const following = await followCatalogueChanges(connection, { onChange: () => changes++, pollMs: 3_600_000 });
		try {
			expect(following.mode).toBe("listen");
			await proxy.stop();
			changes = 0;
			await plain`insert into brands (locale, name, slug) values ('sv', 'Medan', 'medan')`;
			await sleep(500);
			expect(changes).toBe(0);
			await proxy.start();
			await msUntil(() => changes === 1, 10_000);
			await plain`insert into brands (locale, name, slug) values ('sv', 'Efter', 'efter')`;
			expect(await msUntil(() => changes === 2)).toBeLessThan(2_000);
		} finally {
			await following.stop();
			await connection.close();
			await plain.end();
			await proxy.stop();
		}
	});
});
