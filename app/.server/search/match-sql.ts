// The SQL a search plan becomes (ADR 039): which products match, and the scores they are ranked by.
// Every value is a parameter; the text depends only on how many units the plan has (at most
// ./query-plan.ts maximumUnits), which of them are asked of the word lists (ADR 055) and how many
// patterns the others ask the trigram index for (one LIKE each, allFoundSql), so each shape is
// prepared once per connection.
//
// Ranking has two stages. The first rank is cheap enough for every hit: it reads only the product's
// name words (`search_name`, a few dozen characters). The full score reads the whole document and
// tells brand, category and description apart; it is worked out for the best hits by the first rank
// only (./ranked-search.ts).
//
// A product's document is "name ; brand ; category names ; description" (the sections hold only
// letters, digits, spaces and '|'). A pattern followed by ";%;%;%" is found in the name, by ";%;%" in
// the name or brand, by ";%" in the name, brand or category names: the places ranking asks about,
// without cutting the document apart for every row.
import { unescapeLike } from "../catalogue/like";
import type { MatchUnit, SearchPlan } from "./query-plan";
import { type WordListQuestion, wordListQuestion } from "./word-list-question";

/** Numbered parameters, added as the SQL is written. */
export class Parameters {
	readonly values: unknown[] = [];
	add(value: unknown): string {
		this.values.push(value);
		return `$${this.values.length}`;
	}
	texts(values: string[]): string {
		return `${this.add(values)}::text[]`;
	}
}

const inName = (patterns: string[]) => patterns.map((p) => `${p};%;%;%`);
const inNameOrBrand = (patterns: string[]) => patterns.map((p) => `${p};%;%`);
const inTitles = (patterns: string[]) => patterns.map((p) => `${p};%`);

const allPatterns = (unit: MatchUnit) => [...unit.whole, ...unit.exact, ...unit.close, ...unit.typo, ...unit.loose];
/** The patterns of a real match: as a word, at a word's edge, or an inflection or synonym. */
const realPatterns = (unit: MatchUnit) => [...unit.whole, ...unit.exact, ...unit.close];
const roughPatterns = (unit: MatchUnit) => [...unit.typo, ...unit.loose];

/**
 * The fewest patterns finding what all of a unit's patterns find. Every pattern is "the document
 * holds this text" ('%' text '%', the text with or without spaces at its ends), so a pattern whose
 * text holds another's adds nothing ("% choklad %" holds "choklad"). The planner weighs a LIKE ANY
 * by its number of patterns: with every kind listed it judged the trigram index too dear and read
 * the whole language instead (250 ms for "choklad" over 100,000 products; 28 ms through the index).
 */
export function coveringPatterns(patterns: string[]): string[] {
	const texts = [...new Set(patterns)].map((pattern) => ({ pattern, text: unescapeLike(pattern.slice(1, -1)) }));
	return texts
		.filter(({ text }) => !texts.some((other) => other.text !== text && text.includes(other.text)))
		.map(({ pattern }) => pattern);
}

/**
 * The most patterns a statement's words ask an index for. The trigram index takes one pattern at a
 * time, so each list is written as one LIKE per pattern joined by OR, which the planner asks as a
 * BitmapOr, and the lists' bitmaps are ANDed: the scans add up. Asked as `like any(array)`, the
 * index was scanned once for every combination of one pattern from each list ("energidryck utan
 * socker", 3 × 7: 21 scans and 26 ms of the embedded suggestions over 100,000 products, 10 scans
 * and 12 ms as ORs; eight words 223–243 → 32–33 ms, ADR 060). Words beyond the bound are checked
 * on the rows the index gives, which the first words have narrowed already.
 */
export const maximumPatternsAsked = 64;

/**
 * Every list's patterns found in `column`: the first list, and the next ones while the patterns
 * asked stay within the bound, asked of the column's index; the rest checked on its rows (the
 * `|| ''` keeps the planner from asking the index for them).
 */
export function allFoundSql(column: string, patternLists: string[][], params: Parameters): string {
	let asked = 0;
	return patternLists
		.map((patterns, i) => {
			asked += patterns.length;
			if (i > 0 && asked > maximumPatternsAsked) return `(${column} || '') like any(${params.texts(patterns)})`;
			const each = patterns.map((pattern) => `${column} like ${params.add(pattern)}`);
			return each.length === 1 ? each[0] : `(${each.join(" or ")})`;
		})
		.join(" and ");
}

/**
 * How well the product matches the unit by a real match, as place × 10 + kind: place 3 in the name,
 * 2 in the brand, 1 in a category name, 0 only in the description; kind 3 as a whole word, 2 at a
 * word's edge, 1 an inflection or synonym — in the best place it is found in. -1 without a real
 * match (only a typo's correction, or inside another word).
 */
