// What an instance stops before it exits (server/main.ts on SIGTERM): its background work — the
// job worker, which finishes the step under way, and the scheduler — and then, once the last
// request has been answered, its database connection.
import { closeConnection } from "./db/connection-state";
import { stopJobWorker } from "./jobs/start-worker";

export async function stopBackgroundWork(): Promise<void> {
	await stopJobWorker();
}

export async function closeDatabase(): Promise<void> {
	await closeConnection();
}
