// At most 5 failed login attempts per client per minute, a sliding window kept in Postgres
// (login_failures, ADR 020) so that every app instance counts the same failures: kept in each
// process, two instances taken in turn allowed 10. Times are the database's, one clock for all.
// Two instances answering the same client at the same moment may each let one more attempt through
// before both see the other's failure; the bound stays about 5 a minute.
import type { Db } from "../db/handle";

/** How far back failures count; older ones are of no use to anyone. */
export const loginFailureWindowSeconds = 60;
const maxFailures = 5;

/** Seconds until the client may try again, or 0 when it may try now. */
export async function loginRetryAfter(db: Db, key: string): Promise<number> {
	// The client may try again when the failure `maxFailures` back from the newest leaves the window.
	const [row] = await db.query<{ wait: number }>(
		`select ceil(extract(epoch from failed_at + make_interval(secs => $2) - now()))::int as wait
		 from public.login_failures
		 where client_key = $1 and failed_at > now() - make_interval(secs => $2)
		 order by failed_at desc offset $3 limit 1`,
		[key, loginFailureWindowSeconds, maxFailures - 1],
	);
	return row ? Math.max(1, row.wait) : 0;
}

/** Records a failed attempt, and forgets everyone's attempts older than the window. */
export async function recordLoginFailure(db: Db, key: string): Promise<void> {
	await db.query("insert into public.login_failures (client_key) values ($1)", [key]);
	await db.query("delete from public.login_failures where failed_at <= now() - make_interval(secs => $1)", [
		loginFailureWindowSeconds,
	]);
}

/** A successful login forgets the client's failures. */
export async function clearLoginFailures(db: Db, key: string): Promise<void> {
	await db.query("delete from public.login_failures where client_key = $1", [key]);
}

/** The client's address as the server saw it (set by server/start.js; "local" elsewhere). */
export function clientKey(request: Request): string {
	return request.headers.get("x-godisguiden-client") ?? "local";
}
