// Price alerts (ADR 028), accepted end to end with real mail, on each database (PGlite in-process,
// and the harness's PostgreSQL server): the domain functions the routes call run the whole life of
// an alert — asked for (sv and nb), confirmed through the link in its mail, the price reached by an
// import with the app's own job (which starts the sending run), exactly one alert mail, nothing
// after; one-click unsubscribe; every bad request, forged or replayed link and limit storing and
// sending nothing; a mail server that puts a mail off (451) or refuses it for good (550); two sending
// runs at once. And what nobody else can steer (ADR 034): each request is an alert of its own whose
// link confirms its own mail's target and language; requests nobody confirms never count towards
// the maximum, which holds at confirmation too; expired requests are pruned; a client is its
// network (an IPv6 /64, an IPv4-mapped address as IPv4). The world they run in:
// tests/support/price-alert-fixtures.ts.
import { tmpdir } from "node:os";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAlertLink, unsubscribeAlert } from "~/.server/alerts/alert-links";
import { alertToken } from "~/.server/alerts/alert-token";
import { type AlertRequest, maxAlertsPerAddress, requestPriceAlert } from "~/.server/alerts/request-alert";
import { sendDuePriceAlerts, sendPriceAlertsJob } from "~/.server/alerts/send-price-alerts";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import type { Db } from "~/.server/db/handle";
import { migrate } from "~/.server/db/migrate";
import { jobHandlers } from "~/.server/jobs/handlers";
import { enqueueJob } from "~/.server/jobs/queue";
import { JobWorker } from "~/.server/jobs/worker";
import { createMailer, type Mailer } from "~/.server/mail";
import { pruneOldData } from "~/.server/retention/prune-old-data";
import type { Locale } from "~/i18n/locales";
import {
	activeAlerts,
	alertsFor,
	count,
	expectConfirmationMail,
	expectPriceReachedMail,
	from,
	lastRun,
	mailsTo,
	moreProducts,
	putOff,
	refusals,
	refused,
	retailer,
	Shop,
	sek,
	senderRefusal,
	senderRefused,
	siteUrl,
	smtp,
	snapshot,
	tokenOf,
} from "../support/price-alert-fixtures";
import { databaseKinds, twoConnections } from "../support/two-connections";

