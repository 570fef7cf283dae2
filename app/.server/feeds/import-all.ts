// The site's product import (the site import job of ./job-handlers.ts: a total count back): every enabled feed,
// one after the other. One feed failing does not stop the others; its stored offers stay as they
// were (import-feed.ts) and the result says which feed failed and why. In a job, each feed is an
// item (ADR 019): a run taken over by another worker keeps the feeds already imported and goes on
// with the others.
import { type Locale, locales } from "~/i18n/locales";
import type { Db } from "../db/handle";
import type { feeds, retailers } from "../db/schema";
import { interruptionOf } from "../jobs/job-errors";
import type { JobItem } from "../jobs/queue";
import { type ImportResult, importFeed } from "./import-feed";
import { feedLabel, feedOutcomeText } from "./job-summaries";
import { type ImportProblem, importProblemOf } from "./problems";

export type FeedOutcome =
	| { ok: true; result: ImportResult }
	| { ok: false; feedId: string; retailer: string; locale: Locale; problem: ImportProblem };

/** An enabled feed as the site import lists them (raw SQL: it runs on the job's own Db). */
type EnabledFeed = Pick<typeof feeds.$inferSelect, "id"> & { locale: Locale; retailer: (typeof retailers.$inferSelect)["name"] };

export interface ImportAllResult {
	/** Rows imported (accepted) over all feeds. */
	total: number;
	/** Products created per language. */
	added: Record<Locale, number>;
	/** Feeds that could not be imported. */
	failed: number;
	feeds: FeedOutcome[];
}

export interface ImportAllOptions {
	/** Per feed and between a feed's batches: done (feeds imported or failed) and failed of total feeds. */
	progress?: (state: { done: number; failed: number; total: number }) => Promise<void>;
	/** Feeds an earlier attempt imported (a job taken over by another worker), by feed id: kept, not imported again. */
	finished?: ReadonlyMap<string, FeedOutcome>;
	/** Records one feed's outcome with its line for the job's page (the job's finished item). */
	recordFeed?: (feedId: string, item: JobItem, outcome: FeedOutcome) => Promise<void>;
}

export async function importAllFeeds(db: Db, options: ImportAllOptions = {}): Promise<ImportAllResult> {
	const enabled = await db.query<EnabledFeed>(
		`select f.id, f.locale, r.name as retailer from feeds f join retailers r on r.id = f.retailer_id
		 where f.enabled order by f.created_at, f.locale, r.name, f.id`,
	);
	const outcomes = enabled.map((feed) => options.finished?.get(feed.id));
	let done = outcomes.filter((outcome) => outcome !== undefined).length;
	let failed = outcomes.filter((outcome) => outcome?.ok === false).length;
	await options.progress?.({ done, failed, total: enabled.length });
	for (const [index, feed] of enabled.entries()) {
		if (outcomes[index]) continue;
		const label = feedLabel(feed.retailer, feed.locale);
		let outcome: FeedOutcome;
		let item: JobItem;
		try {
			const imported = await importFeed(db, feed.id, {
				// Between batches: lets a job heartbeat and notice a cancellation.
				progress: async () => options.progress?.({ done, failed, total: enabled.length }),
			});
			outcome = { ok: true, result: imported };
			item = { label, ok: !imported.truncated, message: feedOutcomeText(outcome) };
		} catch (error) {
			// The operator cancelled the job, or another worker took it over (importFeed wraps the
			// error): stop, don't go on to the next feed.
			const interruption = interruptionOf(error);
			if (interruption) throw interruption;
			const problem = importProblemOf(error);
			outcome = { ok: false, feedId: feed.id, retailer: feed.retailer, locale: feed.locale, problem };
			item = { label, ok: false, message: feedOutcomeText(outcome) };
		}
		outcomes[index] = outcome;
		done++;
		if (!outcome.ok) failed++;
		await options.recordFeed?.(feed.id, item, outcome);
	}
	return resultOf(outcomes.filter((outcome) => outcome !== undefined));
}

function resultOf(feeds: FeedOutcome[]): ImportAllResult {
	const result: ImportAllResult = {
		total: 0,
		added: Object.fromEntries(locales.map((l) => [l, 0])) as Record<Locale, number>,
		failed: 0,
		feeds,
	};
	for (const feed of feeds) {
		if (!feed.ok) {
			result.failed++;
			continue;
		}
		result.total += feed.result.offersAdded + feed.result.updated + feed.result.unchanged;
		result.added[feed.result.locale] += feed.result.new;
	}
	return result;
}
