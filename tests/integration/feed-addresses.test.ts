// Feed addresses never reach inside (ADR 033), on a running instance. With the production setting
// (private networks refused): the admin form refuses every spelling of an internal address on its
// URL field and saves nothing; a feed stored with such an address anyway (saved before this rule,
// or its name now resolves inside) fails its import with a generic refusal, and the server behind
// that address — a live one on loopback, which every spelling reaches — is never asked. With
// FEED_ALLOW_PRIVATE_NETWORKS=true (how the tests reach their feed servers): a redirect from the
// feed's server to a metadata address, to 0.0.0.0, to a public address on a port not allowed or
// to a file is refused at that hop; a redirect loop ends; an honest redirect is followed. Each
// time the same process answers /healthz and the job page tells nothing of where the redirect led.
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "~/.server/db/client";
import { migrate } from "~/.server/db/migrate";
import type { FeedProblem } from "~/.server/feeds/problems";
import { adminT, adminText } from "~/i18n/admin-t";
import { feedProblemText } from "~/lib/feed-problem-text";
import { adminFeedsClient, expectNoInternals } from "../support/admin-feeds-client";
import { type RunningApp, startApp } from "../support/app-server";
import { freshPostgresUrl, testDatabases } from "../support/databases";
import { googleFeedXml } from "../support/feed-server";
import { internalSpellings, loopbackSpellings } from "../support/internal-addresses";

const words = (problem: FeedProblem) => adminText(feedProblemText(problem));
const secret = "HEMLIGT-INTERNT-SVAR";

/** What the server was asked, by path. */
const hits = new Map<string, number>();
let port = 0;
const server = createServer((request, response) => {
	const route = request.url ?? "";
	hits.set(route, (hits.get(route) ?? 0) + 1);
	const to = (status: number, location: string) => response.writeHead(status, { location }).end();
	switch (route) {
		case "/feed.xml":
			return response
				.writeHead(200, { "content-type": "application/xml" })
				.end(
					googleFeedXml("Flyttbutiken", [
						{ id: "F-1", title: "Flyttad Lakrits 100 g", link: "https://flytt.example/1", price: "10.00 SEK", inStock: true },
					]),
				);
		case "/secret.xml":
			return response
				.writeHead(200, { "content-type": "application/xml" })
				.end(`<rss><channel><title>${secret}</title></channel></rss>`);
		case "/to-metadata":
			return to(302, "http://169.254.169.254/latest/meta-data/iam/security-credentials/");
		case "/to-mapped-metadata":
			return to(307, "http://[::ffff:169.254.169.254]/latest/meta-data/");
		case "/to-zero":
			return to(302, `http://0.0.0.0:${port}/secret.xml`);
		case "/to-public-port":
			return to(301, "http://93.184.215.14:22/feed.xml");
		case "/to-file":
			return to(302, "file:///etc/passwd");
		case "/loop":
			return to(302, "/loop");
		case "/moved":
			return to(301, "/feed.xml");
		default:
			return response.writeHead(404).end();
	}
});

