// Synonyms per language (search_synonyms, edited on the admin page; ADR 040): groups of words or
// phrases shoppers use for the same thing. A query's words are read left to right; where a group's
// word or phrase starts, the longest one found stands for that part of the query, and the rest of
// its groups are alternatives to it.
import type { Locale } from "~/i18n/locales";
import { cached } from "../cache";
import type { Db } from "../db/handle";

/** A word or phrase of a group, folded into its words ("utan socker" → ["utan", "socker"]), with their stems. */
export interface SynonymPhrase {
	words: string[];
	stems: string[];
}

export type SynonymGroup = SynonymPhrase[];

export interface SynonymSpan {
	/** Where in the query's words the phrase starts, and how many words it covers. */
	start: number;
	length: number;
	/** The other words and phrases of every group the phrase belongs to, folded. */
	alternatives: string[][];
}

/** A query word, folded, with its stem. */
export interface QueryWord {
	text: string;
	stem: string;
}

const stemmer: Record<Locale, string> = { sv: "swedish_stem", nb: "norwegian_stem" };

const synonymsTtlMs = 10 * 60_000;

export function loadSynonyms(db: Db, locale: Locale): Promise<SynonymGroup[]> {
	return cached(`search-synonyms:${locale}`, synonymsTtlMs, async () => {
		const rows = await db.query<{ folded: string[]; stems: string[] }>(
			`select
			   array(select btrim(public.search_words(t.term)) from unnest(s.terms) with ordinality as t(term, i) order by t.i) as folded,
			   array(
			     select coalesce((select string_agg(coalesce((ts_lexize($2::text::regdictionary, w.word))[1], w.word), ' ' order by w.j)
			       from unnest(string_to_array(btrim(public.search_words(t.term)), ' ')) with ordinality as w(word, j)), '')
			     from unnest(s.terms) with ordinality as t(term, i) order by t.i) as stems
			 from search_synonyms s where s.locale = $1 order by s.id`,
			[locale, stemmer[locale]],
		);
		return rows.map((row) =>
			row.folded
				.map((phrase, i) => ({ words: phrase.split(" "), stems: (row.stems[i] ?? "").split(" ") }))
				.filter((phrase) => phrase.words.join("") !== ""),
		);
	});
}

const samePhrase = (a: string[], b: string[]) => a.length === b.length && a.every((word, i) => word === b[i]);

/** The query's words from `at` say the phrase: word for word, or inflected (the same stems: nallarna, nallar). */
function says(words: QueryWord[], at: number, phrase: SynonymPhrase): boolean {
	if (phrase.words.length > words.length - at) return false;
	return phrase.words.every((word, i) => {
		const query = words[at + i];
		return query !== undefined && (query.text === word || query.stem === phrase.stems[i]);
	});
}

/** The synonym phrases found in the query's words, left to right, the longest at each place. */
export function findSynonyms(words: QueryWord[], groups: SynonymGroup[]): SynonymSpan[] {
	const spans: SynonymSpan[] = [];
	let at = 0;
	while (at < words.length) {
		let longest: SynonymPhrase | null = null;
		for (const group of groups) {
			for (const phrase of group) {
				if (longest && phrase.words.length <= longest.words.length) continue;
				if (says(words, at, phrase)) longest = phrase;
			}
		}
		if (!longest) {
			at += 1;
			continue;
		}
		const found = longest;
		const alternatives: string[][] = [];
		for (const group of groups) {
			if (!group.includes(found)) continue;
			for (const phrase of group) {
				if (phrase !== found && !alternatives.some((known) => samePhrase(known, phrase.words))) alternatives.push(phrase.words);
			}
		}
		spans.push({ start: at, length: found.words.length, alternatives });
		at += found.words.length;
	}
	return spans;
}
