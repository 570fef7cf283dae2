// The one session storage of the app: the admin session, a signed cookie (httpOnly,
// SameSite=Lax so it is not sent on cross-site posts, Secure whenever the site is served over https,
// no Max-Age so it lasts the browser session) holding who is signed in, when they were last seen, and
// flash messages. It is signed with the admin-session key of the first secret and read with every
// secret's (ADR 035), so a rotated secret keeps everyone signed in.
import { randomBytes } from "node:crypto";
import { createCookieSessionStorage, type Session } from "react-router";
import type { Flash } from "~/lib/flash";
import type { Db } from "../db/handle";
import { getEnv } from "../env";
import { keysFor } from "../signing-keys";

export interface AdminSessionData {
	sid: string;
	admin: true;
	lastSeen: number;
}

type FlashData = { flash: Flash };
export type AdminSession = Session<AdminSessionData, FlashData>;

type AdminSessionStorage = ReturnType<typeof createCookieSessionStorage<AdminSessionData, FlashData>>;
let storage: AdminSessionStorage | undefined;

/** The admin session cookie's name (a request carrying it is answered `private, no-store`: ../http-cache.ts). */
export const adminSessionCookieName = "gg_admin";

/**
 * The admin session storage for a site and its secrets. Secure follows the site's own address, not
 * NODE_ENV: a production build served over plain http (a local `npm start`) could otherwise never
 * keep its cookie, and an https site never sends it in clear.
 */
export function createAdminSessionStorage(siteUrl: string, secrets: readonly string[]): AdminSessionStorage {
	return createCookieSessionStorage<AdminSessionData, FlashData>({
		cookie: {
			name: adminSessionCookieName,
			httpOnly: true,
			sameSite: "lax",
			secure: new URL(siteUrl).protocol === "https:",
			path: "/",
			secrets: keysFor("admin-session", secrets).verify,
		},
	});
}

export function sessionStorage(): AdminSessionStorage {
	if (!storage) {
		const env = getEnv();
		storage = createAdminSessionStorage(env.SITE_URL, env.SESSION_SECRETS);
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

/** However active, a session ends this long after its login. */
export const maxSessionAgeSeconds = 7 * 24 * 60 * 60;

/**
 * A brand-new signed-in session: a fresh id, so a session fixed before login is worthless, and
 * recorded on the server, so that logging out ends it for every copy of the cookie.
 */
export async function startAdminSession(db: Db): Promise<AdminSession> {
	const sid = randomBytes(16).toString("hex");
	await db.query("delete from public.admin_sessions where created_at < now() - make_interval(secs => $1)", [
		maxSessionAgeSeconds,
	]);
	await db.query("insert into public.admin_sessions (sid) values ($1)", [sid]);
	const session = await sessionStorage().getSession();
	session.set("sid", sid);
	session.set("admin", true);
	session.set("lastSeen", Date.now());
	return session;
}

/** True when the cookie's session began with a login and no logout has ended it since. */
export async function isStandingSession(db: Db, session: AdminSession): Promise<boolean> {
	const sid = session.get("sid");
	if (!session.get("admin") || typeof sid !== "string") return false;
	const rows = await db.query(
		"select 1 from public.admin_sessions where sid = $1 and created_at > now() - make_interval(secs => $2)",
		[sid, maxSessionAgeSeconds],
	);
	return rows.length > 0;
}

/** Logging out: the session ends on the server, and the browser is told to drop its cookie. */
export async function endAdminSession(db: Db, session: AdminSession): Promise<string> {
	const sid = session.get("sid");
	if (typeof sid === "string") await db.query("delete from public.admin_sessions where sid = $1", [sid]);
	return destroySession(session);
}
