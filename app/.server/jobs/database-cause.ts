// Why the database refused a piece of work, in the classes an operator can act on (ADR 085): wait
// and try again (a timeout, a deadlock, a clash of writes), wait for the database to come back (a
// lost connection, a database that takes only reads), or hand it on (out of resources, a rule of the
// data broken: a fault of the site). Read from PostgreSQL's SQLSTATE — the same on both drivers and
// in every language the server may answer in — or from the drivers' and the system's connection codes.
import { isDatabaseUnavailable } from "../db/availability";

export type DatabaseCause = "timeout" | "deadlock" | "serialization" | "resources" | "connection" | "readOnly" | "constraint";

/**
 * A SQLSTATE: five digits and capitals, whose class (the first two) is one PostgreSQL defines — a
 * digit first, or F0, HV, P0, XX. The system's codes (EPIPE, ECONNRESET) are not of that shape.
 */
const sqlStatePattern = /^(?:[0-9][0-9A-Z]|F0|HV|P0|XX)[0-9A-Z]{3}$/;

/** postgres-js's own codes for a connection it lost or could not open (no other library says these). */
const driverConnectionCodes = new Set(["CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED", "CONNECT_TIMEOUT"]);

/** The cause a SQLSTATE or a driver's connection code stands for, or null for any other. */
export function causeOfCode(code: string): DatabaseCause | null {
	if (driverConnectionCodes.has(code)) return "connection";
	if (!sqlStatePattern.test(code)) return null;
	// query_canceled (statement_timeout, or a cancel) and lock_not_available (lock_timeout).
	if (code === "57014" || code === "55P03") return "timeout";
	if (code === "40P01") return "deadlock";
	if (code === "40001") return "serialization";
	if (code === "25006") return "readOnly";
	// admin_shutdown, crash_shutdown, cannot_connect_now: the server ended or refused the connection.
	if (code === "57P01" || code === "57P02" || code === "57P03") return "connection";
	switch (code.slice(0, 2)) {
		case "08":
			return "connection";
		case "53":
			return "resources";
		case "23":
			return "constraint";
		default:
			return null;
	}
}

/** The database's own refusal behind an error: its code and its words. */
export interface DatabaseRefusal {
	code: string;
	message: string;
}

const isDatabaseCode = (code: string) => sqlStatePattern.test(code) || driverConnectionCodes.has(code);

/**
 * The database's refusal behind an error — the first error in its cause chain (or among an
 * AggregateError's errors) with a SQLSTATE or a postgres-js connection code — or null. The system's
 * socket codes (ECONNREFUSED) are left out: a job that also calls the AI provider meets them from
 * its HTTP requests, and they would be misread as the database's.
 */
export function databaseRefusalOf(error: unknown): DatabaseRefusal | null {
	let current: unknown = error;
	for (let depth = 0; current && depth < 8; depth++) {
		const code = (current as { code?: unknown }).code;
		if (typeof code === "string" && isDatabaseCode(code)) {
			return { code, message: current instanceof Error ? current.message : String(current) };
		}
		if (current instanceof AggregateError) {
			const inner = current.errors.map(databaseRefusalOf).find((found) => found !== null);
			if (inner) return inner;
		}
		current = (current as { cause?: unknown }).cause;
	}
	return null;
}

/**
 * Why work that asks only the database failed, or null when it is none of the causes: there the
 * system's socket codes are the database's too (isDatabaseUnavailable, as the 503 page reads them).
 */
export function databaseCauseOf(error: unknown): DatabaseCause | null {
	const refusal = databaseRefusalOf(error);
	const cause = refusal === null ? null : causeOfCode(refusal.code);
	return cause ?? (isDatabaseUnavailable(error) ? "connection" : null);
}
