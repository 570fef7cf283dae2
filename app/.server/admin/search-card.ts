// The admin page's search card (ADR 040): the last 30 days' searches — the commonest, and those
// that found nothing — and each language's synonym groups, which the card's editor replaces.
import type { Locale } from "~/i18n/locales";
import { synonymText } from "~/lib/synonyms-form";
import { invalidateCaches } from "../cache";
import { type Db, toCount } from "../db/handle";
import { log } from "../log";
import { flushSearchStats, searchStatsDays } from "../search/search-stats";

export interface QueryCount {
	locale: Locale;
	query: string;
	searches: number;
	zeroResults: number;
}

export interface SearchStatsReport {
	searches: number;
	zeroResults: number;
	top: QueryCount[];
	zero: QueryCount[];
}

export interface SearchCardData {
	stats: SearchStatsReport | null;
	/** Each language's groups as the editor shows them; null when they could not be read. */
	synonyms: Record<Locale, string> | null;
}

/** The most searched and the most often fruitless queries shown. */
const listed = 20;

const since = `(now() at time zone 'Europe/Stockholm')::date - ${searchStatsDays - 1}`;

async function loadStats(db: Db): Promise<SearchStatsReport> {
	// This instance's counts of the last seconds first, so what was just searched is there.
	await flushSearchStats();
	const rowsOf = (order: string, having: string) =>
		db.query<{ locale: Locale; query: string; searches: unknown; zero_results: unknown }>(
			`select locale, query, sum(searches) as searches, sum(zero_results) as zero_results
			 from search_stats where day >= ${since}
			 group by locale, query ${having} order by ${order}, query, locale limit ${listed}`,
		);
	const [[totals], top, zero] = await Promise.all([
		db.query<{ searches: unknown; zero_results: unknown }>(
			`select coalesce(sum(searches), 0) as searches, coalesce(sum(zero_results), 0) as zero_results
			 from search_stats where day >= ${since}`,
		),
		rowsOf("sum(searches) desc", ""),
		rowsOf("sum(zero_results) desc", "having sum(zero_results) > 0"),
	]);
	const count = (row: { locale: Locale; query: string; searches: unknown; zero_results: unknown }): QueryCount => ({
		locale: row.locale,
		query: row.query,
		searches: toCount(row.searches),
		zeroResults: toCount(row.zero_results),
	});
	return {
		searches: toCount(totals?.searches),
		zeroResults: toCount(totals?.zero_results),
		top: top.map(count),
		zero: zero.map(count),
	};
}

async function loadSynonyms(db: Db): Promise<Record<Locale, string>> {
	const rows = await db.query<{ locale: Locale; terms: string[] }>(
		"select locale, terms from search_synonyms order by locale, id",
	);
	return {
		sv: synonymText(rows.filter((row) => row.locale === "sv").map((row) => row.terms)),
		nb: synonymText(rows.filter((row) => row.locale === "nb").map((row) => row.terms)),
	};
}

export async function loadSearchCard(db: Db): Promise<SearchCardData> {
	const [stats, synonyms] = await Promise.all([
		loadStats(db).catch((error) => {
			log.error("loading the search statistics failed", error);
			return null;
		}),
		loadSynonyms(db).catch((error) => {
			log.error("loading the synonyms failed", error);
			return null;
		}),
	]);
	return { stats, synonyms };
}

/** Replaces a language's synonym groups; every instance's cached copy follows (ADR 020). */
export async function saveSynonyms(db: Db, locale: Locale, groups: string[][]): Promise<void> {
	await db.transaction(async (tx) => {
		await tx.query("delete from search_synonyms where locale = $1", [locale]);
		if (groups.length === 0) return;
		await tx.query(
			`insert into search_synonyms (locale, terms)
			 select $1, string_to_array(g.terms, E'\\x1f') from unnest($2::text[]) with ordinality as g(terms, i) order by g.i`,
			[locale, groups.map((group) => group.join("\u001f"))],
		);
	});
	invalidateCaches();
}
