// The search engine's upkeep, as a job of its own: the catalogue's words rebuilt from the available
// products, after every import and daily (ADR 040). Search statistics older than their 30 days go
// with the daily clean-up of old data (../retention).
import { z } from "zod";
import { locales } from "~/i18n/locales";
import type { SqlClient } from "../db/sql-client";
import { daily, defineJob, type KindContext } from "../jobs/job-definition";
import { enqueueJob } from "../jobs/queue";

/** Rebuilds the catalogue's words of both languages; returns how many there are now. */
export async function refreshVocabulary(sql: SqlClient): Promise<number> {
	let words = 0;
	for (const locale of locales) {
		const [row] = await sql.query<{ n: number }>("select public.refresh_search_terms($1) as n", [locale]);
		words += Number(row?.n ?? 0);
	}
	return words;
}

async function searchMaintenance({ sql }: KindContext<unknown>) {
	const words = await refreshVocabulary(sql);
	return { words };
}

export const searchMaintenanceJob = defineJob({
	kind: "search-maintenance",
	payload: z.object({}),
	run: searchMaintenance,
	// Daily as well as after every import.
	schedules: daily("15 4 * * *"),
});

/** After an import: the catalogue's words rebuilt, once per finished job. */
export async function enqueueVocabularyRefresh(sql: SqlClient, afterJobId: number): Promise<void> {
	await enqueueJob(sql, { kind: searchMaintenanceJob.kind, uniqueKey: `${searchMaintenanceJob.kind}:after-job:${afterJobId}` });
}
