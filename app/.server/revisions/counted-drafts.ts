// "Publicera alla (N)" and "Förkasta alla (N)" on the drafts page (ADR 051) take the N drafts the
// page counted, never one written after it (ADR 081): the form carries the highest draft id the
// count saw (`upTo`) and the count, and the post takes only drafts at or below that id. Drafts are
// never changed in place (ADR 050): a text written later is a new draft with a higher id, so it
// waits for review. Publishing all is a job (one slice of drafts per item, resumed after the last
// slice finished when another worker takes it over, ADR 019): a hundred thousand drafts took longer
// than a request should. Discarding all is one statement and stays in the request.
import { z } from "zod";
import type { AdminText } from "~/i18n/admin-t";
import type { JobSummary } from "~/lib/job-summary";
import { invalidateCaches } from "../cache";
import type { Db } from "../db/handle";
import { defineJob, failedBecause, type JobNotice, type JobView, type KindContext } from "../jobs/job-definition";
import type { FinishedItem } from "../jobs/queue";
import { enqueueJob } from "../jobs/queue";
import { revisionIdParam } from "./revision-reads";
import { publishDraftsIn, publishSlice } from "./revision-store";

/** The drafts a page counted: those waiting (of one job, or all) up to the highest id it saw. */
export interface CountedDrafts {
	/** The job whose drafts the page listed, or null for every draft. */
	ofJob: number | null;
	/** The highest draft id the count saw. */
	upTo: number;
	/** How many drafts the page said wait. */
	counted: number;
}

/** The counted drafts a form names (its `upTo` and `counted`), or null when it names none. */
export function countedDraftsOf(form: FormData, ofJob: number | null): CountedDrafts | null {
	const field = (name: string) => {
		const value = form.get(name);
		return revisionIdParam(typeof value === "string" ? value : null);
	};
	const upTo = field("upTo");
	const counted = field("counted");
	return upTo === null || counted === null ? null : { ofJob, upTo, counted };
}

/**
 * Why "all" was refused: `grown`, more drafts at or below the counted id wait than were counted (one
 * written in a transaction that committed after the count although its id came before); `gone`, none
 * of the counted drafts waits any longer.
 */
export type CountedDraftsRefusal = "grown" | "gone";

const countedWhere = `status = 'draft' and id <= $1 and ($2::bigint is null or job_id = $2::bigint)`;

/** How many of the counted drafts still wait, and how many drafts newer than the count wait beside them. */
export async function countedDraftsWaiting(db: Db, drafts: CountedDrafts): Promise<{ waiting: number; newer: number }> {
	const [row] = await db.query<{ waiting: number; newer: number }>(
		`select count(*) filter (where id <= $1)::int as waiting, count(*) filter (where id > $1)::int as newer
		 from text_revisions where status = 'draft' and ($2::bigint is null or job_id = $2::bigint)`,
		[drafts.upTo, drafts.ofJob],
	);
	return row ?? { waiting: 0, newer: 0 };
}

function refusalOf(waiting: number, drafts: CountedDrafts): CountedDraftsRefusal | null {
	if (waiting > drafts.counted) return "grown";
	return waiting === 0 ? "gone" : null;
}

/** Discards the counted drafts still waiting, in one statement; they stay in the history. */
export async function discardCountedDrafts(
	db: Db,
	drafts: CountedDrafts,
	decidedBy: string,
): Promise<{ discarded: number; newer: number } | { refused: CountedDraftsRefusal }> {
	return db.transaction(async (tx) => {
		const [locked] = await tx.query<{ waiting: number }>(
			`select count(*)::int as waiting from (select 1 from text_revisions where ${countedWhere} for update) as counted`,
			[drafts.upTo, drafts.ofJob],
		);
		const refused = refusalOf(locked?.waiting ?? 0, drafts);
		if (refused) return { refused };
		const discarded = await tx.query(
			`update text_revisions set status = 'discarded', decided_at = now(), decided_by = $3 where ${countedWhere} returning id`,
			[drafts.upTo, drafts.ofJob, decidedBy],
		);
		const { newer } = await countedDraftsWaiting(tx, drafts);
		return { discarded: discarded.length, newer };
	});
}

/** Starts the job that publishes the counted drafts, unless the count no longer holds. */
export async function startPublishingDrafts(
	db: Db,
	drafts: CountedDrafts,
	actor: string,
): Promise<{ jobId: number } | { refused: CountedDraftsRefusal }> {
	const { waiting } = await countedDraftsWaiting(db, drafts);
	const refused = refusalOf(waiting, drafts);
	if (refused) return { refused };
	const { id } = await enqueueJob(db, { kind: publishDraftsJob.kind, payload: { ...drafts, actor } });
	return { jobId: id };
}

