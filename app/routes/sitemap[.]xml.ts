import { buildSitemap } from "~/.server/catalogue/sitemap";
import { getDb } from "~/.server/db/client";
import { getEnv } from "~/.server/env";
import type { Route } from "./+types/sitemap[.]xml";

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb();
	const raw = new URL(request.url).searchParams.get("part");
	const part = raw === null ? null : Number.parseInt(raw, 10);
	const xml = Number.isNaN(part) ? null : await buildSitemap(db, getEnv().SITE_URL, part);
	if (xml === null) return new Response("Not found", { status: 404 });
	return new Response(xml, {
		headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
	});
}
