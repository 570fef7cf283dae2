// The search's upkeep after an import and daily (ADR 040, 059, 061): the products' writes leave their
// keys in the GIN indexes' pending lists, which every search through an index reads whole until they
// are moved in; the upkeep job moves them, on either database. On the embedded database, which has
// no autovacuum, it also removes the old versions of the rewritten rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "~/.server/db/client";
import { jobHandlers } from "~/.server/jobs/handlers";
import { enqueueJob, findJob } from "~/.server/jobs/queue";
import { JobWorker } from "~/.server/jobs/worker";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

describe.each(testDatabases())("the search's upkeep on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
	});
	afterAll(async () => {
		await connection?.close();
	});

	/** Pages each GIN index on products still has pending, moved in by asking (so asked once, at the end). */
	const pendingPages = async () =>
		connection.db.query<{ index: string; pages: number }>(
			`select c.relname as index, gin_clean_pending_list(c.oid)::int as pages
			 from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
			 where i.indrelid = 'public.products'::regclass and a.amname = 'gin' order by 1`,
		);

	it("moves the pending entries an import's rewrite of every product left in the search indexes", async () => {
		// As an import's update of prices does: a new version of every row, and of its index entries.
		await connection.db.exec("update products set updated_at = updated_at");
		const deadRows = async () => {
			// The statistics are sent at most once a second unless asked for now.
			await connection.db.query("select pg_stat_force_next_flush()");
			const [row] = await connection.db.query<{ dead: number | string }>(
				"select n_dead_tup as dead from pg_stat_user_tables where relid = 'public.products'::regclass",
			);
			return Number(row?.dead);
		};
		if (database.name === "pglite") expect(await deadRows()).toBeGreaterThan(0);
		const { id } = await enqueueJob(connection.db, { kind: "search-maintenance" });
		await new JobWorker(connection.db, jobHandlers).drain();
		const job = await findJob(connection.db, id);

		expect(job).toMatchObject({ status: "succeeded" });
		expect((job?.result as { pendingPages?: number } | undefined)?.pendingPages).toBeGreaterThan(0);
		const left = await pendingPages();
		expect(left.map((row) => row.index)).toEqual(
			expect.arrayContaining(["products_search_document_idx", "products_search_word_list_idx"]),
		);
		expect(left.filter((row) => row.pages > 0)).toEqual([]);
		// The server's old versions are autovacuum's; the embedded database has none, so the job removes them.
		expect((job?.result as { vacuumed?: boolean } | undefined)?.vacuumed).toBe(database.name === "pglite");
		if (database.name === "pglite") expect(await deadRows()).toBe(0);
	});
});