const payloadSchema = z.object({
	ofJob: z.number().int().positive().nullable(),
	upTo: z.number().int().positive(),
	counted: z.number().int().positive(),
	actor: z.string().default("admin"),
});

/** What a slice's item keeps: the last draft id it took (where a successor goes on) and its counts. */
interface SliceOutcome {
	lastId: number;
	published: number;
	conflicts: number;
}

/** What earlier attempts of the job finished: where to go on, and their counts. */
function resumeFrom(finished: ReadonlyMap<string, FinishedItem>): SliceOutcome {
	const slices = [...finished.values()].map((item) => item.outcome as SliceOutcome);
	return {
		lastId: Math.max(0, ...slices.map((slice) => slice.lastId)),
		published: slices.reduce((sum, slice) => sum + slice.published, 0),
		conflicts: slices.reduce((sum, slice) => sum + slice.conflicts, 0),
	};
}

export interface PublishedDrafts {
	published: number;
	conflicts: number;
	/** Counted, but no longer drafts when their slice came (published or discarded meanwhile). */
	skipped: number;
	/** Drafts newer than the count, left waiting. */
	newer: number;
	/** The job whose drafts were counted, or null (where the job page links back to). */
	ofJob: number | null;
	summary: JobSummary;
}

async function publishCountedDrafts({
	payload,
	db,
	progress,
	finished,
	completeItem,
}: KindContext<z.output<typeof payloadSchema>>): Promise<PublishedDrafts> {
	const { actor, ...drafts } = payload;
	await progress({ total: drafts.counted });
	const total = resumeFrom(finished);
	for (;;) {
		const slice = await db.query<{ id: number }>(
			`select id::int as id from text_revisions where ${countedWhere} and id > $3 order by id limit $4`,
			[drafts.upTo, drafts.ofJob, total.lastId, publishSlice],
		);
		const lastId = slice.at(-1)?.id;
		if (lastId === undefined) break;
		const outcome = await completeItem<SliceOutcome>(
			{ key: String(lastId), counts: { done: slice.length, failed: 0 } },
			async (tx) => {
				const part = await publishDraftsIn(
					tx,
					slice.map((row) => row.id),
					actor,
				);
				return { lastId, published: part.published, conflicts: part.conflicts };
			},
		);
		// Committed: this instance reads its own write at once; the others follow the change (ADR 020).
		if (outcome.published > 0) invalidateCaches();
		total.lastId = lastId;
		total.published += outcome.published;
		total.conflicts += outcome.conflicts;
	}
	const { newer } = await countedDraftsWaiting(db, drafts);
	const skipped = Math.max(0, drafts.counted - total.published - total.conflicts);
	const lines: AdminText[] = [{ key: "texts.drafts.published", values: { n: total.published } }];
	if (total.conflicts > 0) lines.push({ key: "texts.drafts.conflicts", values: { n: total.conflicts } });
	if (skipped > 0) lines.push({ key: "texts.drafts.skipped", values: { n: skipped } });
	if (newer > 0) lines.push({ key: "texts.drafts.newerLeft", values: { n: newer } });
	const summary: JobSummary = {
		tone: total.conflicts > 0 ? "warning" : "success",
		title: { key: "texts.drafts.done" },
		lines,
	};
	return { published: total.published, conflicts: total.conflicts, skipped, newer, ofJob: drafts.ofJob, summary };
}

export const publishDraftsJob = defineJob({
	kind: "publish-drafts",
	payload: payloadSchema,
	run: publishCountedDrafts,
	page: {
		whileActive: { key: "texts.drafts.publishing" },
		// What failed and why, as the other tools' failed runs say it (ADR 080); the notice below it
		// says that the drafts not yet published wait on the drafts page.
		failure: failedBecause({ key: "texts.drafts.publishFailed" }),
		notice: backToDrafts,
	},
});

/** Once the job has ended: the way back to the drafts page it was started from, and whether drafts wait there. */
function backToDrafts(job: JobView): JobNotice | null {
	if (job.status === "queued" || job.status === "running") return null;
	// A failed or cancelled job has no result: some drafts may wait, and the page lists every one.
	const result = job.result as Partial<PublishedDrafts> | null;
	const left = result ? (result.conflicts ?? 0) + (result.newer ?? 0) > 0 : true;
	return {
		ok: true,
		text: { key: left ? "texts.drafts.leftOnPage" : "texts.drafts.noneLeft" },
		link: {
			text: { key: "texts.drafts.backToDrafts" },
			path: typeof result?.ofJob === "number" ? `/admin/texts?job=${result.ofJob}` : "/admin/texts",
		},
	};
}
