// Two production servers on one PostgreSQL database, as production runs them (ADR 020): one
// follows catalogue changes by LISTEN, the other as behind a transaction-mode pooler (polling). A
// category renamed straight in the database shows on both within 2 s, as does a home page product
// renamed there (the home page's reads are kept per language), and the admin login limit is
// one limit: 3 failures on one and 2 on the other, and the 6th attempt on either is refused (429).
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, type RunningApp, startApp } from "../support/app-server";
import { freshPostgresUrl } from "../support/databases";
import { hasLogged } from "../support/log-capture";

const databaseUrl = await freshPostgresUrl();
const password = "two-instances-test-password";

describe.runIf(databaseUrl)("two app instances on one PostgreSQL database", () => {
	const apps: RunningApp[] = [];
	let plain: postgres.Sql;

	beforeAll(async () => {
		const env = { DATABASE_URL: databaseUrl as string, SESSION_SECRET: "two-instances-session-secret", ADMIN_PASSWORD: password };
		// One after the other: the first migrates and writes the demo catalogue.
		const extras: Record<string, string>[] = [{}, { DATABASE_POOL_MODE: "transaction", JOBS_WORKER: "false" }];
		for (const extra of extras) {
			const app = await startApp({ ...env, ...extra });
			apps.push(app);
			await eventually(async () => (await fetch(`${app.url}/kategorier`)).status === 200, 90_000);
		}
		plain = postgres(databaseUrl as string, { max: 1, onnotice: () => {} });
	});
	afterAll(async () => {
		for (const app of apps) await app.stop();
		await plain?.end();
	});

	const page = async (app: RunningApp, path: string) => (await fetch(`${app.url}${path}`)).text();

	it("follow catalogue changes by LISTEN and by polling", () => {
		expect(hasLogged(apps[0]?.output() ?? "", "following catalogue changes", { mode: "listen" })).toBe(true);
		expect(hasLogged(apps[1]?.output() ?? "", "following catalogue changes", { mode: "poll" })).toBe(true);
	});

	it("show a category renamed straight in the database within 2 s", async () => {
		for (const app of apps) expect(await page(app, "/kategorier")).toContain(">Choklad<");
		await plain`update categories set name = 'Chokladprovning' where locale = 'sv' and slug = 'choklad'`;
		const started = performance.now();
		const shown = new Set<RunningApp>();
		while (shown.size < apps.length && performance.now() - started < 2_000) {
			for (const app of apps) if ((await page(app, "/kategorier")).includes(">Chokladprovning<")) shown.add(app);
		}
		expect(shown.size).toBe(apps.length);
	});

	it("show a home page product renamed straight in the database within 2 s (the home page's reads are kept)", async () => {
		const [featured] = await plain<{ id: string; name: string }[]>`
			select p.id, p.name from homepage_content h join products p on p.id = h.featured_product_ids[1]
			where h.locale = 'sv'`;
		if (!featured) throw new Error("the demo home page features no product");
		for (const app of apps) expect(await page(app, "/")).toContain(featured.name);
		await plain`update products set name = 'Hemsidans nya favorit' where id = ${featured.id}`;
		const started = performance.now();
		const shown = new Set<RunningApp>();
		while (shown.size < apps.length && performance.now() - started < 2_000) {
			for (const app of apps) if ((await page(app, "/")).includes("Hemsidans nya favorit")) shown.add(app);
		}
		expect(shown.size).toBe(apps.length);
	});

	it("share the login limit: 3 failures on one and 2 on the other refuse the 6th on either", async () => {
		const [one, two] = apps as [RunningApp, RunningApp];
		const login = (app: RunningApp, attempt: string) =>
			fetch(`${app.url}/admin/login`, {
				method: "POST",
				redirect: "manual",
				headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
				body: new URLSearchParams({ password: attempt }),
			});
		const statuses: number[] = [];
		for (const [i, app] of [one, one, one, two, two].entries()) statuses.push((await login(app, `fel-${i}`)).status);
		expect(statuses).toEqual([401, 401, 401, 401, 401]);
		for (const app of [one, two]) {
			const refused = await login(app, password);
			expect(refused.status).toBe(429);
			expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
		}
	});
});
