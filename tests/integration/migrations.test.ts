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

	it("index the searched columns with trigram GIN indexes", async () => {
		const rows = await connection.sql.query<{ indexdef: string }>(
			"select indexdef from pg_indexes where tablename = 'products' and indexdef like '%gin_trgm_ops%'",
		);
		const columns = rows.map((r) => /\((\w+) gin_trgm_ops\)/.exec(r.indexdef)?.[1]).sort();
		expect(columns).toEqual(["brand", "description", "name"]);
	});

	it("let search use the trigram index for a substring match", async () => {
		await connection.sql.exec("set enable_seqscan = off");
		const plan = await connection.sql.query<Record<string, string>>(
			"explain select id from products where name ilike '%choklad%'",
		);
		await connection.sql.exec("reset enable_seqscan");
		expect(plan.map((r) => Object.values(r)[0]).join("\n")).toContain("products_name_trgm_idx");
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
