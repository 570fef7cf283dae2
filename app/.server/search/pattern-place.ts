// Where a unit's LIKE pattern on the document finds its text (./query-plan.ts writes them): as a
// whole word (' w '), at the start of a word (' w'), at its end ('w ') or anywhere ('w').
import { unescapeLike } from "../catalogue/like";
import type { WordPlace } from "./vocabulary";

export type PatternPlace = WordPlace | "inside";

export interface PlacedText {
	at: PatternPlace;
	/** The text, its LIKE escapes undone. */
	text: string;
	/** The text as the pattern writes it, escapes kept. */
	escaped: string;
}

/** The place and text of a pattern '%…%'. */
export function placeOf(pattern: string): PlacedText {
	const inner = pattern.slice(1, -1);
	const start = inner.startsWith(" ");
	const end = inner.endsWith(" ");
	const escaped = inner.slice(start ? 1 : 0, end ? -1 : undefined);
	const at: PatternPlace = start && end ? "whole" : start ? "start" : end ? "end" : "inside";
	return { at, text: unescapeLike(escaped), escaped };
}
