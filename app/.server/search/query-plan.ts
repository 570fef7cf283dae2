// What a query asks of a product's search document (ADR 039), worked out before the database is
// asked: every *unit* (a word, or a synonym phrase) must be found, each by any of its LIKE patterns
// on the document. The patterns come in kinds, which ranking tells apart:
//
// - whole: the unit as a whole word (' choklad ');
// - exact: the unit at the start or the end of a word, where compounds join ("kex" in "kexchoklad",
//   "choklad" in "mjolkchoklad"); a word of one or two letters, or a number, only as a word or the
//   start of one ("70", "m");
// - close: the catalogue's other inflections of the word (same Snowball stem: sura → sur, sure;
//   nallarna → nallar), and the synonyms of a synonym phrase;
// - typo: catalogue words one or two typos away, for a word the catalogue does not know;
// - loose: the word anywhere inside another ("kola" in "sjokolade"): the substring search of old,
//   still found, ranked with the typos after every real match.
//
// Every word is folded by the database first (./analyse-query.ts), so patterns hold only letters,
// digits and spaces; they are still escaped for LIKE.
import { escapeLike } from "../catalogue/like";
import type { AnalysedQuery } from "./analyse-query";
import type { SynonymGroup } from "./synonyms";
import { findSynonyms } from "./synonyms";
import { allowedTypos } from "./typos";
import type { Vocabulary } from "./vocabulary";

export interface MatchUnit {
	/** The folded words of the query the unit stands for. */
	words: string[];
	whole: string[];
	exact: string[];
	close: string[];
	typo: string[];
	loose: string[];
}

export interface Correction {
	/** The word as typed (folded). */
	word: string;
	/** What the catalogue writes instead: one word, or two for a run-together word. */
	replacement: string;
}

export interface SearchPlan {
	units: MatchUnit[];
	/** The query's words in order, as a phrase and run together ("kex choklad", "kexchoklad"). */
	phrase: string[];
	/** The document starting with the query (LIKE), and the product's name being the query and a pack size (regex). */
	nameStart: string | null;
	exactName: string | null;
	/**
	 * The substring search of old, kept beside the plan when the plan alone could miss what it found
	 * (short words, numbers: "er" inside "pepper"): the query's folded words in order, anywhere in the
	 * document, which holds whatever held the query as typed.
	 */
	literal: string | null;
	/** Typos and run-together words corrected, for "Menade du …?". */
	corrections: Correction[];
	/** The query written with its corrections (display forms), or null when nothing was corrected. */
	corrected: string | null;
	/** The query's folded words, as search statistics count it ("Marabou!" and "marabou" alike). */
	normalised: string;
}

/** More words than this are not a product search; the rest are left out. */
export const maximumUnits = 8;

/** Pack sizes a product name ends with ("Daim 28 g") count as part of an exact name. */
const packSize = "( [0-9]+( (g|kg|mg|ml|cl|dl|l|st|p))?)*";

const like = {
	anywhere: (text: string) => `%${escapeLike(text)}%`,
	word: (text: string) => `% ${escapeLike(text)} %`,
	wordStart: (text: string) => `% ${escapeLike(text)}%`,
	wordEnd: (text: string) => `%${escapeLike(text)} %`,
};

const isNumber = (word: string) => /^[0-9]+$/.test(word);
const isLetters = (word: string) => /^\p{L}+$/u.test(word);

/** A word or phrase at either end of a word; a very short one only as a whole word. */
function edges(text: string): string[] {
	return text.length <= 2 ? [like.word(text)] : [like.wordStart(text), like.wordEnd(text)];
}

/** A word's own patterns: at either end of a word; a short word or a number as a word or its start (the last word, being typed). */
function exactPatterns(word: string, last: boolean): string[] {
	if (isNumber(word)) return [like.wordStart(word)];
	if (word.length <= 2) return [last ? like.wordStart(word) : like.word(word)];
	return edges(word);
}

/** Anywhere inside a word, from three characters: what the substring search of old found. */
function loosePatterns(text: string): string[] {
	return text.length >= 3 && !isNumber(text) ? [like.anywhere(text)] : [];
}

/** An inflection's or synonym's text inside a word, from five characters (ranked as rough as the query's own). */
function looseAlternatives(texts: string[]): string[] {
	return texts.filter((text) => text.length >= 5).map(like.anywhere);
}

interface Token {
	text: string;
	stem: string;
	/** Written with punctuation inside ("m&m's"): `text` is the run-together form. */
	joinedParts?: string[];
}

/**
 * The query's words, with a punctuated word whose parts are too short to search alone ("m&m's" →
 * m, m, s) taken as one run-together word ("mms"); "coca-cola" keeps its parts, which search well.
 */
function tokensOf({ words, stems, joined }: AnalysedQuery): Token[] {
	const tokens: Token[] = [];
	let at = 0;
	while (at < words.length) {
		const run = joined.find((form) => {
			let text = "";
			for (let end = at; end < words.length && text.length < form.length; end++) text += words[end];
			return text === form && form !== words[at];
		});
		if (run) {
			const parts: string[] = [];
			let text = "";
			for (let end = at; text !== run; end++) {
				parts.push(words[end] ?? "");
				text += words[end];
			}
			if (parts.some((part) => part.length <= 2)) {
				tokens.push({ text: run, stem: run, joinedParts: parts });
				at += parts.length;
				continue;
			}
		}
		tokens.push({ text: words[at] ?? "", stem: stems[at] ?? words[at] ?? "" });
		at += 1;
	}
	return tokens;
}

