import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "~/.server/db/client";
import type { Db } from "~/.server/db/handle";
import { migrate } from "~/.server/db/migrate";
import { testDatabases } from "../support/databases";

/** Runs `work` as Supabase's public `anon` role, inside a transaction that is rolled back. */
async function asAnon<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
	let result: T | undefined;
	await db
		.transaction(async (tx) => {
			await tx.exec("set local role anon");
			result = await work(tx);
			throw new Error("rollback");
		})
		.catch((error: Error) => {
			if (error.message !== "rollback") throw error;
		});
	return result as T;
}

describe.each(testDatabases())("row-level security on $name", (database) => {
	let connection: Connection;

	beforeAll(async () => {
		connection = await database.open();
		await migrate(connection.db);
		await connection.db.exec(`
			insert into categories (locale, name, slug, status) values
				('sv', 'Publicerad', 'publicerad', 'published'), ('sv', 'Utkast', 'utkast', 'draft');
			insert into brands (locale, name, slug, status) values
				('nb', 'Synlig', 'synlig', 'published'), ('nb', 'Skjult', 'skjult', 'draft');
			insert into articles (locale, title, slug, h1, body_md, status, published_at) values
				('sv', 'Ute', 'ute', 'Ute', 'text', 'published', now()), ('sv', 'Inne', 'inne', 'Inne', 'text', 'draft', null);
			insert into products (locale, name, slug, available) values
				('sv', 'Finns', 'finns', true), ('sv', 'Slut', 'slut', false);
			insert into jobs (kind) values ('import-products');
		`);
	});
	afterAll(() => connection?.close());

	it("shows anon only published categories, brands and articles", async () => {
		const rows = await asAnon(connection.db, async (tx) => ({
			categories: await tx.query<{ slug: string }>("select slug from categories"),
			brands: await tx.query<{ slug: string }>("select slug from brands"),
			articles: await tx.query<{ slug: string }>("select slug from articles"),
		}));
		expect(rows.categories.map((r) => r.slug)).toEqual(["publicerad"]);
		expect(rows.brands.map((r) => r.slug)).toEqual(["synlig"]);
		expect(rows.articles.map((r) => r.slug)).toEqual(["ute"]);
	});

	it("shows anon only available products", async () => {
		const rows = await asAnon(connection.db, (tx) => tx.query<{ slug: string }>("select slug from products"));
		expect(rows.map((r) => r.slug)).toEqual(["finns"]);
	});

	it("keeps anon out of operational tables and away from writes", async () => {
		await expect(asAnon(connection.db, (tx) => tx.query("select * from jobs"))).rejects.toThrow(/permission denied/);
		for (const table of ["catalogue_changes", "login_failures"]) {
			await expect(asAnon(connection.db, (tx) => tx.query(`select * from ${table}`))).rejects.toThrow(/permission denied/);
			await expect(asAnon(connection.db, (tx) => tx.query(`delete from ${table}`))).rejects.toThrow(/permission denied/);
			await expect(asAnon(connection.db, (tx) => tx.query(`truncate ${table}`))).rejects.toThrow(/permission denied/);
		}
		await expect(asAnon(connection.db, (tx) => tx.query("insert into login_failures (client_key) values ('x')"))).rejects.toThrow(
			/permission denied/,
		);
		await expect(
			asAnon(connection.db, (tx) => tx.query("update categories set name = 'x' where slug = 'publicerad'")),
		).rejects.toThrow(/permission denied/);
	});

	it("lets the app's own role read everything", async () => {
		const rows = await connection.db.query<{ n: number }>("select count(*)::int as n from categories");
		expect(rows[0]?.n).toBe(2);
	});
});
