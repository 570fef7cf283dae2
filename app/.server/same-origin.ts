// Form posts must come from this site's own pages: a cross-site page cannot make a visitor's
// browser log in, run an admin tool or set a preference. Used by every admin form and by the
// language preference post.
import { data } from "react-router";
import { getEnv } from "./env";

/** POSTs must come from this site: a foreign or `null` Origin (or a foreign Referer) is refused with 403. */
export function assertSameOrigin(request: Request): void {
	if (request.method === "GET" || request.method === "HEAD") return;
	const source = request.headers.get("Origin") ?? request.headers.get("Referer");
	if (!source) return; // SameSite=Lax already keeps the cookie off cross-site posts
	// `Origin: null` comes from a page without an origin of its own — a sandboxed frame, a post
	// redirected from another site, a file — never from ours, whose posts carry their origin
	// (Referrer-Policy strict-origin-when-cross-origin): it is refused as another site's (ADR 089).
	if (source === "null") throw data("Forbidden", { status: 403 });
	let origin: string;
	try {
		origin = new URL(source).origin;
	} catch {
		throw data("Forbidden", { status: 403 });
	}
	const allowed = new Set([new URL(request.url).origin, new URL(getEnv().SITE_URL).origin]);
	if (!allowed.has(origin)) throw data("Forbidden", { status: 403 });
}
