// The SEO runs (the admin page's first three cards): the home page's text for one language, and
// categories' or brands' intro and text one page at a time, 1000 ms apart — as jobs, so
// closing the tab does not stop a run (docs/product.md, Background jobs). A page that fails is counted
// and reported by name; nothing is stored for it. What a run writes are drafts (ADR 051): the pages
// keep their texts until the admin publishes a draft, and whatever a draft replaces stays
// restorable (ADR 050). A page whose text is already what the writer writes, or whose draft with
// that text already waits, is left alone, so running twice with the same facts writes nothing new. Every run is recorded
// in the tool-run history, under its job kind. Each page is one item of its job (ADR 019): a run
// taken over by another worker asks the writer only for the pages not yet finished.
// A failure says why (ADR 074): a failed page's line gives its reason, a run in which every page
// failed fails with the reasons (so the overview lists it among failed jobs), and the history
// keeps them. One run per language (home) or per selection of pages is in flight at a time, so a
// form posted twice joins the run it started instead of paying for the same texts again.
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import type { SeoDraft } from "~/.server/ai/seo-draft";
import { getWriter, type Writer } from "~/.server/ai/writer";
import { type AdminText, adminT } from "~/i18n/admin-t";
import { screenPath } from "~/i18n/paths";
import type { JobSummary } from "~/lib/job-summary";
import type { Db } from "../db/handle";
import { defineJob, failedBecause, handlerOf, type KindContext } from "../jobs/job-definition";
import { interruptionOf } from "../jobs/job-errors";
import type { FinishedItem } from "../jobs/queue";
import { selectionKey } from "../jobs/selection-key";
import type { JobHandler } from "../jobs/worker";
import { log } from "../log";
import { type RevisionAuthor, writeRevisions } from "../revisions/revision-store";
import { brandSeoRequest, categorySeoRequest, homeSeoRequest, type SeoPage } from "./seo-facts";
import { recordToolRun } from "./tool-runs";

export interface SeoJobOptions {
	/** Between two pages of a run (1000 ms); tests pass 0. */
	pauseMs: number;
	/** The writer for each run; read per run, so a changed configuration applies to the next one. */
	writer: () => Writer;
}

/** Most pages one run may take; far above any catalogue's, it only bounds a hand-made request. */
export const maxPagesPerRun = 1000;

const homePayload = z.object({ locale: z.enum(["sv", "nb"]), actor: z.string().default("admin") });
const pagesPayload = z.object({ ids: z.array(z.guid()).min(1).max(maxPagesPerRun), actor: z.string().default("admin") });
type HomePayload = z.output<typeof homePayload>;
type PagesPayload = z.output<typeof pagesPayload>;

/** Who wrote a run's drafts: the run's tool and job, and the admin who asked for it. */
function runAuthor(job: { id: number; kind: string }, actor: string): RevisionAuthor {
	return { kind: "tool", tool: job.kind, jobId: job.id, actor };
}

/**
 * Leaves the home page's text as a draft (ADR 051): the page keeps its text until the draft is
 * published. Nothing is written when the page already has that text or it already waits; true
 * when a draft was written.
 */
async function storeHomeSeo(db: Db, locale: string, seoMd: string, author: RevisionAuthor): Promise<boolean> {
	const written = await writeRevisions(db, "home", "seo_text_md", [{ entityId: locale, body: seoMd }], author, "draft");
	return written.length > 0;
}

/** Leaves a page's intro and text as drafts, unless the page already has them (or they wait); true when one was written. */
async function storePageSeo(
	db: Db,
	kind: "category" | "brand",
	table: "categories" | "brands",
	id: string,
	draft: SeoDraft,
	author: RevisionAuthor,
): Promise<boolean> {
	return db.transaction(async (tx) => {
		const [row] = await tx.query<{ status: string }>(`select status from ${table} where id = $1 for update`, [id]);
		if (row?.status !== "published") throw new Error(adminT("seo.pageNotPublished"));
		const intro = await writeRevisions(tx, kind, "optimized_intro_md", [{ entityId: id, body: draft.introMd }], author, "draft");
		const seo = await writeRevisions(tx, kind, "seo_content_md", [{ entityId: id, body: draft.seoMd }], author, "draft");
		return intro.length + seo.length > 0;
	});
}

/** What a page's (or the home page's) item keeps for the run's summary. */
interface PageOutcome {
	changed: boolean;
}

/** What a failed page's item keeps: its reason, for the run's error and history after a takeover too. */
interface PageFailure {
	reason: string;
}

