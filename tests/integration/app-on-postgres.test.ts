// The production server on a PostgreSQL server: it starts even while the database is down
// (answering a localised 503), recovers by itself, serves both languages from the demo
// catalogue, and survives an outage after start-up without a restart.
import { afterAll, describe, expect, it } from "vitest";
import { eventually, freePort, type RunningApp, startApp } from "../support/app-server";
import { freshPostgresUrl } from "../support/databases";
import { TcpProxy } from "../support/tcp-proxy";

const databaseUrl = await freshPostgresUrl();

describe.runIf(databaseUrl)("the app on PostgreSQL", () => {
	let app: RunningApp;
	let proxy: TcpProxy;
	afterAll(async () => {
		await app?.stop();
		await proxy?.stop();
	});

	const html = async (path: string) => {
		const response = await fetch(`${app.url}${path}`);
		return { status: response.status, body: await response.text() };
	};

	it("starts while the database is unreachable and answers a localised 503", async () => {
		const target = new URL(databaseUrl as string);
		proxy = new TcpProxy(await freePort(), { host: target.hostname, port: Number(target.port) });
		const viaProxy = new URL(databaseUrl as string);
		viaProxy.port = String(proxy.port);
		app = await startApp({
			DATABASE_URL: viaProxy.toString(),
			SESSION_SECRET: "integration-test-session-secret",
			ADMIN_PASSWORD: "integration-test-password",
		});
		const sv = await html("/");
		expect(sv.status).toBe(503);
		expect(sv.body).toContain('<html lang="sv"');
		expect(sv.body).toContain("Tjänsten är tillfälligt otillgänglig");
		const nb = await html("/no/kategorier");
		expect(nb.status).toBe(503);
		expect(nb.body).toContain('<html lang="nb"');
		expect(nb.body).toContain("Tjenesten er midlertidig utilgjengelig");
	});

	it("recovers without a restart once the database is reachable, with the demo catalogue", async () => {
		await proxy.start();
		await eventually(async () => (await html("/")).status === 200, 90_000);
		const sv = await html("/");
		expect(sv.body).toContain('<html lang="sv"');
		expect(sv.body).toContain("Hitta Rätt Godis Online - Din Kompletta Guide");
		const nb = await html("/no");
		expect(nb.status).toBe(200);
		expect(nb.body).toContain('<html lang="nb"');
		expect(nb.body).toContain("Populære produkter");
	});

	it("answers 503 during an outage after start-up and recovers when the database returns", async () => {
		await proxy.stop();
		// A new search every time, so each needs the database.
		let n = 0;
		await eventually(async () => (await html(`/sok?q=avbrott${n++}`)).status === 503, 20_000);
		// The category list is made only of what the process keeps (published pages, cleared by
		// writes, at most five minutes old), so it is still served while the database is away.
		const list = await html("/kategorier");
		expect(list.status).toBe(200);
		expect(list.body).toContain("Choklad");
		await proxy.start();
		await eventually(async () => (await html(`/sok?q=tillbaka${n++}`)).status === 200, 30_000);
		expect((await html("/no/merker")).status).toBe(200);
	});

	it("when the database stops answering, only the first visitors wait for it: the next get the 503 at once", async () => {
		expect((await html("/kategorier")).status).toBe(200);
		await proxy.silence();
		const timed = async (path: string) => {
			const started = performance.now();
			const { status, body } = await html(path);
			return { status, body, ms: performance.now() - started };
		};
		// The first query waits out its connection attempt (5 s); that outage is then known.
		expect((await timed("/sok?q=vantar")).status).toBe(503);
		// New searches, so each needs the database.
		for (let i = 0; i < 5; i++) {
			const answer = await timed(`/sok?q=tyst${i}`);
			expect(answer.status).toBe(503);
			expect(answer.body).toContain("Tjänsten är tillfälligt otillgänglig");
			expect(answer.ms).toBeLessThan(1_000);
		}
		await proxy.start();
		await eventually(async () => (await html("/sok?q=tillbaka")).status === 200, 20_000);
	});

	it("keeps answering under load while the database goes away and comes back: 200 or a localised 503, never 500", async () => {
		const statuses = new Map<number, number>();
		let unlocalized = 0;
		let running = true;
		let n = 0;
		// Ten visitors searching (every query new, so each needs the database).
		const visitor = async () => {
			while (running) {
				const norwegian = n % 2 === 1;
				const response = await fetch(`${app.url}${norwegian ? "/no" : ""}/sok?q=choklad${n++}`);
				const body = await response.text();
				statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
				if (
					response.status === 503 &&
					!body.includes(norwegian ? "Tjenesten er midlertidig utilgjengelig" : "Tjänsten är tillfälligt otillgänglig")
				)
					unlocalized++;
			}
		};
		const visitors = Array.from({ length: 10 }, visitor);
		try {
			await new Promise((r) => setTimeout(r, 1000));
			await proxy.stop();
			await eventually(async () => (statuses.get(503) ?? 0) >= 10, 30_000);
			await proxy.start();
			const before = statuses.get(200) ?? 0;
			await eventually(async () => (statuses.get(200) ?? 0) > before + 20, 30_000);
		} finally {
			running = false;
			await Promise.all(visitors);
		}
		expect([...statuses.keys()].sort()).toEqual([200, 503]);
		expect(unlocalized).toBe(0);
	});
});
