// Job kinds of the link tools, merged into ../jobs/handlers.ts. Optimising every product
// description reads the whole catalogue, so it runs as a job with progress per batch; the job
// page shows its summary (SPEC §7: updatedCount of totalProducts; §8's failure text).

import { adminMessages } from "~/i18n/messages/admin";
import { fillIn } from "~/lib/fill-in";
import type { JobSummary } from "~/lib/job-summary";
import type { SqlClient } from "../db/sql-client";
import { enqueueJob } from "../jobs/queue";
import { JobCancelled, type JobHandler } from "../jobs/worker";
import { log } from "../log";
import { optimizeProductDescriptions } from "./product-descriptions";
import { recordToolRun } from "./tool-runs";

const text = adminMessages.links.descriptions;
export const optimizeDescriptionsKind = "optimize-descriptions";

/** Starts a run, or points at the one already queued or running: two at once would only race. */
export async function startDescriptionOptimisation(sql: SqlClient, actor: string): Promise<number> {
	const [active] = await sql.query<{ id: number }>(
		"select id::int as id from jobs where kind = $1 and status in ('queued', 'running') order by id limit 1",
		[optimizeDescriptionsKind],
	);
	if (active) return active.id;
	const { id } = await enqueueJob(sql, { kind: optimizeDescriptionsKind, payload: { actor } });
	return id;
}

const optimizeDescriptions: JobHandler = async ({ job, sql, progress }) => {
	const actor = typeof job.payload.actor === "string" ? job.payload.actor : "admin";
	try {
		const result = await optimizeProductDescriptions(sql, { onBatch: (batch) => progress(batch) });
		await recordToolRun(sql, { tool: optimizeDescriptionsKind, actor, status: "succeeded", result: { ...result } });
		const summary: JobSummary = {
			tone: "success",
			title: text.optimizedTitle,
			lines: [
				fillIn(text.optimized, { updated: result.updatedCount, total: result.totalProducts }),
				...(result.updatedCount === 0 ? [text.upToDate] : []),
			],
		};
		return { ...result, summary };
	} catch (error) {
		if (error instanceof JobCancelled) throw error;
		const message = error instanceof Error ? error.message : String(error);
		log.error("Optimising product descriptions failed", error);
		await recordToolRun(sql, { tool: optimizeDescriptionsKind, actor, status: "failed", error: message }).catch(() => {});
		// The job page shows the job's error: SPEC §8's text rather than the database's.
		throw new Error(text.failed);
	}
};

export const linkJobHandlers: Record<string, JobHandler> = {
	[optimizeDescriptionsKind]: optimizeDescriptions,
};
