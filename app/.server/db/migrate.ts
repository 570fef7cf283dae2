// Applies supabase/migrations/*.sql in name order, each file once, all pending files in one
// transaction under an advisory lock, so two app instances starting together cannot race.
// The same files deploy to a Supabase project with `supabase db push`.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SqlClient } from "./sql-client";

export const migrationsDir = path.resolve(process.cwd(), "supabase/migrations");

const lockId = 7_244_101; // any constant: identifies "schema migration" among advisory locks

export async function listMigrations(dir = migrationsDir): Promise<string[]> {
	const names = await readdir(dir);
	return names.filter((name) => /^\d{14}_[\w-]+\.sql$/.test(name)).sort();
}

/** Returns the names of the files applied by this call (empty when up to date). */
export async function migrate(sql: SqlClient, dir = migrationsDir): Promise<string[]> {
	const files = await listMigrations(dir);
	return sql.transaction(async (tx) => {
		await tx.query("select pg_advisory_xact_lock($1)", [lockId]);
		await tx.exec(
			"create table if not exists public.app_migrations (name text primary key, applied_at timestamptz not null default now())",
		);
		const applied = new Set((await tx.query<{ name: string }>("select name from public.app_migrations")).map((r) => r.name));
		const pending = files.filter((name) => !applied.has(name));
		for (const name of pending) {
			await tx.exec(await readFile(path.join(dir, name), "utf8"));
			await tx.query("insert into public.app_migrations (name) values ($1)", [name]);
		}
		return pending;
	});
}
