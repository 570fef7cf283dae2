// "A fresh database with the demo catalogue", as most integration tests start: one of
// testDatabases() opened, migrated, seeded and made the app's connection, so the server modules
// under test read it like the running site does.
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import { migrate } from "~/.server/db/migrate";
import { seedDemoCatalogue } from "~/.server/db/seed";
import type { TestDatabase } from "./databases";

export async function openDemoDatabase(database: TestDatabase): Promise<Connection> {
	const connection = await database.open();
	await migrate(connection.db);
	await seedDemoCatalogue(connection.db);
	setReadyConnection(connection);
	return connection;
}
