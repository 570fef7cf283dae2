// Rotating SESSION_SECRET (ADR 035, docs/deploy.md), through the running app on PostgreSQL: an admin
// signed in and alert links mailed under the old secret — and a cookie and a link signed the way the
// release before per-purpose keys signed them, with the raw secret — still work after a restart with
// SESSION_SECRET=new,old; once the old secret is dropped they stop working, and what was signed under
// the new one goes on.
import { createHmac } from "node:crypto";
import type { ParsedMail } from "mailparser";
import { createCookieSessionStorage } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, connect } from "~/.server/db/client";
import type { Db } from "~/.server/db/handle";
import { migrate } from "~/.server/db/migrate";
import { alertTexts as svTexts } from "~/i18n/messages/sv/alert-texts";
import { adminSessionCookie } from "../support/admin-session";
import { freePort, type RunningApp, startApp } from "../support/app-server";
import { freshPostgresUrl } from "../support/databases";
import {
	alertPagePath,
	alertsFor,
	expectConfirmationMail,
	mailsTo,
	moreProducts,
	productPath,
	smtp,
	tokenOf,
} from "../support/price-alert-fixtures";

const databaseUrl = await freshPostgresUrl();

const oldSecret = "rotation-test-secret-before";
const newSecret = "rotation-test-secret-after!";
const password = "rotation-test-password";

