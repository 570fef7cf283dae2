// The price alert tests' world (ADR 028): a real SMTP server on loopback that takes every message
// (refusing chosen recipients with 451 or 550) and mailparser reads, this process's configuration
// pointing at it, a retailer whose Swedish and Norwegian feeds a local HTTP server serves and a test
// changes, the checks every alert mail must pass, and probes of the database.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import { afterAll, expect } from "vitest";
import { sendPriceAlertsJob } from "~/.server/alerts/send-price-alerts";
import type { Db } from "~/.server/db/handle";
import type { Locale } from "~/i18n/locales";
import { alertTexts as nbTexts } from "~/i18n/messages/nb/alert-texts";
import { alertTexts as svTexts } from "~/i18n/messages/sv/alert-texts";
import { googleFeedXml, startFeedServer } from "./feed-server";
import { headerOf } from "./mail-header";
import { startSmtpServer } from "./smtp-server";

// ---------------------------------------------------------------------------------------------
// The mail server, and this process's configuration (the sending job uses the site's own mailer).

/** Recipients the SMTP server refuses, and how (451: try later; 550: never). */
export const refusals = new Map<string, { code: number; text: string }>();
export const putOff = { code: 451, text: "4.3.0 Mailbox busy, try again later" };
export const refused = { code: 550, text: "5.1.1 No such user here" };
/** While set, the SMTP server refuses our sender address so (a relay that will not send from it). */
export const senderRefusal: { reply: { code: number; text: string } | null } = { reply: null };
export const senderRefused = { code: 553, text: "5.7.1 Sender address rejected: not owned by user" };
export const smtp = await startSmtpServer({
	recipientReply: (address) => refusals.get(address),
	senderReply: () => senderRefusal.reply ?? undefined,
});

export const siteUrl = "https://godisguiden.example";
export const from = "Godisguiden <no-reply@godisguiden.example>";
Object.assign(process.env, {
	SMTP_URL: smtp.url,
	SITE_URL: siteUrl,
	SESSION_SECRET: "price-alerts-test-session-secret",
	ADMIN_PASSWORD: "price-alerts-test-password",
	DATA_DIR: mkdtempSync(path.join(tmpdir(), "gg-alerts-")),
	// The shop's feeds are served from 127.0.0.1 (ADR 033: refused unless allowed).
	FEED_ALLOW_PRIVATE_NETWORKS: "true",
});
afterAll(() => smtp.stop());

/** The messages received for one address (the envelope's), oldest first. */
export const mailsTo = (address: string): ParsedMail[] =>
	smtp.received.filter((m) => m.envelope.to.includes(address)).map((m) => m.parsed);

/** A catalogue text with its {{placeholders}} filled in. */
export const fill = (text: string, values: Record<string, string | number> = {}) =>
	text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** As React writes text into HTML. */
export const inHtml = (text: string) =>
	text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

export const mailTexts = { sv: svTexts.mail, nb: nbTexts.mail } as const;
export const alertPagePath = { sv: "/prisbevakning", nb: "/no/prisvarsel" } as const;
export const productPath = (locale: Locale, slug: string) => `${locale === "nb" ? "/no" : ""}/produkter/${slug}`;

/** The link under `label` in a mail's text part ("label:\nurl"). */
export function linkUnder(mail: ParsedMail, label: string): string {
	const after = mail.text?.split(`${label}\n`)[1] ?? mail.text?.split(`${label}:\n`)[1];
	const url = after?.split("\n")[0]?.trim();
	if (!url) throw new Error(`No link under "${label}" in:\n${mail.text}`);
	return url;
}

/** A price as the mails and pages write it in Swedish. */
export const sek = (amount: number) => `${amount.toFixed(2).replace(".", ",")} SEK`;

