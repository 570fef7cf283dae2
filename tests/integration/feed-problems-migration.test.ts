// A database whose feeds recorded their problems in words, before problems were codes: migrating it
// keeps those words, as `legacy-text` problems the feeds card shows as they are, and its rows'
// rejections get the same shape as a new run's.
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listFeeds } from "~/.server/admin/feeds";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import { listMigrations, migrate, migrationsDir } from "~/.server/db/migrate";
import { adminText } from "~/i18n/admin-t";
import { feedProblemText } from "~/lib/feed-problem-text";
import { testDatabases } from "../support/databases";

const codesMigration = "20261126093000_feed_problems_as_codes.sql";

describe.each(testDatabases())("feed problems stored as words, migrated on $name", (database) => {
	let connection: Connection;
	let before = "";

	beforeAll(async () => {
		// The migrations up to the one that made problems codes, in a directory of their own.
		before = await mkdtemp(path.join(tmpdir(), "migrations-before-codes-"));
		for (const name of await listMigrations()) {
			if (name >= codesMigration) break;
			await copyFile(path.join(migrationsDir, name), path.join(before, name));
		}
		connection = await database.open();
		await migrate(connection.db, before);
		setReadyConnection(connection);
	});
	afterAll(async () => {
		await connection?.close();
		await rm(before, { recursive: true, force: true });
	});

	it("keeps a failed run's words and a run's rejection reasons, readable as problems", async () => {
		const db = connection.db;
		const [feed] = await db.query<{ id: string }>(
			`with r as (insert into retailers (name, slug, website_url) values ('Ordbutik', 'ordbutik', 'https://ord.example') returning id)
			 insert into feeds (retailer_id, locale, format, url, last_run_at, last_status, last_error, last_result)
			 select id, 'sv', 'google_xml', 'https://ord.example/feed.xml', '2026-11-22T03:00:00Z', 'failed',
			   'Kunde inte hämta flödet från ord.example: HTTP 404', $1::jsonb from r returning id`,
			[
				JSON.stringify({
					total: 3,
					rejected: 2,
					rejections: [
						{ line: 2, externalId: "x", reason: "Saknar pris" },
						{ line: 3, externalId: "y", reason: "Ogiltig länk: /p/3" },
					],
				}),
			],
		);
		expect(await migrate(db)).toContain(codesMigration);

		const [stored] = await db.query<{ last_error: unknown; last_result: { total: number; rejections: unknown[] } }>(
			"select last_error, last_result from feeds where id = $1",
			[feed?.id],
		);
		const legacy = { code: "legacy-text", text: "Kunde inte hämta flödet från ord.example: HTTP 404" } as const;
		expect(stored?.last_error).toEqual(legacy);
		expect(stored?.last_result.total).toBe(3);
		expect(stored?.last_result.rejections).toEqual([
			{ line: 2, externalId: "x", problem: { code: "legacy-text", text: "Saknar pris" } },
			{ line: 3, externalId: "y", problem: { code: "legacy-text", text: "Ogiltig länk: /p/3" } },
		]);

		const run = (await listFeeds(connection.db)).find((f) => f.id === feed?.id)?.lastRun;
		expect(run).toMatchObject({ status: "failed", problem: legacy, counts: null });
		expect(run?.problem && adminText(feedProblemText(run.problem))).toBe(legacy.text);

		// A run without a problem stays without one.
		await db.query("update feeds set last_error = null where id = $1", [feed?.id]);
		expect((await listFeeds(connection.db)).find((f) => f.id === feed?.id)?.lastRun?.problem).toBeNull();
	});
});
