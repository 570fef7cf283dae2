import { buildArticleFeed } from "~/.server/catalogue/rss";
import { getDb } from "~/.server/db/client";
import { getEnv } from "~/.server/env";
import { requestLocale } from "~/.server/i18n";
import type { Route } from "./+types/rss[.]xml";

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb();
	const xml = await buildArticleFeed(db, requestLocale(request), getEnv().SITE_URL);
	return new Response(xml, {
		headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
	});
}
