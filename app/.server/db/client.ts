// The process's one database connection: embedded PGlite in DATA_DIR when DATABASE_URL is unset,
// otherwise a postgres-js pool. Kept on globalThis so development reloads reuse it.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import postgres from "postgres";
import { getConnection } from "./connection-state";
import { type Db, type Listen, pgliteDb, pgliteListen, postgresDb, postgresListen } from "./handle";

export interface Connection {
	db: Db;
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
	/** A new embedded database starts as this dump of another (`dumpDataDir`); the tests' demo copies. */
	loadDataDir?: Blob;
}

/** What the migrations need of the embedded database: trigram and GIN indexes, accent folding. */
export const pgliteExtensions = { pg_trgm, btree_gin, unaccent };

export async function connect({ databaseUrl, dataDir, poolMode = "session", loadDataDir }: ConnectOptions): Promise<Connection> {
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
			db: postgresDb(client, ownConnections),
			listen: ownConnections ? postgresListen(client) : undefined,
			close: () => client.end({ timeout: 5 }),
		};
	}
	const location = dataDir.startsWith("memory://") ? dataDir : path.join(dataDir, "pglite");
	// PGlite creates only the last folder; a DATA_DIR that does not exist yet is made here.
	if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
	const pg = await PGlite.create(location, { extensions: pgliteExtensions, loadDataDir });
	return {
		db: pgliteDb(pg),
		listen: pgliteListen(pg),
		close: () => pg.close(),
	};
}

/**
 * The process's handle (see ./connection-state.ts), for the edges that start work: a route's loader
 * or action, a screen's query module, start-up, a timer. Everything below them is handed it.
 * Each use asks for the ready connection, so a database that is not (or no longer) answering makes
 * the query fail with DatabaseUnavailableError (a 503), never the call that took the handle.
 */
export function getDb(): Db {
	return processDb;
}

const processDb: Db = {
	get kind() {
		return getConnection().db.kind;
	},
	get concurrent() {
		return getConnection().db.concurrent;
	},
	query: async (text, params) => getConnection().db.query(text, params),
	exec: async (text) => getConnection().db.exec(text),
	transaction: async (work) => getConnection().db.transaction(work),
	get orm() {
		return getConnection().db.orm;
	},
};
