// The overview's attention list (ADR 053): what the operator should look at now, each read on its
// own so one failed read leaves the others standing (null: could not be read).
// - feeds: enabled feeds whose last import failed or was cut off, that have not run for
//   `feedStaleAfterHours` (or never ran), and any feed whose offers are in another currency;
// - jobs: queued or running now, and failed in the last `failedJobsDays` days — or finished with
//   some of their parts failed (an SEO run's pages, an import's feeds, a send's mails: ADR 080);
// - drafts: texts waiting for review (countDrafts);
// - clicks: the last 7 days against the 7 before;
// - price alerts: the card's counts and its last run;
// - searches that found nothing in the last 7 days.
import type { Locale } from "~/i18n/locales";
import { attentionDays, failedJobsDays, feedStaleAfterHours } from "~/lib/admin-attention";
import { type Db, toCount } from "../db/handle";
import type { JobStatus } from "../jobs/queue";
import { log } from "../log";
import { countDrafts } from "../revisions/revision-reads";
import { flushSearchStats } from "../search/search-stats";
import type { CurrencyMismatch } from "./feed-currency";
import { type FeedListing, listFeeds } from "./feeds";
import { loadPriceAlertsCard, type PriceAlertsCardData } from "./price-alerts";

/** The most lines one kind of item lists. */
const listed = 10;

export type FeedAttention =
	| { feedId: string; retailer: string; locale: Locale; problem: "failed" | "partial" | "stale"; when: string }
	| { feedId: string; retailer: string; locale: Locale; problem: "never-run" }
	| ({ feedId: string; retailer: string; locale: Locale; problem: "currency" } & CurrencyMismatch);

export interface JobLine {
	id: number;
	kind: string;
	status: JobStatus;
	/** ISO: when it was queued (running ones) or finished (failed ones). */
	at: string;
	/** The parts that failed in a job that succeeded all the same (0 for any other). */
	partsFailed: number;
}

export interface ZeroResultQuery {
	locale: Locale;
	query: string;
	count: number;
}

export interface Attention {
	feeds: FeedAttention[] | null;
	/** `failed`: the jobs that failed, and those that finished with some of their parts failed. */
	jobs: { active: JobLine[]; failed: JobLine[] } | null;
	/** The drafts waiting for review (text_revisions, ADR 050); null when they could not be read. */
	pendingDrafts: number | null;
	clicks: { current: number; previous: number } | null;
	alerts: PriceAlertsCardData | null;
	zeroResults: { total: number; top: ZeroResultQuery[] } | null;
}

/** What of the feeds needs a look, worst first. `now` is for tests. */
export function feedAttention(feeds: FeedListing[], now = Date.now()): FeedAttention[] {
	const staleBefore = now - feedStaleAfterHours * 3_600_000;
	const items: FeedAttention[] = [];
	for (const feed of feeds) {
		const base = { feedId: feed.id, retailer: feed.retailerName, locale: feed.locale };
		const run = feed.lastRun;
		if (feed.enabled) {
			if (!run) items.push({ ...base, problem: "never-run" });
			else if (run.status === "failed" || run.status === "partial") items.push({ ...base, problem: run.status, when: run.when });
			else if (Date.parse(run.at) < staleBefore) items.push({ ...base, problem: "stale", when: run.when });
		}
		if (feed.currencyMismatch) items.push({ ...base, problem: "currency", ...feed.currencyMismatch });
	}
	const order = ["failed", "partial", "currency", "stale", "never-run"];
	return items.sort((a, b) => order.indexOf(a.problem) - order.indexOf(b.problem));
}

async function jobLines(db: Db): Promise<{ active: JobLine[]; failed: JobLine[] }> {
	const [active, failed] = await Promise.all([
		db.query<JobLine>(
			`select id::int as id, kind, status, to_json(created_at) #>> '{}' as at, 0 as "partsFailed"
			 from jobs where status in ('queued', 'running') order by created_at, id limit ${listed}`,
		),
		db.query<JobLine>(
			`select id::int as id, kind, status, to_json(coalesce(finished_at, created_at)) #>> '{}' as at,
			   case when status = 'succeeded' then progress_failed else 0 end as "partsFailed"
			 from jobs where (status = 'failed' or (status = 'succeeded' and progress_failed > 0))
			   and coalesce(finished_at, created_at) > now() - make_interval(days => $1)
			 order by coalesce(finished_at, created_at) desc, id desc limit ${listed}`,
			[failedJobsDays],
		),
	]);
	return { active, failed };
}

/**
 * Clicks of the 7 days up to `today` (Stockholm, YYYY-MM-DD; today there by default) and of the
 * 7 days before them.
 */
export async function weekOverWeekClicks(db: Db, today?: string): Promise<{ current: number; previous: number }> {
	const [row] = await db.query<{ current: unknown; previous: unknown }>(
		`with t as (select coalesce($1::date, (now() at time zone 'Europe/Stockholm')::date) as today)
		 select coalesce(sum(c.clicks) filter (where c.day > t.today - $2::int), 0) as current,
		        coalesce(sum(c.clicks) filter (where c.day <= t.today - $2::int), 0) as previous
		 from offer_clicks c, t where c.day > t.today - 2 * $2::int and c.day <= t.today`,
		[today ?? null, attentionDays],
	);
	return { current: toCount(row?.current), previous: toCount(row?.previous) };
}

/** Searches of the last 7 days that found nothing: how many, and the commonest queries. */
export async function zeroResultSearches(db: Db): Promise<{ total: number; top: ZeroResultQuery[] }> {
	await flushSearchStats();
	const since = `(now() at time zone 'Europe/Stockholm')::date - ${attentionDays - 1}`;
	const [[total], top] = await Promise.all([
		db.query<{ n: unknown }>(`select coalesce(sum(zero_results), 0) as n from search_stats where day >= ${since}`),
		db.query<{ locale: Locale; query: string; n: unknown }>(
			`select locale, query, sum(zero_results) as n from search_stats where day >= ${since}
			 group by locale, query having sum(zero_results) > 0 order by sum(zero_results) desc, query, locale limit 5`,
		),
	]);
	return { total: toCount(total?.n), top: top.map((row) => ({ locale: row.locale, query: row.query, count: toCount(row.n) })) };
}

function orNull<T>(what: string, read: Promise<T>): Promise<T | null> {
	return read.catch((error) => {
		log.error("loading the overview failed", error, { what });
		return null;
	});
}

export async function loadAttention(db: Db): Promise<Attention> {
	const [feeds, jobs, pendingDrafts, clicks, alerts, zeroResults] = await Promise.all([
		orNull(
			"feeds",
			listFeeds(db).then((list) => feedAttention(list)),
		),
		orNull("jobs", jobLines(db)),
		orNull("drafts", countDrafts(db)),
		orNull("clicks", weekOverWeekClicks(db)),
		orNull("price alerts", loadPriceAlertsCard(db)),
		orNull("searches", zeroResultSearches(db)),
	]);
	return { feeds, jobs, pendingDrafts, clicks, alerts, zeroResults };
}
