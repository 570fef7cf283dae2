// The search's upkeep after an import and daily (ADR 040, 059, 061, 065): the products' writes leave
// their keys in the GIN indexes' pending lists, which every search through an index reads whole until
// they are moved in; the upkeep job moves them, on either database. On the embedded database, which
// has no autovacuum, it also removes the old versions of the rewritten rows. It deletes the word
// forms no product holds any more, and a product written meanwhile keeps its words.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchProducts } from "~/.server/catalogue/search";
import type { Connection } from "~/.server/db/client";
import type { Db } from "~/.server/db/handle";
import { jobHandlers } from "~/.server/jobs/handlers";
import { enqueueJob, findJob } from "~/.server/jobs/queue";
import { JobWorker } from "~/.server/jobs/worker";
import { pruneSearchWordForms } from "~/.server/search/word-forms-prune";
import { postgresUrl, testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";
import { migratedInstancePairs } from "../support/two-connections";

/** Which of `words` the Swedish word forms hold. */
async function wordFormsOf(db: Db, words: string[]): Promise<string[]> {
	const rows = await db.query<{ word: string }>(
		"select word from search_word_forms where locale = 'sv' and word = any($1::text[]) order by word",
		[words],
	);
	return rows.map((row) => row.word);
}

describe.each(testDatabases())("the search's upkeep on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
	});
	afterAll(async () => {
		await connection?.close();
	});

	/** The upkeep job, enqueued and run as a worker runs it: its record once finished. */
	const runUpkeep = async () => {
		const { id } = await enqueueJob(connection.db, { kind: "search-maintenance" });
		await new JobWorker(connection.db, jobHandlers).drain();
		return findJob(connection.db, id);
	};

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
		const job = await runUpkeep();

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

	it("deletes the word forms a renamed product no longer holds, and finds it by its new words", async () => {
		const [product] = await connection.db.query<{ id: string }>(
			"insert into products (locale, name, slug) values ('sv', 'Rensgodis Zyxwqlakrits', 'word-forms-prune-probe') returning id",
		);
		await connection.db.query("update products set name = 'Rensgodis Vyxqlakrits' where id = $1", [product?.id]);
		const words = ["rensgodis", "vyxqlakrits", "zyxwqlakrits"];
		expect(await wordFormsOf(connection.db, words)).toEqual(words);

		const job = await runUpkeep();

		expect(job).toMatchObject({ status: "succeeded" });
		expect((job?.result as { prunedWordForms?: number } | undefined)?.prunedWordForms).toBeGreaterThanOrEqual(1);
		expect(await wordFormsOf(connection.db, words)).toEqual(["rensgodis", "vyxqlakrits"]);
		// A part of its new word still finds it: the word forms are how such a pattern is answered.
		const found = await searchProducts(connection.db, "sv", "vyxqlak", 1);
		expect(found.products.map((hit) => hit.name)).toEqual(["Rensgodis Vyxqlakrits"]);
		expect((await searchProducts(connection.db, "sv", "zyxwqlak", 1)).products).toEqual([]);
	});
});

describe.runIf(postgresUrl())("the word forms' clean-up beside a product write on PostgreSQL", () => {
	const instances = migratedInstancePairs("postgres");

	it("waits for a product being written, so a word the product brings back is kept", async () => {
		const [writer, upkeep] = await instances();
		// A word no product holds, as a renamed product leaves behind.
		await writer.db.query("insert into search_word_forms (locale, word) values ('sv', 'qwzzygodis')");
		let release = () => {};
		const released = new Promise<void>((resolve) => {
			release = resolve;
		});
		// A product bringing that word back, its transaction still open: the word form is already there,
		// so its write adds nothing to the word forms.
		const writing = writer.db.transaction(async (tx) => {
			await tx.query("insert into products (locale, name, slug) values ('sv', 'Qwzzygodis', 'word-forms-race-probe')");
			await released;
		});
		await new Promise((resolve) => setTimeout(resolve, 200));
		let pruned: number | undefined;
		const pruning = pruneSearchWordForms(upkeep.db).then((n) => {
			pruned = n;
		});
		await new Promise((resolve) => setTimeout(resolve, 300));
		// Still waiting for the write: deleting now would lose the word its product is about to hold.
		expect(pruned).toBeUndefined();
		release();
		await writing;
		await pruning;
		expect(pruned).toBe(0);
		expect(await wordFormsOf(upkeep.db, ["qwzzygodis"])).toEqual(["qwzzygodis"]);
		// Without the product, the next clean-up deletes it.
		await writer.db.query("delete from products where slug = 'word-forms-race-probe'");
		expect(await pruneSearchWordForms(upkeep.db)).toBe(1);
		expect(await wordFormsOf(upkeep.db, ["qwzzygodis"])).toEqual([]);
	});
});
