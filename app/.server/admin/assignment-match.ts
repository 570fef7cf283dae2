// The products a category assignment takes, as the SQL its preview and its assignment share
// (ADR 083): the database counts and fingerprints them, so the app never holds the list, whatever a
// term matches.
import type { Locale } from "~/i18n/locales";
import type { AssignCategoriesForm } from "~/lib/catalogue-tool-forms";
import { containsPattern } from "../catalogue/like";

/**
 * Products holding the term that lack one of their language's chosen categories ($1 the term, $2
 * its ILIKE pattern, $3 and $4 the Swedish and Norwegian names). The search document narrows
 * through its index (ADR 039); the name, brand or description must hold the term as typed, any
 * case. A language with no category chosen contains the empty list, so none of its products match.
 */
export const matchedProducts = `select p.id, p.locale, p.name, p.category from products p
	 where p.search_document like '%' || btrim(public.search_words($1::text)) || '%'
	   and (p.name ilike $2 or p.brand ilike $2 or p.description ilike $2)
	   and not (p.category @> (case p.locale when 'sv' then $3::text[] when 'nb' then $4::text[] end))`;

/**
 * The chosen names for a product's language, `alias` naming the products row (the same $3, $4).
 * Table aliases are ours, never input.
 */
export const chosenFor = (alias: string) => `(case ${alias}.locale when 'sv' then $3::text[] when 'nb' then $4::text[] end)`;

/**
 * SHA-256 of the term and chosen categories ($5, from fingerprintPrefix) and the matched products'
 * ids in order: an aggregate over `matched`. The ids are one string inside the database (37 bytes
 * a product); only the 64 hex digits come out.
 */
export const fingerprintOfMatched = `encode(sha256(convert_to($5::text || ':' || coalesce(string_agg(id::text, ',' order by id), ''), 'UTF8')), 'hex')`;

/** $1 to $5 of the statements above. */
export function matchParams(form: AssignCategoriesForm, chosen: Record<Locale, string[]>) {
	return [
		form.searchTerm,
		containsPattern(form.searchTerm),
		chosen.sv,
		chosen.nb,
		JSON.stringify({ term: form.searchTerm, chosen: { sv: chosen.sv, nb: chosen.nb } }),
	];
}
