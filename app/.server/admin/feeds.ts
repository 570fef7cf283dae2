// The retailer feeds card (issue 5, DESIGN §3 "Price comparison", §5): list, add, edit, enable and
// disable feeds. Disabling only stops the imports: the retailer's offers stay as they are (the
// import decides what is available). Every change is written to the tool-run history.
import { readdir } from "node:fs/promises";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { adminFeeds } from "~/i18n/messages/sv/admin-feeds";
import { columnMappingText, type FeedForm, type FeedFormField, feedFormSchema, isUuid } from "~/lib/feed-form";
import { slugify } from "~/lib/slug";
import { getSql } from "../db/client";
import type { SqlClient } from "../db/sql-client";
import { bundledFeedsDir } from "../feeds/feed-source";
import { log } from "../log";
import { formatLogDate } from "./daily-automation";
import { recordToolRun } from "./tool-runs";

const errors = adminFeeds.errors;

/** The feeds shipped with the app (data/feeds/, the demo feeds): a bundled feed's file_path is one of these names. */
export async function bundledFeedFiles(): Promise<string[]> {
	const names = await readdir(bundledFeedsDir()).catch(() => [] as string[]);
	return names.filter((name) => /\.(xml|csv)$/i.test(name)).sort();
}

export interface RetailerOption {
	id: string;
	name: string;
}

