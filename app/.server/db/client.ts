// The process's one database connection: embedded PGlite in DATA_DIR when DATABASE_URL is unset,
// otherwise a postgres-js pool. Kept on globalThis so development reloads reuse it.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres, { type Sql } from "postgres";
import { getConnection } from "./connection-state";
import * as schema from "./schema";
import { type Listen, pgliteClient, pgliteListen, postgresClient, postgresListen, type SqlClient } from "./sql-client";

/** Drizzle over either driver. Both speak the same query builder; we type it as one. */
export type Database = PostgresJsDatabase<typeof schema>;

export interface Connection {
	db: Database;
	sql: SqlClient;
	/** Absent behind a transaction-mode pooler, which cannot hold a LISTEN (ADR 020). */
	listen?: Listen;
	close(): Promise<void>;
}

/**
 * "session" (default): every connection is the app's own while open (a direct connection, Supabase's
 * session pooler on 5432). "transaction": a pooler lends a server connection per transaction
 * (PgBouncer in transaction mode, Supabase's port 6543) and keeps neither prepared statements nor a LISTEN.
 */
export type PoolMode = "session" | "transaction";

export interface ConnectOptions {
	databaseUrl?: string;
	poolMode?: PoolMode;
	/** Directory of the embedded database; "memory://" for a throwaway one. */
	dataDir: string;
}

export async function connect({ databaseUrl, dataDir, poolMode = "session" }: ConnectOptions): Promise<Connection> {
	if (databaseUrl) {
		const ownConnections = poolMode === "session";
		const client = postgres(databaseUrl, {
			max: 10,
			idle_timeout: 30,
			connect_timeout: 5,
			prepare: ownConnections,
			onnotice: () => {},
		});
		return {
			db: drizzlePostgres(ownConnections ? preparingEveryQuery(client) : client, { schema }),
			sql: postgresClient(client),
			listen: ownConnections ? postgresListen(client) : undefined,
			close: () => client.end({ timeout: 5 }),
		};
	}
	const location = dataDir.startsWith("memory://") ? dataDir : path.join(dataDir, "pglite");
	// PGlite creates only the last folder; a DATA_DIR that does not exist yet is made here.
	if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
	const pg = await PGlite.create(location, { extensions: { pg_trgm, btree_gin, unaccent } });
	return {
		db: drizzlePglite(pg, { schema }) as unknown as Database,
		sql: pgliteClient(pg),
		listen: pgliteListen(pg),
		close: () => pg.close(),
	};
}

/** Typed queries on the process's connection (see ./connection-state.ts). */
export function getDb(): Database {
	return getConnection().db;
}

/** Raw SQL on the process's connection. */
export function getSql(): SqlClient {
	return getConnection().sql;
}

/**
 * Drizzle asks postgres-js to prepare only the queries it was given a name for, and an unprepared
 * query with parameters costs two round trips (describe, then execute) and a fresh plan each time.
 * Prepared, a query is parsed and planned once per connection and then runs in one round trip:
 * on a category page that halved the database's CPU time (ADR 014).
 */
function preparingEveryQuery(client: Sql): Sql {
	return new Proxy(client, {
		get(target, property, receiver) {
			if (property !== "unsafe") return Reflect.get(target, property, receiver);
			const unsafe: Sql["unsafe"] = (query, parameters, options) =>
				target.unsafe(query, parameters, { ...options, prepare: true });
			return unsafe;
		},
	});
}
