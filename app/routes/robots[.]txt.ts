import { getEnv } from "~/.server/env";

// Kept from crawlers: the admin, the click-outs (each a counted 302 to a shop, `noindex` and linked
// `nofollow`, yet more addresses than the site has pages) and the suggestions' JSON.
const disallowed = ["/admin", "/go/", "/api/"];

export function loader() {
	const body = [
		"User-agent: *",
		...disallowed.map((path) => `Disallow: ${path}`),
		"",
		`Sitemap: ${getEnv().SITE_URL}/sitemap.xml`,
		"",
	].join("\n");
	return new Response(body, {
		headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
	});
}
