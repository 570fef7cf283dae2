// The search indexes' pending entries moved into the indexes proper (ADR 059). A GIN index takes a
// written row's keys into a pending list first, cheap to write, which every search through the
// index then reads whole; VACUUM moves them in, and autovacuum only runs after a fifth of the table
// has changed (the embedded database never). After an import rewrote a fifth of a language's
// products, searches over 100,000 products took up to 35 ms longer until then.
import type { Db } from "../db/handle";
import { log } from "../log";

/** PostgreSQL's code for a role that may not do this (a managed database's narrower role). */
const insufficientPrivilege = "42501";

/** Moves every GIN index's pending entries on products into the index; returns the pages they took. */
export async function movePendingSearchIndexEntries(db: Db): Promise<number> {
	try {
		const [row] = await db.query<{ pages: number | string | null }>(
			`select sum(pg_catalog.gin_clean_pending_list(i.indexrelid)) as pages
			 from pg_catalog.pg_index i
			 join pg_catalog.pg_class c on c.oid = i.indexrelid
			 join pg_catalog.pg_am a on a.oid = c.relam
			 where i.indrelid = 'public.products'::regclass and a.amname = 'gin'`,
		);
		return Number(row?.pages ?? 0);
	} catch (error) {
		// Only a superuser or the index's owner may: without it, searches wait for autovacuum as before.
		if ((error as { code?: unknown }).code !== insufficientPrivilege) throw error;
		log.warn("search index pending entries left to autovacuum", { err: error });
		return 0;
	}
}