/**
 * The catalogue's other inflections of a word (its stem shared: sura → sur, sure), as whole words —
 * they are words, not parts ("sur" is no reason to find "surprise") — and, from five letters, as
 * the end of a compound ("nallar" in "gummynallar").
 */
function inflectionPatterns(token: Token, vocabulary: Vocabulary): string[] {
	return inflectionsOf(token, vocabulary).flatMap((term) =>
		term.length >= 5 ? [like.word(term), like.wordEnd(term)] : [like.word(term)],
	);
}

function inflectionsOf(token: Token, vocabulary: Vocabulary): string[] {
	if (!isLetters(token.text)) return [];
	return vocabulary.inflections(token.stem, token.text).map((entry) => entry.term);
}

export interface PlanOptions {
	vocabulary: Vocabulary;
	synonyms: SynonymGroup[];
}

export function planSearch(analysed: AnalysedQuery, { vocabulary, synonyms }: PlanOptions): SearchPlan {
	const tokens = tokensOf(analysed);
	const spans = findSynonyms(
		tokens.map((token) => ({ text: token.text, stem: token.stem })),
		synonyms,
	);
	const units: MatchUnit[] = [];
	const corrections: Correction[] = [];
	let shortWords = false;
	const display: string[] = [];

	for (let at = 0; at < tokens.length && units.length < maximumUnits; ) {
		const span = spans.find((s) => s.start === at);
		if (span) {
			const words = tokens.slice(at, at + span.length).map((token) => token.text);
			const single = span.length === 1 ? tokens[at] : undefined;
			const phrase = words.join(" ");
			units.push({
				words,
				whole: [like.word(phrase)],
				exact: edges(phrase),
				close: [
					...span.alternatives.flatMap((alternative) => edges(alternative.join(" "))),
					...(single ? inflectionPatterns(single, vocabulary) : []),
				],
				typo: [],
				loose: [
					...loosePatterns(phrase),
					...looseAlternatives(span.alternatives.map((alternative) => alternative.join(" "))),
					...(single ? looseAlternatives(inflectionsOf(single, vocabulary)) : []),
				],
			});
			if (words.join(" ").length <= 2) shortWords = true;
			display.push(...words.map((word) => vocabulary.get(word)?.display ?? word));
			at += span.length;
			continue;
		}
		const token = tokens[at] as Token;
		const last = at === tokens.length - 1;
		at += 1;
		if (token.joinedParts) {
			units.push({
				words: [token.text],
				whole: [like.word(token.text)],
				exact: [like.wordStart(token.text), like.wordStart(token.joinedParts.join(" "))],
				close: [],
				typo: [],
				loose: [],
			});
			shortWords = true;
			display.push(token.text);
			continue;
		}
		const word = token.text;
		if (isNumber(word) || word.length <= 2) shortWords = true;
		const known = !isLetters(word) || vocabulary.size === 0 || vocabulary.knows(word) || vocabulary.hasStem(token.stem);
		// A run-together word splits into two catalogue words before it counts as a typo of a third
		// ("morkchoklad" is mork + choklad, not two typos from mjolkchoklad).
		const split = known ? null : vocabulary.split(word);
		const typos = known || split ? [] : vocabulary.corrections(word, allowedTypos(word.length));
		if (split) {
			for (const part of split) {
				units.push({
					words: [part.term],
					whole: [like.word(part.term)],
					exact: edges(part.term),
					close: [],
					typo: [],
					loose: loosePatterns(part.term),
				});
			}
			const replacement = `${split[0].display} ${split[1].display}`;
			corrections.push({ word, replacement });
			display.push(replacement);
			continue;
		}
		units.push({
			words: [word],
			whole: [like.word(word)],
			exact: exactPatterns(word, last),
			close: inflectionPatterns(token, vocabulary),
			typo: typos.flatMap((entry) => edges(entry.term)),
			loose: [
				...loosePatterns(word),
				...looseAlternatives(inflectionsOf(token, vocabulary)),
				...looseAlternatives(typos.map((entry) => entry.term)),
			],
		});
		const [best] = typos;
		if (best) corrections.push({ word, replacement: best.display });
		display.push(best?.display ?? vocabulary.get(word)?.display ?? word);
	}

	// A word said twice asks nothing more ("choklad choklad").
	const distinct = units.filter((unit, i) => units.findIndex((other) => other.words.join(" ") === unit.words.join(" ")) === i);
	units.splice(0, units.length, ...distinct);
	const words = units.flatMap((unit) => unit.words);
	const phrase = words.length >= 2 ? [like.word(words.join(" ")), like.word(words.join(""))] : [];
	return {
		units,
		phrase,
		nameStart: words.length > 0 ? `${like.word(words.join(" ")).slice(1)}` : null,
		exactName: words.length > 0 ? `^ ${words.join(" ")}${packSize} $` : null,
		literal: shortWords ? like.anywhere(analysed.words.join(" ")) : null,
		corrections,
		corrected: corrections.length > 0 ? display.join(" ") : null,
		normalised: analysed.words.join(" "),
	};
}
