// Two connections to one fresh database: two "app instances" sharing a job queue. PGlite has one
// in-process connection, so there both are the same; on PostgreSQL they are separate pools.
import { type Connection, connect } from "~/.server/db/client";
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
