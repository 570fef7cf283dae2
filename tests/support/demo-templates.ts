// The demo catalogue, seeded once per test run (vitest's global setup) and copied into each test's
// own database: seeding takes seconds on each database, a copy a fraction of one. A template
// database on the PostgreSQL server, a dump of the data directory for PGlite. The seed's own tests
// (seed.test.ts) still seed from empty.
import { writeFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { connect, pgliteExtensions } from "~/.server/db/client";
import type { Db } from "~/.server/db/handle";
import { pgliteDb } from "~/.server/db/handle";
import { migrate } from "~/.server/db/migrate";
import { seedDemoCatalogue } from "~/.server/db/seed";

async function seeded(db: Db): Promise<void> {
	await migrate(db);
	await seedDemoCatalogue(db);
}

/** Seeds an in-memory PGlite database and writes its data directory, a tarball, to `file`. */
export async function writePgliteDemoDump(file: string): Promise<void> {
	const pg = await PGlite.create("memory://", { extensions: pgliteExtensions });
	try {
		await seeded(pgliteDb(pg));
		await writeFile(file, new Uint8Array(await (await pg.dumpDataDir("none")).arrayBuffer()));
	} finally {
		await pg.close();
	}
}

/** Seeds the database `name` on the server and marks it a template for `create database … template`. */
export async function makePostgresDemoTemplate(serverUrl: string, name: string): Promise<void> {
	const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
	try {
		await admin.unsafe(`create database ${name}`);
		const url = new URL(serverUrl);
		url.pathname = `/${name}`;
		const connection = await connect({ databaseUrl: url.toString(), dataDir: "unused" });
		try {
			await seeded(connection.db);
		} finally {
			// A template is copied only while nobody is connected to it.
			await connection.close();
		}
		await admin.unsafe(`alter database ${name} is_template true`);
	} finally {
		await admin.end();
	}
}
