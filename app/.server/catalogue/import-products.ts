// The product import offered on the empty products page.
// Any visitor may start it, so (docs/product.md, Background jobs) it is single-flight across every
// app instance: a run is one site import job in the shared queue; a request arriving while
// one is queued or running joins it and gets its result; a successful run is not repeated within
// 10 minutes (one unique job key per 10-minute window, and a check for a recent success). A failed
// run may be retried at once (the toast says "Försök igen"); it is logged.
import type { Locale } from "~/i18n/locales";
import { getDb } from "../db/client";
import type { Db } from "../db/handle";
import { importProductsJob } from "../feeds/job-handlers";
import { enqueueJob, findJob, type Job } from "../jobs/queue";
import { log } from "../log";

export type ImportOutcome =
	/** `added`: available products per language after the run minus before. */
	| { status: "imported"; added: Record<Locale, number> }
	| { status: "failed" }
	/** A successful run finished less than the cooldown ago (or is still busy): nothing was started. */
	| { status: "recent" };

export const importCooldownMs = 10 * 60_000;

export interface ImporterOptions {
	/** The process's handle unless a caller hands its own. */
	db?: Db;
	cooldownMs?: number;
	now?: () => number;
	/** How long a request waits for the job before answering (the job carries on regardless). */
	waitMs?: number;
	pollMs?: number;
}

/** A failed job's key is used up; retries in the same window take the next number. */
const maxAttemptsPerWindow = 50;

async function activeImportJob(db: Db): Promise<number | null> {
	const [row] = await db.query<{ id: number }>(
		"select id::int as id from jobs where kind = $1 and status in ('queued', 'running') order by id limit 1",
		[importProductsJob.kind],
	);
	return row?.id ?? null;
}

async function succeededWithin(db: Db, ms: number, now: number): Promise<boolean> {
	const [row] = await db.query<{ recent: boolean }>(
		`select exists (select 1 from jobs where kind = $1 and status = 'succeeded'
		   and finished_at > $2::timestamptz) as recent`,
		[importProductsJob.kind, new Date(now - ms).toISOString()],
	);
	return row?.recent ?? false;
}

export function createProductImporter({
	db = getDb(),
	cooldownMs = importCooldownMs,
	now = Date.now,
	waitMs = 25_000,
	pollMs = 200,
}: ImporterOptions = {}) {
	/** The job this request should wait for, or "recent" when it must not start one. */
	async function jobToWaitFor(db: Db): Promise<number | "recent"> {
		const active = await activeImportJob(db);
		if (active !== null) return active;
		if (await succeededWithin(db, cooldownMs, now())) return "recent";
		const window = Math.floor(now() / cooldownMs);
		for (let attempt = 0; attempt < maxAttemptsPerWindow; attempt++) {
			const { id, created } = await enqueueJob(db, {
				kind: importProductsJob.kind,
				uniqueKey: `${importProductsJob.kind}:visitor:${window}:${attempt}`,
			});
			if (created) return id;
			const job = await findJob(db, id);
			if (job?.status === "queued" || job?.status === "running") return id;
			if (job?.status === "succeeded") return "recent";
		}
		throw new Error("Too many failed product imports in this window");
	}

	async function finished(db: Db, id: number): Promise<Job | null> {
		const deadline = Date.now() + waitMs;
		for (;;) {
			const job = await findJob(db, id);
			if (!job || ["succeeded", "failed", "cancelled"].includes(job.status)) return job;
			if (Date.now() >= deadline) return null;
			await new Promise((resolve) => setTimeout(resolve, pollMs));
		}
	}

	return {
		/** Whether a site import job is queued or running anywhere. */
		async isRunning(): Promise<boolean> {
			return (await activeImportJob(db)) !== null;
		},
		async run(): Promise<ImportOutcome> {
			try {
				const id = await jobToWaitFor(db);
				if (id === "recent") return { status: "recent" };
				const job = await finished(db, id);
				// Still busy after the wait: the page shows it as importing; nothing new was started.
				if (!job) return { status: "recent" };
				if (job.status !== "succeeded") {
					log.error("product import failed", new Error(job.error ?? `Import job ${id} ${job.status}`));
					return { status: "failed" };
				}
				const added = (job.result as { addedAvailable?: Record<Locale, number> } | null)?.addedAvailable;
				const outcome: ImportOutcome = { status: "imported", added: { sv: added?.sv ?? 0, nb: added?.nb ?? 0 } };
				log.info("product import finished", { addedSv: outcome.added.sv, addedNb: outcome.added.nb });
				return outcome;
			} catch (error) {
				log.error("product import failed", error);
				return { status: "failed" };
			}
		},
	};
}

/** The site's one importer; the job queue makes it single-flight across instances. */
export const productImporter = createProductImporter();