function unitScore(unit: MatchUnit, params: Parameters): string {
	const kind = (within: (patterns: string[]) => string[]) =>
		`case when p.search_document like any(${params.texts(within(unit.whole))}) then 3` +
		` when p.search_document like any(${params.texts(within(unit.exact))}) then 2 else 1 end`;
	const real = realPatterns(unit);
	return `case
	  when p.search_document like any(${params.texts(inName(real))}) then 30 + ${kind(inName)}
	  when p.search_document like any(${params.texts(inNameOrBrand(real))}) then 20 + ${kind(inNameOrBrand)}
	  when p.search_document like any(${params.texts(inTitles(real))}) then 10 + ${kind(inTitles)}
	  when p.search_document like any(${params.texts(real)}) then ${kind((patterns) => patterns)}
	  else -1 end`;
}

/** Where a unit without a real match was found roughly (3 name … 0 description), or null when it has a real one. */
function roughPlace(unit: MatchUnit, index: number, params: Parameters): string {
	const rough = roughPatterns(unit);
	if (rough.length === 0) return "null::int";
	return `case when u.s${index} >= 0 then null
	  when p.search_document like any(${params.texts(inName(rough))}) then 3
	  when p.search_document like any(${params.texts(inNameOrBrand(rough))}) then 2
	  when p.search_document like any(${params.texts(inTitles(rough))}) then 1 else 0 end`;
}

/**
 * The first rank, from the name alone: 5 the name is the query (and a pack size), 4 the name holds
 * the query as a phrase, 3 every unit as a whole word, 2 every unit by a real match, 0 otherwise.
 * Most hits of a common word hold it only in their category or description: a name without every
 * unit's text somewhere in it (the fewest patterns, as the match asks the document) ranks 0 at once,
 * without the many patterns of every kind being tried on it (a fifth of "chips"' CPU time over
 * 100,000 products went to those).
 */
export function firstRankSql(plan: SearchPlan, params: Parameters): string {
	const all = (patterns: (unit: MatchUnit) => string[]) =>
		plan.units.map((unit) => `p.search_name like any(${params.texts(patterns(unit))})`).join(" and ");
	const exactName =
		plan.nameStart && plan.exactName
			? `when p.search_name like ${params.add(plan.nameStart)} and split_part(p.search_name, '|', 1) ~ ${params.add(plan.exactName)} then 5`
			: "";
	const phrase = plan.phrase.length > 0 ? `when p.search_name like any(${params.texts(plan.phrase)}) then 4` : "";
	return `case ${exactName} ${phrase}
	  when not (${all((unit) => coveringPatterns(allPatterns(unit)))}) then 0
	  when ${all((unit) => unit.whole)} then 3
	  when ${all(realPatterns)} then 2
	  else 0 end`;
}

/**
 * Every unit found in the name, as a whole word or by any real match: the suggestions' candidates,
 * through the name's own index. A unit's whole word is one pattern, which the index answers at
 * once: the spaces around it make its trigrams rare, where the word's text alone is in every
 * compound (" cho " against "cho", found in 10,000 names with "mjolkchoklad" over 100,000
 * products, each read to find none). For any real match the index is asked what it answers cheaply
 * — each unit's text somewhere in the name, the fewest patterns — and the kinds are checked on the
 * rows it gives (the `|| ''` keeps the planner from asking the index those too: a GIN scan weighing
 * many patterns of eight words took seconds). Either way the index is asked for a bounded number
 * of patterns (allFoundSql). For a single word the suggestions ask the catalogue's title words
 * instead (./name-word-patterns.ts).
 */
export function nameMatchesSql(plan: SearchPlan, params: Parameters, patterns: "whole" | "real"): string {
	if (patterns === "whole")
		return allFoundSql(
			"p.search_name",
			plan.units.map((unit) => unit.whole),
			params,
		);
	const found = allFoundSql(
		"p.search_name",
		plan.units.map((unit) => coveringPatterns(allPatterns(unit))),
		params,
	);
	const real = plan.units.map((unit) => `(p.search_name || '') like any(${params.texts(realPatterns(unit))})`);
	return [found, ...real].join(" and ");
}

export interface MatchSql {
	/** The condition on `p` (products): the language, available, and the query. */
	where: string;
	/** Lateral joins after `products p` working out each unit's score once per product (`u.s0`, `r.r0`, …). */
	unitScores: string;
	/** Columns: `typos` (fewer first), `tier` and `exactness` (higher first). */
	score: string;
}

/**
 * The match and the score of a plan. Typos: the units found only roughly (never outranking a real
 * match). Tier: 5 the name is the query (and a pack size), 4 the name holds the query as a phrase,
 * else where the worst-placed unit was found (3 name, 2 brand, 1 category, 0 description).
 * Exactness: the kinds of the units' real matches, summed.
 */
