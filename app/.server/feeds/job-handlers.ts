// The job kinds of the feed import: one feed ("Importera nu", and each enabled feed's schedule) and
// the whole site ("Importera alla", and the visitor's import on the empty products page). Each
// returns its counts and problems with a `summary` of admin texts that the job page words
// (job-summaries.ts), and a failed one's page words its problem. Each feed is an item of its job
// (ADR 019): a job taken over by another worker keeps what its predecessor finished.
import { z } from "zod";
import { type Locale, locales } from "~/i18n/locales";
import { feedJobErrorText } from "~/lib/feed-problem-text";
import type { JobSummary } from "~/lib/job-summary";
import { enqueuePriceAlertRun } from "../alerts/send-price-alerts";
import type { Db } from "../db/handle";
import { seedDemoCatalogue } from "../db/seed";
import { defineJob, type KindContext, operatorTimezone } from "../jobs/job-definition";
import { interruptionOf } from "../jobs/job-errors";
import { enqueueVocabularyRefresh } from "../search/maintenance";
import { type FeedOutcome, type ImportAllResult, importAllFeeds } from "./import-all";
import { FeedImportError, type ImportResult, importFeed } from "./import-feed";
import { feedLabel, feedOutcomeText, feedSummary, siteSummary } from "./job-summaries";
import { type ImportProblem, type LegacyText, type RowProblem, storedProblem } from "./problems";

export interface ImportProductsResult extends ImportAllResult {
	/** Available products per language after the run minus before (what the visitor's toast says). */
	addedAvailable: Record<Locale, number>;
	summary: JobSummary;
}

async function availableProducts(db: Db): Promise<Record<Locale, number>> {
	const rows = await db.query<{ locale: Locale; n: number }>(
		"select locale, count(*)::int as n from products where available group by locale",
	);
	return Object.fromEntries(locales.map((l) => [l, Number(rows.find((r) => r.locale === l)?.n ?? 0)])) as Record<Locale, number>;
}

const importFeedPayload = z.object({ feedId: z.guid() });

async function importOneFeed({
	job,
	payload: { feedId },
	db,
	progress,
	finished,
	completeItem,
}: KindContext<z.output<typeof importFeedPayload>>) {
	await progress({ total: 1 });
	const earlier = finished.get(feedId)?.outcome as ImportResult | undefined;
	if (earlier) {
		await enqueueAfterImport(db, job.id);
		return withSummary(storedResult(earlier));
	}
	let result: ImportResult;
	try {
		result = await importFeed(db, feedId, { progress: () => progress({}) });
	} catch (error) {
		// The job fails; its line on the page says why in words (the job's error keeps the code).
		if (error instanceof FeedImportError && error.feed && !interruptionOf(error)) {
			const outcome: FeedOutcome = { ok: false, feedId, ...error.feed, problem: error.problem };
			await completeItem({
				key: feedId,
				label: feedLabel(error.feed.retailer, error.feed.locale),
				ok: false,
				message: feedOutcomeText(outcome),
			});
		}
		throw error;
	}
	await completeItem({
		key: feedId,
		label: feedLabel(result.retailer, result.locale),
		ok: !result.truncated,
		message: feedOutcomeText({ ok: true, result }),
		counts: { done: 1, failed: result.truncated ? 1 : 0 },
		outcome: result,
	});
	await enqueueAfterImport(db, job.id);
	return withSummary(result);
}

export const importFeedJob = defineJob({
	kind: "import-feed",
	payload: importFeedPayload,
	run: importOneFeed,
	/** Each enabled feed on its own refresh schedule. */
	async schedules(db) {
		const feeds = await db.query<{ id: string; schedule: string }>("select id, schedule from feeds where enabled");
		return feeds.map((feed) => ({
			name: feed.id,
			cron: feed.schedule,
			timezone: operatorTimezone,
			payload: { feedId: feed.id },
		}));
	},
	// The job's error holds the feed's problem as a code.
	page: { failure: feedJobErrorText },
});

/** New prices may have reached alerts' targets, and new products bring words the search should know. */
async function enqueueAfterImport(db: Db, jobId: number): Promise<void> {
	await enqueuePriceAlertRun(db, jobId);
	await enqueueVocabularyRefresh(db, jobId);
}

function withSummary(result: ImportResult): ImportResult & { summary: JobSummary } {
	return { ...result, summary: feedSummary(result) };
}

/** The unlisted item keeping the available products counted before the run (the toast's baseline). */
const baselineKey = "available-before";

async function importEveryFeed({
	job,
	db,
	progress,
	finished,
	completeItem,
}: KindContext<unknown>): Promise<ImportProductsResult> {
	const before =
		(finished.get(baselineKey)?.outcome as Record<Locale, number> | undefined) ??
		(await completeItem({ key: baselineKey, counts: { done: 0, failed: 0 }, outcome: await availableProducts(db) }));
	// A fresh installation has no feeds yet: it gets the bundled demo feeds (and the demo pages
	// they belong to), imported as they are registered; the import below then finds them unchanged.
	const [{ any } = { any: false }] = await db.query<{ any: boolean }>("select exists (select 1 from feeds) as any");
	if (!any) await seedDemoCatalogue(db);
	const result = await importAllFeeds(db, {
		progress,
		finished: new Map(
			[...finished]
				.filter(([key]) => key !== baselineKey)
				.map(([key, item]) => [key, storedOutcome(item.outcome as FeedOutcome)]),
		),
		recordFeed: async (feedId, item, outcome) => {
			await completeItem({ key: feedId, ...item, counts: { done: 1, failed: outcome.ok ? 0 : 1 }, outcome });
		},
	});
	const after = await availableProducts(db);
	const addedAvailable = Object.fromEntries(locales.map((l) => [l, Math.max(0, after[l] - before[l])])) as Record<Locale, number>;
	// Every feed failing is a failed import (the visitor's toast says "Försök igen"); each feed's
	// line says why, the job's error lists the codes.
	if (result.feeds.length > 0 && result.failed === result.feeds.length) {
		const failures = result.feeds.map((f) => (f.ok ? "" : `${feedLabel(f.retailer, f.locale)}: ${JSON.stringify(f.problem)}`));
		throw new Error(`Every feed failed: ${failures.join("; ")}`);
	}
	await enqueueAfterImport(db, job.id);
	return { ...result, addedAvailable, summary: siteSummary(result, addedAvailable) };
}

export const importProductsJob = defineJob({
	kind: "import-products",
	payload: z.object({}),
	run: importEveryFeed,
	// Every feed failed, and each feed's line says why.
	page: { failure: () => ({ key: "import.summary.allFailedTitle" }) },
});

// An item finished by a worker of an earlier version holds words where problems are codes now (a
// job resumed after a deploy): those words are read as they are.
const noText: LegacyText = { code: "legacy-text", text: "" };

function storedResult(result: ImportResult): ImportResult {
	const rejections = result.rejections.map((row) => ({
		...row,
		problem: storedProblem<RowProblem>(row.problem ?? (row as { reason?: unknown }).reason) ?? noText,
	}));
	// A result stored before rows could be imported without a value has no warnings.
	return { ...result, rejections, warned: result.warned ?? 0, warnings: result.warnings ?? [] };
}

function storedOutcome(outcome: FeedOutcome): FeedOutcome {
	if (outcome.ok) return { ...outcome, result: storedResult(outcome.result) };
	return {
		...outcome,
		problem: storedProblem<ImportProblem>(outcome.problem ?? (outcome as { error?: unknown }).error) ?? noText,
	};
}
