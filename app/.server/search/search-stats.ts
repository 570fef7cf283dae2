// Search statistics (ADR 040): per language, day (Stockholm) and normalised query — the folded words,
// so "Marabou!", "marabou" and "MARABOU" are one — how many searches and how many found nothing.
// Nothing about who searched is kept: no address, session or browser.
//
// Counted in the process and written every few seconds in one statement, so a search waits for no
// write: an instance's counts of the last seconds are lost if it is killed (graceful shutdown writes
// them). Each instance writes at most `maxNewQueriesPerDay` distinct queries per language and day,
// so the table stays bounded whatever a crawler sends; rows older than 30 days go with the daily
// clean-up of old data (../retention).
import type { Locale } from "~/i18n/locales";
import { getDb } from "../db/client";
import { log } from "../log";

/** Searches are written this often. */
const flushEveryMs = 5_000;
/** Kept days, today included. */
export const searchStatsDays = 30;
/** Distinct queries an instance starts counting per language and day; further new ones are not counted. */
const maxNewQueriesPerDay = 5_000;

interface Pending {
	locale: Locale;
	day: string;
	query: string;
	searches: number;
	zeroResults: number;
}

const pending = new Map<string, Pending>();
const startedPerDay = new Map<string, Set<string>>();
let timer: ReturnType<typeof setTimeout> | undefined;

const stockholmDay = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" });

/** Counts one search of a normalised query (the folded words) and whether it found anything. */
export function recordSearch(locale: Locale, normalisedQuery: string, found: boolean, at = new Date()): void {
	const query = normalisedQuery.slice(0, 100).trim();
	if (query === "") return;
	const day = stockholmDay.format(at);
	const dayKey = `${locale}\n${day}`;
	let started = startedPerDay.get(dayKey);
	if (!started) {
		// A new day: yesterday's set of queries is no longer needed.
		for (const key of startedPerDay.keys()) if (key.startsWith(`${locale}\n`)) startedPerDay.delete(key);
		started = new Set();
		startedPerDay.set(dayKey, started);
	}
	if (!started.has(query)) {
		if (started.size >= maxNewQueriesPerDay) return;
		started.add(query);
	}
	const key = `${dayKey}\n${query}`;
	const entry = pending.get(key) ?? { locale, day, query, searches: 0, zeroResults: 0 };
	entry.searches += 1;
	if (!found) entry.zeroResults += 1;
	pending.set(key, entry);
	timer ??= setTimeout(() => void flushSearchStats(), flushEveryMs);
	timer.unref?.();
}

/** Writes the counted searches (added to what other instances wrote). */
export async function flushSearchStats(): Promise<void> {
	clearTimeout(timer);
	timer = undefined;
	if (pending.size === 0) return;
	const rows = [...pending.values()];
	pending.clear();
	try {
		// A timer's work, not a request's: it takes the process's handle itself.
		await getDb().query(
			`insert into search_stats (locale, day, query, searches, zero_results)
			 select * from unnest($1::text[], $2::text[]::date[], $3::text[], $4::text[]::int[], $5::text[]::int[])
			 on conflict (locale, day, query) do update
			   set searches = search_stats.searches + excluded.searches,
			       zero_results = search_stats.zero_results + excluded.zero_results`,
			[
				rows.map((r) => r.locale),
				rows.map((r) => r.day),
				rows.map((r) => r.query),
				// As text: the PostgreSQL driver writes text arrays, the database reads them as numbers.
				rows.map((r) => String(r.searches)),
				rows.map((r) => String(r.zeroResults)),
			],
		);
	} catch (error) {
		// Statistics are not worth failing anything for; the counts of these seconds are lost.
		log.warn("search statistics not written", { reason: String(error), queries: rows.length });
	}
}