/** A URL's text inside a RegExp. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

/** What every alert mail has: its language, a text and an HTML part, the unsubscribe link and headers. */
export function expectAlertMailFrame(mail: ParsedMail, locale: Locale, site: string): { unsubscribeUrl: string } {
	const texts = mailTexts[locale];
	expect(headerOf(mail, "Content-Language")).toBe(locale);
	expect(mail.from?.value[0]?.address).toMatch(/^no-reply@/);
	const unsubscribeUrl = linkUnder(mail, texts.unsubscribe);
	expect(unsubscribeUrl).toMatch(new RegExp(`^${literally(site + alertPagePath[locale])}\\?token=\\d+\\.u\\.0\\.[\\w-]{43}$`));
	expect(headerOf(mail, "List-Unsubscribe")).toBe(`<${unsubscribeUrl}>`);
	expect(headerOf(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
	expect(mail.text).toContain(texts.signature);
	expect(mail.html).toBeTruthy();
	expect(mail.html).toContain(`<html lang="${locale}">`);
	expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
	expect(mail.html).toContain(inHtml(texts.signature));
	return { unsubscribeUrl };
}

export interface ConfirmationFacts {
	locale: Locale;
	name: string;
	target: string;
}

/** The double opt-in mail; returns its links. */
export function expectConfirmationMail(mail: ParsedMail, facts: ConfirmationFacts, site: string) {
	const texts = mailTexts[facts.locale];
	expect(mail.subject).toBe(fill(texts.confirmSubject, { name: facts.name }));
	const intro = fill(texts.confirmIntro, { name: facts.name, target: facts.target });
	expect(mail.text).toContain(intro);
	expect(mail.text).toContain(texts.confirmExpiry);
	expect(mail.html).toContain(inHtml(intro));
	const confirmUrl = linkUnder(mail, texts.confirmAction);
	expect(confirmUrl).toMatch(
		new RegExp(`^${literally(site + alertPagePath[facts.locale])}\\?token=\\d+\\.c\\.\\d+\\.[\\w-]{43}$`),
	);
	expect(mail.html).toContain(`href="${confirmUrl}"`);
	return { confirmUrl, ...expectAlertMailFrame(mail, facts.locale, site) };
}

export interface ReachedFacts extends ConfirmationFacts {
	price: string;
	retailer: string;
	slug: string;
}

/** The alert itself: price, retailer, target, and a link to the product's page here (never a retailer). */
export function expectPriceReachedMail(mail: ParsedMail, facts: ReachedFacts, site: string) {
	const texts = mailTexts[facts.locale];
	expect(mail.subject).toBe(fill(texts.alertSubject, { name: facts.name, price: facts.price }));
	const intro = fill(texts.alertIntro, { name: facts.name, price: facts.price, retailer: facts.retailer, target: facts.target });
	expect(mail.text).toContain(intro);
	expect(mail.text).toContain(texts.alertEnd);
	expect(mail.html).toContain(inHtml(intro));
	const productUrl = linkUnder(mail, texts.alertAction);
	expect(productUrl).toBe(`${site}${productPath(facts.locale, facts.slug)}`);
	expect(mail.html).toContain(`href="${productUrl}"`);
	expect(`${mail.text}${mail.html}`).not.toContain(retailerSite);
	return { productUrl, ...expectAlertMailFrame(mail, facts.locale, site) };
}

// ---------------------------------------------------------------------------------------------
// The retailer's feeds: one Swedish, one Norwegian, served from loopback; a test changes a price
// and the next import reads it.

export const retailer = "Larmbutiken";
export const retailerSite = "larmbutiken.example";

export interface Item {
	id: string;
	title: string;
	price: number;
	inStock: boolean;
}

export const svItems = (): Item[] => [
	// The Swedish alert's whole life.
	{ id: "SV-1", title: "Larmchoklad Mörk 100 g", price: 30, inStock: true },
	// Unsubscribed before its price drops.
	{ id: "SV-2", title: "Larmlakrits Salt 200 g", price: 40, inStock: true },
	// Sold out everywhere: cannot be watched.
	{ id: "SV-3", title: "Larmgodis Slut 100 g", price: 20, inStock: false },
	// Bad input, links and limits.
	{ id: "SV-4", title: "Larmkola Seg 100 g", price: 50, inStock: true },
	// Mail servers that put off or refuse, and two runs at once.
	{ id: "SV-5", title: "Larmgelé Röd 100 g", price: 60, inStock: true },
];
export const nbItems = (): Item[] => [{ id: "NB-1", title: "Varselsjokolade Melk 100 g", price: 35, inStock: true }];

// Started at once, like the mail server: a Shop publishes its feeds when it is made.
const feeds = await startFeedServer();
afterAll(() => feeds.stop());

function feedXml(items: Item[], currency: "SEK" | "NOK"): string {
	return googleFeedXml(
		retailer,
		items.map((item) => ({
			id: item.id,
			title: item.title,
			link: `https://${retailerSite}/p/${item.id}`,
			price: `${item.price.toFixed(2)} ${currency}`,
			inStock: item.inStock,
		})),
	);
}

/** One test database's shop: its two feeds on the feed server, their items and their rows. */
export class Shop {
	readonly items = { sv: svItems(), nb: nbItems() };
	feedIds = { sv: "", nb: "" };
	/** Product slugs by item id. */
	slugs: Record<string, string> = {};

	constructor(private readonly prefix: string) {
		this.publish();
	}

	private url(locale: Locale) {
		return `/${this.prefix}/${locale}.xml`;
	}

	publish() {
		feeds.serve(this.url("sv"), feedXml(this.items.sv, "SEK"));
		feeds.serve(this.url("nb"), feedXml(this.items.nb, "NOK"));
	}

	/** The next import reads this price (and stock). */
	set(id: string, price: number, inStock = true) {
		const item = [...this.items.sv, ...this.items.nb].find((i) => i.id === id);
		if (!item) throw new Error(`no item ${id}`);
		Object.assign(item, { price, inStock });
		this.publish();
	}

	name(id: string): string {
		return [...this.items.sv, ...this.items.nb].find((i) => i.id === id)?.title ?? "";
	}

	/** The retailer and its two feeds (scheduled for 29 February only, so no scheduled import interferes). */
	async createFeeds(db: Db) {
		const [row] = await db.query<{ id: string }>(
			"insert into retailers (name, slug, website_url) values ($1, 'larmbutiken', $2) returning id",
			[retailer, `https://${retailerSite}`],
		);
		for (const locale of ["sv", "nb"] as const) {
			const [feed] = await db.query<{ id: string }>(
				`insert into feeds (retailer_id, locale, format, url, schedule) values ($1, $2, 'google_xml', $3, '0 4 29 2 *') returning id`,
				[row?.id, locale, feeds.url(this.url(locale))],
			);
			this.feedIds[locale] = feed?.id as string;
		}
	}

	/** After the first import: the products' slugs. */
	async readSlugs(db: Db) {
		for (const item of [...this.items.sv, ...this.items.nb]) {
			const [row] = await db.query<{ slug: string }>("select slug from products where name = $1", [item.title]);
			if (!row) throw new Error(`the import made no product ${item.title}`);
			this.slugs[item.id] = row.slug;
		}
	}
}

// ---------------------------------------------------------------------------------------------
// Database probes.

export const count = async (db: Db, from: string, params: unknown[] = []) =>
	(await db.query<{ n: number }>(`select count(*)::int as n from ${from}`, params))[0]?.n ?? -1;

export interface AlertRow {
	id: number;
	email: string;
	locale: string;
	target: number;
	confirmed: boolean;
	sent: boolean;
	claimed: boolean;
	/** When it was asked for (or last renewed). */
	created: string;
}

export const alertsFor = (db: Db, email: string) =>
	db.query<AlertRow>(
		`select id::int as id, email, locale, target_price::float8 as target, confirmed_at is not null as confirmed,
		   sent_at is not null as sent, claimed_until is not null as claimed, to_json(created_at) #>> '{}' as created
		 from price_alerts where email = $1 order by id`,
		[email],
	);

/**
 * `n` more Swedish products of one's own (no feed), for an address with many alerts: the shop has
 * six. Returns their ids.
 */
export async function moreProducts(db: Db, prefix: string, n: number): Promise<string[]> {
	const ids: string[] = [];
	for (let i = 1; i <= n; i++) {
		const [row] = await db.query<{ id: string }>(
			"insert into products (locale, name, slug, price, currency) values ('sv', $1, $2, 99, 'SEK') returning id",
			[`Larmextra ${prefix} ${i}`, `larmextra-${prefix}-${i}`],
		);
		ids.push(row?.id as string);
	}
	return ids;
}

/** Confirmed alerts of the address, one per product, written straight into the table. */
export async function activeAlerts(db: Db, email: string, productIds: string[]): Promise<void> {
	for (const productId of productIds) {
		await db.query(
			"insert into price_alerts (email, product_id, locale, target_price, confirmed_at) values ($1, $2, 'sv', 40, now())",
			[email, productId],
		);
	}
}

/** What must not change when a request or link is refused. */
export async function snapshot(db: Db) {
	return {
		alerts: await count(db, "price_alerts"),
		confirmed: await count(db, "price_alerts where confirmed_at is not null"),
		mails: smtp.received.length,
	};
}

/** The newest sending run's counts. */
export async function lastRun(db: Db) {
	const [row] = await db.query<{ result: Record<string, unknown> | null; status: string }>(
		"select status, result from jobs where kind = $1 and run_after <= now() order by id desc limit 1",
		[sendPriceAlertsJob.kind],
	);
	return row;
}
