// The price alerts card's reads: how many alerts wait for confirmation (within their link's 48 hours;
// expired ones are deleted), are active and were sent in the last 30 days (sent ones are deleted
// after that), and the last sending run with its counts.
import { confirmationHours } from "../alerts/alert-token";
import { sendPriceAlertsJob, sentKeptDays } from "../alerts/send-price-alerts";
import { type Db, toCount } from "../db/handle";
import type { JobStatus } from "../jobs/queue";

/** A sending run's counts, read defensively: the result is whatever the run wrote (none while it runs). */
export interface SendCounts {
	sent: number;
	failed: number;
	retrying: number;
}

export interface PriceAlertsRun {
	id: number;
	status: JobStatus;
	/** ISO timestamps (the same text from both drivers). */
	createdAt: string;
	startedAt: string | null;
	finishedAt: string | null;
	counts: SendCounts | null;
}

export interface PriceAlertsCardData {
	/** Not yet confirmed, and their link still valid. */
	pending: number;
	/** Confirmed and not yet sent. */
	active: number;
	/** Sent in the last 30 days. */
	sent: number;
	/** The newest sending run; null before the first one. */
	lastRun: PriceAlertsRun | null;
}

const countOf = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

export function sendCountsOf(result: unknown): SendCounts | null {
	if (!result || typeof result !== "object") return null;
	const r = result as Record<string, unknown>;
	return { sent: countOf(r.sent), failed: countOf(r.failed), retrying: countOf(r.retrying) };
}

export async function loadPriceAlertsCard(db: Db): Promise<PriceAlertsCardData> {
	const [counts, runs] = await Promise.all([
		db.query<{ pending: unknown; active: unknown; sent: unknown }>(
			`select count(*) filter (where confirmed_at is null and created_at >= now() - make_interval(hours => $2)) as pending,
			        count(*) filter (where confirmed_at is not null and sent_at is null) as active,
			        count(*) filter (where sent_at > now() - make_interval(days => $1)) as sent
			 from price_alerts`,
			[sentKeptDays, confirmationHours],
		),
		db.query<Omit<PriceAlertsRun, "counts"> & { result: unknown }>(
			`select id::int as id, status, result, to_json(created_at) #>> '{}' as "createdAt",
			        to_json(started_at) #>> '{}' as "startedAt", to_json(finished_at) #>> '{}' as "finishedAt"
			 from jobs where kind = $1 and started_at is not null order by started_at desc, id desc limit 1`,
			[sendPriceAlertsJob.kind],
		),
	]);
	const [total] = counts;
	const [run] = runs;
	let lastRun: PriceAlertsRun | null = null;
	if (run) {
		const { result, ...job } = run;
		lastRun = { ...job, counts: sendCountsOf(result) };
	}
	return { pending: toCount(total?.pending), active: toCount(total?.active), sent: toCount(total?.sent), lastRun };
}
