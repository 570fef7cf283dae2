// Form posts must come from this site's own pages: a cross-site page cannot make a visitor's
// browser log in, run an admin tool or set a preference. Used by every admin form and by the
// language preference post.
import { data } from "react-router";
import { getEnv } from "./env";

/** POSTs must come from this site: a foreign Origin (or Referer) is refused with 403. */
export function assertSameOrigin(request: Request): void {
	if (request.method === "GET" || request.method === "HEAD") return;
	const source = request.headers.get("Origin") ?? request.headers.get("Referer");
	if (!source || source === "null") return; // SameSite=Lax already keeps the cookie off cross-site posts
	let origin: string;
	try {
		origin = new URL(source).origin;
	} catch {
		throw data("Forbidden", { status: 403 });
	}
	const allowed = new Set([new URL(request.url).origin, new URL(getEnv().SITE_URL).origin]);
	if (!allowed.has(origin)) throw data("Forbidden", { status: 403 });
}
