// At most 5 failed login attempts per client per minute (a sliding window kept in memory; with
// several instances each keeps its own window, which still bounds guessing).

const windowMs = 60_000;
const maxFailures = 5;
const failures = new Map<string, number[]>();

function recent(key: string, now: number): number[] {
	const list = (failures.get(key) ?? []).filter((t) => now - t < windowMs);
	if (list.length === 0) failures.delete(key);
	else failures.set(key, list);
	return list;
}

/** Seconds until the client may try again, or 0 when it may try now. */
export function loginRetryAfter(key: string, now = Date.now()): number {
	const list = recent(key, now);
	if (list.length < maxFailures) return 0;
	return Math.ceil((windowMs - (now - (list[0] ?? now))) / 1000);
}

export function recordLoginFailure(key: string, now = Date.now()): void {
	failures.set(key, [...recent(key, now), now]);
}

export function clearLoginFailures(key: string): void {
	failures.delete(key);
}

/** The client's address as the server saw it (set by server/start.js; "local" elsewhere). */
export function clientKey(request: Request): string {
	return request.headers.get("x-godisguiden-client") ?? "local";
}
