import { buildSitemap } from "~/.server/catalog/sitemap";
import { getEnv } from "~/.server/env";

export async function loader() {
	const xml = await buildSitemap(getEnv().SITE_URL);
	return new Response(xml, {
		headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
	});
}
