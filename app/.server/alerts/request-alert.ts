// A visitor asks for a price alert from a product page: the form's values are checked, the limits
// applied, the alert stored unconfirmed and the confirmation mail sent at once, so the visitor
// learns there and then whether it went out (a failed send stores and changes nothing). Problems
// come back as codes the page words; nothing is stored or sent for any of them.
//
// Every request is an alert of its own (ADR 034): its mail's link confirms exactly the target and
// language that mail states, whatever anyone asks for the same address later. Only confirmed alerts
// count towards an address's maximum, so requests nobody confirms (someone else typing your address)
// can never lock the address out; they expire with their link.
import { z } from "zod";
import type { Locale } from "~/i18n/locales";
import { maxPrice } from "~/lib/product-filters";
import { readTypedAmount } from "~/lib/typed-amount";
import type { Db } from "../db/handle";
import { toCount } from "../db/handle";
import { getEnv } from "../env";
import { log } from "../log";
import { getMailer, type Mailer, MailSendError } from "../mail";
import { confirmationMail } from "./alert-mails";
import { confirmationHours } from "./alert-token";
import { recordRequest, requestLimitReached } from "./request-limits";

/** How many confirmed alerts one address may have waiting for their price at once. */
export const maxAlertsPerAddress = 10;

/** Why a typed target is no target; "invalid-target" is none given, or none above 0. */
export type TargetProblem = "invalid-target" | "target-not-a-number" | "target-too-precise" | "target-too-large";

export type AlertRequestProblem =
	| "invalid-email"
	| TargetProblem
	| "target-not-below"
	| "unavailable"
	| "honeypot-filled"
	| "too-many-requests"
	| "too-many-alerts"
	| "mail-failed";

export type AlertRequestResult =
	| { ok: true; email: string }
	| { ok: false; problem: "unknown-product" }
	| { ok: false; problem: AlertRequestProblem; field?: "email" | "target"; price?: number; currency?: string };

export interface AlertRequest {
	locale: Locale;
	productSlug: string;
	/** The form's raw values. */
	email: unknown;
	target: unknown;
	/** The hidden field only robots fill in. */
	honeypot: unknown;
	/** Who is asking (the client's address as the server saw it), for the per-client limit. */
	clientKey: string;
}

const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/**
 * The most a target may be: the ceiling of every price on the site (the lists' price filters, a
 * feed's rows), so a target above it is above any price there can be.
 */
export const maxTargetPrice = maxPrice;

export type TargetPrice = { ok: true; price: number } | { ok: false; problem: TargetProblem };

/**
 * A target as the price filters read a price ("19", "19,9", "19.90", "1 000", and here a trailing
 * "kr"), or the rule it breaks, so the form can say which: none above 0 (a minus sign is read as
 * such, not as garbage), not a number, more than two decimals (prices are whole öre), above
 * `maxTargetPrice`.
 */
export function parseTargetPrice(value: unknown): TargetPrice {
	const text = typeof value === "string" ? value.replace(/kr\s*$/i, "").trim() : "";
	const negative = /^[-\u2212]/.test(text);
	const typed = readTypedAmount(negative ? text.slice(1) : text);
	if (text === "") return { ok: false, problem: "invalid-target" };
	if (!typed) return { ok: false, problem: "target-not-a-number" };
	if (negative || typed.amount === 0) return { ok: false, problem: "invalid-target" };
	if (typed.decimals > 2) return { ok: false, problem: "target-too-precise" };
	if (typed.amount > maxTargetPrice) return { ok: false, problem: "target-too-large" };
	return { ok: true, price: typed.amount };
}

/** The target the form suggests: about 10 % below today's cheapest price, in whole kronor when that is at least 1. */
export function suggestedTarget(price: number): number {
	const below = Math.floor(price * 90) / 100;
	return below >= 1 ? Math.floor(below) : below;
}

interface AlertProduct {
	id: string;
	name: string;
	slug: string;
	price: number | null;
	currency: string;
	available: boolean;
}

export async function requestPriceAlert(
	db: Db,
	request: AlertRequest,
	options: { mailer?: Mailer; siteUrl?: string } = {},
): Promise<AlertRequestResult> {
	if (typeof request.honeypot === "string" && request.honeypot !== "") return { ok: false, problem: "honeypot-filled" };
	const [product] = await db.query<AlertProduct>(
		`select id, name, slug, price::float8 as price, currency, available from products where locale = $1 and slug = $2`,
		[request.locale, request.productSlug],
	);
	if (!product) return { ok: false, problem: "unknown-product" };
	const email = emailSchema.safeParse(request.email);
	if (!email.success) return { ok: false, problem: "invalid-email", field: "email" };
	const parsed = parseTargetPrice(request.target);
	if (!parsed.ok) return { ok: false, problem: parsed.problem, field: "target", currency: product.currency };
	const target = parsed.price;
	if (!product.available || product.price === null) return { ok: false, problem: "unavailable" };
	if (target >= product.price) {
		return { ok: false, problem: "target-not-below", field: "target", price: product.price, currency: product.currency };
	}
	if (await requestLimitReached(db, request.clientKey, email.data)) return { ok: false, problem: "too-many-requests" };
	if ((await activeAlertsElsewhere(db, email.data, product.id)) >= maxAlertsPerAddress) {
		return { ok: false, problem: "too-many-alerts" };
	}

	await recordRequest(db, request.clientKey, email.data);
	// Stored first, so its link can name it; a mail that does not go out takes it away again.
	const alertId = await insertUnconfirmed(db, email.data, product.id, request.locale, target);
	const mailer = options.mailer ?? getMailer();
	const facts = {
		alertId,
		email: email.data,
		locale: request.locale,
		productName: product.name,
		productSlug: product.slug,
		currency: product.currency,
		targetPrice: target,
	};
	try {
		await mailer.send(confirmationMail(facts, options.siteUrl ?? getEnv().SITE_URL));
	} catch (error) {
		if (!(error instanceof MailSendError)) throw error;
		log.warn("price alert confirmation mail not sent", { alertId, reason: error.message });
		await db.query("delete from public.price_alerts where id = $1 and confirmed_at is null", [alertId]);
		return { ok: false, problem: "mail-failed" };
	}
	return { ok: true, email: email.data };
}

/**
 * The address's confirmed alerts still waiting for their price, except one for this product (a
 * confirmed alert for the same product is replaced, not added to).
 */
export async function activeAlertsElsewhere(db: Db, email: string, productId: string): Promise<number> {
	const [row] = await db.query<{ n: unknown }>(
		`select count(*) as n from public.price_alerts
		 where email = $1 and product_id <> $2 and confirmed_at is not null and sent_at is null`,
		[email, productId],
	);
	return toCount(row?.n);
}

async function insertUnconfirmed(db: Db, email: string, productId: string, locale: Locale, target: number): Promise<number> {
	const [inserted] = await db.query<{ id: number }>(
		`insert into public.price_alerts (email, product_id, locale, target_price) values ($1, $2, $3, $4)
		 returning id::int as id`,
		[email, productId, locale, target],
	);
	if (!inserted) throw new Error("The price alert was not stored");
	return inserted.id;
}

/** Unconfirmed alerts whose link has expired are of no use to anyone: they go. */
export async function forgetExpiredConfirmations(db: Db): Promise<void> {
	await db.query(
		"delete from public.price_alerts where confirmed_at is null and created_at < now() - make_interval(hours => $1)",
		[confirmationHours],
	);
}
