// One feed's import: stream the feed, match each row to a product (or create one), upsert its
// offer, and keep every touched product showing its cheapest available offer. Rows are written in
// batches, each in one transaction with set-based SQL, so a 100,000-row feed takes a few hundred
// round trips and memory stays flat. Reading: accepted-rows.ts; a batch: write-batch.ts and
// new-products.ts; what products show: refresh-products.ts.
// Failure policy (docs/decisions/004-feed-import-failures.md): a feed that cannot be fetched or
// read at all changes nothing; a feed cut off part-way keeps the rows it delivered but marks nothing
// out of stock, because the rows after the cut are unknown, not gone. Problems are codes with
// values (problems.ts), worded only by the admin pages.
// The import is set-based SQL (ADR 044): it runs on the handle it is handed (a job's, the seeding's,
// a benchmark's own database) in a transaction of its own per batch, and a batch is a few statements
// over a JSON payload (jsonb_to_recordset, writable CTEs, distinct on), one round trip for hundreds
// of rows, which Drizzle's builder cannot express. Row types are the schema's, columns aliased to its names.
import { type Locale, localeCurrency } from "~/i18n/locales";
import { invalidateCaches } from "../cache";
import { loadCategoryRules } from "../catalogue/categorization";
import type { Db } from "../db/handle";
import { feedImportDuration, feedImportRows } from "../metrics";
import { acceptedBatches, RowTally } from "./accepted-rows";
import { configuredFeedLimits, type FeedLimits, limitFeedBytes } from "./feed-limits";
import type { RejectedRow, WarnedRow } from "./feed-row";
import { type OpenOptions, openFeedSource } from "./feed-source";
import { type FeedToImport, loadFeedToImport } from "./feed-to-import";
import { parseFeed } from "./parse-feed";
import { FeedProblemError, type ImportProblem, importProblemOf, type RunProblem } from "./problems";
import { withdrawUnseenOffers } from "./refresh-products";
import { noBatchCounts, writeBatch } from "./write-batch";

/** How many rejected rows a result keeps (the count is always complete). */
export const keptRejections = 200;

export interface ImportResult {
	feedId: string;
	locale: Locale;
	retailer: string;
	/** "partial": the feed was cut off part-way (see `truncated`). */
	status: "succeeded" | "partial";
	/** Products created. */
	new: number;
	/** Offers created (on new or existing products). */
	offersAdded: number;
	/** Offers whose price, currency, availability or URL changed. */
	updated: number;
	unchanged: number;
	/** Products that lost their last available offer. */
	madeUnavailable: number;
	/** This feed's offers missing from a complete run, now out of stock. */
	withdrawn: number;
	rejected: number;
	/** The first `keptRejections` rejected rows with their problems. */
	rejections: RejectedRow[];
	/** Rows imported without a value they gave (an invalid GTIN, ADR 048); absent from results stored before. */
	warned: number;
	/** The first `keptRejections` of them, with the problem of the value. */
	warnings: WarnedRow[];
	/** Every item the feed held, accepted or rejected. */
	total: number;
	truncated: boolean;
	durationMs: number;
}

/** The feed could not be imported at all; nothing was changed. */
export class FeedImportError extends FeedProblemError {
	override name = "FeedImportError";
	constructor(
		problem: ImportProblem,
		/** Which feed, when it was found. */
		readonly feed: { retailer: string; locale: Locale } | null = null,
		options?: ErrorOptions,
	) {
		super(problem, options);
	}
}

export interface ImportOptions {
	/** Called after each batch (a job reports progress and learns about cancellation here). */
	progress?: (state: { rows: number }) => Promise<void>;
	batchSize?: number;
	/** How an http(s) feed is fetched: time limits, address rules (the configuration's unless given; tests shorten the limits). */
	fetch?: OpenOptions;
	/** What the feed may hold (the configuration's FEED_MAX_* otherwise; tests lower them). */
	limits?: Partial<FeedLimits>;
	/** The feed's bytes, read instead of its file or address (the demo's dated snapshots, ../db/demo/price-moves.ts). */
	source?: AsyncIterable<Uint8Array>;
}

/**
 * Imports one feed and records the run on the feed (last_run_at, last_status, last_error and,
 * unless it failed, last_result). Throws FeedImportError, with the original error as its cause,
 * when nothing could be imported.
 */
