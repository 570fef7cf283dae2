// Cache-Control for public responses (DESIGN §8). A page's HTML carries a per-response CSP nonce
// (DESIGN §9), so no shared cache may hand it to another visitor: browsers keep it and revalidate
// with its ETag (answered 304 from the in-process page cache, see page-cache.ts). Loader data for
// client-side navigations has no nonce, so a CDN may keep it for 5 minutes and serve it stale for
// 10 more. Anything personal — a response that sets a cookie, an admin page, an error — is never stored.
import { localeFromPath } from "~/i18n/locales";

const dataPolicy = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";
const documentPolicy = "private, no-cache";

export function applyCachePolicy(request: Request, status: number, headers: Headers, kind: "document" | "data"): void {
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
	headers.set("Cache-Control", kind === "document" ? documentPolicy : dataPolicy);
	// Swedish pages carry the geo banner for Norwegian browsers without a stored preference.
	if (localeFromPath(pathname) === "sv") headers.append("Vary", "Accept-Language, Cookie");
}