describe.each(databaseKinds())("price alerts on %s", (kind) => {
	let connection: Connection;
	let other: Connection;
	let db: Db;
	let worker: JobWorker;
	const shop = new Shop(kind);
	const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: path.join(tmpdir(), "gg-alerts-unused"), from });
	const address = (name: string) => `${name}.${kind}@example.se`;
	let clients = 0;

	/** A request as the product page's action makes it, from a new client unless one is given. */
	const ask = (fields: Partial<AlertRequest> & { item?: string }) => {
		const { item = "SV-4", ...rest } = fields;
		return requestPriceAlert(
			db,
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
		for (const locale of locales) await enqueueJob(db, { kind: "import-feed", payload: { feedId: shop.feedIds[locale] } });
		await worker.drain();
	}

	/** Confirmed Swedish alerts for SV-5 at 59 kr, stored straight away (no mails); returns their addresses. */
	async function confirmedAlertsAt59(names: string[]): Promise<string[]> {
		const [product] = await db.query<{ id: string }>("select id from products where slug = $1", [shop.slugs["SV-5"]]);
		const emails = names.map(address);
		for (const email of emails) {
			await db.query(
				"insert into price_alerts (email, product_id, locale, target_price, confirmed_at) values ($1, $2, 'sv', 59, now())",
				[email, product?.id],
			);
		}
		return emails;
	}

	/** The "price reached" mail for SV-5 at `price`, which is also the alert's target. */
	const expectReachedAt = (mail: ParsedMail, price: number) =>
		expectPriceReachedMail(
			mail,
			{
				locale: "sv",
				name: shop.name("SV-5"),
				price: sek(price),
				target: sek(price),
				retailer,
				slug: shop.slugs["SV-5"] as string,
			},
			siteUrl,
		);

	/** Asks for a Swedish alert and confirms it through the link in its mail; returns the alert's links. */
	async function confirmedAlert(email: string, item: string, target: number) {
		expect(await ask({ email, item, target: String(target).replace(".", ",") })).toEqual({ ok: true, email });
		const mail = mailsTo(email).at(-1) as ParsedMail;
		const { confirmUrl, unsubscribeUrl } = expectConfirmationMail(
			mail,
			{ locale: "sv", name: shop.name(item), target: sek(target) },
			siteUrl,
		);
		expect((await openAlertLink(db, tokenOf(confirmUrl))).state).toBe("confirmed");
		await worker.drain();
		return { confirmUrl, unsubscribeUrl };
	}

	beforeAll(async () => {
		[connection, other] = await twoConnections(kind);
		db = connection.db;
		await migrate(db);
		setReadyConnection(connection);
		worker = new JobWorker(db, jobHandlers);
		await shop.createFeeds(db);
		await importFeeds("sv", "nb");
		await shop.readSlugs(db);
	});
	afterAll(async () => {
		mailer.close();
		if (other !== connection) await other?.close();
		await connection?.close();
	});

	const main = { email: "", confirmUrl: "", unsubscribeUrl: "" };

	it("a request stores the alert unconfirmed and sends exactly one confirmation mail, in Swedish", async () => {
		main.email = address("kund");
		const before = await snapshot(db);
		// As typed: spaces around, capitals.
		const result = await ask({ item: "SV-1", email: `  ${main.email.toUpperCase()} `, target: "25", clientKey: "203.0.113.7" });
		expect(result).toEqual({ ok: true, email: main.email });
		expect(await alertsFor(db, main.email)).toMatchObject([
			{ email: main.email, locale: "sv", target: 25, confirmed: false, sent: false },
		]);
		// The limits tell the address and the client apart without keeping either.
		const kept = JSON.stringify(await db.query("select client_key, address_key from price_alert_requests"));
		expect(kept).not.toContain(main.email);
		expect(kept).not.toContain("203.0.113.7");
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
		const outcome = await openAlertLink(db, tokenOf(main.confirmUrl));
		expect(outcome).toEqual({
			state: "confirmed",
			alert: { productName: shop.name("SV-1"), productSlug: shop.slugs["SV-1"], locale: "sv", targetPrice: 25, currency: "SEK" },
		});
		// The confirmation queued a sending run; the price (30) is above the target.
		await worker.drain();
		expect(await lastRun(db)).toMatchObject({ status: "succeeded", result: { due: 0, sent: 0 } });
		const [confirmed] = await db.query<{ at: string }>("select confirmed_at::text as at from price_alerts where email = $1", [
			main.email,
		]);
		expect((await openAlertLink(db, tokenOf(main.confirmUrl))).state).toBe("already-confirmed");
		await worker.drain();
		const [again] = await db.query<{ at: string }>("select confirmed_at::text as at from price_alerts where email = $1", [
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
		expect(await lastRun(db)).toMatchObject({ status: "succeeded", result: { due: 1, sent: 1, failed: 0, retrying: 0 } });
		expect(await alertsFor(db, main.email)).toMatchObject([{ confirmed: true, sent: true, claimed: false }]);

		// Lower still, and another run: the alert has had its one mail.
		shop.set("SV-1", 22.9);
		await importFeeds("sv", "nb");
		await sendDuePriceAlerts(db, { mailer, siteUrl });
		expect(mailsTo(main.email)).toHaveLength(2);
		expect(await lastRun(db)).toMatchObject({ result: { due: 0, sent: 0 } });
	});

	it("one-click unsubscribe deletes the alert, and a lower price then sends nothing", async () => {
		const email = address("avslutar");
		const { confirmUrl, unsubscribeUrl } = await confirmedAlert(email, "SV-2", 35);
		const token = tokenOf(unsubscribeUrl);
		// Opening the link (a GET, as a link scanner does) only asks.
		const opened = await openAlertLink(db, token);
		expect(opened).toMatchObject({ state: "unsubscribe", alert: { productName: shop.name("SV-2"), targetPrice: 35 } });
		// The confirmation link cannot unsubscribe.
		expect(await unsubscribeAlert(db, tokenOf(confirmUrl))).toEqual({ state: "invalid" });
		expect(await alertsFor(db, email)).toHaveLength(1);

		expect(await unsubscribeAlert(db, token)).toMatchObject({
			state: "unsubscribed",
			alert: { productName: shop.name("SV-2") },
		});
		expect(await alertsFor(db, email)).toEqual([]);
		// Replayed: the alert is gone, and so is the confirmation's use.
		expect(await unsubscribeAlert(db, token)).toEqual({ state: "gone" });
		expect(await openAlertLink(db, tokenOf(confirmUrl))).toEqual({ state: "gone" });

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
		expect(await openAlertLink(db, tokenOf(confirmUrl))).toMatchObject({
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
		["an absurd target", { target: "12345678" }, { problem: "target-too-large", field: "target", currency: "SEK" }],
		["a target in exponent notation", { target: "1e9" }, { problem: "target-not-a-number", field: "target" }],
		["a garbage target", { target: "abc" }, { problem: "target-not-a-number", field: "target" }],
		["a target with three decimals", { target: "12,345" }, { problem: "target-too-precise", field: "target" }],
		// Read as the lists' price filters read it, then refused for what it is: above today's price.
		["a target in thousands", { target: "1 000" }, { problem: "target-not-below", field: "target", price: 50 }],
		["a target at today's price", { target: "50" }, { problem: "target-not-below", field: "target", price: 50, currency: "SEK" }],
		["a target above today's price", { target: "50,01" }, { problem: "target-not-below", price: 50 }],
		["an unknown product", { productSlug: "finns-inte" }, { problem: "unknown-product" }],
		["a Swedish product asked for in Norwegian", { locale: "nb" as const }, { problem: "unknown-product" }],
		["a sold-out product", { item: "SV-3", target: "10" }, { problem: "unavailable" }],
		["the honeypot filled in", { honeypot: "https://spam.example" }, { problem: "honeypot-filled" }],
	] as const)("%s stores and sends nothing", async (_, fields, expected) => {
		const before = await snapshot(db);
		const requests = await count(db, "price_alert_requests");
		const result = await ask({ email: address("felaktig"), ...fields });
		expect(result).toMatchObject({ ok: false, ...expected });
		expect(await snapshot(db)).toEqual(before);
		// Nor does a refused request count towards the limits.
		expect(await count(db, "price_alert_requests")).toBe(requests);
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
		const before = await snapshot(db);
		const refusedLinks: [string, string][] = [
			[`${id}.c.${expires}.${signature.slice(0, -1)}${last}`, "invalid"],
			[`${Number(id) + 1}.c.${expires}.${signature}`, "invalid"],
			[`${id}.c.${Number(expires) + 86_400}.${signature}`, "invalid"],
			[alertToken(Number(id), "confirm", { secrets: ["someone-elses-secret-entirely"] }), "invalid"],
			[token.slice(0, -3), "invalid"],
			["", "invalid"],
			[alertToken(Number(id), "confirm", { now: new Date(Date.now() - 49 * 3_600_000) }), "expired"],
			[alertToken(987_654, "confirm"), "gone"],
		];
		for (const [link, state] of refusedLinks) expect(await openAlertLink(db, link), link).toEqual({ state });
		for (const [link, state] of refusedLinks) {
			// The same through the unsubscribe post; a confirmation token there is invalid, valid or not.
			expect(await unsubscribeAlert(db, link), link).toEqual({ state: state === "gone" ? "invalid" : state });
		}
		expect(await unsubscribeAlert(db, token)).toEqual({ state: "invalid" });
		expect(await snapshot(db)).toEqual(before);
		expect(await alertsFor(db, email)).toMatchObject([{ confirmed: false }]);

		expect((await openAlertLink(db, token)).state).toBe("confirmed");
		expect((await openAlertLink(db, token)).state).toBe("already-confirmed");
		await worker.drain();
		expect(mailsTo(email)).toHaveLength(1);
		expect((await unsubscribeAlert(db, tokenOf(unsubscribeUrl))).state).toBe("unsubscribed");
		expect(await unsubscribeAlert(db, tokenOf(unsubscribeUrl))).toEqual({ state: "gone" });
		expect(await openAlertLink(db, tokenOf(unsubscribeUrl))).toEqual({ state: "gone" });
		expect(await count(db, "price_alerts where email = $1", [email])).toBe(0);
	});

	it("refuses the 21st request from one client in an hour, and stores and sends nothing for it", async () => {
		const clientKey = `busy-client-${kind}`;
		for (let i = 1; i <= 20; i++) {
			expect(await ask({ email: address(`flod${i}`), clientKey }), `request ${i}`).toMatchObject({ ok: true });
		}
		const before = await snapshot(db);
		expect(await ask({ email: address("flod21"), clientKey })).toEqual({ ok: false, problem: "too-many-requests" });
		expect(await snapshot(db)).toEqual(before);
		// Another client is not held back.
		expect(await ask({ email: address("flod21") })).toMatchObject({ ok: true });
	});

	it("refuses the 6th request for one address in an hour, from whichever clients", async () => {
		const email = address("popular");
		for (let i = 1; i <= 5; i++) expect(await ask({ email, target: String(40 + i) }), `request ${i}`).toMatchObject({ ok: true });
		// Each request is an alert of its own, with its own mail.
		expect((await alertsFor(db, email)).map((a) => [a.target, a.confirmed])).toEqual([
			[41, false],
			[42, false],
			[43, false],
			[44, false],
			[45, false],
		]);
		expect(mailsTo(email)).toHaveLength(5);
		const before = await snapshot(db);
		expect(await ask({ email, target: "44" })).toEqual({ ok: false, problem: "too-many-requests" });
		expect(await ask({ email: email.toUpperCase(), target: "44" })).toEqual({ ok: false, problem: "too-many-requests" });
		expect(await snapshot(db)).toEqual(before);
		expect(mailsTo(email)).toHaveLength(5);
	});

	it(`refuses an ${maxAlertsPerAddress + 1}th active alert for one address; requests nobody confirmed never count`, async () => {
		const email = address("samlare");
		const products = await moreProducts(db, kind, maxAlertsPerAddress + 1);
		// Ten requests nobody confirmed (someone typing another's address): they block nothing.
		for (const productId of products.slice(0, maxAlertsPerAddress)) {
			await db.query("insert into price_alerts (email, product_id, locale, target_price) values ($1, $2, 'sv', 40)", [
				email,
				productId,
			]);
		}
		expect(await ask({ email })).toMatchObject({ ok: true });
		const [waiting] = mailsTo(email);
		const pendingLink = expectConfirmationMail(
			waiting as ParsedMail,
			{ locale: "sv", name: shop.name("SV-4"), target: sek(45) },
			siteUrl,
		);

		// Ten active alerts for other products: the next request is refused, and stores and sends nothing.
		await db.query("delete from price_alerts where email = $1 and id < (select max(id) from price_alerts where email = $1)", [
			email,
		]);
		await activeAlerts(db, email, products.slice(0, maxAlertsPerAddress));
		const before = await snapshot(db);
		expect(await ask({ email })).toEqual({ ok: false, problem: "too-many-alerts" });
		expect(await snapshot(db)).toEqual(before);
		// Another alert for a product the address already watches replaces that one: not refused.
		const [watched] = await db.query<{ slug: string }>("select slug from products where id = $1", [products[0]]);
		const again = await requestPriceAlert(
			db,
			{ locale: "sv", productSlug: watched?.slug as string, email, target: "50", honeypot: "", clientKey: `client-${++clients}` },
			{ mailer, siteUrl },
		);
		expect(again).toMatchObject({ ok: true });
		const replacing = expectConfirmationMail(
			mailsTo(email).at(-1) as ParsedMail,
			{ locale: "sv", name: `Larmextra ${kind} 1`, target: sek(50) },
			siteUrl,
		);
		expect(await openAlertLink(db, tokenOf(replacing.confirmUrl))).toMatchObject({
			state: "confirmed",
			alert: { targetPrice: 50 },
		});
		expect(await count(db, "price_alerts where email = $1 and confirmed_at is not null and sent_at is null", [email])).toBe(
			maxAlertsPerAddress,
		);

		// A link asked for before the address reached its maximum confirms nothing while it is reached.
		const limited = await snapshot(db);
		expect(await openAlertLink(db, tokenOf(pendingLink.confirmUrl))).toMatchObject({
			state: "limit-reached",
			alert: { productName: shop.name("SV-4"), targetPrice: 45 },
		});
		expect(await snapshot(db)).toEqual(limited);
		// An alert that has had its mail no longer counts: the same link now confirms.
		await db.query(
			"update price_alerts set sent_at = now() where id = (select min(id) from price_alerts where email = $1 and confirmed_at is not null)",
			[email],
		);
		expect(await openAlertLink(db, tokenOf(pendingLink.confirmUrl))).toMatchObject({ state: "confirmed" });
		await worker.drain();
		expect(await count(db, "price_alerts where email = $1 and confirmed_at is not null and sent_at is null", [email])).toBe(
			maxAlertsPerAddress,
		);
	});

	it("counts a client by its network: an IPv6 client by its /64, an IPv4-mapped address as the IPv4 address", async () => {
		const network = kind === "pglite" ? "2001:db8:1:2" : "2001:db8:1:3";
		for (let i = 1; i <= 20; i++) {
			// A fresh address of the /64 for every request, as a visitor with a /64 can take.
			const clientKey = `${network}:${i.toString(16)}:0:0:${(i * 7).toString(16)}`;
			expect(await ask({ email: address(`natet${i}`), clientKey }), clientKey).toMatchObject({ ok: true });
		}
		const before = await snapshot(db);
		expect(await ask({ email: address("natet21"), clientKey: `${network}:ffff:ffff:ffff:ffff` })).toEqual({
			ok: false,
			problem: "too-many-requests",
		});
		expect(await ask({ email: address("natet21"), clientKey: `${network.replace(/:(\w+)$/, ":0$1")}::1` })).toEqual({
			ok: false,
			problem: "too-many-requests",
		});
		expect(await snapshot(db)).toEqual(before);
		// The next /64 is someone else.
		expect(await ask({ email: address("natet21"), clientKey: `${network}0::1` })).toMatchObject({ ok: true });

		// 203.0.113.x as a dual-stack socket reports it, and as it is: one client.
		const ipv4 = kind === "pglite" ? "203.0.113.80" : "203.0.113.81";
		for (let i = 1; i <= 20; i++) {
			const clientKey = i % 2 === 0 ? ipv4 : `::ffff:${ipv4}`;
			expect(await ask({ email: address(`fyra${i}`), clientKey }), clientKey).toMatchObject({ ok: true });
		}
		expect(await ask({ email: address("fyra21"), clientKey: ipv4 })).toEqual({ ok: false, problem: "too-many-requests" });
		expect(await ask({ email: address("fyra21"), clientKey: `::FFFF:${ipv4}` })).toEqual({
			ok: false,
			problem: "too-many-requests",
		});
		// IPv4 addresses are not grouped: the neighbour is another client.
		expect(await ask({ email: address("fyra21"), clientKey: ipv4.replace(/\d+$/, "82") })).toMatchObject({ ok: true });
	});

	it("a confirmation mail the server will not take now (451) stores nothing and says so", async () => {
		const email = address("trasig");
		refusals.set(email, putOff);
		try {
			const before = await snapshot(db);
			expect(await ask({ email })).toEqual({ ok: false, problem: "mail-failed" });
			expect(await snapshot(db)).toEqual(before);
			expect(await alertsFor(db, email)).toEqual([]);
		} finally {
			refusals.delete(email);
		}
	});

	it("two requests with different targets for one address and product: two mails, each link confirms its own target", async () => {
		const email = address("tva-mal");
		const confirmation = (target: number) =>
			expectConfirmationMail(
				mailsTo(email).at(-1) as ParsedMail,
				{ locale: "sv", name: shop.name("SV-4"), target: sek(target) },
				siteUrl,
			);
		expect(await ask({ email, target: "45" })).toMatchObject({ ok: true });
		const first = confirmation(45);
		// Someone else asks for the same address and product with another target.
		expect(await ask({ email, target: "1" })).toMatchObject({ ok: true });
		const second = confirmation(1);
		// A request whose mail does not go out leaves the others as they were.
		const before = await alertsFor(db, email);
		refusals.set(email, putOff);
		try {
			expect(await ask({ email, target: "30" })).toEqual({ ok: false, problem: "mail-failed" });
		} finally {
			refusals.delete(email);
		}
		expect(await alertsFor(db, email)).toEqual(before);
		expect(before.map((a) => [a.target, a.confirmed])).toEqual([
			[45, false],
			[1, false],
		]);
		expect(mailsTo(email)).toHaveLength(2);
		expect(first.confirmUrl).not.toBe(second.confirmUrl);
		expect(first.unsubscribeUrl).not.toBe(second.unsubscribeUrl);

		// The first mail's link confirms the first mail's target, not the newer one.
		expect(await openAlertLink(db, tokenOf(first.confirmUrl))).toMatchObject({ state: "confirmed", alert: { targetPrice: 45 } });
		expect((await alertsFor(db, email)).map((a) => [a.target, a.confirmed])).toEqual([
			[45, true],
			[1, false],
		]);
		// The second mail's link confirms its own, which replaces the first for the product.
		expect(await openAlertLink(db, tokenOf(second.confirmUrl))).toMatchObject({ state: "confirmed", alert: { targetPrice: 1 } });
		expect((await alertsFor(db, email)).map((a) => [a.target, a.confirmed])).toEqual([[1, true]]);
		expect(await openAlertLink(db, tokenOf(first.confirmUrl))).toEqual({ state: "gone" });
		expect(await unsubscribeAlert(db, tokenOf(first.unsubscribeUrl))).toEqual({ state: "gone" });
		await worker.drain();
		expect(mailsTo(email)).toHaveLength(2);
		expect((await unsubscribeAlert(db, tokenOf(second.unsubscribeUrl))).state).toBe("unsubscribed");
	});

	it("a Norwegian request and a Swedish one for one address: each link confirms its mail's language", async () => {
		const email = address("tva-sprak");
		expect(await ask({ email, item: "SV-4", target: "44" })).toMatchObject({ ok: true });
		expect(await ask({ email, item: "NB-1", locale: "nb", target: "25" })).toMatchObject({ ok: true });
		const [swedish, norwegian] = mailsTo(email) as [ParsedMail, ParsedMail];
		const sv = expectConfirmationMail(swedish, { locale: "sv", name: shop.name("SV-4"), target: sek(44) }, siteUrl);
		const nb = expectConfirmationMail(norwegian, { locale: "nb", name: shop.name("NB-1"), target: "25,00 NOK" }, siteUrl);
		expect(await openAlertLink(db, tokenOf(nb.confirmUrl))).toMatchObject({
			state: "confirmed",
			alert: { locale: "nb", targetPrice: 25, currency: "NOK" },
		});
		expect(await openAlertLink(db, tokenOf(sv.confirmUrl))).toMatchObject({
			state: "confirmed",
			alert: { locale: "sv", targetPrice: 44, currency: "SEK" },
		});
		expect((await alertsFor(db, email)).map((a) => [a.locale, a.target, a.confirmed])).toEqual([
			["sv", 44, true],
			["nb", 25, true],
		]);
		await worker.drain();
	});

	it("an unconfirmed alert is pruned once its link has expired (48 hours); one still within them stays", async () => {
		const email = address("glomd");
		expect(await ask({ email, target: "45" })).toMatchObject({ ok: true });
		expect(await ask({ email, target: "44" })).toMatchObject({ ok: true });
		const [expired, waiting] = await alertsFor(db, email);
		await db.query("update price_alerts set created_at = now() - interval '49 hours' where id = $1", [expired?.id]);
		await db.query("update price_alerts set created_at = now() - interval '47 hours' where id = $1", [waiting?.id]);
		expect((await pruneOldData(db)).expiredAlerts).toBe(1);
		expect((await alertsFor(db, email)).map((a) => a.id)).toEqual([waiting?.id]);
		// The sending run forgets them too.
		await db.query("update price_alerts set created_at = now() - interval '49 hours' where id = $1", [waiting?.id]);
		await sendDuePriceAlerts(db, { mailer, siteUrl });
		expect(await alertsFor(db, email)).toEqual([]);
	});

	it("an alert mail put off with 451 leaves the alert active, and a later run sends exactly one", async () => {
		const email = address("upptagen");
		await confirmedAlert(email, "SV-5", 55);
		refusals.set(email, putOff);
		try {
			shop.set("SV-5", 55);
			await importFeeds("sv");
			expect(mailsTo(email)).toHaveLength(1);
			expect(await lastRun(db)).toMatchObject({ status: "succeeded", result: { due: 1, sent: 0, failed: 0, retrying: 1 } });
			expect(await alertsFor(db, email)).toMatchObject([{ confirmed: true, sent: false, claimed: false }]);
			// The run queued its retry for later.
			expect(
				await count(db, "jobs where kind = $1 and status = 'queued' and run_after > now() + interval '4 minutes'", [
					sendPriceAlertsJob.kind,
				]),
			).toBe(1);
			// Still put off: still active.
			expect(await sendDuePriceAlerts(db, { mailer, siteUrl })).toMatchObject({ due: 1, retrying: 1, sent: 0 });
		} finally {
			refusals.delete(email);
		}
		expect(await sendDuePriceAlerts(db, { mailer, siteUrl })).toMatchObject({ due: 1, sent: 1 });
		expect(await sendDuePriceAlerts(db, { mailer, siteUrl })).toMatchObject({ due: 0, sent: 0 });
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
		expect(await alertsFor(db, email)).toMatchObject([{ sent: true }]);
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
		expect((await openAlertLink(db, tokenOf(confirmUrl))).state).toBe("confirmed");
		await worker.drain();
		const mails = mailsTo(email);
		expect(mails).toHaveLength(2);
		expectReachedAt(mails[1] as ParsedMail, 54);
	});

	it("an alert mail refused for good (550) ends the alert", async () => {
		const email = address("finns-ej");
		await confirmedAlert(email, "SV-5", 53);
		refusals.set(email, refused);
		try {
			shop.set("SV-5", 53);
			await importFeeds("sv");
			expect(await lastRun(db)).toMatchObject({ status: "succeeded", result: { due: 1, sent: 0, failed: 1, retrying: 0 } });
			expect(await alertsFor(db, email)).toEqual([]);
			expect(await sendDuePriceAlerts(db, { mailer, siteUrl })).toMatchObject({ due: 0 });
		} finally {
			refusals.delete(email);
		}
		expect(mailsTo(email)).toHaveLength(1);
	});

	it("a relay refusing our sender (553) ends no alert: each is mailed once it takes the sender again", async () => {
		const emails = [address("avsandare-1"), address("avsandare-2")];
		for (const email of emails) await confirmedAlert(email, "SV-5", 52);
		senderRefusal.reply = senderRefused;
		try {
			shop.set("SV-5", 52);
			await importFeeds("sv");
			expect(await lastRun(db)).toMatchObject({ status: "succeeded", result: { due: 2, sent: 0, failed: 0, retrying: 2 } });
		} finally {
			senderRefusal.reply = null;
		}
		for (const email of emails) expect(mailsTo(email), email).toHaveLength(1);
		expect(await sendDuePriceAlerts(db, { mailer, siteUrl })).toMatchObject({ due: 2, sent: 2, failed: 0 });
		for (const email of emails) {
			const mails = mailsTo(email);
			expect(mails, email).toHaveLength(2);
			expectReachedAt(mails[1] as ParsedMail, 52);
		}
	});

	it("a price in another currency than the target's reaches no alert", async () => {
		const email = address("valuta");
		await confirmedAlert(email, "SV-5", 50);
		const [product] = await db.query<{ id: string; price: string; currency: string }>(
			"select id, price, currency from products where slug = $1",
			[shop.slugs["SV-5"]],
		);
		// Its cheapest offer a shop's in euros: 3,72 is not below 50 kronor.
		await db.query("update products set price = 3.72, currency = 'EUR' where id = $1", [product?.id]);
		try {
			expect(await sendDuePriceAlerts(db, { mailer, siteUrl })).toMatchObject({ due: 0 });
		} finally {
			await db.query("update products set price = $2, currency = $3 where id = $1", [
				product?.id,
				product?.price,
				product?.currency,
			]);
		}
		expect(mailsTo(email)).toHaveLength(1);
		expect(await alertsFor(db, email)).toMatchObject([{ confirmed: true, sent: false }]);
		await db.query("delete from price_alerts where email = $1", [email]);
	});

	it("a run whose claim lapsed while its mails were slow sends none of what another run took over", async () => {
		shop.set("SV-5", 51);
		await importFeeds("sv");
		const emails = await confirmedAlertsAt59(Array.from({ length: 3 }, (_, i) => `forsenad${i}`));
		// The first mail takes so long that the claims on the rest of the batch lapse, and a second run
		// (another instance) takes those over and sends them meanwhile.
		let overtaken: Promise<unknown> | null = null;
		const slowMailer: Mailer = {
			...mailer,
			send: async (message) => {
				overtaken ??= (async () => {
					await db.query(
						"update price_alerts set claimed_until = now() - interval '1 second' where email like 'forsenad%' and email <> $1",
						[message.to],
					);
					return sendDuePriceAlerts(other.db, { mailer, siteUrl });
				})();
				await overtaken;
				return mailer.send(message);
			},
		};
		const slow = await sendDuePriceAlerts(db, { mailer: slowMailer, siteUrl });
		expect(await overtaken).toMatchObject({ due: 2, sent: 2 });
		expect(slow).toMatchObject({ due: 1, sent: 1 });
		for (const email of emails) expect(mailsTo(email), email).toHaveLength(1);
	});

	it("two sending runs at once send each alert exactly once", async () => {
		// More than one batch (20) of alerts at their target.
		const emails = await confirmedAlertsAt59(Array.from({ length: 30 }, (_, i) => `samtidig${i}`));
		const otherMailer = createMailer({ smtpUrl: smtp.url, outboxDir: path.join(tmpdir(), "gg-alerts-unused"), from });
		const runs = await Promise.all([
			sendDuePriceAlerts(db, { mailer, siteUrl }),
			sendDuePriceAlerts(other.db, { mailer: otherMailer, siteUrl }),
		]);
		otherMailer.close();
		expect(runs[0].sent + runs[1].sent).toBe(emails.length);
		expect(runs[0].failed + runs[1].failed + runs[0].retrying + runs[1].retrying).toBe(0);
		for (const email of emails) expect(mailsTo(email), email).toHaveLength(1);
		expect(await count(db, "price_alerts where email like 'samtidig%' and sent_at is null")).toBe(0);
		expect(await sendDuePriceAlerts(db, { mailer, siteUrl })).toMatchObject({ due: 0 });
	});
});
