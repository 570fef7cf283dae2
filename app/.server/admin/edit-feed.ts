// The add/edit feed form's server side: a stored feed as the form's values, and saving the form (a
// new feed, or an existing one's changes, with a new retailer when the form names one). Every save
// is written to the tool-run history. What only the server can refuse comes back as a problem code
// on a field, which the feed routes word; the form's own checks are the shared schema's.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Locale } from "~/i18n/locales";
import { columnMappingText, type FeedForm, type FeedFormField, feedFormSchema, isUuid } from "~/lib/feed-form";
import { slugify } from "~/lib/slug";
import type { Db } from "../db/handle";
import { feeds, retailers } from "../db/schema";
import { feedAddressRefusal } from "../feeds/feed-address";
import { log } from "../log";
import { bundledFeedFiles } from "./feeds";
import { recordToolRun } from "./tool-runs";

type Retailer = typeof retailers.$inferSelect;

/** The edit form's starting values: the stored feed as the form's strings. */
export type FeedFormValues = Record<Exclude<FeedFormField, "enabled">, string> & { enabled: "on" | "" };

export interface StoredFeed {
	id: string;
	retailerName: Retailer["name"];
	values: FeedFormValues;
}

/** Null for an unknown or malformed id (the caller answers 404, never 500). */
export async function findFeed(db: Db, id: string): Promise<StoredFeed | null> {
	if (!isUuid(id)) return null;
	const [row] = await db.orm
		.select({ feed: feeds, retailerName: retailers.name })
		.from(feeds)
		.innerJoin(retailers, eq(retailers.id, feeds.retailerId))
		.where(eq(feeds.id, id));
	if (!row) return null;
	const { feed } = row;
	return {
		id: feed.id,
		retailerName: row.retailerName,
		values: {
			retailerId: feed.retailerId,
			retailerName: "",
			retailerWebsite: "",
			locale: feed.locale,
			format: feed.format,
			url: feed.url ?? "",
			filePath: feed.filePath ?? "",
			schedule: feed.schedule,
			columnMapping: columnMappingText(feed.columnMapping),
			enabled: feed.enabled ? "on" : "",
		},
	};
}

/** A check only the server can make failed: on its field, nothing was written. */
export type FeedFormProblem =
	| { field: "retailerId"; code: "retailer-not-found" }
	| { field: "retailerName"; code: "retailer-name-invalid" | "retailer-exists" }
	| { field: "filePath"; code: "bundled-file-missing" }
	/** The address leads to this machine or an internal network, or uses a port feeds may not (ADR 033). */
	| { field: "url"; code: "url-not-public" | "url-port-not-allowed" }
	/** The shop has a feed from this source in this language already (ADR 090): it is named. */
	| { field: "url" | "filePath"; code: "feed-exists"; retailerName: string; locale: Locale };

/** The parsed form: its `reply` re-renders it with the operator's values and the errors given. */
export type FeedFormSubmission = Submission<z.input<typeof feedFormSchema>, string[], FeedForm>;

export type SaveFeedOutcome =
	| { status: "saved"; feedId: string; retailerName: string; locale: Locale; enabled: boolean }
	/** Refused: by the form's own checks (their messages are in `submission`), or by one only the server can make. */
	| { status: "invalid"; submission: FeedFormSubmission; problem: FeedFormProblem | null }
	/** Writing failed (logged, and recorded in the tool-run history). */
	| { status: "failed"; submission: FeedFormSubmission }
	| { status: "not-found" };

class FeedFormRefusal extends Error {
	constructor(readonly problem: FeedFormProblem) {
		super(`${problem.field}: ${problem.code}`);
	}
}

async function retailerFor(tx: Db, retailer: FeedForm["retailer"]): Promise<Pick<Retailer, "id" | "name">> {
	if (retailer.kind === "existing") {
		const [found] = await tx.query<Pick<Retailer, "id" | "name">>("select id, name from retailers where id = $1", [retailer.id]);
		if (!found) throw new FeedFormRefusal({ field: "retailerId", code: "retailer-not-found" });
		return found;
	}
	const slug = slugify(retailer.name);
	if (slug.length < 2) throw new FeedFormRefusal({ field: "retailerName", code: "retailer-name-invalid" });
	// A shop is the same shop whatever its slug: one stored before slugs spelled accents out keeps
	// its older one ("Café" as `caf`: ADR 076), so the name is compared as search folds it (case,
	// accents, spaces and punctuation). Two saves of one name wait for each other at the lock, so the
	// second sees the first's row (ADR 082).
	await tx.query("select pg_advisory_xact_lock(hashtext('retailer-name:' || public.search_words($1)))", [retailer.name]);
	const [created] = await tx.query<Pick<Retailer, "id" | "name">>(
		`insert into retailers (name, slug, website_url)
		 select $1, $2, $3
		 where not exists (select 1 from retailers where public.search_words(name) = public.search_words($1))
		 on conflict (slug) do nothing returning id, name`,
		[retailer.name, slug, retailer.websiteUrl],
	);
	if (!created) throw new FeedFormRefusal({ field: "retailerName", code: "retailer-exists" });
	return created;
}

