// The search engine's upkeep, as a job of its own (`search-maintenance`): the catalogue's words
// rebuilt from the available products (after every import, and daily), and, daily, search
// statistics older than 30 days pruned (ADR 040).
import { z } from "zod";
import { locales } from "~/i18n/locales";
import type { SqlClient } from "../db/sql-client";
import { enqueueJob } from "../jobs/queue";
import type { JobHandler } from "../jobs/worker";
import { searchStatsDays } from "./search-stats";

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

/** Deletes search statistics of days before the kept 30 (Stockholm days, today included). */
export async function pruneSearchStats(sql: SqlClient): Promise<number> {
	const rows = await sql.query(
		"delete from search_stats where day < (now() at time zone 'Europe/Stockholm')::date - $1::int returning 1",
		[searchStatsDays - 1],
	);
	return rows.length;
}

const payload = z.object({ prune: z.boolean().default(false) });

const searchMaintenanceJob: JobHandler = async ({ job, sql }) => {
	const { prune } = payload.parse(job.payload ?? {});
	const pruned = prune ? await pruneSearchStats(sql) : 0;
	const words = await refreshVocabulary(sql);
	return { words, pruned };
};

/** After an import: the catalogue's words rebuilt, once per finished job. */
export async function enqueueVocabularyRefresh(sql: SqlClient, afterJobId: number): Promise<void> {
	await enqueueJob(sql, { kind: searchMaintenanceKind, uniqueKey: `${searchMaintenanceKind}:after-job:${afterJobId}` });
}

export const searchJobHandlers = { [searchMaintenanceKind]: searchMaintenanceJob } satisfies Record<string, JobHandler>;
