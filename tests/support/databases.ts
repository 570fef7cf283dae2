// Fresh databases for integration tests: an in-memory PGlite one, and a new database on the
// harness's PostgreSQL server when it runs. Each test file gets its own, so files run in parallel.
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { inject } from "vitest";
import { type Connection, connect } from "~/.server/db/client";

export interface TestDatabase {
	name: "pglite" | "postgres";
	url?: string;
	open(): Promise<Connection>;
}

export function postgresUrl(): string | undefined {
	return inject("postgresUrl");
}

async function createPostgresDatabase(serverUrl: string): Promise<string> {
	const name = `test_${randomBytes(6).toString("hex")}`;
	const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
	await admin.unsafe(`create database ${name}`);
	await admin.end();
	const url = new URL(serverUrl);
	url.pathname = `/${name}`;
	return url.toString();
}

/** The databases every integration test runs against (PostgreSQL only when the harness started it). */
export function testDatabases(): TestDatabase[] {
	const list: TestDatabase[] = [{ name: "pglite", open: () => connect({ dataDir: "memory://" }) }];
	const serverUrl = postgresUrl();
	if (serverUrl) {
		list.push({
			name: "postgres",
			async open() {
				const url = await createPostgresDatabase(serverUrl);
				return connect({ databaseUrl: url, dataDir: "unused" });
			},
		});
	}
	return list;
}

/** A fresh database URL on the harness server (for tests that start the app itself). */
export async function freshPostgresUrl(): Promise<string | undefined> {
	const serverUrl = postgresUrl();
	return serverUrl ? createPostgresDatabase(serverUrl) : undefined;
}
