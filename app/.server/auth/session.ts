// The one session storage of the app: the admin session, a signed cookie (httpOnly,
// SameSite=Lax so it is not sent on cross-site posts, Secure in production, no Max-Age so it lasts
// the browser session) holding who is signed in, when they were last seen, and flash messages.
import { randomBytes } from "node:crypto";
import { createCookieSessionStorage, type Session } from "react-router";
import type { Flash } from "~/lib/flash";
import { getEnv } from "../env";

export interface AdminSessionData {
	sid: string;
	admin: true;
	lastSeen: number;
}

type FlashData = { flash: Flash };
export type AdminSession = Session<AdminSessionData, FlashData>;

let storage: ReturnType<typeof createCookieSessionStorage<AdminSessionData, FlashData>> | undefined;

/** The admin session cookie's name (the page cache never serves or stores a request carrying it). */
export const adminSessionCookieName = "gg_admin";

export function sessionStorage() {
	if (!storage) {
		const env = getEnv();
		storage = createCookieSessionStorage<AdminSessionData, FlashData>({
			cookie: {
				name: adminSessionCookieName,
				httpOnly: true,
				sameSite: "lax",
				secure: env.NODE_ENV === "production",
				path: "/",
				secrets: [env.SESSION_SECRET],
			},
		});
	}
	return storage;
}

export function getSession(request: Request): Promise<AdminSession> {
	return sessionStorage().getSession(request.headers.get("Cookie"));
}

export function commitSession(session: AdminSession): Promise<string> {
	return sessionStorage().commitSession(session);
}

export function destroySession(session: AdminSession): Promise<string> {
	return sessionStorage().destroySession(session);
}

/** A brand-new signed-in session: a fresh id, so a session fixed before login is worthless. */
export async function startAdminSession(): Promise<AdminSession> {
	const session = await sessionStorage().getSession();
	session.set("sid", randomBytes(16).toString("hex"));
	session.set("admin", true);
	session.set("lastSeen", Date.now());
	return session;
}