/** The home run's one item. */
const homeItemKey = "home";

/** The item that records a page run in the tool-run history. */
const toolRunItemKey = "tool-run";

function reasonOf(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}

/** Reasons named at most in a run's error; its page lists every page's own. */
const reasonsNamed = 3;

/** A run's distinct reasons as one text: each a sentence, the commonest case (one reason for every page) said once. */
function reasonsText(reasons: ReadonlySet<string>): string {
	return [...reasons]
		.slice(0, reasonsNamed)
		.map((reason) => (/[.!?…]$/.test(reason) ? reason : `${reason}.`))
		.join(" ");
}

function homeJob(options: SeoJobOptions) {
	return async ({ job, payload: { locale, actor }, db, progress, finished, completeItem }: KindContext<HomePayload>) => {
		const language: AdminText = { key: locale === "sv" ? "seo.home.localeSv" : "seo.home.localeNb" };
		const result = (changed: boolean) => {
			const lines: AdminText[] = [{ key: "seo.home.generatedLocale", values: { language } }];
			if (!changed) lines.push({ key: "seo.home.unchanged" });
			const summary: JobSummary = { tone: "success", title: { key: "seo.home.generated" }, lines };
			return { home: { locale, path: screenPath("home", locale) }, updated: changed, summary };
		};
		await progress({ total: 1, done: 0, failed: 0 });
		const stored = finished.get(homeItemKey);
		if (stored) return result((stored.outcome as PageOutcome).changed);
		try {
			const draft = await options.writer().writeSeo(await homeSeoRequest(db, locale));
			// The text and its tool-run record commit with the item: a successor neither writes nor records them again.
			const { changed } = await completeItem({ key: homeItemKey, label: language }, async (tx) => {
				const changed = await storeHomeSeo(tx, locale, draft.seoMd, runAuthor(job, actor));
				await recordToolRun(tx, {
					tool: job.kind,
					actor,
					params: { locale },
					status: "succeeded",
					result: { updated: changed ? 1 : 0 },
				});
				return { changed };
			});
			return result(changed);
		} catch (error) {
			if (interruptionOf(error)) throw error;
			log.warn("home SEO failed", { locale, reason: reasonOf(error) });
			await recordToolRun(db, { tool: job.kind, actor, params: { locale }, status: "failed", error: reasonOf(error) });
			// The job page says what failed (ADR 025); the reason is in the job, the log and the tool-run history.
			throw error;
		}
	};
}

/**
 * Where a run stands before this attempt: the pages earlier attempts finished (a run taken over by
 * another worker), and the pages no longer published (unpublished or deleted since the run was
 * asked for), which count as failed unless they were finished before that; and why those failed.
 */
function countsSoFar(ids: string[], pages: SeoPage[], finished: ReadonlyMap<string, FinishedItem>) {
	const published = new Set(pages.map((page) => page.id));
	const asked = new Set(ids);
	const earlier = [...finished.entries()].filter(([id]) => asked.has(id));
	const finishedUnpublished = earlier.filter(([id]) => !published.has(id)).length;
	const unpublished = ids.length - pages.length - finishedUnpublished;
	const reasons = new Set<string>();
	for (const [, item] of earlier) {
		const reason = (item.outcome as PageFailure | undefined)?.reason;
		if (!item.ok && typeof reason === "string") reasons.add(reason);
	}
	if (unpublished > 0) reasons.add(adminT("seo.pageNotPublished"));
	return {
		done: earlier.filter(([, item]) => item.ok).length,
		failed: earlier.filter(([, item]) => !item.ok).length + unpublished,
		updated: earlier.filter(([, item]) => (item.outcome as PageOutcome | undefined)?.changed).length,
		reasons,
	};
}

