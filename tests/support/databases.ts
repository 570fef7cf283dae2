// Fresh databases for integration tests: an in-memory PGlite one, and a new database on the
// harness's PostgreSQL server when it runs. Each test file gets its own, so files run in parallel.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import postgres from "postgres";
import { inject } from "vitest";
import { type Connection, connect } from "~/.server/db/client";
import { migrate } from "~/.server/db/migrate";
import { seedDemoCatalogue } from "~/.server/db/seed";

export interface TestDatabase {
	name: "pglite" | "postgres";
	url?: string;
	/** Empty: no tables yet. */
	open(): Promise<Connection>;
	/** Migrated, with the demo catalogue: a copy of the one the harness seeded (./demo-templates.ts). */
	openWithDemo(): Promise<Connection>;
}

export function postgresUrl(): string | undefined {
	return inject("postgresUrl");
}

async function createPostgresDatabase(serverUrl: string, template?: string): Promise<string> {
	const name = `test_${randomBytes(6).toString("hex")}`;
	const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
	await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ""}`);
	await admin.end();
	const url = new URL(serverUrl);
	url.pathname = `/${name}`;
	return url.toString();
}

/** The databases every integration test runs against (PostgreSQL only when the harness started it). */
export function testDatabases(): TestDatabase[] {
	const list: TestDatabase[] = [
		{ name: "pglite", open: () => connect({ dataDir: "memory://" }), openWithDemo: () => openPgliteWithDemo() },
	];
	const serverUrl = postgresUrl();
	if (serverUrl) {
		list.push({
			name: "postgres",
			open: async () => openUrl(await createPostgresDatabase(serverUrl)),
			openWithDemo: async () => openUrl((await freshDemoPostgresUrl()) as string),
		});
	}
	return list;
}

const openUrl = (url: string) => connect({ databaseUrl: url, dataDir: "unused" });

/** An embedded database (in `dataDir`, or in memory) with the demo catalogue. */
export async function openPgliteWithDemo(dataDir = "memory://"): Promise<Connection> {
	const dump = inject("pgliteDemoDump");
	if (!dump) return withDemo(await connect({ dataDir }));
	return connect({ dataDir, loadDataDir: new Blob([await readFile(dump)]) });
}

/** A new database on the harness server with the demo catalogue (seeded there when there is no template). */
export async function freshDemoPostgresUrl(): Promise<string | undefined> {
	const serverUrl = postgresUrl();
	if (!serverUrl) return undefined;
	const template = inject("postgresDemoTemplate");
	const url = await createPostgresDatabase(serverUrl, template);
	if (!template) await (await withDemo(await openUrl(url))).close();
	return url;
}

/** Seeds here, when the harness made no copy to start from. */
async function withDemo(connection: Connection): Promise<Connection> {
	await migrate(connection.db);
	await seedDemoCatalogue(connection.db);
	return connection;
}

/** A fresh database URL on the harness server (for tests that start the app itself). */
export async function freshPostgresUrl(): Promise<string | undefined> {
	const serverUrl = postgresUrl();
	return serverUrl ? createPostgresDatabase(serverUrl) : undefined;
}
