// Whether the process's database is ready for queries. Start-up opens the connection and
// migrates; if the server is down it keeps retrying in the background while pages answer 503.
// After start-up, an outage is noticed from a query's error: until a probe finds the database
// answering again, queries fail at once (a 503 now) instead of each waiting out its own connection
// attempt — up to the 5 s connect timeout when a host stops answering.

import { log } from "../log";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "./availability";
import type { Connection } from "./client";

const key = Symbol.for("godisguiden.database");
type State = { connection?: Connection; ready?: Promise<void>; outage?: Promise<void> };
type Holder = { [key]?: State };
const holder = globalThis as Holder;
holder[key] ??= {};
const state = holder[key];

/** How often an outage asks the database whether it is back. */
const probeIntervalMs = 1_000;

export function setReadyConnection(connection: Connection): void {
	state.connection = connection;
}

export function hasConnection(): boolean {
	return state.connection !== undefined;
}

/** Whether queries can run now: start-up has finished and no outage is under way. */
export function databaseAnswering(): boolean {
	return state.connection !== undefined && state.outage === undefined;
}

/** The ready connection; throws DatabaseUnavailableError (a 503) until start-up has finished and during an outage. */
export function getConnection(): Connection {
	if (!state.connection) throw new DatabaseUnavailableError("The database is not ready yet.");
	if (state.outage) throw new DatabaseUnavailableError("The database is not answering.");
	return state.connection;
}

/**
 * Called with a request's error: one that says the database is unreachable starts an outage. A
 * probe runs at once, so a passing blip (one dropped connection) ends it within milliseconds.
 */
export function noticeDatabaseError(error: unknown): void {
	const connection = state.connection;
	if (!connection || state.outage || !isDatabaseUnavailable(error)) return;
	log.warn("database unreachable: answering 503 until it answers again");
	state.outage = (async () => {
		for (;;) {
			try {
				await connection.db.query("select 1");
				break;
			} catch {
				await new Promise((resolve) => setTimeout(resolve, probeIntervalMs));
			}
		}
		state.outage = undefined;
		log.info("database answers again");
	})();
}

/** Closes the connection at shutdown; queries after this answer 503. */
export async function closeConnection(): Promise<void> {
	const connection = state.connection;
	state.connection = undefined;
	await connection?.close();
}

/** Start-up runs once per process (development reloads share it through globalThis). */
export function once(start: () => Promise<void>): Promise<void> {
	state.ready ??= start();
	return state.ready;
}
