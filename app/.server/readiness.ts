// Whether this instance should be sent visitors (`GET /readyz`): its database answers and every
// migration in the repository has been applied to it. A load balancer stops routing to an instance
// that says no (during an outage, before start-up has migrated, while it shuts down) and routes to
// it again once it says yes. Liveness (`/healthz`) is the Node host's alone: a process that answers
// at all is alive, whatever its database does.

import { getDb } from "./db/client";
import { hasConnection } from "./db/connection-state";
import { appliedMigrations, listMigrations } from "./db/migrate";

export type Readiness = { ready: true } | { ready: false; reason: string };

/** A probe must answer quickly: a database that does not answer within this is not ready. */
const probeTimeoutMs = 2_000;

let migrationFiles: Promise<string[]> | undefined;

function withTimeout<T>(work: Promise<T>): Promise<T> {
	return new Promise((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error(`no answer within ${probeTimeoutMs} ms`)), probeTimeoutMs);
		work.then(resolve, reject).finally(() => clearTimeout(timer));
	});
}

export async function readiness(): Promise<Readiness> {
	if (!hasConnection()) return { ready: false, reason: "database not connected yet" };
	try {
		migrationFiles ??= listMigrations();
		const files = await migrationFiles;
		const applied = await withTimeout(appliedMigrations(getDb(), files));
		const pending = files.filter((name) => !applied.has(name));
		return pending.length === 0 ? { ready: true } : { ready: false, reason: `migrations pending: ${pending.join(", ")}` };
	} catch (error) {
		return { ready: false, reason: `database: ${error instanceof Error ? error.message : String(error)}` };
	}
}
