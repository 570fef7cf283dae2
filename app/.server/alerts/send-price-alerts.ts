// The sending run: one mail per confirmed alert whose product's cheapest available offer is at or
// below its target, in the currency the target was set in (the language's), then the alert is
// ended. It runs as a job after every feed import, after a confirmation, and once a day. Any number
// of runs may overlap (two instances, two imports): each alert is claimed for a few minutes by one
// run with FOR UPDATE SKIP LOCKED, the claim is renewed just before its mail goes out — a run whose
// claim lapsed while earlier mails were slow, and was taken over, sends nothing — and the alert is
// marked sent right after the server took it, so no two runs send it. A mail the server could not
// take now stays active and a retry job comes later; a recipient refused for good ends the alert.
// The one gap left is a crash between the server's "taken" and the mark: the claim then expires and
// the mail goes again with the same Message-ID, which receivers treat as a duplicate (ADR 028, 077).
import { z } from "zod";
import { type Locale, localeCurrency } from "~/i18n/locales";
import type { JobSummary } from "~/lib/job-summary";
import type { Db } from "../db/handle";
import { getEnv } from "../env";
import { daily, defineJob, type KindContext } from "../jobs/job-definition";
import { enqueueJob } from "../jobs/queue";
import { log } from "../log";
import { getMailer, type Mailer, MailSendError } from "../mail";
import { priceReachedMail } from "./alert-mails";
import { forgetExpiredConfirmations } from "./request-alert";

/** How long a run holds the alerts it claimed: far longer than handing over a batch takes. */
const claimMinutes = 10;
const batchSize = 20;
/** Sent alerts are kept this long (the admin page counts them), then deleted. */
export const sentKeptDays = 30;
/** When a retry job runs after mails the server could not take, by retry; after the last, the next import's run tries. */
const retryAfterMinutes = [5, 15, 60, 240];

export interface PriceAlertRunResult {
	/** Alerts found at their target. */
	due: number;
	sent: number;
	/** The recipient refused for good: the alert was ended. */
	failed: number;
	/** Not taken now; still active, tried again. */
	retrying: number;
	summary: JobSummary;
}

interface DueAlert {
	id: number;
	/** This run's claim, exactly as stored: renewed only while it is still the alert's. */
	claimedUntil: string;
	email: string;
	locale: Locale;
	targetPrice: number;
	productName: string;
	productSlug: string;
	price: number;
	currency: string;
	retailer: string;
}

/** Claims the next alerts at their target that no other run holds, skipping those already tried by this run. */
async function claimDueAlerts(db: Db, tried: number[]): Promise<DueAlert[]> {
	return db.query<DueAlert>(
		`with due as (
		   select a.id from public.price_alerts a join public.products p on p.id = a.product_id
		   where a.confirmed_at is not null and a.sent_at is null
		     and (a.claimed_until is null or a.claimed_until < now())
		     and p.available and p.price <= a.target_price and a.id <> all($1::bigint[])
		     and p.currency = (select c.currency from unnest($4::text[], $5::text[]) as c(locale, currency) where c.locale = a.locale)
		   order by a.id limit $2
		   for update of a skip locked
		 )
		 update public.price_alerts a set claimed_until = now() + make_interval(mins => $3)
		 from due, public.products p
		   join public.offers o on o.id = p.cheapest_offer_id
		   join public.retailers r on r.id = o.retailer_id
		 where a.id = due.id and p.id = a.product_id
		 returning a.id::int as id, a.claimed_until::text as "claimedUntil", a.email, a.locale, a.target_price::float8 as "targetPrice", p.name as "productName",
		   p.slug as "productSlug", p.price::float8 as price, p.currency, r.name as retailer`,
		[tried, batchSize, claimMinutes, Object.keys(localeCurrency), Object.values(localeCurrency)],
	);
}

/**
 * Renews the run's claim on an alert just before its mail goes out; false when the claim is no
 * longer this run's (it lapsed and another run took the alert) or the alert was sent meanwhile.
 */
async function renewClaim(db: Db, alert: DueAlert): Promise<boolean> {
	const renewed = await db.query(
		`update public.price_alerts set claimed_until = now() + make_interval(mins => $3)
		 where id = $1 and sent_at is null and claimed_until = $2::timestamptz returning id`,
		[alert.id, alert.claimedUntil, claimMinutes],
	);
	return renewed.length === 1;
}

type Sent = "sent" | "failed" | "retrying" | "taken over";