export async function importFeed(db: Db, feedId: string, options: ImportOptions = {}): Promise<ImportResult> {
	const started = Date.now();
	const feed = await loadFeedToImport(db, feedId);
	if (!feed) throw new FeedImportError({ code: "feed-not-found" });
	try {
		const { result, cutOff } = await runImport(db, feed, options, started);
		await recordRun(db, feed.id, { status: result.status, problem: cutOff, result });
		feedImportRows.inc({ outcome: "imported" }, result.total - result.rejected);
		feedImportRows.inc({ outcome: "rejected" }, result.rejected);
		feedImportDuration.observe({ outcome: result.status }, result.durationMs / 1000);
		return result;
	} catch (error) {
		feedImportDuration.observe({ outcome: "failed" }, (Date.now() - started) / 1000);
		const problem = importProblemOf(error);
		await recordRun(db, feed.id, { status: "failed", problem, result: null }).catch(() => {});
		throw new FeedImportError(problem, { retailer: feed.retailerName, locale: feed.locale }, { cause: error });
	}
}

async function recordRun(
	db: Db,
	feedId: string,
	run: { status: "succeeded" | "partial" | "failed"; problem: RunProblem | null; result: ImportResult | null },
): Promise<void> {
	await db.query(
		`update feeds set last_run_at = now(), last_status = $2, last_error = $3::jsonb,
		   last_result = coalesce($4::jsonb, last_result), updated_at = now()
		 where id = $1`,
		[feedId, run.status, run.problem ? JSON.stringify(run.problem) : null, run.result ? JSON.stringify(run.result) : null],
	);
}

/** The run's result, and why it was cut off (a partial run). */
async function runImport(
	db: Db,
	feed: FeedToImport,
	options: ImportOptions,
	started: number,
): Promise<{ result: ImportResult; cutOff: RunProblem | null }> {
	// The database's clock, not ours: offers seen in this run get a later seen_at than this.
	const [clock] = await db.query<{ now: string }>("select clock_timestamp()::text as now");
	const runStart = clock?.now;
	const rules = await loadCategoryRules(db, feed.locale);
	const counts = noBatchCounts();
	const tally = new RowTally(keptRejections);

	// Opening fails before anything is written (refused, unreachable, HTTP error, missing file).
	const limits = { ...configuredFeedLimits(), ...options.limits };
	const source =
		options.source ??
		(await openFeedSource({ url: feed.url, filePath: feed.filePath }, { maxBytes: limits.maxBytes, ...options.fetch }));
	// Over a limit the run fails wherever it is (ADR 032): what earlier batches wrote stays, nothing
	// is marked out of stock.
	const items = parseFeed(limitFeedBytes(source, limits.maxBytes), {
		format: feed.format,
		columnMapping: feed.columnMapping,
		defaultCurrency: localeCurrency[feed.locale],
		maxFieldBytes: limits.maxFieldBytes,
	});
	for await (const batch of acceptedBatches(items, options.batchSize ?? 500, tally, limits.maxRows)) {
		await writeBatch(db, feed, batch, rules, counts, (row) => tally.reject(row));
		await options.progress?.({ rows: tally.total });
	}
	// A feed that suddenly has nothing usable is far more often broken than empty.
	if (tally.accepted === 0 && !tally.truncated) throw new FeedImportError({ code: "no-valid-rows" });

	let withdrawn = 0;
	if (!tally.truncated && runStart) {
		// A complete run: this feed's offers it no longer lists are sold out.
		const gone = await withdrawUnseenOffers(db, feed.id, runStart);
		withdrawn = gone.withdrawn;
		counts.madeUnavailable += gone.madeUnavailable;
		counts.productsChanged += gone.changed;
	}

	if (counts.new + counts.offersAdded + counts.updated + counts.productsChanged + withdrawn > 0) {
		invalidateCaches();
		// Fresh statistics for the planner (search and the lists choose their plans by them): a
		// server's autovacuum would get there within a minute or so, the embedded database never.
		if (counts.new + counts.offersAdded > 0) await db.exec("analyze public.products, public.offers");
	}
	const result: ImportResult = {
		feedId: feed.id,
		locale: feed.locale,
		retailer: feed.retailerName,
		status: tally.truncated ? "partial" : "succeeded",
		new: counts.new,
		offersAdded: counts.offersAdded,
		updated: counts.updated,
		unchanged: counts.unchanged,
		madeUnavailable: counts.madeUnavailable,
		withdrawn,
		rejected: tally.rejected,
		rejections: tally.rejections,
		warned: tally.warned,
		warnings: tally.warnings,
		total: tally.total,
		truncated: tally.truncated,
		durationMs: Date.now() - started,
	};
	return { result, cutOff: tally.cutOff };
}
