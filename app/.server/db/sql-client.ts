// A small driver-neutral interface over the two ways we reach Postgres: the embedded PGlite
// database and a PostgreSQL server (postgres-js). Migrations, raw queries and tests use it;
// typed queries go through Drizzle (./client.ts) on the same connection.
import type { PGlite, Transaction as PgliteTransaction } from "@electric-sql/pglite";
import type { Sql, TransactionSql } from "postgres";

export interface SqlClient {
	readonly kind: "pglite" | "postgres";
	/** One parameterised statement; rows come back as plain objects. */
	query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
	/** Several statements without parameters (a migration file). */
	exec(text: string): Promise<void>;
	transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
}

type PgliteLike = PGlite | PgliteTransaction;

export function pgliteClient(pg: PgliteLike): SqlClient {
	return {
		kind: "pglite",
		async query<T>(text: string, params: unknown[] = []) {
			const result = await pg.query<T>(text, params);
			return result.rows;
		},
		async exec(text: string) {
			await pg.exec(text);
		},
		async transaction<T>(work: (tx: SqlClient) => Promise<T>) {
			if (!("transaction" in pg)) return work(this);
			return pg.transaction((tx) => work(pgliteClient(tx)));
		},
	};
}

export function postgresClient(sql: Sql | TransactionSql): SqlClient {
	return {
		kind: "postgres",
		async query<T>(text: string, params: unknown[] = []) {
			// biome-ignore lint/suspicious/noExplicitAny: postgres-js types parameters loosely
			const rows = await sql.unsafe(text, params as any[]);
			return [...rows] as T[];
		},
		async exec(text: string) {
			await sql.unsafe(text);
		},
		async transaction<T>(work: (tx: SqlClient) => Promise<T>) {
			if (!("begin" in sql)) return work(this);
			return (await sql.begin((tx) => work(postgresClient(tx)))) as T;
		},
	};
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