function pagesJob(kind: "category" | "brand", options: SeoJobOptions) {
	const table = kind === "category" ? "categories" : "brands";
	const words = kind === "category" ? "categories" : "brands";
	const requestOf = kind === "category" ? categorySeoRequest : brandSeoRequest;
	return async ({ job, payload: { ids, actor }, db, progress, finished, completeItem }: KindContext<PagesPayload>) => {
		const pages = await db.query<SeoPage>(
			`select id::text as id, locale, name, slug from ${table}
			 where id = any($1::uuid[]) and status = 'published' order by locale, name, id`,
			[ids],
		);
		const writer = options.writer();
		let { done, failed, updated, reasons } = countsSoFar(ids, pages, finished);
		await progress({ total: ids.length, done, failed });
		/** One page's text, written and stored; null when the page failed (logged with its reason; nothing stored). */
		const runPage = async (page: SeoPage): Promise<PageOutcome | null> => {
			const label = `${page.name} (${page.locale})`;
			try {
				const draft = await writer.writeSeo(await requestOf(db, page));
				return await completeItem({ key: page.id, label }, async (tx) => {
					const changed = await storePageSeo(tx, kind, table, page.id, draft, runAuthor(job, actor));
					return { changed };
				});
			} catch (error) {
				if (interruptionOf(error)) throw error;
				const reason = reasonOf(error);
				log.warn("SEO text failed", { kind, page: label, reason });
				reasons.add(reason);
				const message: AdminText = { key: "seo.itemFailedBecause", values: { name: page.name, reason } };
				await completeItem<PageFailure>({ key: page.id, label, ok: false, message, outcome: { reason } });
				return null;
			}
		};
		for (const [index, page] of pages.filter((p) => !finished.has(p.id)).entries()) {
			if (index > 0 && options.pauseMs > 0) await sleep(options.pauseMs);
			// A heartbeat, and the check that the run is still ours and not cancelled before paying
			// for another page: a worker that was paused and replaced stops here.
			await progress({});
			const outcome = await runPage(page);
			if (!outcome) failed++;
			else {
				done++;
				if (outcome.changed) updated++;
			}
		}
		const why = failed > 0 ? reasonsText(reasons) : null;
		// An unlisted item of its own: recorded once, however often the run is taken over.
		await completeItem({ key: toolRunItemKey, counts: { done: 0, failed: 0 } }, (tx) =>
			recordToolRun(tx, {
				tool: job.kind,
				actor,
				params: { selected: ids.length },
				status: done === 0 ? "failed" : "succeeded",
				result: { succeeded: done, failed, updated },
				error: why,
			}),
		);
		// Nothing written at all is a failed run, not a success with a sad summary: its page and the
		// overview's failed jobs say so, with the reasons (its page lists each page's).
		if (done === 0 && why !== null) throw new Error(why);
		const summary: JobSummary =
			failed === 0
				? {
						tone: "success",
						title: done === 1 ? { key: `seo.${words}.succeededOne` } : { key: `seo.${words}.succeeded`, values: { n: done } },
						lines: [
							{ key: "seo.updatedCount", values: { n: updated } },
							{ key: "seo.unchangedCount", values: { n: done - updated } },
						],
					}
				: {
						tone: "warning",
						title: { key: "seo.partial" },
						lines: [
							{ key: "seo.succeededCount", values: { n: done } },
							{ key: "seo.failedCount", values: { n: failed } },
						],
					};
		return { succeeded: done, failed, updated, summary };
	};
}

const runEverySecond: SeoJobOptions = { pauseMs: 1000, writer: () => getWriter() };

/** A run's pages, in any order. */
const selectedPages = ({ ids }: PagesPayload) => selectionKey(ids);

// A failed run's page says what failed and why (ADR 025, 074): the reason is the job's error,
// a Swedish sentence from the writer or the AI provider.
export const homeSeoJob = defineJob({
	kind: "home-seo",
	payload: homePayload,
	run: homeJob(runEverySecond),
	singleFlight: ({ locale }) => locale,
	page: { failure: failedBecause({ key: "seo.failed" }) },
});

export const categorySeoJob = defineJob({
	kind: "category-seo",
	payload: pagesPayload,
	run: pagesJob("category", runEverySecond),
	singleFlight: selectedPages,
	page: { failure: (reason) => ({ key: "seo.categories.allFailed", values: { reason } }) },
});

export const brandSeoJob = defineJob({
	kind: "brand-seo",
	payload: pagesPayload,
	run: pagesJob("brand", runEverySecond),
	singleFlight: selectedPages,
	page: { failure: (reason) => ({ key: "seo.brands.allFailed", values: { reason } }) },
});

/** The SEO kinds' handlers with the given pacing and writer (tests shorten the pause and bring a writer). */
export function createSeoJobHandlers(options: SeoJobOptions): Record<string, JobHandler> {
	return {
		[homeSeoJob.kind]: handlerOf(homeSeoJob, homeJob(options)),
		[categorySeoJob.kind]: handlerOf(categorySeoJob, pagesJob("category", options)),
		[brandSeoJob.kind]: handlerOf(brandSeoJob, pagesJob("brand", options)),
	};
}
