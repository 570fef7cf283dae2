// A query as the database folds it (the same search_fold as the products' documents, so both sides
// agree on every letter): its words, each word's stem in the language (Snowball, as PostgreSQL's
// swedish / norwegian text-search configurations stem), and the words written with punctuation
// inside ("m&m's", "coca-cola"), run together as the documents keep them.
import type { Locale } from "~/i18n/locales";
import { withoutControlCharacters } from "~/lib/control-characters";
import type { Db } from "../db/handle";

export interface AnalysedQuery {
	words: string[];
	/** One per word; the word itself when the stemmer leaves nothing (a stop word) or nothing to cut. */
	stems: string[];
	/** The query's punctuated words run together: "m&m's" → "mms". */
	joined: string[];
}

const stemmer: Record<Locale, string> = { sv: "swedish_stem", nb: "norwegian_stem" };

export async function analyseQuery(db: Db, locale: Locale, text: string): Promise<AnalysedQuery> {
	const [row] = await db.query<AnalysedQuery>(
		`with folded as (select public.search_fold($1::text) as text),
		 words as (
		   select u.word, u.i from folded,
		     unnest(array_remove(regexp_split_to_array(folded.text, '[^[:alnum:]]+'), '')) with ordinality as u(word, i)
		 )
		 select
		   coalesce((select array_agg(word order by i) from words), '{}') as words,
		   coalesce((select array_agg(coalesce((ts_lexize($2::text::regdictionary, word))[1], word) order by i) from words), '{}') as stems,
		   array(
		     select regexp_replace(m[1], '[^[:alnum:]]+', '', 'g')
		     from folded, regexp_matches(folded.text, '(\\S*[[:alnum:]][^[:alnum:][:space:]]+[[:alnum:]]\\S*)', 'g') as m
		   ) as joined`,
		[withoutControlCharacters(text), stemmer[locale]],
	);
	return row ?? { words: [], stems: [], joined: [] };
}
