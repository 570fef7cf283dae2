// From what a visitor typed to a search plan: the text cleaned and bounded, folded and stemmed by
// the database, and planned against the catalogue's words and the language's synonyms.
import type { Locale } from "~/i18n/locales";
import { withoutControlCharacters } from "~/lib/control-characters";
import type { Db } from "../db/handle";
import { analyseQuery } from "./analyse-query";
import { planSearch, type SearchPlan } from "./query-plan";
import { loadSynonyms } from "./synonyms";
import { loadVocabulary } from "./vocabulary";

/** Fewer trimmed characters than this search nothing (docs/product.md, "Search and suggestions"). */
export const minimumQueryLength = 2;
/** Longer text is no product name; only the first 100 characters are read. */
export const maximumQueryLength = 100;

/** The query as it is searched: control characters as spaces, trimmed, at most 100 characters. */
export function cleanQuery(text: string): string {
	return withoutControlCharacters(text).trim().slice(0, maximumQueryLength).trim();
}

/** The plan of a cleaned query, or null when it searches nothing (too short, no letters or digits). */
export async function prepareSearch(db: Db, locale: Locale, query: string): Promise<SearchPlan | null> {
	if (query.length < minimumQueryLength) return null;
	const [analysed, vocabulary, synonyms] = await Promise.all([
		analyseQuery(db, locale, query),
		loadVocabulary(db, locale),
		loadSynonyms(db, locale),
	]);
	const plan = planSearch(analysed, { vocabulary, synonyms });
	return plan.units.length > 0 ? plan : null;
}
