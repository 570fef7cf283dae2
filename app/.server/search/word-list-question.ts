// A unit asked of the products' word lists instead of their documents (ADR 055). The document is
// words between single spaces, so a pattern whose text has no space finds the document exactly when
// one of its words is the text (' w '), starts with it (' w'), ends with it ('w ') or holds it ('w'):
// the unit becomes the words it finds among every word a document has held (search_word_forms),
// and a product matches when its own words (search_word_list of its document, indexed) overlap
// them. The GIN index answers that overlap without reading a row: over 10,000 products per language
// "sura" was 23 ms read through the documents' text and 3 ms through their words.
import { type PatternPlace, placeOf } from "./pattern-place";

/**
 * Shorter than this, a text at the start, the end or inside a word is left to the document: it is
 * in most words ('m%' while "m" is being typed), and the word forms' trigram index cannot narrow it.
 */
const minimumPartialText = 3;

export interface WordListQuestion {
	/** Words a product's list holds as they are (the whole-word patterns). */
	words: string[];
	/** LIKE patterns on one word, answered from the word forms ('sura%', '%sura', '%sura%'). */
	patterns: string[];
}

const onOneWord: Record<Exclude<PatternPlace, "whole">, (escaped: string) => string> = {
	start: (escaped) => `${escaped}%`,
	end: (escaped) => `%${escaped}`,
	inside: (escaped) => `%${escaped}%`,
};

/** The question for a unit's (covering) patterns, or null when one of them is no question about one word. */
export function wordListQuestion(patterns: string[]): WordListQuestion | null {
	const question: WordListQuestion = { words: [], patterns: [] };
	for (const pattern of patterns) {
		const { at, text, escaped } = placeOf(pattern);
		if (text === "" || text.includes(" ")) return null;
		if (at === "whole") question.words.push(text);
		else if (text.length < minimumPartialText) return null;
		else question.patterns.push(onOneWord[at](escaped));
	}
	return question;
}