/**
 * One feed per shop, language and source (ADR 090): a second would import the same rows again, on a
 * schedule of its own. Saves for one shop and language wait for each other at the lock, so of two
 * posts at once the second sees the first's row (as a shop's name is guarded, ADR 082); the unique
 * indexes on feeds hold the rule for any other writer. An edit may keep its own source.
 */
async function refuseSecondFeed(tx: Db, retailer: Pick<Retailer, "id" | "name">, feed: FeedForm, feedId?: string) {
	await tx.query("select pg_advisory_xact_lock(hashtext('feed-source:' || $1 || ':' || $2))", [retailer.id, feed.locale]);
	const [existing] = await tx.query<{ id: string }>(
		`select id from feeds
		 where retailer_id = $1 and locale = $2 and (url = $3 or file_path = $4) and ($5::uuid is null or id <> $5::uuid)
		 limit 1`,
		[retailer.id, feed.locale, feed.url, feed.filePath, feedId ?? null],
	);
	if (existing) {
		const field = feed.url ? "url" : "filePath";
		throw new FeedFormRefusal({ field, code: "feed-exists", retailerName: retailer.name, locale: feed.locale });
	}
}

/**
 * Validates the add/edit form and stores the feed (a new one, or `feedId`'s). Bad input changes
 * nothing; the form's values are kept for the re-render. The writes are SQL on `sql` because they
 * share one transaction with the tool-run record, which is written through the Db.
 */
export async function saveFeed(db: Db, form: FormData, options: { actor: string; feedId?: string }): Promise<SaveFeedOutcome> {
	const submission = parseWithZod(form, { schema: feedFormSchema, disableAutoCoercion: true });
	if (submission.status !== "success") return { status: "invalid", submission, problem: null };
	const feed = submission.value;
	if (options.feedId !== undefined && !isUuid(options.feedId)) return { status: "not-found" };
	if (feed.filePath && !(await bundledFeedFiles()).includes(feed.filePath)) {
		return { status: "invalid", submission, problem: { field: "filePath", code: "bundled-file-missing" } };
	}
	// Checked again before every fetch; here the operator hears of it while the form is open.
	const refusal = feed.url ? await feedAddressRefusal(feed.url) : null;
	if (refusal) {
		const code = refusal === "port" ? "url-port-not-allowed" : "url-not-public";
		return { status: "invalid", submission, problem: { field: "url", code } };
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
		const saved = await db.transaction(async (tx) => {
			// An edit of a feed that is gone is not found, whatever its source would meet.
			if (options.feedId && (await tx.query("select 1 from feeds where id = $1", [options.feedId])).length === 0) return null;
			const retailer = await retailerFor(tx, feed.retailer);
			await refuseSecondFeed(tx, retailer, feed, options.feedId);
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
				? await tx.query<Pick<typeof feeds.$inferSelect, "id">>(
						`update feeds set retailer_id = $2, locale = $3, format = $4, url = $5, file_path = $6,
						   column_mapping = $7::jsonb, schedule = $8, enabled = $9, updated_at = now()
						 where id = $1 returning id`,
						[options.feedId, ...values],
					)
				: await tx.query<Pick<typeof feeds.$inferSelect, "id">>(
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
		return { status: "saved", ...saved, locale: feed.locale, enabled: feed.enabled };
	} catch (error) {
		if (error instanceof FeedFormRefusal) return { status: "invalid", submission, problem: error.problem };
		log.error("saving a feed failed", error, { tool });
		await recordToolRun(db, {
			tool,
			actor: options.actor,
			params,
			status: "failed",
			error: error instanceof Error ? error.message : String(error),
		}).catch((recordError) => log.error("recording a failed feed save failed", recordError));
		return { status: "failed", submission };
	}
}
