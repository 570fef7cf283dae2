// The suggestions' candidates whose names hold each unit by a real match, asked of the name's index
// as whole words (ADR 054). A unit's own patterns are the wrong question for that index: a word's
// text at the start of a word ('% cho%') has the trigrams of the text anywhere, so "cho" read the
// 10,015 names holding "mjolkchoklad" over 100,000 products to keep 6. The catalogue's title words
// the pattern finds ("choklad", "chokladbitar") asked as whole words (' choklad ') have rare
// trigrams, spaces included, and the index answers them at once.
import { escapeLike } from "../catalogue/like";
import { placeOf } from "./pattern-place";
import type { MatchUnit } from "./query-plan";
import type { Vocabulary } from "./vocabulary";

/** Title words taken for one pattern: the commonest, enough to fill the suggestions' candidates. */
const wordsPerPattern = 8;

export interface NameWordPatterns {
	/** Whole-word patterns, and the unit's patterns the catalogue's words cannot stand for (phrases, numbers). */
	patterns: string[];
}

const isWord = (text: string) => /^\p{L}+$/u.test(text);

/**
 * What the name's index is asked for a unit's real matches (whole, exact, close patterns): a word
 * becomes the title words it finds (the catalogue's words have three letters or more, so a word of
 * one or two letters asks only for those it starts or ends); a phrase or a number is asked as it is
 * (its trigrams are rare already). Null when nothing is left to ask: no name holds the unit by a
 * real match that the catalogue's words know of.
 */
export function nameWordPatterns(unit: MatchUnit, vocabulary: Vocabulary): NameWordPatterns | null {
	const patterns = new Set<string>();
	for (const pattern of [...unit.whole, ...unit.exact, ...unit.close]) {
		const place = placeOf(pattern);
		if (place.at === "inside") continue;
		if (!isWord(place.text)) patterns.add(pattern);
		else
			for (const word of vocabulary.titleWordsAt(place.text, place.at, wordsPerPattern)) patterns.add(`% ${escapeLike(word)} %`);
	}
	return patterns.size > 0 ? { patterns: [...patterns] } : null;
}

/**
 * Whether the name's index is worth asking for the unit as a whole word: not for a word of three
 * letters or more that no name, brand or category name has (a word being typed: "cho", "ener"), and
 * not for a word of one or two letters, whose trigrams are in most names (' la ' read the 10,526
 * names with a word starting "la" and one ending in it over 100,000 products, to keep none); the
 * title words such a word starts are asked instead (nameWordPatterns).
 */
export function wholeWordWorthAsking(unit: MatchUnit, vocabulary: Vocabulary): boolean {
	return unit.whole.some((pattern) => {
		const place = placeOf(pattern);
		if (place.at === "inside" || !isWord(place.text)) return true;
		return place.text.length >= 3 && vocabulary.titleWordsAt(place.text, "whole", 1).length > 0;
	});
}
