// Applies supabase/migrations/*.sql in name order, each file once, all pending files in one
// transaction under an advisory lock, so two app instances starting together cannot race.
// The same files deploy to a Supabase project with `supabase db push`, which records them in its
// own table (supabase_migrations.schema_migrations, by the file's 14-digit version): a file either
// way has applied counts as applied, so the app and the CLI can share a database (docs/deploy.md).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "./handle";

export const migrationsDir = path.resolve(process.cwd(), "supabase/migrations");

const lockId = 7_244_101; // any constant: identifies "schema migration" among advisory locks

export async function listMigrations(dir = migrationsDir): Promise<string[]> {
	const names = await readdir(dir);
	return names.filter((name) => /^\d{14}_[\w-]+\.sql$/.test(name)).sort();
}

const versionOf = (name: string) => name.slice(0, 14);

/** The migration files this database has, applied by the app or by `supabase db push`. */
export async function appliedMigrations(db: Db, files: string[]): Promise<Set<string>> {
	const [tables] = await db.query<{ app: boolean; cli: boolean }>(
		`select to_regclass('public.app_migrations') is not null as app,
		        to_regclass('supabase_migrations.schema_migrations') is not null as cli`,
	);
	const [byApp, byCli] = await Promise.all([
		tables?.app ? db.query<{ name: string }>("select name from public.app_migrations") : [],
		tables?.cli ? db.query<{ version: string }>("select version from supabase_migrations.schema_migrations") : [],
	]);
	const names = new Set(byApp.map((row) => row.name));
	const versions = new Set(byCli.map((row) => row.version));
	return new Set(files.filter((name) => names.has(name) || versions.has(versionOf(name))));
}

/** Returns the names of the files applied by this call (empty when up to date). */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
	const files = await listMigrations(dir);
	return db.transaction(async (tx) => {
		await tx.query("select pg_advisory_xact_lock($1)", [lockId]);
		await tx.exec(
			"create table if not exists public.app_migrations (name text primary key, applied_at timestamptz not null default now())",
		);
		const applied = await appliedMigrations(tx, files);
		const pending = files.filter((name) => !applied.has(name));
		for (const name of pending) {
			await tx.exec(await readFile(path.join(dir, name), "utf8"));
			await tx.query("insert into public.app_migrations (name) values ($1)", [name]);
		}
		return pending;
	});
}
