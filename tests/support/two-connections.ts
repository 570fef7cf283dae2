// Two connections to one fresh database: two "app instances" sharing a job queue. PGlite has one
// in-process connection, so there both are the same; on PostgreSQL they are separate pools.
import { afterAll } from "vitest";
import { type Connection, connect } from "~/.server/db/client";
import { migrate } from "~/.server/db/migrate";
import { freshPostgresUrl, postgresUrl } from "./databases";

export async function twoConnections(kind: "pglite" | "postgres"): Promise<[Connection, Connection]> {
	if (kind === "pglite") {
		const only = await connect({ dataDir: "memory://" });
		return [only, only];
	}
	const url = (await freshPostgresUrl()) as string;
	return [await connect({ databaseUrl: url, dataDir: "unused" }), await connect({ databaseUrl: url, dataDir: "unused" })];
}

/** The databases a two-instance test runs on (PostgreSQL only when the harness started it). */
export function databaseKinds(): ("pglite" | "postgres")[] {
	return postgresUrl() ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * For a describe block: a function that opens two connections to a fresh, migrated database each
 * time it is called (two instances sharing a job queue), all closed once the block has run.
 */
export function migratedInstancePairs(kind: "pglite" | "postgres"): () => Promise<[Connection, Connection]> {
	const opened: Connection[] = [];
	afterAll(async () => {
		for (const connection of new Set(opened)) await connection.close();
	});
	return async () => {
		const [a, b] = await twoConnections(kind);
		opened.push(a, b);
		await migrate(a.db);
		return [a, b];
	};
}
