// The daily clean-up (ADR 035): a job that deletes what has outlived its use, rule by rule
// (./retention-rules.ts), in batches of a thousand rows, each its own statement. The scheduler
// enqueues it once a day however many instances run; run twice, or taken over half-way by another
// worker, it deletes only what is still due, so nothing is lost or deleted twice.
import { z } from "zod";
import type { JobSummary } from "~/lib/job-summary";
import type { Db } from "../db/handle";
import { getEnv } from "../env";
import { daily, defineJob, type KindContext } from "../jobs/job-definition";
import { log } from "../log";
import {
	deleteBatch,
	type RetentionAges,
	type RetentionRuleName,
	retentionAgesOf,
	retentionRuleNames,
	ruleAgeDays,
} from "./retention-rules";

/** Rows per statement: small enough that a statement holds its row locks for milliseconds. */
const defaultBatchSize = 1_000;

export type Deleted = Record<RetentionRuleName, number>;

export async function pruneOldData(
	db: Db,
	options: {
		ages?: RetentionAges;
		batchSize?: number;
		/** Called after every batch: the job's heartbeat, and where a cancel or a takeover stops it. */
		progress?: (counts: { done: number; total: number }) => Promise<void>;
	} = {},
): Promise<Deleted> {
	const ages = options.ages ?? retentionAgesOf(getEnv());
	const batchSize = options.batchSize ?? defaultBatchSize;
	const deleted = Object.fromEntries(retentionRuleNames.map((name) => [name, 0])) as Deleted;
	for (const [done, name] of retentionRuleNames.entries()) {
		for (;;) {
			const n = await deleteBatch(db, name, ages, batchSize);
			deleted[name] += n;
			await options.progress?.({ done, total: retentionRuleNames.length });
			if (n < batchSize) break;
		}
	}
	await options.progress?.({ done: retentionRuleNames.length, total: retentionRuleNames.length });
	return deleted;
}

function runSummary(deleted: Deleted, ages: RetentionAges): JobSummary {
	const total = Object.values(deleted).reduce((sum, n) => sum + n, 0);
	return {
		tone: "success",
		title: total === 0 ? { key: "retention.summary.none" } : { key: "retention.summary.title", values: { n: total } },
		lines: retentionRuleNames
			.filter((name) => deleted[name] > 0)
			.map((name) => ({ key: `retention.summary.${name}`, values: { n: deleted[name], days: ruleAgeDays(name, ages) ?? 0 } })),
	};
}

async function pruneOldDataRun({ db, progress }: KindContext<unknown>) {
	const ages = retentionAgesOf(getEnv());
	const deleted = await pruneOldData(db, { ages, progress });
	log.info("old data pruned", { ...deleted });
	return { deleted, summary: runSummary(deleted, ages) };
}

export const pruneOldDataJob = defineJob({
	kind: "prune-old-data",
	payload: z.object({}),
	run: pruneOldDataRun,
	// At night, before the feeds' default refresh at 04:00.
	schedules: daily("30 3 * * *"),
});