export function listRetailers(sql: SqlClient): Promise<RetailerOption[]> {
	return sql.query<RetailerOption>("select id, name from retailers order by lower(name), id");
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

interface FeedRecordRow {
	id: string;
	retailerId: string;
	retailerName: string;
	locale: "sv" | "nb";
	format: "google_xml" | "csv";
	url: string | null;
	filePath: string | null;
	columnMapping: unknown;
	schedule: string;
	enabled: boolean;
	lastRunAt: string | null;
	lastStatus: string | null;
	lastError: string | null;
	lastResult: unknown;
}

const feedColumns = `f.id, f.retailer_id as "retailerId", r.name as "retailerName", f.locale, f.format, f.url,
	f.file_path as "filePath", f.column_mapping as "columnMapping", f.schedule, f.enabled,
	to_json(f.last_run_at) #>> '{}' as "lastRunAt", f.last_status as "lastStatus", f.last_error as "lastError",
	f.last_result as "lastResult"`;

/** One row of the card's table: what the operator needs, not the import's full result. */
export interface FeedListing {
	id: string;
	retailerName: string;
	locale: "sv" | "nb";
	format: "google_xml" | "csv";
	url: string | null;
	filePath: string | null;
	schedule: string;
	enabled: boolean;
	lastRun: { when: string; status: string | null; error: string | null; counts: RunCounts | null } | null;
}

export async function listFeeds(sql: SqlClient): Promise<FeedListing[]> {
	const rows = await sql.query<FeedRecordRow>(
		`select ${feedColumns} from feeds f join retailers r on r.id = f.retailer_id
		 order by lower(r.name), f.locale, f.created_at, f.id`,
	);
	return rows.map((row) => ({
		id: row.id,
		retailerName: row.retailerName,
		locale: row.locale,
		format: row.format,
		url: row.url,
		filePath: row.filePath,
		schedule: row.schedule,
		enabled: row.enabled,
		lastRun: row.lastRunAt
			? {
					when: formatLogDate(row.lastRunAt),
					status: row.lastStatus,
					error: row.lastError,
					// A failed run keeps the previous result (nothing changed): its counts would mislead.
					counts: row.lastStatus === "failed" ? null : runCountsOf(row.lastResult),
				}
			: null,
	}));
}

export async function loadFeedsCard() {
	const sql = getSql();
	const [feeds, retailers, bundledFiles] = await Promise.all([
		listFeeds(sql).catch((error) => {
			log.error("Loading the feeds failed", error);
			return null;
		}),
		listRetailers(sql).catch((error) => {
			log.error("Loading the retailers failed", error);
			return [] as RetailerOption[];
		}),
		bundledFeedFiles(),
	]);
	return { feeds, retailers, bundledFiles };
}

/** The edit form's starting values: the stored feed as the form's strings. */
export type FeedFormValues = Record<Exclude<FeedFormField, "enabled">, string> & { enabled: "on" | "" };

export interface StoredFeed {
	id: string;
	retailerName: string;
	values: FeedFormValues;
}

/** Null for an unknown or malformed id (the caller answers 404, never 500). */
export async function findFeed(sql: SqlClient, id: string): Promise<StoredFeed | null> {
	if (!isUuid(id)) return null;
	const [row] = await sql.query<FeedRecordRow>(
		`select ${feedColumns} from feeds f join retailers r on r.id = f.retailer_id where f.id = $1`,
		[id],
	);
	if (!row) return null;
	return {
		id: row.id,
		retailerName: row.retailerName,
		values: {
			retailerId: row.retailerId,
			retailerName: "",
			retailerWebsite: "",
			locale: row.locale,
			format: row.format,
			url: row.url ?? "",
			filePath: row.filePath ?? "",
			schedule: row.schedule,
			columnMapping: columnMappingText(row.columnMapping),
			enabled: row.enabled ? "on" : "",
		},
	};
}

/** A check only the server can make failed: shown on that field, nothing is written. */
class FeedFieldError extends Error {
	constructor(
		readonly field: FeedFormField,
		message: string,
	) {
		super(message);
	}
}

export type SaveFeedOutcome =
	| { status: "saved"; feedId: string; retailerName: string; locale: "sv" | "nb" }
	| { status: "invalid"; result: SubmissionResult<string[]> }
	| { status: "failed"; result: SubmissionResult<string[]> }
	| { status: "not-found" };

async function retailerFor(tx: SqlClient, retailer: FeedForm["retailer"]): Promise<{ id: string; name: string }> {
	if (retailer.kind === "existing") {
		const [found] = await tx.query<{ id: string; name: string }>("select id, name from retailers where id = $1", [retailer.id]);
		if (!found) throw new FeedFieldError("retailerId", errors.retailerNotFound);
		return found;
	}
	const slug = slugify(retailer.name);
	if (slug.length < 2) throw new FeedFieldError("retailerName", errors.retailerName);
	const [created] = await tx.query<{ id: string; name: string }>(
		`insert into retailers (name, slug, website_url) values ($1, $2, $3)
		 on conflict (slug) do nothing returning id, name`,
		[retailer.name, slug, retailer.websiteUrl],
	);
	if (!created) throw new FeedFieldError("retailerName", errors.retailerExists);
	return created;
}

/**
 * Validates the add/edit form and stores the feed (a new one, or `feedId`'s). Bad input changes
 * nothing and comes back as field errors in Swedish; the form's values are kept for the re-render.
 */
export async function saveFeed(
	sql: SqlClient,
	form: FormData,
	options: { actor: string; feedId?: string },
): Promise<SaveFeedOutcome> {
	const submission = parseWithZod(form, { schema: feedFormSchema, disableAutoCoercion: true });
	if (submission.status !== "success") return { status: "invalid", result: submission.reply() };
	const feed = submission.value;
	if (options.feedId !== undefined && !isUuid(options.feedId)) return { status: "not-found" };
	if (feed.filePath && !(await bundledFeedFiles()).includes(feed.filePath)) {
		return { status: "invalid", result: submission.reply({ fieldErrors: { filePath: [errors.bundledFile] } }) };
	}
	const tool = options.feedId ? "feed-update" : "feed-create";
	const params = {
		feedId: options.feedId ?? null,
		locale: feed.locale,
		format: feed.format,
		source: feed.url ?? feed.filePath,
		schedule: feed.schedule,
		enabled: feed.enabled,
	};
	try {
		const saved = await sql.transaction(async (tx) => {
			const retailer = await retailerFor(tx, feed.retailer);
			const values = [
				retailer.id,
				feed.locale,
				feed.format,
				feed.url,
				feed.filePath,
				feed.columnMapping ? JSON.stringify(feed.columnMapping) : null,
				feed.schedule,
				feed.enabled,
			];
			const [row] = options.feedId
				? await tx.query<{ id: string }>(
						`update feeds set retailer_id = $2, locale = $3, format = $4, url = $5, file_path = $6,
						   column_mapping = $7::jsonb, schedule = $8, enabled = $9, updated_at = now()
						 where id = $1 returning id`,
						[options.feedId, ...values],
					)
				: await tx.query<{ id: string }>(
						`insert into feeds (retailer_id, locale, format, url, file_path, column_mapping, schedule, enabled)
						 values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8) returning id`,
						values,
					);
			if (!row) return null;
			await recordToolRun(tx, {
				tool,
				actor: options.actor,
				params: { ...params, feedId: row.id, retailer: retailer.name },
				status: "succeeded",
				result: { feedId: row.id, retailerCreated: feed.retailer.kind === "new" },
			});
			return { feedId: row.id, retailerName: retailer.name };
		});
		if (!saved) return { status: "not-found" };
		return { status: "saved", ...saved, locale: feed.locale };
	} catch (error) {
		if (error instanceof FeedFieldError) {
			return { status: "invalid", result: submission.reply({ fieldErrors: { [error.field]: [error.message] } }) };
		}
		log.error(`Saving a feed failed (${tool})`, error);
		await recordToolRun(sql, {
			tool,
			actor: options.actor,
			params,
			status: "failed",
			error: error instanceof Error ? error.message : String(error),
		}).catch((recordError) => log.error("Recording a failed feed save failed", recordError));
		return { status: "failed", result: submission.reply({ formErrors: [errors.saveFailed] }) };
	}
}

/**
 * Turns a feed's scheduled imports on or off. Its offers are left exactly as they are.
 * Returns false for an unknown feed.
 */
export async function setFeedEnabled(
	sql: SqlClient,
	feedId: string,
	enabled: boolean,
	actor: string,
): Promise<{ retailerName: string } | null> {
	if (!isUuid(feedId)) return null;
	return sql.transaction(async (tx) => {
		const [row] = await tx.query<{ retailerName: string; locale: string }>(
			`update feeds f set enabled = $2, updated_at = now() from retailers r
			 where f.id = $1 and r.id = f.retailer_id returning r.name as "retailerName", f.locale`,
			[feedId, enabled],
		);
		if (!row) return null;
		await recordToolRun(tx, {
			tool: enabled ? "feed-enable" : "feed-disable",
			actor,
			params: { feedId, retailer: row.retailerName, locale: row.locale },
			status: "succeeded",
			result: { enabled },
		});
		return { retailerName: row.retailerName };
	});
}

/** Whether a feed exists (the "Importera nu" button checks before enqueuing). */
export async function feedExists(sql: SqlClient, feedId: string): Promise<boolean> {
	if (!isUuid(feedId)) return false;
	const [row] = await sql.query("select 1 from feeds where id = $1", [feedId]);
	return row !== undefined;
}
