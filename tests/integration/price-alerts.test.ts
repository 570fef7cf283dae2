// Price alerts (ADR 028), accepted end to end with real mail: a real SMTP server on loopback takes
// every message and mailparser reads it; prices come from a retailer's feed on a local HTTP server
// that the test changes, imported by the app's own job (which starts the sending run).
//
// On each database (PGlite in-process, and the harness's PostgreSQL server) the domain functions
// the routes call run the whole life of an alert: asked for (sv and nb), confirmed through the
// link in its mail, the price reached by an import, exactly one alert mail, nothing after; one-click
// unsubscribe; every bad request, forged or replayed link and limit storing and sending nothing; a
// mail server that puts a mail off (451) or refuses it for good (550); two sending runs at once.
// Then once through the running app over HTTP (on PostgreSQL, which the test can read while the app
// runs): the form's answers with their statuses and localised texts, the links in the mails opened
// and posted to as a mail client does, and imports started with the admin's "Importera nu".
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAlertLink, unsubscribeAlert } from "~/.server/alerts/alert-links";
import { alertToken } from "~/.server/alerts/alert-token";
import { type AlertRequest, maxAlertsPerAddress, requestPriceAlert } from "~/.server/alerts/request-alert";
import { sendDuePriceAlerts, sendPriceAlertsKind } from "~/.server/alerts/send-price-alerts";
import { type Connection, connect } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import { migrate } from "~/.server/db/migrate";
import type { SqlClient } from "~/.server/db/sql-client";
import { jobHandlers } from "~/.server/jobs/handlers";
import { enqueueJob } from "~/.server/jobs/queue";
import { JobWorker } from "~/.server/jobs/worker";
import { createMailer } from "~/.server/mail";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { alertTexts as nbTexts } from "~/i18n/messages/nb/alert-texts";
import { alertTexts as svTexts } from "~/i18n/messages/sv/alert-texts";
import { adminSessionCookie } from "../support/admin-session";
import { eventually, freePort, type RunningApp, startApp } from "../support/app-server";
import { freshPostgresUrl } from "../support/databases";
import { headerOf } from "../support/mail-header";
import { startSmtpServer } from "../support/smtp-server";
import { databaseKinds, twoConnections } from "../support/two-connections";

// ---------------------------------------------------------------------------------------------
// The mail server, and this process's configuration (the sending job uses the site's own mailer).

/** Recipients the SMTP server refuses, and how (451: try later; 550: never). */
const refusals = new Map<string, { code: number; text: string }>();
const putOff = { code: 451, text: "4.3.0 Mailbox busy, try again later" };
const refused = { code: 550, text: "5.1.1 No such user here" };
const smtp = await startSmtpServer({ recipientReply: (address) => refusals.get(address) });

const siteUrl = "https://godisguiden.example";
const from = "Godisguiden <no-reply@godisguiden.example>";
Object.assign(process.env, {
	SMTP_URL: smtp.url,
	SITE_URL: siteUrl,
	SESSION_SECRET: "price-alerts-test-session-secret",
	ADMIN_PASSWORD: "price-alerts-test-password",
	DATA_DIR: mkdtempSync(path.join(tmpdir(), "gg-alerts-")),
});
afterAll(() => smtp.stop());

/** The messages received for one address (the envelope's), oldest first. */
const mailsTo = (address: string): ParsedMail[] =>
	smtp.received.filter((m) => m.envelope.to.includes(address)).map((m) => m.parsed);

/** A catalogue text with its {{placeholders}} filled in. */
const fill = (text: string, values: Record<string, string | number> = {}) =>
	text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** As React writes text into HTML. */
const inHtml = (text: string) =>
	text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

const mailTexts = { sv: svTexts.mail, nb: nbTexts.mail } as const;
const alertPagePath = { sv: "/prisbevakning", nb: "/no/prisvarsel" } as const;
const productPath = (locale: Locale, slug: string) => `${locale === "nb" ? "/no" : ""}/produkter/${slug}`;

/** The link under `label` in a mail's text part ("label:\nurl"). */
function linkUnder(mail: ParsedMail, label: string): string {
	const after = mail.text?.split(`${label}\n`)[1] ?? mail.text?.split(`${label}:\n`)[1];
	const url = after?.split("\n")[0]?.trim();
	if (!url) throw new Error(`No link under "${label}" in:\n${mail.text}`);
	return url;
}

/** A price as the mails and pages write it in Swedish. */
const sek = (amount: number) => `${amount.toFixed(2).replace(".", ",")} SEK`;

