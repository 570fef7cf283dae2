import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Connection } from "~/.server/db/client";
import { listMigrations, migrate, migrationsDir } from "~/.server/db/migrate";
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
				"catalogue_changes",
				"categories",
				"feeds",
				"homepage_content",
				"jobs",
				"login_failures",
				"offer_clicks",
				"offers",
				"price_history",
				"products",
				"retailers",
				"scheduled_jobs",
			]),
		);
	});

	it("keep each product's searched texts lowercased in one column, in one trigram GIN index with the language", async () => {
		const rows = await connection.sql.query<{ indexdef: string }>(
			"select indexdef from pg_indexes where tablename = 'products' and indexdef like '%gin_trgm_ops%'",
		);
		expect(rows).toHaveLength(1);
		expect(rows[0]?.indexdef).toMatch(/USING gin \(locale, search_text gin_trgm_ops\)/);
		const [product] = await connection.sql.query<{ search_text: string }>(
			"insert into products (locale, name, slug, brand, description) values ('sv', 'Ljus CHOKLAD', 'search-text-probe', 'Märke', null) returning search_text",
		);
		await connection.sql.query("delete from products where slug = 'search-text-probe'");
		expect(product?.search_text).toBe("ljus choklad\nmärke\n");
	});

	it("let a substring search use that index", async () => {
		// The table is nearly empty here: a plain scan would be cheaper, so the planner is told not to.
		await connection.sql.exec("set enable_seqscan = off; set enable_indexscan = off");
		const plan = await connection.sql.query<Record<string, string>>(
			"explain select id from products where search_text like lower('%Choklad%')",
		);
		await connection.sql.exec("reset enable_seqscan; reset enable_indexscan");
		const text = plan.map((r) => Object.values(r)[0]).join("\n");
		expect(text).toMatch(/Bitmap Index Scan on products_search_text_idx/);
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

describe.each(testDatabases())("migrations shared with the Supabase CLI on $name", (database) => {
	let connection: Connection;
	afterAll(() => connection?.close());

	it("count a file `supabase db push` applied as applied, and apply only the rest", async () => {
		connection = await database.open();
		const files = await listMigrations();
		const pushed = files.slice(0, 3);
		// What `supabase db push` leaves: the files run, and their versions in the CLI's own table.
		await connection.sql.exec(
			"create schema supabase_migrations; create table supabase_migrations.schema_migrations (version text primary key, name text)",
		);
		for (const name of pushed) {
			await connection.sql.exec(await readFile(path.join(migrationsDir, name), "utf8"));
			await connection.sql.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [
				name.slice(0, 14),
				name,
			]);
		}
		expect(await migrate(connection.sql)).toEqual(files.slice(3));
		expect(await migrate(connection.sql)).toEqual([]);
	});
});