beforeAll(async () => {
	// Every interface, IPv4 and IPv6: each loopback spelling below reaches this server.
	await new Promise<void>((resolve) => server.listen(0, "::", resolve));
	port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const refused = (host: string): FeedProblem => ({ code: "address-refused", host });
/** Each route of the feed's server, and what importing from it ends with (given the feed's host). */
const redirects: [string, ((host: string) => FeedProblem) | "succeeded"][] = [
	["/to-metadata", refused],
	["/to-mapped-metadata", refused],
	["/to-zero", refused],
	["/to-public-port", refused],
	["/to-file", refused],
	["/loop", (host) => ({ code: "too-many-redirects", host, max: 5 })],
	["/moved", "succeeded"],
];

/** The error line under the form's URL field. */
function urlFieldError(page: string): string | null {
	return /<p id="[^"]*-url-error"[^>]*>([^<]*)<\/p>/.exec(page)?.[1] ?? null;
}

// On one database (PostgreSQL, as in production, when the harness has a server): the refusals are the
// fetch's and the form's, and the database only keeps the feeds and jobs.
describe.each(testDatabases().slice(-1))("feed addresses on a running instance on $name", (database) => {
	const password = "feed-addresses-password";
	let databaseUrl: string | undefined;
	let dataDir = "";
	let retailerId = "";
	/** Feed ids by address (stored straight in the database, as if saved before the rules). */
	const feedIds = new Map<string, string>();
	let app: RunningApp | undefined;

	const open = () => connect(databaseUrl ? { databaseUrl, dataDir: "unused" } : { dataDir });
	const start = (allowPrivate: boolean) =>
		startApp({
			...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
			ADMIN_PASSWORD: password,
			SESSION_SECRET: "feed-addresses-session-secret",
			SEED_DEMO: "false",
			FEED_ALLOW_PRIVATE_NETWORKS: String(allowPrivate),
		});
	const fetchTimeSpellings = () => [
		...loopbackSpellings(port),
		"http://169.254.169.254/latest/meta-data/",
		"http://[fd00:ec2::254]/latest/meta-data/",
		`http://127.0.0.1:${port}/to-metadata`,
	];

	beforeAll(async () => {
		dataDir = mkdtempSync(path.join(tmpdir(), "gg-feed-addresses-"));
		databaseUrl = database.name === "postgres" ? await freshPostgresUrl() : undefined;
		const setup = await open();
		await migrate(setup.db);
		const addresses = [...fetchTimeSpellings(), ...redirects.map(([route]) => `http://127.0.0.1:${port}${route}`)];
		for (const [index, url] of [...new Set(addresses)].entries()) {
			const [feed] = await setup.db.query<{ id: string; retailer_id: string }>(
				`with r as (insert into retailers (name, slug, website_url) values ($1, $1, 'https://adress.example') returning id)
				 insert into feeds (retailer_id, locale, format, url) select id, 'sv', 'google_xml', $2 from r returning id, retailer_id`,
				[`adressbutik-${index}`, url],
			);
			feedIds.set(url, feed?.id ?? "");
			retailerId ||= feed?.retailer_id ?? "";
		}
		await setup.close();
	}, 120_000);
	afterAll(() => app?.stop());

	it("refuses every internal spelling in the admin form, and again when a stored one is fetched", async () => {
		app = await start(false);
		const running = app;
		const admin = await adminFeedsClient(running.url, password);
		const asked = (route: string) => hits.get(route) ?? 0;
		const before = { feed: asked("/feed.xml"), redirect: asked("/to-metadata") };

		for (const url of [...internalSpellings, ...loopbackSpellings(port)]) {
			const saved = await admin.addFeed({ retailerId, url });
			expect(saved.status, url).toBe(400);
			expect(urlFieldError(saved.page), url).toBe(adminT("feeds.errors.urlNotPublic"));
		}
		for (const url of ["https://feeds.example:8443/feed.xml", "http://93.184.215.14:22/feed.xml"]) {
			const saved = await admin.addFeed({ retailerId, url });
			expect(saved.status, url).toBe(400);
			expect(urlFieldError(saved.page), url).toBe(adminT("feeds.errors.urlPort"));
		}
		expect(adminT("feeds.errors.urlNotPublic")).toMatch(/^Adressen leder till den här servern eller ett internt nät/);

		for (const url of fetchTimeSpellings()) {
			const job = await admin.endedJob(await admin.importNow(feedIds.get(url) as string));
			expect(job.status, url).toBe(`${adminT("jobKinds.import-feed")} · ${adminT("job.status.failed")}`);
			expect(job.error, url).toBe(`${adminT("job.error")}: ${words(refused(new URL(url).host))}`);
			expectNoInternals(job.page);
			expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
		}
		// None of those addresses got a request through, though each one reaches this server.
		expect(asked("/feed.xml")).toBe(before.feed);
		expect(asked("/to-metadata")).toBe(before.redirect);
		expect(words(refused("127.0.0.1:8080"))).toBe(
			"Flödet från 127.0.0.1:8080 hämtades inte: adressen, eller en omdirigering, leder till ett internt nät, den här servern eller en port som inte är tillåten",
		);
		await running.stop();
		app = undefined;

		const check = await open();
		const [feeds] = await check.db.query<{ n: number }>("select count(*)::int as n from feeds");
		expect(Number(feeds?.n)).toBe(feedIds.size);
		await check.close();
	}, 180_000);

	it("with private networks allowed, checks every redirect: only the honest one is followed", async () => {
		app = await start(true);
		const running = app;
		const admin = await adminFeedsClient(running.url, password);
		const host = `127.0.0.1:${port}`;
		const loopsBefore = hits.get("/loop") ?? 0;
		for (const [route, expected] of redirects) {
			const before = hits.get("/secret.xml") ?? 0;
			const job = await admin.endedJob(await admin.importNow(feedIds.get(`http://${host}${route}`) as string));
			if (expected === "succeeded") {
				expect(job.status, route).toBe(`${adminT("jobKinds.import-feed")} · ${adminT("job.status.succeeded")}`);
			} else {
				expect(job.status, route).toBe(`${adminT("jobKinds.import-feed")} · ${adminT("job.status.failed")}`);
				expect(job.error, route).toBe(`${adminT("job.error")}: ${words(expected(host))}`);
			}
			// Nothing of where the redirect led, or of what is there.
			expect(job.page, route).not.toMatch(/169\.254|0\.0\.0\.0|93\.184|etc\/passwd|ffff/);
			expect(job.page, route).not.toContain(secret);
			expectNoInternals(job.page);
			expect(hits.get("/secret.xml") ?? 0, route).toBe(before);
			expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
		}
		// The first request and five redirects followed, then no more.
		expect((hits.get("/loop") ?? 0) - loopsBefore).toBe(6);
		expect(words({ code: "too-many-redirects", host, max: 5 })).toBe(
			`Kunde inte hämta flödet från ${host}: fler än 5 omdirigeringar`,
		);
		await running.stop();
		app = undefined;

		// Only the honest redirect's feed reached the catalogue.
		const check = await open();
		const offers = await check.db.query<{ external_id: string }>("select external_id from offers");
		expect(offers.map((offer) => offer.external_id)).toEqual(["F-1"]);
		await check.close();
	}, 180_000);
});
