// Price alerts (ADR 028) once through the running app over HTTP, on PostgreSQL (which the test can
// read while the app runs): the form's answers with their statuses and localised texts, the links
// in the mails opened and posted to as a mail client does, and imports started with the admin's
// "Importera nu"; two requests whose links each confirm their own target, the maximum of active
// alerts on the form and on a link (ADR 034), an IPv6 client counted by its /64. The world it runs
// in: tests/support/price-alert-fixtures.ts.
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertToken } from "~/.server/alerts/alert-token";
import { maxAlertsPerAddress } from "~/.server/alerts/request-alert";
import { type Connection, connect } from "~/.server/db/client";
import type { Db } from "~/.server/db/handle";
import { migrate } from "~/.server/db/migrate";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { alertTexts as nbTexts } from "~/i18n/messages/nb/alert-texts";
import { alertTexts as svTexts } from "~/i18n/messages/sv/alert-texts";
import { adminSessionCookie } from "../support/admin-session";
import { eventually, freePort, type RunningApp, startApp } from "../support/app-server";
import { freshPostgresUrl } from "../support/databases";
import { headerOf } from "../support/mail-header";
import {
	activeAlerts,
	alertPagePath,
	alertsFor,
	count,
	expectConfirmationMail,
	expectPriceReachedMail,
	fill,
	inHtml,
	lastRun,
	mailsTo,
	moreProducts,
	productPath,
	putOff,
	refusals,
	retailer,
	Shop,
	sek,
	smtp,
	snapshot,
	tokenOf,
} from "../support/price-alert-fixtures";

const httpDatabaseUrl = await freshPostgresUrl();

