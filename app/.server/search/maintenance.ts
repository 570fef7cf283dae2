// The search engine's upkeep, as a job of its own: the word forms no product holds any more deleted
// (ADR 065), the catalogue's words rebuilt from the available products, the search indexes' pending
// entries moved in (ADR 059), and on the embedded database, which has no autovacuum, the old row
// versions of the products an import rewrote removed (ADR 061), after every import and daily
// (ADR 040). Search statistics older than their 30 days go with the daily clean-up of old data
// (../retention).
import { z } from "zod";
import { locales } from "~/i18n/locales";
import { vacuumEmbeddedDatabase } from "../db/embedded-vacuum";
import type { Db } from "../db/handle";
import { daily, defineJob, type KindContext } from "../jobs/job-definition";
import { enqueueJob } from "../jobs/queue";
import { movePendingSearchIndexEntries } from "./pending-index-entries";
import { pruneSearchWordForms } from "./word-forms-prune";

/**
 * Rebuilds the catalogue's words of both languages; returns how many there are now. The word forms
 * (ADR 055), which the products' writes add to, are counted for the planner again: without it, the
 * embedded database (no autovacuum) kept the figures of a nearly empty table and read every word of
 * the language for each search instead of asking their trigram index.
 */
export async function refreshVocabulary(db: Db): Promise<number> {
	let words = 0;
	for (const locale of locales) {
		const [row] = await db.query<{ n: number }>("select public.refresh_search_terms($1) as n", [locale]);
		words += Number(row?.n ?? 0);
	}
	await db.exec("analyze public.search_word_forms");
	return words;
}

async function searchMaintenance({ db }: KindContext<unknown>) {
	// Before the words are counted for the planner (refreshVocabulary's analyze).
	const prunedWordForms = await pruneSearchWordForms(db);
	const words = await refreshVocabulary(db);
	const pendingPages = await movePendingSearchIndexEntries(db);
	const vacuumed = await vacuumEmbeddedDatabase(db);
	return { words, prunedWordForms, pendingPages, vacuumed };
}

export const searchMaintenanceJob = defineJob({
	kind: "search-maintenance",
	payload: z.object({}),
	run: searchMaintenance,
	// Daily as well as after every import.
	schedules: daily("15 4 * * *"),
});

/** After an import: the catalogue's words rebuilt, once per finished job. */
export async function enqueueVocabularyRefresh(db: Db, afterJobId: number): Promise<void> {
	await enqueueJob(db, { kind: searchMaintenanceJob.kind, uniqueKey: `${searchMaintenanceJob.kind}:after-job:${afterJobId}` });
}
