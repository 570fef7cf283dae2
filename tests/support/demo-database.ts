// "A fresh database with the demo catalogue", as most integration tests start: one of
// testDatabases() opened with the demo catalogue (a copy of the one seeded once) and made the app's connection, so the server modules
// under test read it like the running site does.
import { invalidateCaches } from "~/.server/cache";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import type { TestDatabase } from "./databases";

export async function openDemoDatabase(database: TestDatabase): Promise<Connection> {
	const connection = await database.openWithDemo();
	setReadyConnection(connection);
	// What the process cached (published pages, synonyms, the vocabulary) came from the database
	// before: a test file's second database starts with empty caches, as a new instance would.
	invalidateCaches();
	return connection;
}
