// Recognises "the database cannot be reached" among errors, so a visitor gets the localised
// 503 page (and the server keeps running) instead of a generic 500.
import { createRequestMark } from "../request-marks";

export class DatabaseUnavailableError extends Error {
	override name = "DatabaseUnavailableError";
}

const connectionCodes = new Set([
	"ECONNREFUSED",
	"ECONNRESET",
	"ETIMEDOUT",
	"ENOTFOUND",
	"EPIPE",
	"EHOSTUNREACH",
	"CONNECTION_CLOSED",
	"CONNECTION_ENDED",
	"CONNECTION_DESTROYED",
	"CONNECT_TIMEOUT",
	"57P01", // admin_shutdown
	"57P02", // crash_shutdown
	"57P03", // cannot_connect_now
	"08000",
	"08001",
	"08003",
	"08004",
	"08006",
]);

/** True when `error` (or anything in its `cause` chain) means the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
	let current: unknown = error;
	for (let depth = 0; current && depth < 8; depth++) {
		if (current instanceof DatabaseUnavailableError) return true;
		const code = (current as { code?: unknown }).code;
		if (typeof code === "string" && connectionCodes.has(code)) return true;
		if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
		current = (current as { cause?: unknown }).cause;
	}
	return false;
}

/** Requests answered with the 503 page (see ../request-marks.ts). */
const unavailableRequests = createRequestMark();
export const markUnavailable = unavailableRequests.mark;
export const wasMarkedUnavailable = unavailableRequests.has;
