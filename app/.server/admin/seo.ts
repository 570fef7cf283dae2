// What the admin page's first three cards show for home, category and brand SEO generation (the
// published pages, ordered by locale then name like the other admin reads, and each tool's latest
// run, with how many of its pages failed when it finished anyway), and the checked requests that
// start a run. The runs themselves are jobs (./seo-jobs.ts).
// Starting is single-flight per target (ADR 074): a second post for the same language, or the
// same pages, while the first run is queued or running gets that run's id, decided by the jobs
// table's unique flight key rather than by a look first, so two posts at once cannot both start one.
import { z } from "zod";
import type { Locale } from "~/i18n/locales";
import type { Db } from "../db/handle";
import { singleFlightKeyOf } from "../jobs/job-definition";
import { enqueueJob, type JobStatus } from "../jobs/queue";
import { log } from "../log";
import { brandSeoJob, categorySeoJob, homeSeoJob, maxPagesPerRun } from "./seo-jobs";
import { toolRunActor } from "./tool-runs";

/** Each card's job kind. */
export const seoJobKinds = { home: homeSeoJob.kind, category: categorySeoJob.kind, brand: brandSeoJob.kind } as const;

export interface SeoPageOption {
	id: string;
	name: string;
	locale: Locale;
}

export interface SeoRunSummary {
	id: number;
	status: JobStatus;
	/** 0–100. */
	percent: number;
	/**
	 * Pages that failed in a run that still succeeded, because others were written (ADR 074); 0
	 * for any other run. Such a run's card warns (ADR 080): the job model has no warning status.
	 */
	pagesFailed: number;
}

async function publishedPages(db: Db, table: "categories" | "brands"): Promise<SeoPageOption[]> {
	return db.query<SeoPageOption>(
		`select id::text as id, name, locale from ${table} where status = 'published' order by locale, name, id`,
	);
}

export function percentOf(job: { status: string; progressDone: number; progressFailed: number; progressTotal: number }) {
	if (job.progressTotal > 0) return Math.round(((job.progressDone + job.progressFailed) / job.progressTotal) * 100);
	return job.status === "succeeded" ? 100 : 0;
}

async function latestRun(db: Db, kind: string): Promise<SeoRunSummary | null> {
	const [row] = await db.query<{
		id: number;
		status: JobStatus;
		progressDone: number;
		progressFailed: number;
		progressTotal: number;
	}>(
		`select id::int as id, status, progress_done as "progressDone", progress_failed as "progressFailed",
		   progress_total as "progressTotal" from jobs where kind = $1 order by id desc limit 1`,
		[kind],
	);
	if (!row) return null;
	const pagesFailed = row.status === "succeeded" ? row.progressFailed : 0;
	return { id: row.id, status: row.status, percent: percentOf(row), pagesFailed };
}

/** The cards' data; a list that cannot be read is null (the card says so). */
export async function loadSeoCards(db: Db) {
	const [categories, brands, runs] = await Promise.all([
		publishedPages(db, "categories").catch((error) => {
			log.error("loading categories for the SEO tool failed", error);
			return null;
		}),
		publishedPages(db, "brands").catch((error) => {
			log.error("loading brands for the SEO tool failed", error);
			return null;
		}),
		Promise.all([latestRun(db, seoJobKinds.home), latestRun(db, seoJobKinds.category), latestRun(db, seoJobKinds.brand)]).catch(
			(error) => {
				log.error("loading the latest SEO runs failed", error);
				return [null, null, null] as const;
			},
		),
	]);
	return { categories, brands, runs: { home: runs[0], category: runs[1], brand: runs[2] } };
}

export type SeoCardsData = Awaited<ReturnType<typeof loadSeoCards>>;

export const homeSeoForm = z.object({ locale: z.enum(["sv", "nb"]) });

/** Posted ids: any number of `ids` fields, repeats dropped. */
export function idsFromForm(form: FormData): string[] {
	return [...new Set(form.getAll("ids").filter((v): v is string => typeof v === "string"))];
}

/** Enqueues the home page's SEO text for one language, or joins that language's run in flight; the job records who asked. */
export async function startHomeSeo(db: Db, locale: Locale, actor: string): Promise<number> {
	const payload = { locale, actor };
	const singleFlightKey = singleFlightKeyOf(homeSeoJob, payload);
	const { id } = await enqueueJob(db, { kind: homeSeoJob.kind, payload, singleFlightKey });
	return id;
}

/**
 * Enqueues SEO texts for the published pages among `ids` (an id that is not one is dropped), or
 * joins the run in flight for the same pages; null when none is left, so the caller can say
 * "choose at least one".
 */
export async function startPagesSeo(db: Db, kind: "category" | "brand", ids: string[], actor: string): Promise<number | null> {
	if (ids.length === 0) return null;
	const table = kind === "category" ? "categories" : "brands";
	const rows = await db.query<{ id: string }>(
		`select id::text as id from ${table} where id = any($1::uuid[]) and status = 'published' order by locale, name, id`,
		[ids],
	);
	if (rows.length === 0) return null;
	const payload = { ids: rows.map((r) => r.id), actor };
	const { id } =
		kind === "category"
			? await enqueueJob(db, { kind: categorySeoJob.kind, payload, singleFlightKey: singleFlightKeyOf(categorySeoJob, payload) })
			: await enqueueJob(db, { kind: brandSeoJob.kind, payload, singleFlightKey: singleFlightKeyOf(brandSeoJob, payload) });
	return id;
}

/** What became of a category or brand card's post; its route words it. */
export type PagesSeoPost = { started: number } | { refused: "none-selected" | "failed" };

/**
 * The category and brand cards' post: no published page chosen → refused, nothing enqueued;
 * otherwise one job for all of them.
 */
export async function postPagesSeo(db: Db, request: Request, kind: "category" | "brand"): Promise<PagesSeoPost> {
	const form = await request.formData().catch(() => new FormData());
	const ids = idsFromForm(form).filter((id) => z.guid().safeParse(id).success);
	try {
		const jobId = await startPagesSeo(db, kind, ids.slice(0, maxPagesPerRun), toolRunActor(request));
		return jobId === null ? { refused: "none-selected" } : { started: jobId };
	} catch (error) {
		log.error("starting an SEO run failed", error, { kind });
		return { refused: "failed" };
	}
}
