// The site's product import (SPEC §7 "import-products": a total count back): every enabled feed,
// one after the other. One feed failing does not stop the others; its stored offers stay as they
// were (import-feed.ts) and the result says which feed failed and why.
import { type Locale, locales } from "~/i18n/locales";
import type { SqlClient } from "../db/sql-client";
import type { JobItem } from "../jobs/queue";
import { type ImportResult, importCountsLine, importFeed } from "./import-feed";

export type FeedOutcome =
	| { ok: true; result: ImportResult }
	| { ok: false; feedId: string; retailer: string; locale: Locale; error: string };

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
	/** Per feed, as the job's progress (done/failed of total feeds, one item per feed). */
	progress?: (state: { done: number; failed: number; total: number; item?: JobItem }) => Promise<void>;
}

export async function importAllFeeds(sql: SqlClient, options: ImportAllOptions = {}): Promise<ImportAllResult> {
	const feeds = await sql.query<{ id: string; locale: Locale; retailer: string }>(
		`select f.id, f.locale, r.name as retailer from feeds f join retailers r on r.id = f.retailer_id
		 where f.enabled order by f.created_at, f.locale, r.name, f.id`,
	);
	const result: ImportAllResult = {
		total: 0,
		added: Object.fromEntries(locales.map((l) => [l, 0])) as Record<Locale, number>,
		failed: 0,
		feeds: [],
	};
	let done = 0;
	await options.progress?.({ done, failed: 0, total: feeds.length });
	for (const feed of feeds) {
		const label = `${feed.retailer} (${feed.locale})`;
		let item: JobItem;
		try {
			const imported = await importFeed(sql, feed.id, {
				// Between batches: lets a job heartbeat and notice a cancellation.
				progress: async () => options.progress?.({ done, failed: result.failed, total: feeds.length }),
			});
			result.feeds.push({ ok: true, result: imported });
			result.total += imported.offersAdded + imported.updated + imported.unchanged;
			result.added[feed.locale] += imported.new;
			item = { label, ok: !imported.truncated, message: importCountsLine(imported) };
		} catch (error) {
			const message = error instanceof Error ? error.message : String(error);
			// The operator cancelled the job (importFeed wraps the error): stop, don't go on to the next feed.
			const cause = (error as { cause?: { name?: string } } | null)?.cause;
			if ((error as Error | null)?.name === "JobCancelled" || cause?.name === "JobCancelled") throw cause ?? error;
			result.failed++;
			result.feeds.push({ ok: false, feedId: feed.id, retailer: feed.retailer, locale: feed.locale, error: message });
			item = { label, ok: false, message };
		}
		done++;
		await options.progress?.({ done, failed: result.failed, total: feeds.length, item });
	}
	return result;
}
