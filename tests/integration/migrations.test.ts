import { afterAll, describe, expect, it } from "vitest";
import type { Connection } from "~/.server/db/client";
import { listMigrations, migrate } from "~/.server/db/migrate";
import { testDatabases } from "../support/databases";

describe.each(testDatabases())("migrations on $name", (database) => {
	let connection: Connection;
	afterAll(() => connection?.close());

	it("apply every file once, then nothing", async () => {
		connection = await database.open();
		const files = await listMigrations();
		expect(files.length).toBeGreaterThanOrEqual(2);
		expect(await migrate(connection.sql)).toEqual(files);
		expect(await migrate(connection.sql)).toEqual([]);
	});

	it("create every table of the data model", async () => {
		const rows = await connection.sql.query<{ table_name: string }>(
			"select table_name from information_schema.tables where table_schema = 'public' order by table_name",
		);
		expect(rows.map((r) => r.table_name)).toEqual(
			expect.arrayContaining([
				"article_generation_logs",
				"articles",
				"brands",
				"categories",
				"feeds",
				"homepage_content",
				"jobs",
				"offer_clicks",
				"offers",
				"price_history",
				"products",
				"retailers",
				"scheduled_jobs",
			]),
		);
	});

	it("index the searched columns, with the language, in one trigram GIN index", async () => {
		const rows = await connection.sql.query<{ indexdef: string }>(
			"select indexdef from pg_indexes where tablename = 'products' and indexdef like '%gin_trgm_ops%'",
		);
		expect(rows).toHaveLength(1);
		expect(rows[0]?.indexdef).toMatch(/USING gin \(locale, name gin_trgm_ops, description gin_trgm_ops, brand gin_trgm_ops\)/);
	});

	it("let a substring search of any searched column use that index", async () => {
		await connection.sql.exec("set enable_seqscan = off");
		const plan = await connection.sql.query<Record<string, string>>(
			"explain select id from products where name ilike '%choklad%' or description ilike '%choklad%' or brand ilike '%choklad%'",
		);
		await connection.sql.exec("reset enable_seqscan");
		const text = plan.map((r) => Object.values(r)[0]).join("\n");
		expect(text.match(/Bitmap Index Scan on products_search_idx/g)).toHaveLength(3);
	});

	it("offer check_article_cron_jobs() with job_id, job_name, schedule, active", async () => {
		const rows = await connection.sql.query("select * from check_article_cron_jobs()");
		expect(rows.length).toBe(2);
		for (const row of rows) {
			expect(Object.keys(row).sort()).toEqual(["active", "job_id", "job_name", "schedule"]);
			expect(row).toMatchObject({ schedule: "0 7 * * *", active: true });
		}
	});
});
