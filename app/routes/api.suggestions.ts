// GET /api/suggestions?q=…&locale=sv|nb&limit=4 — the live search box's JSON
// (docs/product.md, Search and suggestions): the best products, and the category and brand pages
// the query names. A failed query is logged and answers empty lists: the dropdown then simply shows
// nothing — never an error page.
import { defaultSuggestionLimit, type Suggestions, suggest } from "~/.server/catalogue/suggestions";
import { getDb } from "~/.server/db/client";
import { log } from "~/.server/log";
import { defaultLocale, isLocale } from "~/i18n/locales";
import type { Route } from "./+types/api.suggestions";

/** Longer text cannot be a product name worth suggesting; it only costs the database work. */
const maximumQueryLength = 100;

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb();
	const params = new URL(request.url).searchParams;
	const requested = params.get("locale");
	const locale = isLocale(requested) ? requested : defaultLocale;
	const query = (params.get("q") ?? "").trim().slice(0, maximumQueryLength);
	const limit = Number.parseInt(params.get("limit") ?? "", 10);
	let found: Suggestions;
	try {
		found = await suggest(db, locale, query, Number.isNaN(limit) ? defaultSuggestionLimit : limit);
	} catch (error) {
		log.error("suggestions failed", error, { locale });
		// Not cached: the next keystroke should try the database again.
		return Response.json({ suggestions: [], pages: [] }, { headers: { "Cache-Control": "no-store" } });
	}
	// The same for every visitor and asked for on every keystroke: the browser keeps an answer for a
	// minute (a visitor who types, deletes and retypes asks once), a shared cache too, and may serve it
	// a little longer while it fetches a fresh one. A suggestion a minute old is still a good one.
	return Response.json(found, { headers: { "Cache-Control": "public, max-age=60, s-maxage=60, stale-while-revalidate=300" } });
}