async function sendOne(db: Db, mailer: Mailer, alert: DueAlert, siteUrl: string): Promise<Sent> {
	if (!(await renewClaim(db, alert))) return "taken over";
	const mail = priceReachedMail(
		{
			alertId: alert.id,
			email: alert.email,
			locale: alert.locale,
			productName: alert.productName,
			productSlug: alert.productSlug,
			currency: alert.currency,
			targetPrice: alert.targetPrice,
		},
		{ price: alert.price, retailer: alert.retailer },
		siteUrl,
	);
	try {
		await mailer.send({ ...mail, messageId: mailer.messageIdFor(`alert:${alert.id}:price-reached`) });
	} catch (error) {
		if (!(error instanceof MailSendError)) {
			await db.query("update public.price_alerts set claimed_until = null where id = $1", [alert.id]);
			throw error;
		}
		// Only the recipient's refusal ends the alert: one of the sender or the message (a relay that
		// does not accept our address, a quota) would end every alert due until it was fixed.
		if (error.recipientRefused) {
			log.warn("price alert mail refused for good: alert ended", { alertId: alert.id, reason: error.message });
			await db.query("delete from public.price_alerts where id = $1", [alert.id]);
			return "failed";
		}
		log.warn("price alert mail not sent now: alert stays active", { alertId: alert.id, reason: error.message });
		await db.query("update public.price_alerts set claimed_until = null where id = $1", [alert.id]);
		return "retrying";
	}
	await db.query("update public.price_alerts set sent_at = now(), claimed_until = null where id = $1", [alert.id]);
	return "sent";
}

function runSummary(result: Omit<PriceAlertRunResult, "summary">, retryMinutes: number | null): JobSummary {
	const lines: JobSummary["lines"] = [];
	if (result.failed > 0) lines.push({ key: "priceAlerts.summary.failed", values: { n: result.failed } });
	if (result.retrying > 0 && retryMinutes !== null) {
		lines.push({ key: "priceAlerts.summary.retrying", values: { n: result.retrying, minutes: retryMinutes } });
	}
	return {
		tone: result.failed > 0 || result.retrying > 0 ? "warning" : "success",
		title:
			result.due === 0
				? { key: "priceAlerts.summary.none" }
				: { key: "priceAlerts.summary.title", values: { sent: result.sent } },
		lines,
	};
}

export async function sendDuePriceAlerts(
	db: Db,
	options: {
		mailer?: Mailer;
		siteUrl?: string;
		progress?: (counts: { done: number; failed: number; total: number }) => Promise<void>;
	} = {},
): Promise<Omit<PriceAlertRunResult, "summary">> {
	const mailer = options.mailer ?? getMailer();
	const siteUrl = options.siteUrl ?? getEnv().SITE_URL;
	await forgetExpiredConfirmations(db);
	await db.query("delete from public.price_alerts where sent_at < now() - make_interval(days => $1)", [sentKeptDays]);
	const counts = { due: 0, sent: 0, failed: 0, retrying: 0 };
	const tried: number[] = [];
	for (let batch = await claimDueAlerts(db, tried); batch.length > 0; batch = await claimDueAlerts(db, tried)) {
		counts.due += batch.length;
		for (const alert of batch) {
			tried.push(alert.id);
			const sent = await sendOne(db, mailer, alert, siteUrl);
			// Another run has it: that run counts it.
			if (sent === "taken over") counts.due--;
			else counts[sent]++;
		}
		await options.progress?.({ done: counts.sent, failed: counts.failed + counts.retrying, total: counts.due });
	}
	return counts;
}

/** A retry's payload says which retry it is; the first run has none. */
const payloadSchema = z.object({ retry: z.number().int().min(0).default(0) });

async function sendPriceAlerts({
	job,
	payload: { retry },
	db,
	progress,
}: KindContext<z.output<typeof payloadSchema>>): Promise<PriceAlertRunResult> {
	const counts = await sendDuePriceAlerts(db, { progress: (p) => progress(p) });
	const retryMinutes = counts.retrying > 0 ? (retryAfterMinutes[retry] ?? null) : null;
	if (retryMinutes !== null) {
		await enqueueJob(db, {
			kind: sendPriceAlertsJob.kind,
			payload: { retry: retry + 1 },
			uniqueKey: `${sendPriceAlertsJob.kind}:retry-after:${job.id}`,
			runAfter: new Date(Date.now() + retryMinutes * 60_000),
		});
	}
	return { ...counts, summary: runSummary(counts, retryMinutes) };
}

export const sendPriceAlertsJob = defineJob({
	kind: "send-price-alerts",
	payload: payloadSchema,
	run: sendPriceAlerts,
	// Daily as well as after each import: the daily run also catches alerts whose mail could not be
	// sent on the day of their import, after their retries ran out.
	schedules: daily("30 8 * * *"),
});

/** After an import (or any job that changes prices): a sending run, once per finished job. */
export async function enqueuePriceAlertRun(db: Db, afterJobId: number): Promise<void> {
	await enqueueJob(db, { kind: sendPriceAlertsJob.kind, uniqueKey: `${sendPriceAlertsJob.kind}:after-job:${afterJobId}` });
}
