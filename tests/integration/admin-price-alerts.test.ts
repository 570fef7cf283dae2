// The price alerts card: the counts by state (pending, active, sent in the last 30 days) and the
// newest sending run, read from rows put in known states with SQL; and the card on the running
// admin page (PostgreSQL only, as the other page tests).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPriceAlertsCard } from "~/.server/admin/price-alerts";
import { sendPriceAlertsJob } from "~/.server/alerts/send-price-alerts";
import { type Connection, connect } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import type { Db } from "~/.server/db/handle";
import { migrate } from "~/.server/db/migrate";
import { adminSessionCookie } from "../support/admin-session";
import { type RunningApp, startApp } from "../support/app-server";
import { freshPostgresUrl, testDatabases } from "../support/databases";

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** Alerts in every state and three sending runs; returns the newest run's id and times. */
async function seed(db: Db) {
	const [product] = await db.query<{ id: string }>(
		"insert into products (locale, name, slug) values ('sv', 'Marabou Prisbevakning', 'marabou-prisbevakning') returning id",
	);
	const alert = (confirmedHoursAgo: number | null, sentHoursAgo: number | null) =>
		db.query(
			`insert into price_alerts (email, product_id, locale, target_price, confirmed_at, sent_at)
			 values ('kund@example.com', $1, 'sv', 19.90, $2::timestamptz, $3::timestamptz)`,
			[
				product?.id,
				confirmedHoursAgo === null ? null : hoursAgo(confirmedHoursAgo),
				sentHoursAgo === null ? null : hoursAgo(sentHoursAgo),
			],
		);
	await alert(null, null); // pending
	await alert(24, null); // active
	await alert(72, null); // active
	await alert(24 * 5, 24 * 2); // sent 2 days ago: counted
	await alert(24 * 45, 24 * 40); // sent 40 days ago: not counted

	const job = async (kind: string, createdHoursAgo: number, result: unknown) =>
		(
			await db.query<{ id: number }>(
				`insert into jobs (kind, status, result, created_at, started_at, finished_at)
				 values ($1, 'succeeded', $2::jsonb, $3::timestamptz, $3::timestamptz, $4::timestamptz) returning id::int as id`,
				[kind, JSON.stringify(result), hoursAgo(createdHoursAgo), hoursAgo(createdHoursAgo - 0.5)],
			)
		)[0]?.id as number;
	const summary = { tone: "warning", title: { key: "priceAlerts.summary.title", values: { sent: 2 } } };
	// The newest run is inserted first: "last" goes by time, not by id.
	const newest = await job(sendPriceAlertsJob.kind, 1, { due: 4, sent: 2, failed: 1, retrying: 1, summary });
	await job(sendPriceAlertsJob.kind, 25, { due: 1, sent: 1, failed: 0, retrying: 0, summary });
	await job("daily-article", 0.5, { words: 800 }); // another kind, newer still
	const [times] = await db.query<{ finishedAt: string }>(
		`select to_json(finished_at) #>> '{}' as "finishedAt" from jobs where id = $1`,
		[newest],
	);
	return { newestId: newest, finishedAt: times?.finishedAt as string };
}

describe.each(testDatabases())("price alerts card on $name", (database) => {
	let connection: Connection;

	beforeAll(async () => {
		connection = await database.open();
		await migrate(connection.db);
		setReadyConnection(connection);
	});
	afterAll(() => connection?.close());

	it("shows no counts and no run before there are any", async () => {
		expect(await loadPriceAlertsCard(connection.db)).toEqual({ pending: 0, active: 0, sent: 0, lastRun: null });
	});

	it("counts alerts by state, sent ones for 30 days, and reads the newest sending run", async () => {
		const { newestId, finishedAt } = await seed(connection.db);
		const card = await loadPriceAlertsCard(connection.db);
		expect(card).toMatchObject({
			pending: 1,
			active: 2,
			sent: 1,
			lastRun: { id: newestId, status: "succeeded", finishedAt, counts: { sent: 2, failed: 1, retrying: 1 } },
		});
		expect(card.lastRun?.startedAt).not.toBeNull();
	});

	it("shows a run in progress without counts", async () => {
		const [running] = await connection.db.query<{ id: number }>(
			"insert into jobs (kind, status, started_at) values ($1, 'running', now()) returning id::int as id",
			[sendPriceAlertsJob.kind],
		);
		const { lastRun } = await loadPriceAlertsCard(connection.db);
		expect(lastRun).toMatchObject({ id: running?.id, status: "running", finishedAt: null, counts: null });
	});
});

const pageDatabaseUrl = await freshPostgresUrl();
const password = "price-alerts-test-password";

describe.runIf(pageDatabaseUrl)("price alerts card on the admin page", () => {
	let app: RunningApp;
	let connection: Connection;
	let cookie = "";

	beforeAll(async () => {
		app = await startApp({
			DATABASE_URL: pageDatabaseUrl as string,
			SESSION_SECRET: "price-alerts-session-secret",
			ADMIN_PASSWORD: password,
			// No worker and no scheduler: no sending run (the 08:30 daily one, or one queued by a
			// confirmation) changes the seeded runs the card shows.
			JOBS_WORKER: "false",
			JOBS_SCHEDULER: "false",
		});
		connection = await connect({ databaseUrl: pageDatabaseUrl, dataDir: "unused" });
		cookie = await adminSessionCookie(app.url, password);
	});
	afterAll(async () => {
		await app?.stop();
		await connection?.close();
	});

	it("shows the card's heading, counts and last run", async () => {
		const { newestId } = await seed(connection.db);
		const response = await fetch(`${app.url}/admin/statistik`, { headers: { Cookie: cookie } });
		expect(response.status).toBe(200);
		const html = await response.text();
		expect(html).toMatch(/<h2[^>]*>Prisbevakningar<\/h2>/);
		expect(html).toMatch(/data-testid="price-alerts-pending"[^>]*>1</);
		expect(html).toMatch(/data-testid="price-alerts-active"[^>]*>2</);
		expect(html).toMatch(/data-testid="price-alerts-sent"[^>]*>1</);
		expect(html).toContain("2 skickade, 1 misslyckade, 1 försöks igen");
		expect(html).toContain(`href="/admin/jobs/${newestId}"`);
	});
});
