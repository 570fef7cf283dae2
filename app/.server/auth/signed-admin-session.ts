// Whether a request carries the admin's session, judged from its cookie alone: the signature, the
// admin flag and the idle limit, as requireAdmin judges them, but not whether a logout has ended
// the session since (that needs the database). The host asks it before a post's body is read, to
// give the admin's own posts the admin's body limit and memory (server/body-limits.ts, ADR 089):
// at that point a database query per post would let anyone who posts make the instance query.
// A cookie passes only if the site signed it at a login within the idle limit of its last use.
import { idleLimitMs } from "./require-admin";
import { adminSessionCookieName, sessionStorage } from "./session";

/** True when `cookieHeader` holds a signed admin session that has not been idle past the limit. */
export async function carriesSignedAdminSession(cookieHeader: string | undefined): Promise<boolean> {
	// Most posts carry no admin cookie: no signature to check.
	if (!cookieHeader?.includes(`${adminSessionCookieName}=`)) return false;
	const session = await sessionStorage().getSession(cookieHeader);
	const lastSeen = session.get("lastSeen");
	return session.get("admin") === true && typeof lastSeen === "number" && Date.now() - lastSeen <= idleLimitMs;
}
