// What the links in a price alert's mails do. The confirmation link (a GET: one click in the mail)
// activates the alert; the unsubscribe link opens a page whose button (a POST) deletes it, and a mail
// client's one-click unsubscribe (RFC 8058) posts to the same address. A link scanner that only
// fetches pages can thus confirm an alert its address asked for, but never end one.
//
// A link confirms its own alert: the target and language its mail stated (ADR 034). Confirming
// replaces the address's active alert for the same product, and is refused while the address has
// its maximum of active alerts for other products.
import type { Db } from "../db/handle";
import { enqueueJob } from "../jobs/queue";
import { readAlertToken } from "./alert-token";
import { activeAlertsElsewhere, maxAlertsPerAddress } from "./request-alert";
import { sendPriceAlertsJob } from "./send-price-alerts";

/** The alert a link is about, as its page shows it. */
export interface AlertOnPage {
	productName: string;
	productSlug: string;
	/** The product's page is in the alert's language. */
	locale: "sv" | "nb";
	targetPrice: number;
	currency: string;
}

export type AlertLinkOutcome =
	| { state: "confirmed" | "already-confirmed" | "limit-reached" | "unsubscribe" | "unsubscribed"; alert: AlertOnPage }
	| { state: "invalid" | "expired" | "gone" };

const alertColumns = `p.name as "productName", p.slug as "productSlug", a.locale, a.target_price::float8 as "targetPrice", p.currency`;

async function alertOnPage(db: Db, alertId: number): Promise<(AlertOnPage & { confirmed: boolean }) | null> {
	const [row] = await db.query<AlertOnPage & { confirmed: boolean }>(
		`select ${alertColumns}, a.confirmed_at is not null as confirmed
		 from public.price_alerts a join public.products p on p.id = a.product_id where a.id = $1`,
		[alertId],
	);
	return row ?? null;
}

/** A link opened (GET): a confirmation confirms; an unsubscribe link asks before it deletes. */
export async function openAlertLink(db: Db, token: unknown): Promise<AlertLinkOutcome> {
	const read = readAlertToken(token);
	if (!read.ok) return { state: read.problem };
	const found = await alertOnPage(db, read.alertId);
	if (!found) return { state: "gone" };
	const { confirmed, ...alert } = found;
	if (read.purpose === "unsubscribe") return { state: "unsubscribe", alert };
	if (confirmed) return { state: "already-confirmed", alert };
	const confirmation = await db.transaction(async (tx) => {
		const [row] = await tx.query<{ email: string; productId: string }>(
			`select email, product_id as "productId" from public.price_alerts where id = $1 and confirmed_at is null for update`,
			[read.alertId],
		);
		if (!row) return "already-confirmed" as const;
		// One confirmation per address at a time: two links opened at once cannot both pass the maximum.
		await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`price-alert:${row.email}`]);
		if ((await activeAlertsElsewhere(tx, row.email, row.productId)) >= maxAlertsPerAddress) return "limit-reached" as const;
		await tx.query("update public.price_alerts set confirmed_at = now() where id = $1", [read.alertId]);
		// The newly confirmed alert replaces the address's active one for the product.
		await tx.query(
			`delete from public.price_alerts
			 where email = $1 and product_id = $2 and id <> $3 and confirmed_at is not null and sent_at is null`,
			[row.email, row.productId, read.alertId],
		);
		return "confirmed" as const;
	});
	if (confirmation !== "confirmed") return { state: confirmation, alert };
	// The price may already be at the target: the next sending run should not wait for an import.
	await enqueueJob(db, { kind: sendPriceAlertsJob.kind, uniqueKey: `${sendPriceAlertsJob.kind}:confirmed:${read.alertId}` });
	return { state: "confirmed", alert };
}

/** The unsubscribe button, or a mail client's one-click post: the alert is deleted. */
export async function unsubscribeAlert(db: Db, token: unknown): Promise<AlertLinkOutcome> {
	const read = readAlertToken(token);
	if (!read.ok || read.purpose !== "unsubscribe") return { state: read.ok ? "invalid" : read.problem };
	const [deleted] = await db.query<AlertOnPage>(
		`delete from public.price_alerts a using public.products p
		 where a.id = $1 and p.id = a.product_id returning ${alertColumns}`,
		[read.alertId],
	);
	return deleted ? { state: "unsubscribed", alert: deleted } : { state: "gone" };
}
