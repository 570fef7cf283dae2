// JOBS_SCHEDULER decides whether an instance's clock enqueues the recurring jobs. With the daily
// article due, an instance started with it off enqueues nothing though its worker runs; one started
// with it on enqueues the tick's two jobs (one per language). On PostgreSQL, so that the test can
// make the tick due before either instance starts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, connect } from "~/.server/db/client";
import { migrate } from "~/.server/db/migrate";
import { eventually, type RunningApp, startApp } from "../support/app-server";
import { freshPostgresUrl } from "../support/databases";
import { dueDailyCron } from "../support/due-cron";
import { hasLogged } from "../support/log-capture";

const databaseUrl = await freshPostgresUrl();

describe.runIf(databaseUrl)("the recurring jobs' schedule", () => {
	const apps: RunningApp[] = [];
	let connection: Connection;
	const env = {
		DATABASE_URL: databaseUrl as string,
		SESSION_SECRET: "scheduler-switch-session-secret",
		ADMIN_PASSWORD: "scheduler-switch-password",
		SEED_DEMO: "false",
	};
	const dailyArticleJobs = async () =>
		(
			await connection.db.query<{ locale: string }>(
				"select payload->>'locale' as locale from jobs where kind = 'daily-article' order by 1",
			)
		).map((job) => job.locale);

	beforeAll(async () => {
		connection = await connect({ databaseUrl, dataDir: "unused" });
		await migrate(connection.db);
		await connection.db.query("update scheduled_jobs set schedule = $1, timezone = 'Europe/Stockholm'", [dueDailyCron()]);
	});
	afterAll(async () => {
		for (const app of apps) await app.stop();
		await connection?.close();
	});

	it("is not checked by an instance started with JOBS_SCHEDULER=false, and is by one started with it on", async () => {
		const off = await startApp({ ...env, JOBS_SCHEDULER: "false" });
		apps.push(off);
		await eventually(async () => (await fetch(`${off.url}/readyz`)).status === 200);
		expect(hasLogged(off.output(), "job worker started")).toBe(true);
		// An instance checks once right after start-up; it would have enqueued the tick by now.
		await new Promise((resolve) => setTimeout(resolve, 3_000));
		expect(await dailyArticleJobs()).toEqual([]);
		expect(hasLogged(off.output(), "recurring jobs scheduled from this instance")).toBe(false);

		const on = await startApp({ ...env, JOBS_SCHEDULER: "true" });
		apps.push(on);
		await eventually(async () => (await dailyArticleJobs()).length === 2);
		expect(await dailyArticleJobs()).toEqual(["nb", "sv"]);
	}, 120_000);
});
