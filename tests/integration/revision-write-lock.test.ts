// A tool's write of a text holds the row it compares until it has written (ADR 050): on the pool's
// handle each statement committed on its own, so the lock that made the tool's "is the text still
// what I repaired?" check safe was gone before its write, and an editor's save in between was
// replaced unseen. Here the daily link repair writes an article while another connection (another
// instance, an editor's save) tries to write the same row: it must wait for the tool's transaction.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixArticleLinks } from "~/.server/admin/daily-automation";
import { type Connection, connect } from "~/.server/db/client";
import { publishDraftsIn, writeRevisions } from "~/.server/revisions/revision-store";
import { freshDemoPostgresUrl } from "../support/databases";
import { watched } from "../support/watched-db";

const url = await freshDemoPostgresUrl();

describe.runIf(url)("a tool's text write on PostgreSQL", () => {
	let tool: Connection;
	let editor: Connection;
	beforeAll(async () => {
		tool = await connect({ databaseUrl: url as string, dataDir: "unused" });
		editor = await connect({ databaseUrl: url as string, dataDir: "unused" });
	});
	afterAll(async () => {
		await tool?.close();
		await editor?.close();
	});

	it("keeps the article locked from its check to its write: another writer waits", async () => {
		const [article] = await tool.db.query<{ id: string; body_md: string }>(
			"select id::text as id, body_md from articles where locale = 'sv' order by slug limit 1",
		);
		const id = article?.id as string;
		await tool.db.query("update articles set body_md = body_md || $2 where id = $1", [
			id,
			"\n\nLäs om [godis](/kategorier/finns-inte).",
		]);
		let editorAnswer = "not tried";
		const watchedTool = watched(tool.db, async (text) => {
			if (editorAnswer !== "not tried" || !/update articles t set body_md/.test(text)) return;
			// Just before the tool writes: an editor saves the same article.
			editorAnswer = await editor.db
				.transaction(async (tx) => {
					await tx.query("set local lock_timeout = '300ms'");
					await tx.query("update articles set body_md = 'Redaktörens text' where id = $1", [id]);
					return "saved";
				})
				.catch((error: unknown) => ((error as { code?: string }).code === "55P03" ? "waited for the tool" : String(error)));
		});
		expect(await fixArticleLinks(watchedTool, "test")).toBeGreaterThanOrEqual(1);
		expect(editorAnswer).toBe("waited for the tool");
		const [after] = await tool.db.query<{ body_md: string }>("select body_md from articles where id = $1", [id]);
		expect(after?.body_md).toContain("Läs om godis.");
	});

	it("publishes two sets of drafts over the same rows at once without a deadlock", async () => {
		// Two categories, X before Z in the order rows are locked (by id). Run A publishes X's intro and
		// Z's body; run B publishes Z's intro and X's body. Locked field by field, A took X then Z and B
		// took Z then X: with A paused between the two, each held the row the other waited for.
		const [x, z] = (
			await tool.db.query<{ id: string }>("select id::text as id from categories where locale = 'sv' order by id limit 2")
		).map((row) => row.id) as [string, string];
		const draft = async (entityId: string, field: string) => {
			const [written] = await writeRevisions(
				tool.db,
				"category",
				field,
				[{ entityId, body: `Utkast för ${field}` }],
				{ kind: "tool", tool: "test" },
				"draft",
			);
			return written?.revisionId as number;
		};
		const runA = [await draft(x, "intro_md"), await draft(z, "body_md")];
		const runB = [await draft(z, "intro_md"), await draft(x, "body_md")];

		let runBDone: Promise<unknown> | null = null;
		let categoryLocks = 0;
		const pausedA = watched(tool.db, async (text) => {
			if (!/from categories/.test(text) || !/for update/.test(text) || ++categoryLocks !== 2) return;
			// A holds its first category; B starts and runs until it waits for a row.
			runBDone = editor.db.transaction((tx) => publishDraftsIn(tx, runB, "b@test"));
			runBDone.catch(() => undefined);
			await until(async () => {
				const [waiting] = await tool.db.query<{ n: number }>(
					"select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
				);
				return (waiting?.n ?? 0) > 0;
			});
		});
		const outcomes = await Promise.allSettled([
			pausedA.transaction((tx) => publishDraftsIn(tx, runA, "a@test")),
			until(async () => runBDone !== null).then(() => runBDone),
		]);
		expect(outcomes.map((outcome) => (outcome.status === "rejected" ? String(outcome.reason) : "published"))).toEqual([
			"published",
			"published",
		]);
		const statuses = await tool.db.query<{ status: string }>("select status from text_revisions where id = any($1::bigint[])", [
			[...runA, ...runB],
		]);
		expect(statuses.map((row) => row.status)).toEqual(["published", "published", "published", "published"]);
	});
});

/** Waits until `done` says so, checking every 20 ms, for at most 5 s. */
async function until(done: () => Promise<boolean>): Promise<void> {
	for (const started = Date.now(); Date.now() - started < 5000; ) {
		if (await done()) return;
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
	throw new Error("not reached in 5 s");
}
