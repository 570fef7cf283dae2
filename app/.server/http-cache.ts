// Cache-Control for public pages (DESIGN §8): a CDN may keep a page for 5 minutes and serve it
// stale for 10 more while it refreshes; browsers revalidate after a minute. Anything personal —
// a response that sets a cookie, an admin page, an error — is never stored.
import { localeFromPath } from "~/i18n/locales";

const publicPolicy = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";

export function applyCachePolicy(request: Request, status: number, headers: Headers): void {
	if (headers.has("Cache-Control")) return;
	const { pathname } = new URL(request.url);
	const cacheable =
		(request.method === "GET" || request.method === "HEAD") &&
		status === 200 &&
		!headers.has("Set-Cookie") &&
		!pathname.startsWith("/admin");
	if (!cacheable) {
		headers.set("Cache-Control", "private, no-store");
		return;
	}
	headers.set("Cache-Control", publicPolicy);
	// Swedish pages carry the geo banner for Norwegian browsers without a stored preference.
	if (localeFromPath(pathname) === "sv") headers.append("Vary", "Accept-Language, Cookie");
}
