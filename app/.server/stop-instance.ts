// What an instance stops before it exits (server/main.ts on SIGTERM): its background work — the
// job worker, which finishes the step under way, and the scheduler — and then, once the last
// request has been answered, its database connection (after writing the search statistics it counted).
import { closeConnection } from "./db/connection-state";
import { stopJobWorker } from "./jobs/start-worker";
import { flushSearchStats } from "./search/search-stats";

export async function stopBackgroundWork(): Promise<void> {
	await stopJobWorker();
}

export async function closeDatabase(): Promise<void> {
	// The searches counted since the last write (ADR 040), written before the connection closes.
	await flushSearchStats();
	await closeConnection();
}