describe.runIf(databaseUrl)("rotating SESSION_SECRET on PostgreSQL", () => {
	let connection: Connection;
	let db: Db;
	let app: RunningApp | undefined;
	let site = "";
	let slug = "";

	async function start(secrets: string) {
		await app?.stop();
		const port = await freePort();
		site = `http://127.0.0.1:${port}`;
		app = await startApp(
			{
				DATABASE_URL: databaseUrl as string,
				SESSION_SECRET: secrets,
				ADMIN_PASSWORD: password,
				SITE_URL: site,
				SMTP_URL: smtp.url,
				SEED_DEMO: "false",
			},
			port,
		);
	}

	/** The path and query of a mailed link, on the instance running now. */
	const here = (link: string) => `${site}${new URL(link).pathname}${new URL(link).search}`;

	/** Asks for an alert from the product page and returns its mail's links. */
	async function alertMailed(email: string) {
		const response = await fetch(`${site}${productPath("sv", slug)}`, {
			method: "POST",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site },
			body: new URLSearchParams({ email, target: "50", website: "" }),
		});
		expect(response.status).toBe(200);
		return expectConfirmationMail(
			mailsTo(email).at(-1) as ParsedMail,
			{ locale: "sv", name: "Larmextra rotation 1", target: "50,00 SEK" },
			site,
		);
	}

	/** A mail client's one-click unsubscribe; the page's title. */
	async function unsubscribe(link: string) {
		const response = await fetch(here(link), {
			method: "POST",
			headers: { "Content-Type": "application/x-www-form-urlencoded" },
			body: "List-Unsubscribe=One-Click",
		});
		return { status: response.status, html: await response.text() };
	}

	/** Whether the admin page opens with this cookie (a dropped session is sent to the login form). */
	async function adminOpens(cookie: string) {
		const response = await fetch(`${site}/admin`, { redirect: "manual", headers: { Cookie: cookie } });
		return response.status === 200;
	}

	/** A confirmed alert whose unsubscribe link is signed as before per-purpose keys: with the raw secret. */
	async function alertWithRawSignedLink(email: string) {
		const [product] = await db.query<{ id: string }>("select id from products where slug = $1", [slug]);
		const [alert] = await db.query<{ id: number }>(
			`insert into price_alerts (email, product_id, locale, target_price, confirmed_at) values ($1, $2, 'sv', 40, now())
			 returning id::int as id`,
			[email, product?.id],
		);
		const body = `${alert?.id}.u.0`;
		const signature = createHmac("sha256", oldSecret).update(`price-alert|${body}`).digest("base64url");
		return `${site}${alertPagePath.sv}?token=${body}.${signature}`;
	}

	/** An admin session cookie signed as before per-purpose keys, for a session the server records. */
	async function rawSignedAdminCookie(sid: string) {
		await db.query("insert into admin_sessions (sid) values ($1)", [sid]);
		const storage = createCookieSessionStorage({ cookie: { name: "gg_admin", secrets: [oldSecret] } });
		const session = await storage.getSession();
		session.set("sid", sid);
		session.set("admin", true);
		session.set("lastSeen", Date.now());
		return (await storage.commitSession(session)).split(";")[0] as string;
	}

	beforeAll(async () => {
		connection = await connect({ databaseUrl: databaseUrl as string, dataDir: "unused" });
		db = connection.db;
		await migrate(db);
		await moreProducts(db, "rotation", 1);
		slug = "larmextra-rotation-1";
	});
	afterAll(async () => {
		await app?.stop();
		await connection?.close();
	});

	const before = { cookie: "", rawCookie: "", unsubscribeUrl: "", rawUnsubscribeUrl: "", droppedUnsubscribeUrl: "" };

	it("under the old secret: an admin signs in and an alert is asked for, confirmed and mailed", async () => {
		await start(oldSecret);
		before.cookie = await adminSessionCookie(site, password);
		expect(await adminOpens(before.cookie)).toBe(true);
		before.rawCookie = await rawSignedAdminCookie("raw-signed-session");
		expect(await adminOpens(before.rawCookie)).toBe(true);
		const { confirmUrl, unsubscribeUrl } = await alertMailed("rotation@example.se");
		expect((await fetch(here(confirmUrl))).status).toBe(200);
		before.unsubscribeUrl = unsubscribeUrl;
		before.droppedUnsubscribeUrl = (await alertMailed("rotation-dropped@example.se")).unsubscribeUrl;
		before.rawUnsubscribeUrl = await alertWithRawSignedLink("rotation-raw@example.se");
	});

	it("after a restart with SESSION_SECRET=new,old, the admin sessions and the mailed links still work", async () => {
		await start(`${newSecret},${oldSecret}`);
		expect(await adminOpens(before.cookie)).toBe(true);
		expect(await adminOpens(before.rawCookie)).toBe(true);
		// The unsubscribe link mailed under the old secret: its page asks, the one-click post ends the alert.
		const page = await fetch(here(before.unsubscribeUrl));
		expect(page.status).toBe(200);
		expect(await page.text()).toContain(svTexts.page.unsubscribeTitle);
		const done = await unsubscribe(before.unsubscribeUrl);
		expect(done.status).toBe(200);
		expect(done.html).toContain(svTexts.page.unsubscribedTitle);
		expect(await alertsFor(db, "rotation@example.se")).toEqual([]);
		// And the one signed with the raw secret, as links were mailed before per-purpose keys.
		const raw = await unsubscribe(before.rawUnsubscribeUrl);
		expect(raw.status).toBe(200);
		expect(raw.html).toContain(svTexts.page.unsubscribedTitle);
		expect(await alertsFor(db, "rotation-raw@example.se")).toEqual([]);
		// New links are signed with the new secret.
		const fresh = await alertMailed("rotation-new@example.se");
		expect(tokenOf(fresh.confirmUrl)).toMatch(/^\d+\.c\.\d+\.[\w-]{43}$/);
		expect((await fetch(here(fresh.confirmUrl))).status).toBe(200);
	});

	it("once the old secret is dropped, what it signed stops working; what the new one signed goes on", async () => {
		const signedUnderNew = await adminSessionCookie(site, password);
		const freshUnsubscribe = expectConfirmationMail(
			mailsTo("rotation-new@example.se").at(-1) as ParsedMail,
			{ locale: "sv", name: "Larmextra rotation 1", target: "50,00 SEK" },
			site,
		).unsubscribeUrl;
		await start(newSecret);
		expect(await adminOpens(before.cookie)).toBe(false);
		expect(await adminOpens(before.rawCookie)).toBe(false);
		expect(await adminOpens(signedUnderNew)).toBe(true);
		const dropped = await unsubscribe(before.droppedUnsubscribeUrl);
		expect(dropped.status).toBe(400);
		expect(dropped.html).toContain(svTexts.page.invalidTitle);
		expect(await alertsFor(db, "rotation-dropped@example.se")).toHaveLength(1);
		expect((await unsubscribe(freshUnsubscribe)).html).toContain(svTexts.page.unsubscribedTitle);
	});
});