export function matchSql(
	plan: SearchPlan,
	locale: string,
	params: Parameters,
	through: MatchThrough = "word lists",
): Pick<MatchSql, "where"> {
	const localeParam = params.add(locale);
	// The product matches every unit: some pattern of each is found anywhere in its document. A unit
	// of words is asked of the word lists' index (ADR 055); a phrase, or a very short text at a
	// word's edge, of the document's, whose trigrams narrow the word lists' rows far more cheaply than
	// reading them ("sura bi": 58 ms over 100,000 products with '% bi%' checked on the rows of "sura").
	const covering = plan.units.map((unit) => coveringPatterns(allPatterns(unit)));
	const questions = covering.map((patterns) => (through === "word lists" ? wordListQuestion(patterns) : null));
	const byWords = questions.flatMap((question) =>
		question ? [`search_word_list(p.search_document) && ${wordsFoundSql(question, localeParam, params)}`] : [],
	);
	const byText = covering.filter((_, i) => questions[i] === null);
	const units = [...byWords, ...(byText.length > 0 ? [allFoundSql("p.search_document", byText, params)] : [])].join(" and ");
	const where = `p.locale = ${localeParam} and p.available`;
	if (!plan.literal) return { where: `${where} and ${units}` };
	const literal = `p.search_document like ${params.add(plan.literal)}`;
	if (byWords.length === 0 || byText.length === 0) return { where: `${where} and (${literal} or (${units}))` };
	// Words asked of the word lists beside a text the trigrams cannot narrow ("sura b": '% b%'): in
	// one condition with the whole query's text, every row of the word lists' bitmap was checked
	// against all of it again, the word list worked out anew for each (19,000 rows of "sura", 600 ms
	// over 100,000 products). Apart, the word lists' index answers its part exactly (60 ms).
	return {
		where: `${where} and p.id in (
	    select p.id from products p where p.locale = ${localeParam} and ${literal}
	    union all
	    select p.id from products p where p.locale = ${localeParam} and ${units})`,
	};
}

/** The words a question finds: its own, and those its patterns find among the language's word forms. */
function wordsFoundSql(question: WordListQuestion, localeParam: string, params: Parameters): string {
	const words = params.texts(question.words);
	if (question.patterns.length === 0) return words;
	return `(${words} || coalesce((select array_agg(f.word) from search_word_forms f
	    where f.locale = ${localeParam} and f.word like any(${params.texts(question.patterns)})), '{}'))`;
}

/**
 * How the match finds its products: through the word lists' index, which gives every hit at once
 * (a page with its facets reads them all), or by the documents' LIKEs, which a scan can stop at the
 * first few hits (the suggestions' candidates): a bitmap of the word lists is built whole before a
 * LIMIT can stop it ("cho" 3 → 18 ms over 100,000 products, "choklad ma" 38 ms, ADR 055).
 */
export type MatchThrough = "word lists" | "documents";

/** The match and the full score. */
export function scoredMatchSql(plan: SearchPlan, locale: string, params: Parameters, through?: MatchThrough): MatchSql {
	const { where } = matchSql(plan, locale, params, through);
	return { where, ...fullScoreSql(plan, params) };
}

/** The full score alone (added only where the statement reads it: every parameter must be used). */
export function fullScoreSql(plan: SearchPlan, params: Parameters): Omit<MatchSql, "where"> {
	const scores = plan.units.map((unit, i) => `${unitScore(unit, params)} as s${i}`);
	const rough = plan.units.map((unit, i) => `${roughPlace(unit, i, params)} as r${i}`);
	// OFFSET 0 keeps each subquery apart, so every unit is worked out once per product.
	const unitScores = `cross join lateral (select ${scores.join(", ")} offset 0) u
	  cross join lateral (select ${rough.join(", ")} offset 0) r`;
	const exactName =
		plan.nameStart && plan.exactName
			? `p.search_document like ${params.add(plan.nameStart)} and split_part(p.search_document, '|', 1) ~ ${params.add(plan.exactName)}`
			: "false";
	const phrase = plan.phrase.length > 0 ? `p.search_document like any(${params.texts(inName(plan.phrase))})` : "false";
	const places = plan.units.map((_, i) => `coalesce(r.r${i}, greatest(u.s${i}, 0) / 10)`).join(", ");
	const kinds = plan.units.map((_, i) => `greatest(u.s${i}, 0) % 10`).join(" + ");
	const typos = plan.units.map((_, i) => `(u.s${i} < 0)::int`).join(" + ");
	const score = `(${typos}) as typos,
	  case when ${exactName} then 5 when ${phrase} then 4 else least(${places}) end as tier,
	  (${kinds}) as exactness`;
	return { unitScores, score };
}
