// Recognises "the database cannot be reached" among errors, so a visitor gets the localised
// 503 page (and the server keeps running) instead of a generic 500.

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

// React Router sanitises route errors in production before the document is rendered, so the
// entry cannot recognise them there. handleError (which sees the original error) marks the
// request and its context; handleRequest then answers with the 503 page.
const unavailableRequests = new WeakSet<object>();

export function markUnavailable(...keys: unknown[]): void {
	for (const key of keys) if (key && typeof key === "object") unavailableRequests.add(key);
}

export function wasMarkedUnavailable(...keys: unknown[]): boolean {
	return keys.some((key) => key && typeof key === "object" && unavailableRequests.has(key));
}
