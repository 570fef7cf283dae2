// The retailer feeds card's reads: every feed with its last import, the retailers to choose from
// and the bundled feed files. Adding and editing a feed: ./edit-feed.ts; enabling and disabling
// one: ./enable-feed.ts. A last run's problem stays a code (../feeds/problems.ts): the card words it.
import { readdir } from "node:fs/promises";
import { asc, eq, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import { isUuid } from "~/lib/feed-form";
import type { Db } from "../db/handle";
import { feeds, retailers } from "../db/schema";
import type { FeedFormat } from "../feeds/feed-row";
import { bundledFeedsDir } from "../feeds/feed-source";
import { type RunProblem, storedProblem } from "../feeds/problems";
import { log } from "../log";
import { formatLogDate } from "./daily-automation";
import { type CurrencyMismatch, feedCurrencyMismatches } from "./feed-currency";

type Feed = typeof feeds.$inferSelect;

/** The feeds shipped with the app (data/feeds/, the demo feeds): a bundled feed's file_path is one of these names. */
export async function bundledFeedFiles(): Promise<string[]> {
	const names = await readdir(bundledFeedsDir()).catch(() => [] as string[]);
	return names.filter((name) => /\.(xml|csv)$/i.test(name)).sort();
}

export type RetailerOption = Pick<typeof retailers.$inferSelect, "id" | "name">;

export function listRetailers(db: Db): Promise<RetailerOption[]> {
	return db.orm
		.select({ id: retailers.id, name: retailers.name })
		.from(retailers)
		.orderBy(sql`lower(${retailers.name})`, asc(retailers.id));
}

/** The counts of a feed's last import, read defensively: last_result is whatever the import wrote. */
export interface RunCounts {
	new: number;
	offersAdded: number;
	updated: number;
	unchanged: number;
	madeUnavailable: number;
	rejected: number;
	total: number;
}

function countOf(value: unknown): number {
	if (typeof value === "number" && Number.isFinite(value)) return value;
	if (Array.isArray(value)) return value.length;
	if (value && typeof value === "object") {
		const nested = (value as { total?: unknown; count?: unknown }).total ?? (value as { count?: unknown }).count;
		if (typeof nested === "number") return nested;
	}
	return 0;
}

export function runCountsOf(result: unknown): RunCounts | null {
	if (!result || typeof result !== "object") return null;
	const r = result as Record<string, unknown>;
	return {
		new: countOf(r.new),
		offersAdded: countOf(r.offersAdded),
		updated: countOf(r.updated),
		unchanged: countOf(r.unchanged),
		madeUnavailable: countOf(r.madeUnavailable),
		rejected: countOf(r.rejected),
		total: countOf(r.total),
	};
}

/** One row of the card's table: what the operator needs, not the import's full result. */
export type FeedListing = Pick<Feed, "id" | "retailerId" | "url" | "filePath" | "schedule" | "enabled"> & {
	retailerName: (typeof retailers.$inferSelect)["name"];
	// The table's checks keep these to the app's values; the schema types them as text.
	locale: Locale;
	format: FeedFormat;
	lastRun: {
		/** ISO timestamp. */
		at: string;
		when: string;
		status: Feed["lastStatus"];
		/** Why the run failed or was cut off. */
		problem: RunProblem | null;
		counts: RunCounts | null;
	} | null;
	/** Its offers priced in another currency than its language's (feed-currency.ts). */
	currencyMismatch: CurrencyMismatch | null;
};

export async function listFeeds(db: Db): Promise<FeedListing[]> {
	const mismatches = feedCurrencyMismatches(db).catch((error) => {
		log.error("reading the feeds' currencies failed", error);
		return new Map<string, CurrencyMismatch>();
	});
	const rows = await db.orm
		.select({
			id: feeds.id,
			retailerId: feeds.retailerId,
			retailerName: retailers.name,
			locale: feeds.locale,
			format: feeds.format,
			url: feeds.url,
			filePath: feeds.filePath,
			schedule: feeds.schedule,
			enabled: feeds.enabled,
			lastRunAt: feeds.lastRunAt,
			lastStatus: feeds.lastStatus,
			lastError: feeds.lastError,
			lastResult: feeds.lastResult,
		})
		.from(feeds)
		.innerJoin(retailers, eq(retailers.id, feeds.retailerId))
		.orderBy(sql`lower(${retailers.name})`, asc(feeds.locale), asc(feeds.createdAt), asc(feeds.id));
	const currencyOf = await mismatches;
	return rows.map(({ lastRunAt, lastStatus, lastError, lastResult, ...row }) => ({
		...row,
		locale: row.locale as Locale,
		format: row.format as FeedFormat,
		lastRun: lastRunAt
			? {
					at: lastRunAt.toISOString(),
					when: formatLogDate(lastRunAt.toISOString()),
					status: lastStatus,
					problem: storedProblem(lastError),
					// A failed run keeps the previous result (nothing changed): its counts would mislead.
					counts: lastStatus === "failed" ? null : runCountsOf(lastResult),
				}
			: null,
		currencyMismatch: currencyOf.get(row.id) ?? null,
	}));
}

export async function loadFeedsCard(db: Db) {
	const [feedList, retailerList, bundledFiles] = await Promise.all([
		listFeeds(db).catch((error) => {
			log.error("loading the feeds failed", error);
			return null;
		}),
		listRetailers(db).catch((error) => {
			log.error("loading the retailers failed", error);
			return [] as RetailerOption[];
		}),
		bundledFeedFiles(),
	]);
	return { feeds: feedList, retailers: retailerList, bundledFiles };
}

/** Whether a feed exists (the "Importera nu" button checks before enqueuing). */
export async function feedExists(db: Db, feedId: string): Promise<boolean> {
	if (!isUuid(feedId)) return false;
	const found = await db.orm.select({ id: feeds.id }).from(feeds).where(eq(feeds.id, feedId)).limit(1);
	return found.length > 0;
}
