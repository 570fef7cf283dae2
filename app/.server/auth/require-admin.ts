// Every admin loader and action calls `requireAdmin(request)` (Epic Stack's guard pattern): it
// throws a redirect to the login form without a valid session, a 403 for a cross-site POST, and
// ends a session idle for more than 8 hours. A guard every admin request passes first, it takes
// the process's database handle itself (ADR 044). It returns headers that renew the idle timer.
import { redirect } from "react-router";
import { getDb } from "../db/client";
import { assertSameOrigin } from "../same-origin";
import { type AdminSession, commitSession, destroySession, getSession, isStandingSession } from "./session";

export const idleLimitMs = 8 * 60 * 60 * 1000;
// Renewing the cookie on every request would make every admin response set a cookie.
const renewAfterMs = 5 * 60 * 1000;

export function loginPath(request: Request): string {
	const { pathname, search } = new URL(request.url);
	const back = pathname === "/admin" ? "" : `?redirectTo=${encodeURIComponent(pathname + search)}`;
	return `/admin/login${back}`;
}

export interface AdminContext {
	session: AdminSession;
	/** Headers to send with the response (a renewed session cookie, when due). */
	headers: Headers;
}

export async function requireAdmin(request: Request): Promise<AdminContext> {
	assertSameOrigin(request);
	const session = await getSession(request);
	const lastSeen = session.get("lastSeen") ?? 0;
	if (Date.now() - lastSeen > idleLimitMs || !(await isStandingSession(getDb(), session))) {
		throw redirect(loginPath(request), { headers: { "Set-Cookie": await destroySession(session) } });
	}
	const headers = new Headers();
	if (Date.now() - lastSeen > renewAfterMs) {
		session.set("lastSeen", Date.now());
		headers.append("Set-Cookie", await commitSession(session));
	}
	return { session, headers };
}
