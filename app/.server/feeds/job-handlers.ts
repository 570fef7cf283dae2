// Job kinds of the feed import (merged into ../jobs/handlers.ts): one feed ("Importera nu", a
// feed's schedule) and the whole site ("Importera alla", the visitor import of SPEC §4). Each
// returns its counts plus a `summary` the job page shows. Each feed is an item of its job (ADR 019):
// a job taken over by another worker keeps what its predecessor finished.
import { z } from "zod";
import { type Locale, locales } from "~/i18n/locales";
import { adminMessages } from "~/i18n/messages/admin";
import { fillIn } from "~/lib/fill-in";
import type { JobSummary } from "~/lib/job-summary";
import { seedDemoCatalogue } from "../db/seed";
import type { SqlClient } from "../db/sql-client";
import type { JobHandler } from "../jobs/worker";
import { type FeedOutcome, type ImportAllResult, importAllFeeds } from "./import-all";
import { type ImportResult, importCountsLine, importFeed } from "./import-feed";

const texts = adminMessages.import.summary;

/** How many rejected rows a summary lists (the feed's last_result keeps more). */
const listedRejections = 20;

function feedSummary(result: ImportResult): JobSummary {
	const names = { retailer: result.retailer, locale: result.locale };
	const lines = [importCountsLine(result)];
	for (const row of result.rejections.slice(0, listedRejections)) {
		lines.push(fillIn(texts.rejectedRow, { line: row.line, id: row.externalId ?? "–", reason: row.reason }));
	}
	if (result.rejected > listedRejections) lines.push(fillIn(texts.moreRejected, { n: result.rejected - listedRejections }));
	return {
		tone: result.truncated ? "warning" : result.rejected > 0 ? "warning" : "success",
		title: fillIn(result.truncated ? texts.feedPartialTitle : texts.feedTitle, names),
		lines,
	};
}

export interface ImportProductsResult extends ImportAllResult {
	/** Available products per language after the run minus before (what the visitor's toast says). */
	addedAvailable: Record<Locale, number>;
	summary: JobSummary;
}

function allSummary(result: ImportAllResult, added: Record<Locale, number>): JobSummary {
	const n = locales.reduce((sum, l) => sum + added[l], 0);
	const lines = [fillIn(texts.perLanguage, added)];
	for (const feed of result.feeds) {
		lines.push(
			feed.ok
				? fillIn(texts.feedLine, {
						retailer: feed.result.retailer,
						locale: feed.result.locale,
						counts: importCountsLine(feed.result),
					})
				: fillIn(texts.feedFailedLine, { retailer: feed.retailer, locale: feed.locale, error: feed.error }),
		);
	}
	if (result.feeds.length === 0) lines.push(texts.noFeeds);
	if (result.failed === 0) return { tone: "success", title: fillIn(texts.allTitle, { n }), lines };
	return { tone: "warning", title: fillIn(texts.allPartialTitle, { n, failed: result.failed }), lines };
}

async function availableProducts(sql: SqlClient): Promise<Record<Locale, number>> {
	const rows = await sql.query<{ locale: Locale; n: number }>(
		"select locale, count(*)::int as n from products where available group by locale",
	);
	return Object.fromEntries(locales.map((l) => [l, Number(rows.find((r) => r.locale === l)?.n ?? 0)])) as Record<Locale, number>;
}

const importFeedPayload = z.object({ feedId: z.guid() });

const importFeedJob: JobHandler = async ({ job, sql, progress, finished, completeItem }) => {
	const { feedId } = importFeedPayload.parse(job.payload);
	await progress({ total: 1 });
	const earlier = finished.get(feedId)?.outcome as ImportResult | undefined;
	if (earlier) return { ...earlier, summary: feedSummary(earlier) };
	const result = await importFeed(sql, feedId, { progress: () => progress({}) });
	await completeItem({
		key: feedId,
		label: `${result.retailer} (${result.locale})`,
		ok: !result.truncated,
		message: importCountsLine(result),
		counts: { done: 1, failed: result.truncated ? 1 : 0 },
		outcome: result,
	});
	return { ...result, summary: feedSummary(result) };
};

/** The unlisted item keeping the available products counted before the run (the toast's baseline). */
const baselineKey = "available-before";

const importProductsJob: JobHandler = async ({ sql, progress, finished, completeItem }): Promise<ImportProductsResult> => {
	const before =
		(finished.get(baselineKey)?.outcome as Record<Locale, number> | undefined) ??
		(await completeItem({ key: baselineKey, counts: { done: 0, failed: 0 }, outcome: await availableProducts(sql) }));
	// A fresh installation has no feeds yet: it gets the bundled demo feeds (and the demo pages
	// they belong to), imported as they are registered; the import below then finds them unchanged.
	const [{ any } = { any: false }] = await sql.query<{ any: boolean }>("select exists (select 1 from feeds) as any");
	if (!any) await seedDemoCatalogue(sql);
	const result = await importAllFeeds(sql, {
		progress,
		finished: new Map(
			[...finished].filter(([key]) => key !== baselineKey).map(([key, item]) => [key, item.outcome as FeedOutcome]),
		),
		recordFeed: async (feedId, item, outcome) => {
			await completeItem({ key: feedId, ...item, counts: { done: 1, failed: outcome.ok ? 0 : 1 }, outcome });
		},
	});
	const after = await availableProducts(sql);
	const addedAvailable = Object.fromEntries(locales.map((l) => [l, Math.max(0, after[l] - before[l])])) as Record<Locale, number>;
	// Every feed failing is a failed import (the visitor's toast says "Försök igen").
	if (result.feeds.length > 0 && result.failed === result.feeds.length) {
		throw new Error(result.feeds.map((f) => (f.ok ? "" : `${f.retailer} (${f.locale}): ${f.error}`)).join("; "));
	}
	return { ...result, addedAvailable, summary: allSummary(result, addedAvailable) };
};

export const feedJobHandlers = {
	"import-feed": importFeedJob,
	"import-products": importProductsJob,
} satisfies Record<string, JobHandler>;