/** A URL's text inside a RegExp. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

/** What every alert mail has: its language, a text and an HTML part, the unsubscribe link and headers. */
function expectAlertMailFrame(mail: ParsedMail, locale: Locale, site: string): { unsubscribeUrl: string } {
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

interface ConfirmationFacts {
	locale: Locale;
	name: string;
	target: string;
}

/** The double opt-in mail; returns its links. */
function expectConfirmationMail(mail: ParsedMail, facts: ConfirmationFacts, site: string) {
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

interface ReachedFacts extends ConfirmationFacts {
	price: string;
	retailer: string;
	slug: string;
}

/** The alert itself: price, retailer, target, and a link to the product's page here (never a retailer). */
function expectPriceReachedMail(mail: ParsedMail, facts: ReachedFacts, site: string) {
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

const retailer = "Larmbutiken";
const retailerSite = "larmbutiken.example";

interface Item {
	id: string;
	title: string;
	price: number;
	inStock: boolean;
}

const svItems = (): Item[] => [
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
const nbItems = (): Item[] => [{ id: "NB-1", title: "Varselsjokolade Melk 100 g", price: 35, inStock: true }];

const served = new Map<string, string>();
let feedServer: Server;
let feedBase = "";

beforeAll(async () => {
	feedServer = createServer((request, response) => {
		const body = served.get(request.url ?? "");
		if (body === undefined) return response.writeHead(404).end("not found");
		response.writeHead(200, { "content-type": "application/xml" }).end(body);
	});
	await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
	feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => feedServer.close(() => resolve())));

function feedXml(items: Item[], currency: "SEK" | "NOK"): string {
	const rows = items.map(
		(item) => `<item><g:id>${item.id}</g:id><title>${item.title}</title><link>https://${retailerSite}/p/${item.id}</link>
<g:price>${item.price.toFixed(2)} ${currency}</g:price><g:availability>${item.inStock ? "in_stock" : "out_of_stock"}</g:availability></item>`,
	);
	return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>${retailer}</title>
${rows.join("\n")}
</channel></rss>`;
}

/** One test database's shop: its two feeds on the feed server, their items and their rows. */
class Shop {
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
		served.set(this.url("sv"), feedXml(this.items.sv, "SEK"));
		served.set(this.url("nb"), feedXml(this.items.nb, "NOK"));
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
	async createFeeds(sql: SqlClient) {
		const [row] = await sql.query<{ id: string }>(
			"insert into retailers (name, slug, website_url) values ($1, 'larmbutiken', $2) returning id",
			[retailer, `https://${retailerSite}`],
		);
		for (const locale of ["sv", "nb"] as const) {
			const [feed] = await sql.query<{ id: string }>(
				`insert into feeds (retailer_id, locale, format, url, schedule) values ($1, $2, 'google_xml', $3, '0 4 29 2 *') returning id`,
				[row?.id, locale, `${feedBase}${this.url(locale)}`],
			);
			this.feedIds[locale] = feed?.id as string;
		}
	}

	/** After the first import: the products' slugs. */
	async readSlugs(sql: SqlClient) {
		for (const item of [...this.items.sv, ...this.items.nb]) {
			const [row] = await sql.query<{ slug: string }>("select slug from products where name = $1", [item.title]);
			if (!row) throw new Error(`the import made no product ${item.title}`);
			this.slugs[item.id] = row.slug;
		}
	}
}

// ---------------------------------------------------------------------------------------------
// Database probes.

const count = async (sql: SqlClient, from: string, params: unknown[] = []) =>
	(await sql.query<{ n: number }>(`select count(*)::int as n from ${from}`, params))[0]?.n ?? -1;

interface AlertRow {
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

const alertsFor = (sql: SqlClient, email: string) =>
	sql.query<AlertRow>(
		`select id::int as id, email, locale, target_price::float8 as target, confirmed_at is not null as confirmed,
		   sent_at is not null as sent, claimed_until is not null as claimed, to_json(created_at) #>> '{}' as created
		 from price_alerts where email = $1 order by id`,
		[email],
	);

/** What must not change when a request or link is refused. */
async function snapshot(sql: SqlClient) {
	return {
		alerts: await count(sql, "price_alerts"),
		confirmed: await count(sql, "price_alerts where confirmed_at is not null"),
		mails: smtp.received.length,
	};
}

/** The newest sending run's counts. */
async function lastRun(sql: SqlClient) {
	const [row] = await sql.query<{ result: Record<string, unknown> | null; status: string }>(
		"select status, result from jobs where kind = $1 and run_after <= now() order by id desc limit 1",
		[sendPriceAlertsKind],
	);
	return row;
}

// =============================================================================================
// The domain, on each database.

describe.each(databaseKinds())("price alerts on %s", (kind) => {
	let connection: Connection;
	let other: Connection;
	let sql: SqlClient;
	let worker: JobWorker;
	const shop = new Shop(kind);
	const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: path.join(tmpdir(), "gg-alerts-unused"), from });
	const address = (name: string) => `${name}.${kind}@example.se`;
	let clients = 0;

	/** A request as the product page's action makes it, from a new client unless one is given. */
	const ask = (fields: Partial<AlertRequest> & { item?: string }) => {
		const { item = "SV-4", ...rest } = fields;
		return requestPriceAlert(
			sql,
			{
				locale: "sv",
				productSlug: shop.slugs[item] as string,
				email: address("kund"),
				target: "45",
				honeypot: "",
				clientKey: `client-${++clients}`,
				...rest,
			},
			{ mailer, siteUrl },
		);
	};

	/** Imports feeds with the app's job ("Importera nu") and runs what it queued: the sending run. */
	async function importFeeds(...locales: Locale[]) {
		for (const locale of locales) await enqueueJob(sql, { kind: "import-feed", payload: { feedId: shop.feedIds[locale] } });
		await worker.drain();
	}

	/** Asks for a Swedish alert and confirms it through the link in its mail; returns the alert's links. */
	async function confirmedAlert(email: string, item: string, target: number) {
		expect(await ask({ email, item, target: String(target).replace(".", ",") })).toEqual({ ok: true, email });
		const mail = mailsTo(email).at(-1) as ParsedMail;
		const { confirmUrl, unsubscribeUrl } = expectConfirmationMail(
			mail,
			{ locale: "sv", name: shop.name(item), target: sek(target) },
			siteUrl,
		);
		expect((await openAlertLink(sql, tokenOf(confirmUrl))).state).toBe("confirmed");
		await worker.drain();
		return { confirmUrl, unsubscribeUrl };
	}

	beforeAll(async () => {
		[connection, other] = await twoConnections(kind);
		sql = connection.sql;
		await migrate(sql);
		setReadyConnection(connection);
		worker = new JobWorker(sql, jobHandlers);
		await shop.createFeeds(sql);
		await importFeeds("sv", "nb");
		await shop.readSlugs(sql);
	});
	afterAll(async () => {
		mailer.close();
		if (other !== connection) await other?.close();
		await connection?.close();
	});

	const main = { email: "", confirmUrl: "", unsubscribeUrl: "" };

	it("a request stores the alert unconfirmed and sends exactly one confirmation mail, in Swedish", async () => {
		main.email = address("kund");
		const before = await snapshot(sql);
		// As typed: spaces around, capitals.
		const result = await ask({ item: "SV-1", email: `  ${main.email.toUpperCase()} `, target: "25" });
		expect(result).toEqual({ ok: true, email: main.email });
		expect(await alertsFor(sql, main.email)).toMatchObject([
			{ email: main.email, locale: "sv", target: 25, confirmed: false, sent: false },
		]);
		expect(smtp.received.length).toBe(before.mails + 1);
		const mails = mailsTo(main.email);
		expect(mails).toHaveLength(1);
		const links = expectConfirmationMail(
			mails[0] as ParsedMail,
			{ locale: "sv", name: shop.name("SV-1"), target: "25,00 SEK" },
			siteUrl,
		);
		Object.assign(main, links);
	});

	it("the link in the mail confirms the alert; opened again it changes nothing and sends nothing", async () => {
		const outcome = await openAlertLink(sql, tokenOf(main.confirmUrl));
		expect(outcome).toEqual({
			state: "confirmed",
			alert: { productName: shop.name("SV-1"), productSlug: shop.slugs["SV-1"], locale: "sv", targetPrice: 25, currency: "SEK" },
		});
		// The confirmation queued a sending run; the price (30) is above the target.
		await worker.drain();
		expect(await lastRun(sql)).toMatchObject({ status: "succeeded", result: { due: 0, sent: 0 } });
		const [confirmed] = await sql.query<{ at: string }>("select confirmed_at::text as at from price_alerts where email = $1", [
			main.email,
		]);
		expect((await openAlertLink(sql, tokenOf(main.confirmUrl))).state).toBe("already-confirmed");
		await worker.drain();
		const [again] = await sql.query<{ at: string }>("select confirmed_at::text as at from price_alerts where email = $1", [
			main.email,
		]);
		expect(again?.at).toBe(confirmed?.at);
		expect(mailsTo(main.email)).toHaveLength(1);
	});

	it("an import that brings the price to the target sends exactly one alert mail; later runs send nothing", async () => {
		// A price above the target: nothing.
		shop.set("SV-1", 25.5);
		await importFeeds("sv");
		expect(mailsTo(main.email)).toHaveLength(1);

		// At the target exactly.
		shop.set("SV-1", 25);
		await importFeeds("sv");
		const mails = mailsTo(main.email);
		expect(mails).toHaveLength(2);
		const { unsubscribeUrl } = expectPriceReachedMail(
			mails[1] as ParsedMail,
			{
				locale: "sv",
				name: shop.name("SV-1"),
				price: "25,00 SEK",
				target: "25,00 SEK",
				retailer,
				slug: shop.slugs["SV-1"] as string,
			},
			siteUrl,
		);
		expect(unsubscribeUrl).toBe(main.unsubscribeUrl);
		expect(await lastRun(sql)).toMatchObject({ status: "succeeded", result: { due: 1, sent: 1, failed: 0, retrying: 0 } });
		expect(await alertsFor(sql, main.email)).toMatchObject([{ confirmed: true, sent: true, claimed: false }]);

		// Lower still, and another run: the alert has had its one mail.
		shop.set("SV-1", 22.9);
		await importFeeds("sv", "nb");
		await sendDuePriceAlerts(sql, { mailer, siteUrl });
		expect(mailsTo(main.email)).toHaveLength(2);
		expect(await lastRun(sql)).toMatchObject({ result: { due: 0, sent: 0 } });
	});

	it("one-click unsubscribe deletes the alert, and a lower price then sends nothing", async () => {
		const email = address("avslutar");
		const { confirmUrl, unsubscribeUrl } = await confirmedAlert(email, "SV-2", 35);
		const token = tokenOf(unsubscribeUrl);
		// Opening the link (a GET, as a link scanner does) only asks.
		const opened = await openAlertLink(sql, token);
		expect(opened).toMatchObject({ state: "unsubscribe", alert: { productName: shop.name("SV-2"), targetPrice: 35 } });
		// The confirmation link cannot unsubscribe.
		expect(await unsubscribeAlert(sql, tokenOf(confirmUrl))).toEqual({ state: "invalid" });
		expect(await alertsFor(sql, email)).toHaveLength(1);

		expect(await unsubscribeAlert(sql, token)).toMatchObject({
			state: "unsubscribed",
			alert: { productName: shop.name("SV-2") },
		});
		expect(await alertsFor(sql, email)).toEqual([]);
		// Replayed: the alert is gone, and so is the confirmation's use.
		expect(await unsubscribeAlert(sql, token)).toEqual({ state: "gone" });
		expect(await openAlertLink(sql, tokenOf(confirmUrl))).toEqual({ state: "gone" });

		shop.set("SV-2", 30);
		await importFeeds("sv");
		expect(mailsTo(email)).toHaveLength(1);
	});

	it("a Norwegian alert gets Norwegian mails", async () => {
		const email = address("kunde").replace(".se", ".no");
		const result = await ask({ locale: "nb", item: "NB-1", email, target: "30" });
		expect(result).toEqual({ ok: true, email });
		const [confirmation] = mailsTo(email);
		const { confirmUrl, unsubscribeUrl } = expectConfirmationMail(
			confirmation as ParsedMail,
			{ locale: "nb", name: shop.name("NB-1"), target: "30,00 NOK" },
			siteUrl,
		);
		expect(await openAlertLink(sql, tokenOf(confirmUrl))).toMatchObject({
			state: "confirmed",
			alert: { locale: "nb", currency: "NOK" },
		});
		shop.set("NB-1", 29.9);
		await importFeeds("nb");
		const mails = mailsTo(email);
		expect(mails).toHaveLength(2);
		const reached = expectPriceReachedMail(
			mails[1] as ParsedMail,
			{
				locale: "nb",
				name: shop.name("NB-1"),
				price: "29,90 NOK",
				target: "30,00 NOK",
				retailer,
				slug: shop.slugs["NB-1"] as string,
			},
			siteUrl,
		);
		expect(reached.unsubscribeUrl).toBe(unsubscribeUrl);
	});

	it.each([
		["an invalid address", { email: "kund(at)example.se" }, { problem: "invalid-email", field: "email" }],
		["no address", { email: "" }, { problem: "invalid-email", field: "email" }],
		["no address field", { email: null }, { problem: "invalid-email", field: "email" }],
		["a negative target", { target: "-5" }, { problem: "invalid-target", field: "target" }],
		["a zero target", { target: "0" }, { problem: "invalid-target", field: "target" }],
		["an absurd target", { target: "12345678" }, { problem: "invalid-target", field: "target" }],
		["a target in exponent notation", { target: "1e9" }, { problem: "invalid-target", field: "target" }],
		["a garbage target", { target: "abc" }, { problem: "invalid-target", field: "target" }],
		["a target at today's price", { target: "50" }, { problem: "target-not-below", field: "target", price: 50, currency: "SEK" }],
		["a target above today's price", { target: "50,01" }, { problem: "target-not-below", price: 50 }],
		["an unknown product", { productSlug: "finns-inte" }, { problem: "unknown-product" }],
		["a Swedish product asked for in Norwegian", { locale: "nb" as const }, { problem: "unknown-product" }],
		["a sold-out product", { item: "SV-3", target: "10" }, { problem: "unavailable" }],
		["the honeypot filled in", { honeypot: "https://spam.example" }, { problem: "honeypot-filled" }],
	] as const)("%s stores and sends nothing", async (_, fields, expected) => {
		const before = await snapshot(sql);
		const requests = await count(sql, "price_alert_requests");
		const result = await ask({ email: address("felaktig"), ...fields });
		expect(result).toMatchObject({ ok: false, ...expected });
		expect(await snapshot(sql)).toEqual(before);
		// Nor does a refused request count towards the limits.
		expect(await count(sql, "price_alert_requests")).toBe(requests);
	});

	it("forged, expired and replayed links change nothing", async () => {
		const email = address("lankar");
		expect(await ask({ email, target: "45" })).toMatchObject({ ok: true });
		const { confirmUrl, unsubscribeUrl } = expectConfirmationMail(
			mailsTo(email)[0] as ParsedMail,
			{ locale: "sv", name: shop.name("SV-4"), target: "45,00 SEK" },
			siteUrl,
		);
		const token = tokenOf(confirmUrl);
		const [id, , expires, signature] = token.split(".") as [string, string, string, string];
		const last = signature.at(-1) === "A" ? "B" : "A";
		const before = await snapshot(sql);
		const refusedLinks: [string, string][] = [
			[`${id}.c.${expires}.${signature.slice(0, -1)}${last}`, "invalid"],
			[`${Number(id) + 1}.c.${expires}.${signature}`, "invalid"],
			[`${id}.c.${Number(expires) + 86_400}.${signature}`, "invalid"],
			[alertToken(Number(id), "confirm", { secret: "someone-elses-secret-entirely" }), "invalid"],
			[token.slice(0, -3), "invalid"],
			["", "invalid"],
			[alertToken(Number(id), "confirm", { now: new Date(Date.now() - 49 * 3_600_000) }), "expired"],
			[alertToken(987_654, "confirm"), "gone"],
		];
		for (const [link, state] of refusedLinks) expect(await openAlertLink(sql, link), link).toEqual({ state });
		for (const [link, state] of refusedLinks) {
			// The same through the unsubscribe post; a confirmation token there is invalid, valid or not.
			expect(await unsubscribeAlert(sql, link), link).toEqual({ state: state === "gone" ? "invalid" : state });
		}
		expect(await unsubscribeAlert(sql, token)).toEqual({ state: "invalid" });
		expect(await snapshot(sql)).toEqual(before);
		expect(await alertsFor(sql, email)).toMatchObject([{ confirmed: false }]);

		expect((await openAlertLink(sql, token)).state).toBe("confirmed");
		expect((await openAlertLink(sql, token)).state).toBe("already-confirmed");
		await worker.drain();
		expect(mailsTo(email)).toHaveLength(1);
		expect((await unsubscribeAlert(sql, tokenOf(unsubscribeUrl))).state).toBe("unsubscribed");
		expect(await unsubscribeAlert(sql, tokenOf(unsubscribeUrl))).toEqual({ state: "gone" });
		expect(await openAlertLink(sql, tokenOf(unsubscribeUrl))).toEqual({ state: "gone" });
		expect(await count(sql, "price_alerts where email = $1", [email])).toBe(0);
	});

	it("refuses the 21st request from one client in an hour, and stores and sends nothing for it", async () => {
		const clientKey = `busy-client-${kind}`;
		for (let i = 1; i <= 20; i++) {
			expect(await ask({ email: address(`flod${i}`), clientKey }), `request ${i}`).toMatchObject({ ok: true });
		}
		const before = await snapshot(sql);
		expect(await ask({ email: address("flod21"), clientKey })).toEqual({ ok: false, problem: "too-many-requests" });
		expect(await snapshot(sql)).toEqual(before);
		// Another client is not held back.
		expect(await ask({ email: address("flod21") })).toMatchObject({ ok: true });
	});

	it("refuses the 6th request for one address in an hour, from whichever clients", async () => {
		const email = address("popular");
		for (let i = 1; i <= 5; i++) expect(await ask({ email, target: String(40 + i) }), `request ${i}`).toMatchObject({ ok: true });
		// Asking again renewed the one unconfirmed alert, with a new link each time.
		expect(await alertsFor(sql, email)).toMatchObject([{ target: 45, confirmed: false }]);
		expect(mailsTo(email)).toHaveLength(5);
		const before = await snapshot(sql);
		expect(await ask({ email, target: "44" })).toEqual({ ok: false, problem: "too-many-requests" });
		expect(await ask({ email: email.toUpperCase(), target: "44" })).toEqual({ ok: false, problem: "too-many-requests" });
		expect(await snapshot(sql)).toEqual(before);
		expect(mailsTo(email)).toHaveLength(5);
	});

	it(`refuses an 11th alert for one address (${maxAlertsPerAddress} at most, pending or active)`, async () => {
		const email = address("samlare");
		const [product] = await sql.query<{ id: string }>("select id from products where slug = $1", [shop.slugs["SV-4"]]);
		// Ten alerts already (more than the hourly limit lets one ask for, so written here).
		for (let i = 0; i < maxAlertsPerAddress; i++) {
			await sql.query(
				`insert into price_alerts (email, product_id, locale, target_price, confirmed_at)
				 values ($1, $2, 'sv', 40, case when $3 then now() end)`,
				[email, product?.id, i % 2 === 0],
			);
		}
		const before = await snapshot(sql);
		expect(await ask({ email })).toEqual({ ok: false, problem: "too-many-alerts" });
		expect(await snapshot(sql)).toEqual(before);
		// An alert that has had its mail no longer counts.
		await sql.query("update price_alerts set sent_at = now() where id = (select min(id) from price_alerts where email = $1)", [
			email,
		]);
		expect(await ask({ email })).toMatchObject({ ok: true });
		expect(mailsTo(email)).toHaveLength(1);
	});

	it("a confirmation mail the server will not take now (451) stores nothing and says so", async () => {
		const email = address("trasig");
		refusals.set(email, putOff);
		try {
			const before = await snapshot(sql);
			expect(await ask({ email })).toEqual({ ok: false, problem: "mail-failed" });
			expect(await snapshot(sql)).toEqual(before);
			expect(await alertsFor(sql, email)).toEqual([]);
		} finally {
			refusals.delete(email);
		}
	});

	it("asking again renews the unconfirmed alert only once the new mail is out; a refused renewal changes nothing", async () => {
		const email = address("fornyad");
		expect(await ask({ email, target: "45" })).toMatchObject({ ok: true });
		const [first] = await alertsFor(sql, email);
		refusals.set(email, putOff);
		try {
			expect(await ask({ email, target: "40" })).toEqual({ ok: false, problem: "mail-failed" });
		} finally {
			refusals.delete(email);
		}
		expect(await alertsFor(sql, email)).toEqual([first]);
		expect(await ask({ email, target: "40" })).toMatchObject({ ok: true });
		const renewed = await alertsFor(sql, email);
		expect(renewed).toHaveLength(1);
		expect(renewed[0]).toMatchObject({ id: first?.id, target: 40 });
		expect(mailsTo(email)).toHaveLength(2);
	});

	it("an alert mail put off with 451 leaves the alert active, and a later run sends exactly one", async () => {
		const email = address("upptagen");
		await confirmedAlert(email, "SV-5", 55);
		refusals.set(email, putOff);
		try {
			shop.set("SV-5", 55);
			await importFeeds("sv");
			expect(mailsTo(email)).toHaveLength(1);
			expect(await lastRun(sql)).toMatchObject({ status: "succeeded", result: { due: 1, sent: 0, failed: 0, retrying: 1 } });
			expect(await alertsFor(sql, email)).toMatchObject([{ confirmed: true, sent: false, claimed: false }]);
			// The run queued its retry for later.
			expect(
				await count(sql, "jobs where kind = $1 and status = 'queued' and run_after > now() + interval '4 minutes'", [
					sendPriceAlertsKind,
				]),
			).toBe(1);
			// Still put off: still active.
			expect(await sendDuePriceAlerts(sql, { mailer, siteUrl })).toMatchObject({ due: 1, retrying: 1, sent: 0 });
		} finally {
			refusals.delete(email);
		}
		expect(await sendDuePriceAlerts(sql, { mailer, siteUrl })).toMatchObject({ due: 1, sent: 1 });
		expect(await sendDuePriceAlerts(sql, { mailer, siteUrl })).toMatchObject({ due: 0, sent: 0 });
		await importFeeds("sv");
		const mails = mailsTo(email);
		expect(mails).toHaveLength(2);
		expectPriceReachedMail(
			mails[1] as ParsedMail,
			{
				locale: "sv",
				name: shop.name("SV-5"),
				price: "55,00 SEK",
				target: "55,00 SEK",
				retailer,
				slug: shop.slugs["SV-5"] as string,
			},
			siteUrl,
		);
		expect(await alertsFor(sql, email)).toMatchObject([{ sent: true }]);
	});

	it("an alert confirmed when its price is already at its target gets its mail at once", async () => {
		const email = address("snabb");
		expect(await ask({ email, item: "SV-5", target: "54" })).toEqual({ ok: true, email });
		const { confirmUrl } = expectConfirmationMail(
			mailsTo(email)[0] as ParsedMail,
			{ locale: "sv", name: shop.name("SV-5"), target: sek(54) },
			siteUrl,
		);
		// The price reaches the target before the link is clicked: an unconfirmed alert gets nothing.
		shop.set("SV-5", 54);
		await importFeeds("sv");
		expect(mailsTo(email)).toHaveLength(1);
		// The confirmation's own sending run finds it.
		expect((await openAlertLink(sql, tokenOf(confirmUrl))).state).toBe("confirmed");
		await worker.drain();
		const mails = mailsTo(email);
		expect(mails).toHaveLength(2);
		expectPriceReachedMail(
			mails[1] as ParsedMail,
			{ locale: "sv", name: shop.name("SV-5"), price: sek(54), target: sek(54), retailer, slug: shop.slugs["SV-5"] as string },
			siteUrl,
		);
	});

	it("an alert mail refused for good (550) ends the alert", async () => {
		const email = address("finns-ej");
		await confirmedAlert(email, "SV-5", 53);
		refusals.set(email, refused);
		try {
			shop.set("SV-5", 53);
			await importFeeds("sv");
			expect(await lastRun(sql)).toMatchObject({ status: "succeeded", result: { due: 1, sent: 0, failed: 1, retrying: 0 } });
			expect(await alertsFor(sql, email)).toEqual([]);
			expect(await sendDuePriceAlerts(sql, { mailer, siteUrl })).toMatchObject({ due: 0 });
		} finally {
			refusals.delete(email);
		}
		expect(mailsTo(email)).toHaveLength(1);
	});

	it("two sending runs at once send each alert exactly once", async () => {
		const [product] = await sql.query<{ id: string }>("select id from products where slug = $1", [shop.slugs["SV-5"]]);
		// More than one batch (20) of alerts at their target.
		const emails = Array.from({ length: 30 }, (_, i) => address(`samtidig${i}`));
		for (const email of emails) {
			await sql.query(
				"insert into price_alerts (email, product_id, locale, target_price, confirmed_at) values ($1, $2, 'sv', 59, now())",
				[email, product?.id],
			);
		}
		const otherMailer = createMailer({ smtpUrl: smtp.url, outboxDir: path.join(tmpdir(), "gg-alerts-unused"), from });
		const runs = await Promise.all([
			sendDuePriceAlerts(sql, { mailer, siteUrl }),
			sendDuePriceAlerts(other.sql, { mailer: otherMailer, siteUrl }),
		]);
		otherMailer.close();
		expect(runs[0].sent + runs[1].sent).toBe(emails.length);
		expect(runs[0].failed + runs[1].failed + runs[0].retrying + runs[1].retrying).toBe(0);
		for (const email of emails) expect(mailsTo(email), email).toHaveLength(1);
		expect(await count(sql, "price_alerts where email like 'samtidig%' and sent_at is null")).toBe(0);
		expect(await sendDuePriceAlerts(sql, { mailer, siteUrl })).toMatchObject({ due: 0 });
	});
});

// =============================================================================================
// Through the running app over HTTP, on PostgreSQL.

const httpDatabaseUrl = await freshPostgresUrl();

describe.runIf(httpDatabaseUrl)("price alerts through the app on PostgreSQL", () => {
	const secret = "price-alerts-http-session-secret";
	const password = "price-alerts-http-password";
	const shop = new Shop("http");
	let app: RunningApp;
	let site = "";
	let db: Connection;
	let sql: SqlClient;
	let cookie = "";
	let clients = 0;
	const address = (name: string) => `${name}.http@example.se`;
	// The form's own texts (the page catalogue), and what the server words (problems, link pages).
	const sv = { ...messages.sv.alerts, ...svTexts };
	const nb = { ...messages.nb.alerts, ...nbTexts };

	/** A visitor's form post (behind the trusted proxy: each visitor its own address unless given). */
	function post(pathname: string, fields: Record<string, string>, client = `198.51.100.${++clients % 250}`) {
		return fetch(`${site}${pathname}`, {
			method: "POST",
			redirect: "manual",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site, "X-Forwarded-For": client },
			body: new URLSearchParams(fields),
		});
	}

	/** The product page's price alert form, filled in and sent. */
	async function askFor(item: string, fields: { email?: string; target?: string; website?: string }, client?: string) {
		const locale: Locale = item.startsWith("NB") ? "nb" : "sv";
		const response = await post(
			productPath(locale, shop.slugs[item] ?? item),
			{ email: address("kund"), target: "45", website: "", ...fields },
			client,
		);
		return { status: response.status, html: await response.text() };
	}

	/** No job due or running: the imports and sending runs the app's worker was given are done. */
	const jobsSettled = () =>
		eventually(
			async () => (await count(sql, "jobs where status = 'running' or (status = 'queued' and run_after <= now())")) === 0,
			30_000,
		);

	/** The admin's "Importera nu" for a feed, or for all feeds; then the worker's import and sending run. */
	async function importNow(feed: Locale | "all") {
		const fields: Record<string, string> =
			feed === "all" ? { intent: "import-all" } : { intent: "import-feed", feedId: shop.feedIds[feed] };
		const response = await fetch(`${site}/admin/feeds`, {
			method: "POST",
			redirect: "manual",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site, Cookie: cookie },
			body: new URLSearchParams(fields),
		});
		expect(response.status).toBe(302);
		expect(response.headers.get("location")).toMatch(/^\/admin\/jobs\/\d+$/);
		await jobsSettled();
	}

	/** The page a mail's link opens. */
	async function open(url: string, init?: RequestInit) {
		const response = await fetch(url, { redirect: "manual", ...init });
		return { status: response.status, html: await response.text(), headers: response.headers };
	}

	/** A mail client's RFC 8058 one-click unsubscribe. */
	const oneClick = (url: string) =>
		open(url, {
			method: "POST",
			headers: { "Content-Type": "application/x-www-form-urlencoded" },
			body: "List-Unsubscribe=One-Click",
		});

	beforeAll(async () => {
		db = await connect({ databaseUrl: httpDatabaseUrl, dataDir: "unused" });
		sql = db.sql;
		await migrate(sql);
		await shop.createFeeds(sql);
		const port = await freePort();
		site = `http://127.0.0.1:${port}`;
		app = await startApp(
			{
				DATABASE_URL: httpDatabaseUrl as string,
				SESSION_SECRET: secret,
				ADMIN_PASSWORD: password,
				SITE_URL: site,
				SMTP_URL: smtp.url,
				TRUST_PROXY: "true",
				SEED_DEMO: "false",
			},
			port,
		);
		cookie = await adminSessionCookie(site, password);
		await importNow("sv");
		await importNow("nb");
		await shop.readSlugs(sql);
	});
	afterAll(async () => {
		await app?.stop();
		await db?.close();
	});

	const main = { email: address("kund"), unsubscribeUrl: "" };

	it("the product page offers the form, with a target about 10 % below today's price", async () => {
		const response = await fetch(`${site}${productPath("sv", shop.slugs["SV-1"] as string)}`);
		expect(response.status).toBe(200);
		const html = await response.text();
		expect(html).toContain(`>${sv.heading}</h2>`);
		expect(html).toMatch(/<input[^>]*name="target"[^>]*value="27"/);
		expect(html).toMatch(/<input[^>]*name="website"/);
		expect(html).toContain(inHtml(fill(sv.targetHint, { price: "30,00 SEK" })));
	});

	it("subscribe, confirm by the mail's link, one mail when an import reaches the target, then nothing more", async () => {
		const before = await snapshot(sql);
		const asked = await askFor("SV-1", { email: main.email, target: "25" });
		expect(asked.status).toBe(200);
		expect(asked.html).toContain(sv.sentTitle);
		expect(asked.html).toContain(inHtml(fill(sv.sentText, { email: main.email })));
		expect(await count(sql, "price_alerts")).toBe(before.alerts + 1);
		expect(mailsTo(main.email)).toHaveLength(1);
		const { confirmUrl, unsubscribeUrl } = expectConfirmationMail(
			mailsTo(main.email)[0] as ParsedMail,
			{ locale: "sv", name: shop.name("SV-1"), target: "25,00 SEK" },
			site,
		);
		main.unsubscribeUrl = unsubscribeUrl;

		const confirmed = await open(confirmUrl);
		expect(confirmed.status).toBe(200);
		expect(confirmed.headers.get("cache-control")).toBe("private, no-store");
		expect(confirmed.headers.get("x-robots-tag")).toBe("noindex");
		expect(confirmed.html).toContain(sv.page.confirmedTitle);
		expect(confirmed.html).toContain(inHtml(fill(sv.page.confirmedText, { name: shop.name("SV-1"), target: "25,00 SEK" })));
		await jobsSettled();
		// Opened again (a second click, a link scanner): already active, nothing sent.
		const again = await open(confirmUrl);
		expect(again.status).toBe(200);
		expect(again.html).toContain(sv.page.alreadyConfirmedTitle);
		await jobsSettled();
		expect(mailsTo(main.email)).toHaveLength(1);

		shop.set("SV-1", 24.5);
		await importNow("sv");
		const mails = mailsTo(main.email);
		expect(mails).toHaveLength(2);
		const { productUrl } = expectPriceReachedMail(
			mails[1] as ParsedMail,
			{
				locale: "sv",
				name: shop.name("SV-1"),
				price: "24,50 SEK",
				target: "25,00 SEK",
				retailer,
				slug: shop.slugs["SV-1"] as string,
			},
			site,
		);
		const productPage = await open(productUrl);
		expect(productPage.status).toBe(200);
		expect(productPage.html).toContain(inHtml(shop.name("SV-1")));

		shop.set("SV-1", 20);
		await importNow("sv");
		await importNow("all");
		expect(mailsTo(main.email)).toHaveLength(2);
		expect(await lastRun(sql)).toMatchObject({ status: "succeeded", result: { due: 0, sent: 0 } });
	});

	it("one-click unsubscribe through the List-Unsubscribe address deletes the alert; a lower price sends nothing", async () => {
		const email = address("avslutar");
		expect((await askFor("SV-2", { email, target: "35" })).status).toBe(200);
		const [confirmation] = mailsTo(email);
		const { confirmUrl, unsubscribeUrl } = expectConfirmationMail(
			confirmation as ParsedMail,
			{ locale: "sv", name: shop.name("SV-2"), target: "35,00 SEK" },
			site,
		);
		expect((await open(confirmUrl)).status).toBe(200);
		await jobsSettled();
		expect(headerOf(confirmation as ParsedMail, "List-Unsubscribe")).toBe(`<${unsubscribeUrl}>`);

		// Opening the link shows the button and deletes nothing.
		const page = await open(unsubscribeUrl);
		expect(page.status).toBe(200);
		expect(page.html).toContain(sv.page.unsubscribeTitle);
		expect(page.html).toContain(inHtml(fill(sv.page.unsubscribeText, { name: shop.name("SV-2"), target: "35,00 SEK" })));
		expect(page.html).toContain(`>${sv.page.unsubscribeButton}</button>`);
		expect(await alertsFor(sql, email)).toMatchObject([{ confirmed: true }]);

		const unsubscribed = await oneClick(unsubscribeUrl);
		expect(unsubscribed.status).toBe(200);
		expect(unsubscribed.headers.get("cache-control")).toBe("private, no-store");
		expect(unsubscribed.html).toContain(sv.page.unsubscribedTitle);
		expect(unsubscribed.html).toContain(inHtml(sv.page.unsubscribedText));
		expect(await alertsFor(sql, email)).toEqual([]);

		// Replayed: gone.
		const replayed = await oneClick(unsubscribeUrl);
		expect(replayed.status).toBe(410);
		expect(replayed.html).toContain(sv.page.goneTitle);

		shop.set("SV-2", 30);
		await importNow("sv");
		expect(mailsTo(email)).toHaveLength(1);
	});

	it("the page's own unsubscribe button works the same (the main alert, already sent)", async () => {
		const page = await open(main.unsubscribeUrl);
		expect(page.status).toBe(200);
		const response = await post(new URL(main.unsubscribeUrl).pathname, { token: tokenOf(main.unsubscribeUrl) });
		expect(response.status).toBe(200);
		expect(await response.text()).toContain(sv.page.unsubscribedTitle);
		expect(await alertsFor(sql, main.email)).toEqual([]);
	});

	it("a Norwegian alert: Norwegian page answers and mails", async () => {
		const email = address("kunde").replace(".se", ".no");
		const asked = await askFor("NB-1", { email, target: "30" });
		expect(asked.status).toBe(200);
		expect(asked.html).toContain('<html lang="nb"');
		expect(asked.html).toContain(nb.sentTitle);
		expect(asked.html).toContain(inHtml(fill(nb.sentText, { email })));
		const { confirmUrl } = expectConfirmationMail(
			mailsTo(email)[0] as ParsedMail,
			{ locale: "nb", name: shop.name("NB-1"), target: "30,00 NOK" },
			site,
		);
		const confirmed = await open(confirmUrl);
		expect(confirmed.status).toBe(200);
		expect(confirmed.html).toContain(nb.page.confirmedTitle);
		await jobsSettled();

		shop.set("NB-1", 28);
		await importNow("all");
		const mails = mailsTo(email);
		expect(mails).toHaveLength(2);
		expectPriceReachedMail(
			mails[1] as ParsedMail,
			{
				locale: "nb",
				name: shop.name("NB-1"),
				price: "28,00 NOK",
				target: "30,00 NOK",
				retailer,
				slug: shop.slugs["NB-1"] as string,
			},
			site,
		);
	});

	it.each([
		["an invalid address", "SV-4", { email: "kund(at)example.se" }, 400, sv.problems["invalid-email"]],
		["an invalid address, in Norwegian", "NB-1", { email: "kunde@" }, 400, nb.problems["invalid-email"]],
		["a negative target", "SV-4", { target: "-5" }, 400, sv.problems["invalid-target"]],
		["a zero target", "SV-4", { target: "0" }, 400, sv.problems["invalid-target"]],
		["an absurd target", "SV-4", { target: "1e9" }, 400, sv.problems["invalid-target"]],
		["a garbage target", "SV-4", { target: "abc" }, 400, sv.problems["invalid-target"]],
		["a garbage target, in Norwegian", "NB-1", { target: "tretti" }, 400, nb.problems["invalid-target"]],
		["a target at today's price", "SV-4", { target: "50" }, 400, fill(sv.problems["target-not-below"], { price: "50,00 SEK" })],
		[
			"a target above today's price",
			"SV-4",
			{ target: "99,90" },
			400,
			fill(sv.problems["target-not-below"], { price: "50,00 SEK" }),
		],
		["a sold-out product", "SV-3", { target: "10" }, 409, sv.problems.unavailable],
		["the honeypot filled in", "SV-4", { website: "https://spam.example" }, 400, sv.problems["honeypot-filled"]],
		["an unknown product", "finns-inte", {}, 404, messages.sv.notFound.title],
	])("%s: the localised answer, status and nothing stored or sent", async (_, item, fields, status, text) => {
		const before = await snapshot(sql);
		const requests = await count(sql, "price_alert_requests");
		const answer = await askFor(item, { email: address("felaktig"), ...fields });
		expect(answer.status).toBe(status);
		expect(answer.html).toContain(inHtml(text));
		expect(await snapshot(sql)).toEqual(before);
		expect(await count(sql, "price_alert_requests")).toBe(requests);
	});

	it("forged, expired, unknown and replayed links: their pages and statuses, nothing changed or sent", async () => {
		const email = address("lankar");
		expect((await askFor("SV-4", { email, target: "45" })).status).toBe(200);
		const { confirmUrl, unsubscribeUrl } = expectConfirmationMail(
			mailsTo(email)[0] as ParsedMail,
			{ locale: "sv", name: shop.name("SV-4"), target: "45,00 SEK" },
			site,
		);
		const token = tokenOf(confirmUrl);
		const [id, , expires, signature] = token.split(".") as [string, string, string, string];
		const page = (locale: Locale, value: string) => `${site}${alertPagePath[locale]}?token=${encodeURIComponent(value)}`;
		const before = await snapshot(sql);
		const cases: [string, number, string][] = [
			[
				page("sv", `${id}.c.${expires}.${signature.slice(0, -1)}${signature.at(-1) === "A" ? "B" : "A"}`),
				400,
				sv.page.invalidTitle,
			],
			[page("sv", `${Number(id) + 1}.c.${expires}.${signature}`), 400, sv.page.invalidTitle],
			[page("sv", token.slice(0, -5)), 400, sv.page.invalidTitle],
			[`${site}${alertPagePath.sv}`, 400, sv.page.invalidTitle],
			[page("nb", "nonsens"), 400, nb.page.invalidTitle],
			[
				page("sv", alertToken(Number(id), "confirm", { secret, now: new Date(Date.now() - 49 * 3_600_000) })),
				410,
				sv.page.expiredTitle,
			],
			[page("sv", alertToken(987_654, "confirm", { secret })), 410, sv.page.goneTitle],
			[page("sv", alertToken(Number(id), "confirm", { secret: "not-the-apps-secret-at-all" })), 400, sv.page.invalidTitle],
		];
		for (const [url, status, title] of cases) {
			const answer = await open(url);
			expect(answer.status, url).toBe(status);
			expect(answer.html, url).toContain(title);
		}
		await jobsSettled();
		expect(await snapshot(sql)).toEqual(before);
		expect(await alertsFor(sql, email)).toMatchObject([{ confirmed: false }]);

		// Confirmed, then replayed: the same answer as a second click, nothing sent.
		expect((await open(confirmUrl)).html).toContain(sv.page.confirmedTitle);
		const replayed = await open(confirmUrl);
		expect(replayed.status).toBe(200);
		expect(replayed.html).toContain(sv.page.alreadyConfirmedTitle);
		await jobsSettled();
		expect(mailsTo(email)).toHaveLength(1);
		// Unsubscribed, then replayed: gone, and the confirmation link with it.
		expect((await oneClick(unsubscribeUrl)).status).toBe(200);
		const gone = await oneClick(unsubscribeUrl);
		expect(gone.status).toBe(410);
		expect(gone.html).toContain(sv.page.goneTitle);
		const confirmGone = await open(confirmUrl);
		expect(confirmGone.status).toBe(410);
		expect(confirmGone.html).toContain(sv.page.goneTitle);
		expect(mailsTo(email)).toHaveLength(1);
	});

	it("a confirmation link posted to (as if it were the unsubscribe link) is refused and confirms nothing", async () => {
		const email = address("postad");
		expect((await askFor("SV-4", { email, target: "45" })).status).toBe(200);
		const { confirmUrl } = expectConfirmationMail(
			mailsTo(email)[0] as ParsedMail,
			{ locale: "sv", name: shop.name("SV-4"), target: sek(45) },
			site,
		);
		const before = await snapshot(sql);
		const posted = await oneClick(confirmUrl);
		expect(posted.status).toBe(400);
		expect(posted.html).toContain(sv.page.invalidTitle);
		await jobsSettled();
		expect(await alertsFor(sql, email)).toMatchObject([{ confirmed: false }]);
		expect(await snapshot(sql)).toEqual(before);
	});

	it("too many requests: the 21st from one client and the 6th for one address get 429", async () => {
		const client = "203.0.113.21";
		for (let i = 1; i <= 20; i++) {
			expect((await askFor("SV-4", { email: address(`flod${i}`) }, client)).status, `request ${i}`).toBe(200);
		}
		let before = await snapshot(sql);
		const refusedClient = await askFor("SV-4", { email: address("flod21") }, client);
		expect(refusedClient.status).toBe(429);
		expect(refusedClient.html).toContain(inHtml(sv.problems["too-many-requests"]));
		expect(await snapshot(sql)).toEqual(before);

		const email = address("popular");
		for (let i = 1; i <= 5; i++)
			expect((await askFor("SV-4", { email }, `203.0.113.${100 + i}`)).status, `request ${i}`).toBe(200);
		before = await snapshot(sql);
		const refusedAddress = await askFor("SV-4", { email }, "203.0.113.106");
		expect(refusedAddress.status).toBe(429);
		expect(refusedAddress.html).toContain(inHtml(sv.problems["too-many-requests"]));
		expect(await snapshot(sql)).toEqual(before);
		expect(mailsTo(email)).toHaveLength(5);
	});

	it(`too many alerts: the ${maxAlertsPerAddress + 1}th for one address gets 409`, async () => {
		const email = address("samlare");
		const [product] = await sql.query<{ id: string }>("select id from products where slug = $1", [shop.slugs["SV-4"]]);
		for (let i = 0; i < maxAlertsPerAddress; i++) {
			await sql.query("insert into price_alerts (email, product_id, locale, target_price) values ($1, $2, 'sv', 40)", [
				email,
				product?.id,
			]);
		}
		const before = await snapshot(sql);
		const answer = await askFor("SV-4", { email });
		expect(answer.status).toBe(409);
		expect(answer.html).toContain(inHtml(fill(sv.problems["too-many-alerts"], { max: maxAlertsPerAddress })));
		expect(await snapshot(sql)).toEqual(before);
	});

	it("a confirmation mail the server will not take now: 503, nothing stored", async () => {
		const email = address("trasig");
		refusals.set(email, putOff);
		try {
			const before = await snapshot(sql);
			const answer = await askFor("SV-4", { email });
			expect(answer.status).toBe(503);
			expect(answer.html).toContain(inHtml(sv.problems["mail-failed"]));
			expect(await snapshot(sql)).toEqual(before);
		} finally {
			refusals.delete(email);
		}
	});
});
