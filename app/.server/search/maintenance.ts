// The search engine's upkeep, as a job of its own (`search-maintenance`): the catalogue's words
// rebuilt from the available products, after every import and daily (ADR 040). Search statistics
// older than their 30 days go with the daily clean-up of old data (../retention).
import { locales } from "~/i18n/locales";
import type { SqlClient } from "../db/sql-client";
import { enqueueJob } from "../jobs/queue";
import type { JobHandler } from "../jobs/worker";

export const searchMaintenanceKind = "search-maintenance";

/** Rebuilds the catalogue's words of both languages; returns how many there are now. */
export async function refreshVocabulary(sql: SqlClient): Promise<number> {
	let words = 0;
	for (const locale of locales) {
		const [row] = await sql.query<{ n: number }>("select public.refresh_search_terms($1) as n", [locale]);
		words += Number(row?.n ?? 0);
	}
	return words;
}

const searchMaintenanceJob: JobHandler = async ({ sql }) => {
	const words = await refreshVocabulary(sql);
	return { words };
};

/** After an import: the catalogue's words rebuilt, once per finished job. */
export async function enqueueVocabularyRefresh(sql: SqlClient, afterJobId: number): Promise<void> {
	await enqueueJob(sql, { kind: searchMaintenanceKind, uniqueKey: `${searchMaintenanceKind}:after-job:${afterJobId}` });
}

export const searchJobHandlers = { [searchMaintenanceKind]: searchMaintenanceJob } satisfies Record<string, JobHandler>;
