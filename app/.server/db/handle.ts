// The one handle through which the app reaches Postgres (ADR 044), over either driver: the
// embedded PGlite database or a PostgreSQL server (postgres-js). Set-based SQL is written as text
// with parameters (`db.query`); row work the query builder expresses goes through Drizzle on the same
// connection or transaction (`db.orm`). Every function that reads or writes takes the handle first.
import type { PGlite, Transaction as PgliteTransaction } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import type { Sql, TransactionSql } from "postgres";
import * as schema from "./schema";

/** Drizzle's query builder over either driver. Both speak the same builder; we type it as one. */
export type Orm = PostgresJsDatabase<typeof schema>;

export interface Db {
	readonly kind: "pglite" | "postgres";
	/**
	 * Statements asked for at once run at once, each on a connection of the pool; false on the
	 * embedded database and inside a transaction, where they wait for each other on one connection.
	 */
	readonly concurrent: boolean;
	/** One parameterised statement; rows come back as plain objects. */
	query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
	/** Several statements without parameters (a migration file). */
	exec(text: string): Promise<void>;
	/** `work` runs in one transaction, on a handle of its own; nested, it joins the outer one. */
	transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
	/** The query builder on this same connection (or transaction), made when first used. */
	readonly orm: Orm;
}

type PgliteLike = PGlite | PgliteTransaction;

export function pgliteDb(pg: PgliteLike): Db {
	let orm: Orm | undefined;
	return {
		kind: "pglite",
		concurrent: false,
		async query<T>(text: string, params: unknown[] = []) {
			const result = await pg.query<T>(text, params);
			return result.rows;
		},
		async exec(text: string) {
			await pg.exec(text);
		},
		async transaction<T>(work: (tx: Db) => Promise<T>) {
			if (!("transaction" in pg)) return work(this);
			return pg.transaction((tx) => work(pgliteDb(tx)));
		},
		get orm() {
			// A transaction answers the builder's queries as the database does (`query`); only its
			// own `transaction`, which the builder is never asked for here, is missing.
			orm ??= drizzlePglite(pg as PGlite, { schema }) as unknown as Orm;
			return orm;
		},
	};
}

/**
 * The pool's handle. `prepare`: false behind a transaction-mode pooler, which keeps no prepared
 * statements (ADR 020).
 */
export function postgresDb(client: Sql, prepare: boolean): Db {
	const db = postgresHandle(client, prepare);
	// Drizzle's driver sets the client's type parsers and serializers (dates and JSON pass through as
	// text) for every statement on it, the text ones too: made now, `query` reads and writes the same
	// types from the first statement on.
	void db.orm;
	return db;
}

function postgresHandle(sql: Sql | TransactionSql, prepare: boolean): Db {
	let orm: Orm | undefined;
	return {
		kind: "postgres",
		// The pool has `begin`; a transaction, one connection, has not.
		concurrent: "begin" in sql,
		async query<T>(text: string, params: unknown[] = []) {
			// biome-ignore lint/suspicious/noExplicitAny: postgres-js types parameters loosely
			const rows = await sql.unsafe(text, params as any[]);
			return [...rows] as T[];
		},
		async exec(text: string) {
			await sql.unsafe(text);
		},
		async transaction<T>(work: (tx: Db) => Promise<T>) {
			if (!("begin" in sql)) return work(this);
			return (await sql.begin((tx) => work(postgresHandle(tx, prepare)))) as T;
		},
		get orm() {
			orm ??= drizzlePostgres((prepare ? preparingEveryQuery(sql) : sql) as Sql, { schema });
			return orm;
		},
	};
}

/**
 * Drizzle asks postgres-js to prepare only the queries it was given a name for, and an unprepared
 * query with parameters costs two round trips (describe, then execute) and a fresh plan each time.
 * Prepared, a query is parsed and planned once per connection and then runs in one round trip:
 * on a category page that halved the database's CPU time (ADR 014).
 */
function preparingEveryQuery<T extends Sql | TransactionSql>(client: T): T {
	return new Proxy(client, {
		get(target, property, receiver) {
			if (property !== "unsafe") return Reflect.get(target, property, receiver);
			const unsafe: Sql["unsafe"] = (query, parameters, options) =>
				target.unsafe(query, parameters, { ...options, prepare: true });
			return unsafe;
		},
	});
}

/**
 * Listens on a notification channel: `onNotify` for each notification, `onListen` each time the
 * listen is in place (the first time, and again after a lost connection was reopened: what was sent
 * meanwhile never arrives). Resolves once listening, with the function that stops.
 */
export type Listen = (channel: string, onNotify: () => void, onListen: () => void) => Promise<() => Promise<void>>;

/** In-process: the embedded database delivers a notification after the statement that committed it. */
export function pgliteListen(pg: PGlite): Listen {
	return async (channel, onNotify, onListen) => {
		const unlisten = await pg.listen(channel, () => onNotify());
		onListen();
		return () => unlisten();
	};
}

/** On a dedicated connection of the pool's own, which postgres-js reopens and listens on again when lost. */
export function postgresListen(client: Sql): Listen {
	return async (channel, onNotify, onListen) => {
		const { unlisten } = await client.listen(channel, () => onNotify(), onListen);
		return unlisten;
	};
}

/** count(*) is a number from PGlite and a string (bigint) from postgres-js. */
export function toCount(value: unknown): number {
	return typeof value === "number" ? value : Number(value ?? 0);
}
