// The embedded database's VACUUM (ADR 061). A PostgreSQL server's autovacuum removes the row
// versions updates and deletes leave behind; the embedded database (one process, no background
// workers) never does, so every import's rewritten products stayed in its tables and indexes, and
// every search read them again.
import type { Db } from "./handle";

/** On the embedded database, VACUUM every table; returns whether it ran (the server has autovacuum). */
export async function vacuumEmbeddedDatabase(db: Db): Promise<boolean> {
	if (db.kind !== "pglite") return false;
	// Outside any transaction, as VACUUM must be; it holds the one connection for its duration
	// (0.9 s over 40,000 products after six rewrites), which is why it runs in the upkeep job.
	await db.exec("vacuum");
	return true;
}
