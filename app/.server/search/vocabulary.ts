// The catalogue's own words per language (search_terms, rebuilt by refresh_search_terms; ADR 039),
// held in the process: the engine asks them, for every word of a query, whether the catalogue knows
// it, what a typo was meant to be and how a run-together word splits. A few thousand words for the
// demo, tens of thousands for a large catalogue: a scan per query word is well under a millisecond.
import type { Locale } from "~/i18n/locales";
import { cached } from "../cache";
import type { Db } from "../db/handle";
import { typoDistance } from "./typos";

export interface VocabularyTerm {
	/** Folded: lowercase, no diacritics. */
	term: string;
	/** As the catalogue writes it, lowercased (djungelvrål for djungelvral). */
	display: string;
	/** Its stem in the language: words sharing one are inflections of each other (sur, sura, sure). */
	stem: string;
	occurrences: number;
	/** Found in a name, brand or category name, not only in descriptions. */
	inTitles: boolean;
}

/** Where a pattern finds its text: as a whole word, at the start of a word or at its end. */
export type WordPlace = "whole" | "start" | "end";

/** A correction is better the fewer its typos, then a name word before a description word, then the commoner. */
function better(a: { distance: number; entry: VocabularyTerm }, b: { distance: number; entry: VocabularyTerm }): number {
	return (
		a.distance - b.distance ||
		Number(b.entry.inTitles) - Number(a.entry.inTitles) ||
		b.entry.occurrences - a.entry.occurrences ||
		(a.entry.term < b.entry.term ? -1 : a.entry.term > b.entry.term ? 1 : 0)
	);
}

/** Shorter than this, half of a run-together word is not trusted to be a word ("redbull" → "red" + "bull"). */
const minimumSplitPart = 3;

export class Vocabulary {
	private readonly byTerm = new Map<string, VocabularyTerm>();
	private readonly byLength = new Map<number, VocabularyTerm[]>();
	private readonly byStem = new Map<string, VocabularyTerm[]>();
	/** The words of names, brands and category names, commonest first. */
	private readonly titleWords: VocabularyTerm[];

	constructor(terms: VocabularyTerm[]) {
		for (const entry of terms) {
			this.byTerm.set(entry.term, entry);
			const sameStem = this.byStem.get(entry.stem);
			if (sameStem) sameStem.push(entry);
			else this.byStem.set(entry.stem, [entry]);
			const sameLength = this.byLength.get(entry.term.length);
			if (sameLength) sameLength.push(entry);
			else this.byLength.set(entry.term.length, [entry]);
		}
		this.titleWords = terms
			.filter((entry) => entry.inTitles)
			.sort((a, b) => b.occurrences - a.occurrences || (a.term < b.term ? -1 : 1));
	}

	get size(): number {
		return this.byTerm.size;
	}

	get(term: string): VocabularyTerm | undefined {
		return this.byTerm.get(term);
	}

	/** True when the word is a catalogue word or part of one (a compound: "choklad" in "mjolkchoklad"). */
	knows(word: string): boolean {
		if (this.byTerm.has(word)) return true;
		for (const [length, entries] of this.byLength) {
			if (length <= word.length) continue;
			for (const entry of entries) if (entry.term.includes(word)) return true;
		}
		return false;
	}

	/**
	 * The commonest words of names, brands and category names that are the text, start with it or end
	 * with it: what a pattern of one word at that place finds among the catalogue's title words.
	 */
	titleWordsAt(text: string, at: WordPlace, limit: number): string[] {
		if (at === "whole") {
			const entry = this.byTerm.get(text);
			return entry?.inTitles && limit > 0 ? [entry.term] : [];
		}
		const found: string[] = [];
		for (const entry of this.titleWords) {
			if (found.length >= limit) break;
			const { term } = entry;
			if (at === "start" ? term.startsWith(text) : term.endsWith(text)) found.push(term);
		}
		return found;
	}

	/** True when some catalogue word has this stem (the word is an inflection of a known one). */
	hasStem(stem: string): boolean {
		return this.byStem.has(stem);
	}

	/** The catalogue's other inflections of a word with this stem ("sura": sur, sure), commonest first. */
	inflections(stem: string, word: string, limit = 8): VocabularyTerm[] {
		return (this.byStem.get(stem) ?? [])
			.filter((entry) => entry.term !== word)
			.sort((a, b) => b.occurrences - a.occurrences || (a.term < b.term ? -1 : 1))
			.slice(0, limit);
	}

	/** Catalogue words at most `maxTypos` typos from the word, best first. */
	corrections(word: string, maxTypos: number, limit = 3): VocabularyTerm[] {
		if (maxTypos <= 0) return [];
		const found: { distance: number; entry: VocabularyTerm }[] = [];
		for (let length = word.length - maxTypos; length <= word.length + maxTypos; length++) {
			for (const entry of this.byLength.get(length) ?? []) {
				const distance = typoDistance(word, entry.term, maxTypos);
				if (distance > 0 && distance <= maxTypos) found.push({ distance, entry });
			}
		}
		return found
			.sort(better)
			.slice(0, limit)
			.map((f) => f.entry);
	}

	/** Two catalogue words the word is made of ("marabouchoklad" → marabou + choklad), the commonest split. */
	split(word: string): [VocabularyTerm, VocabularyTerm] | null {
		let best: [VocabularyTerm, VocabularyTerm] | null = null;
		let bestWeight = -1;
		for (let at = minimumSplitPart; at <= word.length - minimumSplitPart; at++) {
			const left = this.byTerm.get(word.slice(0, at));
			const right = this.byTerm.get(word.slice(at));
			if (!left || !right) continue;
			const weight = Math.min(left.occurrences, right.occurrences);
			if (weight > bestWeight) {
				best = [left, right];
				bestWeight = weight;
			}
		}
		return best;
	}
}

const vocabularyTtlMs = 10 * 60_000;

/** The language's words, cached until the catalogue changes (a rebuild is a catalogue change too). */
export function loadVocabulary(db: Db, locale: Locale): Promise<Vocabulary> {
	return cached(`search-vocabulary:${locale}`, vocabularyTtlMs, async () => {
		const rows = await db.query<{
			term: string;
			display: string | null;
			stem: string;
			occurrences: number;
			in_titles: boolean;
		}>("select term, display, stem, occurrences, in_titles from search_terms where locale = $1", [locale]);
		return new Vocabulary(
			rows.map((row) => ({
				term: row.term,
				display: row.display ?? row.term,
				stem: row.stem,
				occurrences: Number(row.occurrences),
				inTitles: row.in_titles,
			})),
		);
	});
}
