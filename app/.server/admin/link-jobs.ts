// The job kind of the link tools. Optimising every product description reads the whole catalogue,
// so it runs as a job with progress per batch; the job page shows its summary (updatedCount of
// totalProducts), or that it failed and why (ADR 080, 085). Each batch is an item of the job,
// remembered but not listed (ADR 019): a run taken over by another worker goes on after the last
// batch finished, and its counts include the batches before. The run records itself in the history
// under its job kind.

import { z } from "zod";
import type { AdminText } from "~/i18n/admin-t";
import type { JobSummary } from "~/lib/job-summary";
import type { Db } from "../db/handle";
import { withDatabaseCode } from "../jobs/coded-failure";
import { defineJob, failedBecause, type KindContext, singleFlightKeyOf } from "../jobs/job-definition";
import { interruptionOf } from "../jobs/job-errors";
import type { FinishedItem } from "../jobs/queue";
import { enqueueJob } from "../jobs/queue";
import { log } from "../log";
import { type OptimizationCheckpoint, optimizeProductDescriptions } from "./product-descriptions";
import { recordToolRun } from "./tool-runs";

/**
 * Starts a run, or points at the one already queued or running: two at once would only race. The
 * database decides (the flight key's unique index, ADR 019): a look before the insert let two posts
 * at once both find none.
 */
export async function startDescriptionOptimization(db: Db, actor: string): Promise<number> {
	const payload = { actor };
	const singleFlightKey = singleFlightKeyOf(optimizeDescriptionsJob, payload);
	const { id } = await enqueueJob(db, { kind: optimizeDescriptionsJob.kind, payload, singleFlightKey });
	return id;
}

/** The item that records the run in the tool-run history (the others are batches, keyed by product id). */
const toolRunItemKey = "tool-run";

/** What a batch's item keeps. */
interface BatchOutcome {
	rows: number;
	updated: number;
}

/** Where earlier attempts stopped: after their last batch (batches run in id order), with their counts. */
function checkpointOf(finished: ReadonlyMap<string, FinishedItem>): OptimizationCheckpoint | undefined {
	const batchIds = [...finished.keys()].filter((key) => key !== toolRunItemKey).sort();
	const lastId = batchIds.at(-1);
	if (lastId === undefined) return undefined;
	const batches = batchIds.map((key) => finished.get(key)?.outcome as BatchOutcome);
	return {
		lastId,
		done: batches.reduce((sum, batch) => sum + batch.rows, 0),
		updatedCount: batches.reduce((sum, batch) => sum + batch.updated, 0),
	};
}

const payloadSchema = z.object({ actor: z.string().default("admin") });

async function optimizeDescriptions({
	job,
	payload: { actor },
	db,
	progress,
	finished,
	completeItem,
}: KindContext<z.output<typeof payloadSchema>>) {
	try {
		const result = await optimizeProductDescriptions(db, {
			onBatch: (batch) => progress(batch),
			resumeFrom: checkpointOf(finished),
			author: { kind: "tool", tool: job.kind, jobId: job.id, actor },
			// Keyed by the batch's last product id (ids are text-ordered as uuids are).
			commitBatch: async ({ lastId, rows, write }) => {
				const outcome = await completeItem({ key: lastId, counts: { done: rows, failed: 0 } }, async (tx) => ({
					rows,
					updated: await write(tx),
				}));
				return outcome.updated;
			},
		});
		// An unlisted item of its own: recorded once, however often the run is taken over.
		await completeItem({ key: toolRunItemKey, counts: { done: 0, failed: 0 } }, (tx) =>
			recordToolRun(tx, { tool: job.kind, actor, status: "succeeded", result: { ...result } }),
		);
		const lines: AdminText[] = [
			{ key: "links.descriptions.optimized", values: { updated: result.updatedCount, total: result.totalProducts } },
		];
		if (result.updatedCount === 0) lines.push({ key: "links.descriptions.upToDate" });
		const summary: JobSummary = { tone: "success", title: { key: "links.descriptions.optimizedTitle" }, lines };
		return { ...result, summary };
	} catch (error) {
		if (interruptionOf(error)) throw error;
		log.error("optimising product descriptions failed", error);
		// The history keeps the reason as the job does: the database's code, then its words (ADR 085).
		const failure = withDatabaseCode(error);
		const message = failure instanceof Error ? failure.message : String(failure);
		await recordToolRun(db, { tool: job.kind, actor, status: "failed", error: message }).catch(() => {});
		throw failure;
	}
}

export const optimizeDescriptionsJob = defineJob({
	kind: "optimize-descriptions",
	payload: payloadSchema,
	run: optimizeDescriptions,
	// Every run reads and writes the whole catalogue: one at a time.
	singleFlight: () => "catalogue",
	// A failed run's page says what failed and why, as a failed SEO run's does (ADR 074, 080): the
	// reason is the job's error, as the history keeps it too, worded when the database's code tells
	// its cause (ADR 085).
	page: { failure: failedBecause({ key: "links.descriptions.runFailed" }) },
});
