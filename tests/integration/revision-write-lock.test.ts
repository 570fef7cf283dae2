// A tool's write of a text holds the row it compares until it has written (ADR 050): on the pool's
// handle each statement committed on its own, so the lock that made the tool's "is the text still
// what I repaired?" check safe was gone before its write, and an editor's save in between was
// replaced unseen. Here the daily link repair writes an article while another connection (another
// instance, an editor's save) tries to write the same row: it must wait for the tool's transaction.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixArticleLinks } from "~/.server/admin/daily-automation";
import { type Connection, connect } from "~/.server/db/client";
import type { Db } from "~/.server/db/handle";
import { freshDemoPostgresUrl } from "../support/databases";

const url = await freshDemoPostgresUrl();

/** The handle, with `before` run ahead of each statement, inside its transactions too. */
function watched(db: Db, before: (text: string) => Promise<void>): Db {
	return {
		kind: db.kind,
		concurrent: db.concurrent,
		get orm() {
			return db.orm;
		},
		exec: (text) => db.exec(text),
		query: async (text, params) => {
			await before(text);
			return db.query(text, params);
		},
		transaction: (work) => db.transaction((tx) => work(watched(tx, before))),
	};
}

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
});
