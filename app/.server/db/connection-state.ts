// Whether the process's database is ready for queries. Start-up opens the connection and
// migrates; if the server is down it keeps retrying in the background while pages answer 503.

import { DatabaseUnavailableError } from "./availability";
import type { Connection } from "./client";

const key = Symbol.for("godisguiden.database");
type Holder = { [key]?: { connection?: Connection; ready?: Promise<void> } };
const holder = globalThis as Holder;
holder[key] ??= {};
const state = holder[key];

export function setReadyConnection(connection: Connection): void {
	state.connection = connection;
}

export function hasConnection(): boolean {
	return state.connection !== undefined;
}

/** The ready connection; throws DatabaseUnavailableError (a 503) until start-up has finished. */
export function getConnection(): Connection {
	if (!state.connection) throw new DatabaseUnavailableError("The database is not ready yet.");
	return state.connection;
}

/** Start-up runs once per process (development reloads share it through globalThis). */
export function once(start: () => Promise<void>): Promise<void> {
	state.ready ??= start();
	return state.ready;
}
