// What an instance stops before it exits (server/host.ts on SIGTERM): its background work — the
// job worker, which finishes the step under way — and then, once the last request has been answered
// and that step is done, what both used: the mailer (its SMTP connections) and the database
// connection, after writing the search statistics it counted. The recurring-jobs check
// (jobs/start-scheduler.ts) stops first, so no tick runs against a closing database.
import { closeConnection } from "./db/connection-state";
import { stopScheduler } from "./jobs/start-scheduler";
import { stopJobWorker } from "./jobs/start-worker";
import { closeMailer } from "./mail";
import { flushSearchStats } from "./search/search-stats";

export async function stopBackgroundWork(): Promise<void> {
	stopScheduler();
	await stopJobWorker();
}

/** After the last request and job step: nothing sends mail or queries any more. */
export async function closeMailAndDatabase(): Promise<void> {
	closeMailer();
	// The searches counted since the last write (ADR 040), written before the connection closes.
	await flushSearchStats();
	await closeConnection();
}