describe.runIf(httpDatabaseUrl)("price alerts through the app on PostgreSQL", () => {
	const secret = "price-alerts-http-session-secret";
	const password = "price-alerts-http-password";
	const shop = new Shop("http");
	let app: RunningApp;
	let site = "";
	let connection: Connection;
	let db: Db;
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
			async () => (await count(db, "jobs where status = 'running' or (status = 'queued' and run_after <= now())")) === 0,
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
		connection = await connect({ databaseUrl: httpDatabaseUrl, dataDir: "unused" });
		db = connection.db;
		await migrate(db);
		await shop.createFeeds(db);
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
				// The shop's feeds are served from 127.0.0.1 (ADR 033: refused unless allowed).
				FEED_ALLOW_PRIVATE_NETWORKS: "true",
			},
			port,
		);
		cookie = await adminSessionCookie(site, password);
		await importNow("sv");
		await importNow("nb");
		await shop.readSlugs(db);
	});
	afterAll(async () => {
		await app?.stop();
		await connection?.close();
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
		const before = await snapshot(db);
		const asked = await askFor("SV-1", { email: main.email, target: "25" });
		expect(asked.status).toBe(200);
		expect(asked.html).toContain(sv.sentTitle);
		expect(asked.html).toContain(inHtml(fill(sv.sentText, { email: main.email })));
		expect(await count(db, "price_alerts")).toBe(before.alerts + 1);
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
		expect(await lastRun(db)).toMatchObject({ status: "succeeded", result: { due: 0, sent: 0 } });
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
		expect(await alertsFor(db, email)).toMatchObject([{ confirmed: true }]);

		const unsubscribed = await oneClick(unsubscribeUrl);
		expect(unsubscribed.status).toBe(200);
		expect(unsubscribed.headers.get("cache-control")).toBe("private, no-store");
		expect(unsubscribed.html).toContain(sv.page.unsubscribedTitle);
		expect(unsubscribed.html).toContain(inHtml(sv.page.unsubscribedText));
		expect(await alertsFor(db, email)).toEqual([]);

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
		expect(await alertsFor(db, main.email)).toEqual([]);
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
		["an empty target", "SV-4", { target: "" }, 400, sv.problems["invalid-target"]],
		["a target in exponent notation", "SV-4", { target: "1e3" }, 400, sv.problems["target-not-a-number"]],
		["a garbage target", "SV-4", { target: "abc" }, 400, sv.problems["target-not-a-number"]],
		["a garbage target, in Norwegian", "NB-1", { target: "tretti" }, 400, nb.problems["target-not-a-number"]],
		["a target with three decimals", "SV-4", { target: "12,345" }, 400, sv.problems["target-too-precise"]],
		["a target with three decimals, in Norwegian", "NB-1", { target: "12,345" }, 400, nb.problems["target-too-precise"]],
		[
			"an absurd target",
			"SV-4",
			{ target: "10000000" },
			400,
			fill(sv.problems["target-too-large"], { highest: "1\u00a0000\u00a0000,00 SEK" }),
		],
		[
			"an absurd target, in Norwegian",
			"NB-1",
			{ target: "10 000 000" },
			400,
			fill(nb.problems["target-too-large"], { highest: "1\u00a0000\u00a0000,00 NOK" }),
		],
		// Spaces between the thousands are read as the lists' price filters read them: 1000, above today's price.
		["a target in thousands", "SV-4", { target: "1 000" }, 400, fill(sv.problems["target-not-below"], { price: "50,00 SEK" })],
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
		const before = await snapshot(db);
		const requests = await count(db, "price_alert_requests");
		const answer = await askFor(item, { email: address("felaktig"), ...fields });
		expect(answer.status).toBe(status);
		expect(answer.html).toContain(inHtml(text));
		expect(await snapshot(db)).toEqual(before);
		expect(await count(db, "price_alert_requests")).toBe(requests);
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
		const before = await snapshot(db);
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
				page("sv", alertToken(Number(id), "confirm", { secrets: [secret], now: new Date(Date.now() - 49 * 3_600_000) })),
				410,
				sv.page.expiredTitle,
			],
			[page("sv", alertToken(987_654, "confirm", { secrets: [secret] })), 410, sv.page.goneTitle],
			[page("sv", alertToken(Number(id), "confirm", { secrets: ["not-the-apps-secret-at-all"] })), 400, sv.page.invalidTitle],
		];
		for (const [url, status, title] of cases) {
			const answer = await open(url);
			expect(answer.status, url).toBe(status);
			expect(answer.html, url).toContain(title);
		}
		await jobsSettled();
		expect(await snapshot(db)).toEqual(before);
		expect(await alertsFor(db, email)).toMatchObject([{ confirmed: false }]);

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
		const before = await snapshot(db);
		const posted = await oneClick(confirmUrl);
		expect(posted.status).toBe(400);
		expect(posted.html).toContain(sv.page.invalidTitle);
		await jobsSettled();
		expect(await alertsFor(db, email)).toMatchObject([{ confirmed: false }]);
		expect(await snapshot(db)).toEqual(before);
	});

	it("too many requests: the 21st from one client and the 6th for one address get 429", async () => {
		const client = "203.0.113.21";
		for (let i = 1; i <= 20; i++) {
			expect((await askFor("SV-4", { email: address(`flod${i}`) }, client)).status, `request ${i}`).toBe(200);
		}
		let before = await snapshot(db);
		const refusedClient = await askFor("SV-4", { email: address("flod21") }, client);
		expect(refusedClient.status).toBe(429);
		expect(refusedClient.html).toContain(inHtml(sv.problems["too-many-requests"]));
		expect(await snapshot(db)).toEqual(before);

		const email = address("popular");
		for (let i = 1; i <= 5; i++)
			expect((await askFor("SV-4", { email }, `203.0.113.${100 + i}`)).status, `request ${i}`).toBe(200);
		before = await snapshot(db);
		const refusedAddress = await askFor("SV-4", { email }, "203.0.113.106");
		expect(refusedAddress.status).toBe(429);
		expect(refusedAddress.html).toContain(inHtml(sv.problems["too-many-requests"]));
		expect(await snapshot(db)).toEqual(before);
		expect(mailsTo(email)).toHaveLength(5);
	});

	it(`too many alerts: the ${maxAlertsPerAddress + 1}th active one for one address gets 409, on the form and on its link`, async () => {
		const email = address("samlare");
		const products = await moreProducts(db, "http", maxAlertsPerAddress);
		// A request asked for while the address still had room: its link waits in the mail.
		expect((await askFor("SV-4", { email, target: "45" })).status).toBe(200);
		const { confirmUrl } = expectConfirmationMail(
			mailsTo(email)[0] as ParsedMail,
			{ locale: "sv", name: shop.name("SV-4"), target: sek(45) },
			site,
		);
		await activeAlerts(db, email, products);
		const before = await snapshot(db);
		const answer = await askFor("SV-4", { email });
		expect(answer.status).toBe(409);
		expect(answer.html).toContain(inHtml(fill(sv.problems["too-many-alerts"], { max: maxAlertsPerAddress })));
		const link = await open(confirmUrl);
		expect(link.status).toBe(409);
		expect(link.headers.get("cache-control")).toBe("private, no-store");
		expect(link.html).toContain(sv.page.limitReachedTitle);
		expect(link.html).toContain(inHtml(fill(sv.page.limitReachedText, { max: maxAlertsPerAddress, name: shop.name("SV-4") })));
		await jobsSettled();
		expect(await snapshot(db)).toEqual(before);
	});

	it("two requests with different targets for one address: two mails, and each link's page confirms its own target", async () => {
		const email = address("tva-mal");
		expect((await askFor("SV-4", { email, target: "45" })).status).toBe(200);
		expect((await askFor("SV-4", { email, target: "2" })).status).toBe(200);
		const [first, second] = mailsTo(email) as [ParsedMail, ParsedMail];
		const links = [
			expectConfirmationMail(first, { locale: "sv", name: shop.name("SV-4"), target: sek(45) }, site),
			expectConfirmationMail(second, { locale: "sv", name: shop.name("SV-4"), target: sek(2) }, site),
		];
		const confirmed = await open(links[0]?.confirmUrl as string);
		expect(confirmed.status).toBe(200);
		expect(confirmed.html).toContain(inHtml(fill(sv.page.confirmedText, { name: shop.name("SV-4"), target: sek(45) })));
		expect(await alertsFor(db, email)).toMatchObject([
			{ target: 45, confirmed: true },
			{ target: 2, confirmed: false },
		]);
		const replaced = await open(links[1]?.confirmUrl as string);
		expect(replaced.html).toContain(inHtml(fill(sv.page.confirmedText, { name: shop.name("SV-4"), target: sek(2) })));
		expect(await alertsFor(db, email)).toMatchObject([{ target: 2, confirmed: true }]);
		await jobsSettled();
		expect(mailsTo(email)).toHaveLength(2);
	});

	it("an IPv6 client is counted by its /64, whichever of its addresses it sends from", async () => {
		for (let i = 1; i <= 20; i++) {
			const client = `2001:db8:7:7:${i.toString(16)}::${i.toString(16)}`;
			expect((await askFor("SV-4", { email: address(`v6-${i}`) }, client)).status, client).toBe(200);
		}
		const before = await snapshot(db);
		const refused = await askFor("SV-4", { email: address("v6-21") }, "2001:db8:7:7:ffff:ffff:ffff:fffe");
		expect(refused.status).toBe(429);
		expect(refused.html).toContain(inHtml(sv.problems["too-many-requests"]));
		expect(await snapshot(db)).toEqual(before);
		expect((await askFor("SV-4", { email: address("v6-21") }, "2001:db8:7:8::1")).status).toBe(200);
	});

	it("a confirmation mail the server will not take now: 503, nothing stored", async () => {
		const email = address("trasig");
		refusals.set(email, putOff);
		try {
			const before = await snapshot(db);
			const answer = await askFor("SV-4", { email });
			expect(answer.status).toBe(503);
			expect(answer.html).toContain(inHtml(sv.problems["mail-failed"]));
			expect(await snapshot(db)).toEqual(before);
		} finally {
			refusals.delete(email);
		}
	});
});
