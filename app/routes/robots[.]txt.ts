import { getEnv } from "~/.server/env";

export function loader() {
	const body = ["User-agent: *", "Disallow: /admin", "", `Sitemap: ${getEnv().SITE_URL}/sitemap.xml`, ""].join("\n");
	return new Response(body, {
		headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
	});
}
