// The admin's "run now" for the daily article, pressed on two production servers on one PostgreSQL
// database at the same moment (ADR 019): both answers redirect to the same job's page, and that one
// run writes one article.
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessionCookie } from "../support/admin-session";
import { eventually, type RunningApp, startApp } from "../support/app-server";
import { freshPostgresUrl } from "../support/databases";

const databaseUrl = await freshPostgresUrl();
const password = "daily-run-test-password";

describe.runIf(databaseUrl)("daily article run now on two instances", () => {
	const apps: RunningApp[] = [];
	const cookies: string[] = [];
	let plain: postgres.Sql;

	beforeAll(async () => {
		const env = { DATABASE_URL: databaseUrl as string, SESSION_SECRET: "daily-run-session-secret", ADMIN_PASSWORD: password };
		// One after the other: the first migrates and writes the demo catalogue.
		for (let i = 0; i < 2; i++) {
			const app = await startApp(env);
			apps.push(app);
			await eventually(async () => (await fetch(`${app.url}/kategorier`)).status === 200, 90_000);
			cookies.push(await adminSessionCookie(app.url, password));
		}
		plain = postgres(databaseUrl as string, { max: 1, onnotice: () => {} });
	}, 240_000);
	afterAll(async () => {
		for (const app of apps) await app.stop();
		await plain?.end();
	});

	const runNow = (i: number) =>
		fetch(`${apps[i]?.url}/admin?index`, {
			method: "POST",
			redirect: "manual",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: apps[i]?.url ?? "", Cookie: cookies[i] ?? "" },
			body: new URLSearchParams({ intent: "daily-run", locale: "nb" }),
		});

	it("redirects both to the one job, which writes one article", async () => {
		const [one, two] = await Promise.all([runNow(0), runNow(1)]);
		expect([one.status, two.status]).toEqual([302, 302]);
		const location = one.headers.get("location");
		expect(location).toMatch(/^\/admin\/jobs\/\d+$/);
		expect(two.headers.get("location")).toBe(location);
		const id = Number(location?.split("/").at(-1));
		await eventually(async () => (await plain`select status from jobs where id = ${id}`)[0]?.status === "succeeded", 60_000);
		const jobs = await plain`select count(*)::int as n from jobs where kind = 'daily-article'`;
		expect(jobs[0]?.n).toBe(1);
		const written =
			await plain`select count(*)::int as n from article_generation_logs where locale = 'nb' and status = 'success'`;
		expect(written[0]?.n).toBe(1);
	}, 120_000);
});
