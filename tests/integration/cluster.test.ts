// Production's shape on loopback: one PostgreSQL, two app instances, and Debian's nginx in front with
// the configuration compose.yaml gives the nginx image (deploy/nginx/templates/default.conf.template):
// TLS termination, load balancing, the shared cache and the request limits. The AI provider is a real
// OpenAI-protocol server on loopback that counts what it is asked to write. Proves that plain HTTP
// only redirects to the https origin and every https answer carries HSTS and a request id; that a
// client past a limit or with too large a body gets the app's status page in its language without
// harming any cached page, and that a person trying passwords meets the app's own worded limit first;
// that the instances stay coherent (writes reach nginx and both instances in time), that they share
// what must be shared (the login limit, jobs, the daily article), that a killed instance loses and
// repeats nothing, and that nginx keeps the site up while every instance is down.
//
// The test sends from 127.0.0.1, which nginx is told to exempt from its limits as the benchmark and
// the load script do; the limits are proven from other loopback addresses (127.0.0.2, …).
import { type Agent, fetch, type RequestInit, type Response } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, connect } from "~/.server/db/client";
import { migrate } from "~/.server/db/migrate";
import { adminT } from "~/i18n/admin-t";
import { httpsClient } from "../../scripts/support/https-client";
import { hasNginx, type NginxProcess, startNginx } from "../../scripts/support/nginx-process";
import { type AiServer, startAiServer } from "../support/ai-server";
import { eventually, freePort, type RunningApp, startApp } from "../support/app-server";
import { freshPostgresUrl, postgresUrl } from "../support/databases";
import { dueDailyCron } from "../support/due-cron";
import { templateLimit } from "../support/nginx-limits";

const password = "cluster-test-password";
/** Short, so that "within s-maxage + 2 s" is a few seconds. */
const sMaxAge = 3;
const staleAfterMs = 3000;

let databaseUrl: string;
let connection: Connection;
let ai: AiServer;
let nginx: NginxProcess;
let ports: [number, number];
let instances: [RunningApp, RunningApp];
let env: Record<string, string>;

// The test's own https client accepts nginx's throwaway self-signed certificate.
const selfSigned = httpsClient();

function through(url: string, path: string, init: RequestInit = {}, client: Agent = selfSigned): Promise<Response> {
	return fetch(`${url}${path}`, { redirect: "manual", ...init, dispatcher: client });
}

const form = (fields: Record<string, string | string[]>) => {
	const body = new URLSearchParams();
	for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
	return body;
};

async function login(url: string): Promise<string> {
	const response = await through(url, "/admin/login", {
		method: "POST",
		headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
		body: form({ password }),
	});
	expect(response.status, await response.clone().text()).toBe(302);
	return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

function postAdmin(url: string, path: string, session: string, fields: Record<string, string | string[]>) {
	return through(url, path, {
		method: "POST",
		headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url, Cookie: session },
		body: form(fields),
	});
}

const text = async (url: string, path: string) => (await through(url, path)).text();

// CI installs both; elsewhere the cluster is left out when either is missing.
const available = postgresUrl() !== undefined && hasNginx();
if (!available && process.env.CI)
	throw new Error("the cluster test needs PostgreSQL 15 and nginx (apt-get install postgresql nginx)");

beforeAll(async () => {
	if (!available) return;
	const url = await freshPostgresUrl();
	if (!url) throw new Error("no PostgreSQL server");
	databaseUrl = url;
	// Before any instance starts: the daily article's tick is due now, so both schedulers find it.
	connection = await connect({ databaseUrl, dataDir: "unused" });
	await migrate(connection.db);
	await connection.db.query("update scheduled_jobs set schedule = $1, timezone = 'Europe/Stockholm'", [dueDailyCron()]);
	ai = await startAiServer();
	ports = [await freePort(), await freePort()];
	nginx = await startNginx({ upstreams: ports.map((port) => `127.0.0.1:${port}`), limitExempt: ["127.0.0.1"] });
	env = {
		DATABASE_URL: databaseUrl,
		SESSION_SECRET: "cluster-test-session-secret-0123456789",
		ADMIN_PASSWORD: password,
		SITE_URL: nginx.tlsUrl,
		TRUST_PROXY: "true",
		HTTP_CACHE_S_MAXAGE: String(sMaxAge),
		JOBS_STALE_AFTER_MS: String(staleAfterMs),
		AI_BASE_URL: ai.baseUrl,
		AI_API_KEY: "cluster-test-key",
		// The daily article made due above is what the schedulers are tested on.
		JOBS_SCHEDULER: "true",
	};
	// The first instance migrates and writes the demo catalogue; the second finds both done.
	const first = await startApp(env, ports[0]);
	instances = [first, await startApp(env, ports[1])];
}, 240_000);

afterAll(async () => {
	await Promise.all(instances?.map((instance) => instance.stop()) ?? []);
	await nginx?.stop();
	await ai?.stop();
	await connection?.close();
});

describe.runIf(available)("two instances behind nginx", () => {
	it("log the admin in and take an admin form through nginx terminating TLS", async () => {
		const session = await login(nginx.tlsUrl);
		const admin = await through(nginx.tlsUrl, "/admin", { headers: { Cookie: session } });
		expect(admin.status).toBe(200);
		expect(admin.headers.get("x-cache-status")).toBe("BYPASS");
		const brand = await postAdmin(nginx.tlsUrl, "/admin/tools/add-brand", session, { brandName: "Klusterbolaget" });
		expect(brand.status).toBe(302);
		expect(brand.headers.get("location")).toMatch(/^\/admin/);
	});

	it("answer plain HTTP only with a redirect to the https origin, and every https answer with HSTS and a request id", async () => {
		for (const [path, init] of [
			["/kategorier?sort=name", {}],
			["/admin/login", { method: "POST", body: form({ password }) }],
		] as const) {
			const redirect = await through(nginx.url, path, init);
			expect(redirect.status, path).toBe(301);
			expect(redirect.headers.get("location")).toBe(`${nginx.tlsUrl}${path}`);
		}
		const answers = [
			await through(nginx.tlsUrl, "/kategorier"),
			await through(nginx.tlsUrl, "/no/finnes-ikke"),
			await through(nginx.tlsUrl, "/admin/login", {
				method: "POST",
				headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: nginx.tlsUrl },
				body: form({ password: "fel" }),
			}),
			await through(nginx.tlsUrl, "/admin"),
		];
		expect(answers.map((answer) => answer.status)).toEqual([200, 404, 401, 302]);
		for (const answer of answers) {
			expect(answer.headers.get("strict-transport-security"), String(answer.status)).toBe("max-age=31536000");
			expect(answer.headers.get("x-request-id"), String(answer.status)).toMatch(/^[0-9a-f]{32}$/);
		}
		expect(new Set(answers.map((answer) => answer.headers.get("x-request-id"))).size).toBe(answers.length);
	});

	it("log a request on the instance that answered it under the id nginx gave the visitor", async () => {
		const answer = await through(nginx.tlsUrl, "/kategorier?sort=name&logg=1");
		expect(answer.headers.get("x-cache-status")).toBe("MISS");
		const id = answer.headers.get("x-request-id") ?? "";
		expect(id).toMatch(/^[0-9a-f]{32}$/);
		await eventually(async () => instances.some((instance) => instance.output().includes(`"requestId":"${id}"`)), 5000);
	});

	it("refuse a client past the search limit with the app's status page in the page's language, leaving the cached pages as they were", async () => {
		const pages = ["/sok?q=lakrits", "/no/sok?q=lakris"];
		const cached: string[] = [];
		for (const path of pages) {
			await (await through(nginx.tlsUrl, path)).arrayBuffer();
			const copy = await through(nginx.tlsUrl, path);
			expect(copy.headers.get("x-cache-status"), path).toBe("HIT");
			cached.push(await copy.text());
		}
		const { burst } = templateLimit("godisguiden_search");
		const anotherClient = httpsClient("127.0.0.2");
		const answers = await Promise.all(
			Array.from({ length: 2 * (burst + 10) }, async (_, i) => {
				const path = pages[i % 2] ?? "/sok";
				const response = await through(nginx.tlsUrl, path, {}, anotherClient);
				return { path, status: response.status, body: await response.text() };
			}),
		);
		const refused = answers.filter((answer) => answer.status === 429);
		expect(refused.length).toBeGreaterThan(0);
		// nginx's answer is the page the app serves at /_status/<language>/429.
		const statusPage = async (language: string) => (await through(nginx.tlsUrl, `/_status/${language}/429`)).text();
		const worded = { "/sok?q=lakrits": await statusPage("sv"), "/no/sok?q=lakris": await statusPage("nb") };
		for (const answer of refused) expect(answer.body, answer.path).toBe(worded[answer.path as keyof typeof worded]);
		expect(new Set(refused.map((answer) => answer.path))).toEqual(new Set(pages));
		// The exempt address asks for the same pages as often and is never refused.
		const exempt = await Promise.all(answers.map(({ path }) => through(nginx.tlsUrl, path)));
		expect(exempt.filter((answer) => answer.status === 429)).toEqual([]);
		for (const [i, path] of pages.entries()) {
			const copy = await through(nginx.tlsUrl, path);
			expect(copy.status, path).toBe(200);
			expect(await copy.text(), path).toBe(cached[i]);
		}
	});

	it("refuse a public form post larger than the app accepts with its status page, and take a larger admin post on", async () => {
		const refused = await through(nginx.tlsUrl, "/no/produkter", {
			method: "POST",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: nginx.tlsUrl },
			body: form({ intent: "import", padding: "x".repeat(16 * 1024) }),
		});
		expect(refused.status).toBe(413);
		expect(await refused.text()).toBe(await (await through(nginx.tlsUrl, "/_status/nb/413")).text());
		const session = await login(nginx.tlsUrl);
		const admin = await postAdmin(nginx.tlsUrl, "/admin/tools/add-brand", session, {
			brandName: "Stora formulärets godis",
			padding: "x".repeat(64 * 1024),
		});
		expect(admin.status).toBe(302);
	});

	it("leave a person trying passwords with the app's own worded limit before nginx's", async () => {
		const person = httpsClient("127.0.0.3");
		const attempt = async () => {
			const response = await through(
				nginx.tlsUrl,
				"/admin/login",
				{
					method: "POST",
					headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: nginx.tlsUrl },
					body: form({ password: "fel" }),
				},
				person,
			);
			return { status: response.status, body: await response.text() };
		};
		for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
		const appLimit = await attempt();
		expect(appLimit.status).toBe(429);
		expect(appLimit.body).toContain(adminT("login.tooManyAttempts"));
		// A script that goes on is refused by nginx before it reaches the app.
		const { burst } = templateLimit("godisguiden_login");
		const script = await Promise.all(Array.from({ length: burst }, attempt));
		const byNginx = script.filter((answer) => !answer.body.includes(adminT("login.tooManyAttempts")));
		expect(byNginx.length).toBeGreaterThan(0);
		const statusPage = await (await through(nginx.tlsUrl, "/_status/sv/429")).text();
		for (const answer of byNginx) expect(answer).toEqual({ status: 429, body: statusPage });
	});

	it("serve the status pages nginx shows on each instance: 200, shared for an hour, kept out of search engines, in their language", async () => {
		for (const instance of instances) {
			for (const language of ["sv", "nb"]) {
				for (const status of [413, 429, 503]) {
					const page = await fetch(`${instance.url}/_status/${language}/${status}`);
					const where = `${instance.url}/_status/${language}/${status}`;
					expect(page.status, where).toBe(200);
					expect(page.headers.get("cache-control"), where).toBe("public, max-age=0, s-maxage=3600");
					expect(page.headers.get("x-robots-tag"), where).toBe("noindex");
					expect(await page.text(), where).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
				}
			}
		}
	});

	it("show an admin's write through nginx within s-maxage + 2 s, and on each instance within 2 s", async () => {
		const title = "Klustertestets nyhet om lakritsens år";
		// Cached before the write, by nginx and in the instances' own caches.
		for (const url of [nginx.tlsUrl, ...instances.map((i) => i.url)]) expect(await text(url, "/artiklar")).not.toContain(title);
		expect((await through(nginx.tlsUrl, "/artiklar")).headers.get("x-cache-status")).toBe("HIT");
		const session = await login(nginx.tlsUrl);
		const created = await postAdmin(nginx.tlsUrl, "/admin?index", session, {
			intent: "create-article",
			h1: title,
			slug: "klustertestets-nyhet",
			metaTitle: "Klustertestets nyhet",
			metaDescription:
				"En nyhet som klustertestet skriver genom nginx för att se att den syns på båda instanserna och i nginx cache inom rätt tid, varken mer eller mindre.",
			content: "Lakrits är salt, sött och segt. ".repeat(30),
			internalKeywords: "",
			externalKeywords: "",
			locale: "sv",
			status: "published",
		});
		expect(created.status).toBe(302);
		const written = Date.now();
		const seen = async (url: string) => {
			await eventually(async () => (await text(url, "/artiklar")).includes(title), 15_000);
			return Date.now() - written;
		};
		const [viaNginx, onFirst, onSecond] = await Promise.all([seen(nginx.tlsUrl), ...instances.map((i) => seen(i.url))]);
		expect(viaNginx).toBeLessThanOrEqual((sMaxAge + 2) * 1000);
		expect(onFirst).toBeLessThanOrEqual(2000);
		expect(onSecond).toBeLessThanOrEqual(2000);
	});

	it("show a change made straight in the database on each instance within 2 s", async () => {
		const [category] = await connection.db.query<{ id: string; slug: string }>(
			"select id, slug from categories where locale = 'sv' and slug = 'lakrits'",
		);
		if (!category) throw new Error("no demo category 'lakrits'");
		const path = `/kategorier/${category.slug}`;
		for (const instance of instances) expect(await text(instance.url, path)).not.toContain("Saltlakritsens hemvist");
		await connection.db.query(
			"update categories set intro_md = 'Saltlakritsens hemvist.', optimized_intro_md = null where id = $1",
			[category.id],
		);
		const changed = Date.now();
		await Promise.all(
			instances.map((instance) =>
				eventually(async () => (await text(instance.url, path)).includes("Saltlakritsens hemvist"), 10_000),
			),
		);
		expect(Date.now() - changed).toBeLessThanOrEqual(2000);
	});

	it("count failed logins across both instances", async () => {
		const attempt = (instance: RunningApp) =>
			through(instance.url, "/admin/login", {
				method: "POST",
				// As nginx hands it on: the visitor's address last in X-Forwarded-For.
				headers: {
					"Content-Type": "application/x-www-form-urlencoded",
					Origin: instance.url,
					"X-Forwarded-For": "198.51.100.20",
				},
				body: form({ password: "fel" }),
			});
		const [first, second] = instances;
		for (const instance of [first, second, first, second, first]) expect((await attempt(instance)).status).toBe(401);
		expect((await attempt(second)).status).toBe(429);
		expect((await attempt(first)).status).toBe(429);
	});

	it("write exactly one daily article per language with both schedulers firing", async () => {
		await eventually(async () => {
			const [row] = await connection.db.query<{ open: number }>(
				"select count(*)::int as open from jobs where kind = 'daily-article' and status in ('queued', 'running')",
			);
			const [done] = await connection.db.query<{ n: number }>("select count(*)::int as n from jobs where kind = 'daily-article'");
			return row?.open === 0 && (done?.n ?? 0) >= 2;
		}, 60_000);
		const jobs = await connection.db.query<{ locale: string; n: number }>(
			"select payload->>'locale' as locale, count(*)::int as n from jobs where kind = 'daily-article' group by 1 order by 1",
		);
		expect(jobs).toEqual([
			{ locale: "nb", n: 1 },
			{ locale: "sv", n: 1 },
		]);
		const logs = await connection.db.query<{ locale: string; status: string; n: number }>(
			"select locale, status, count(*)::int as n from article_generation_logs group by 1, 2 order by 1, 2",
		);
		expect(logs).toEqual([
			{ locale: "nb", status: "success", n: 1 },
			{ locale: "sv", status: "success", n: 1 },
		]);
	});

	it("start one manual daily article per language when the run is posted to both instances at once", async () => {
		const session = await login(instances[0].url);
		const answers = await Promise.all(
			instances.map((instance) => postAdmin(instance.url, "/admin?index", session, { intent: "daily-run", locale: "nb" })),
		);
		expect(answers.map((answer) => answer.status)).toEqual([302, 302]);
		const jobPages = answers.map((answer) => answer.headers.get("location"));
		expect(jobPages[0]).toMatch(/^\/admin\/jobs\/\d+$/);
		expect(jobPages[1]).toBe(jobPages[0]);
	});

	it("run every item of a bulk SEO job once across the two workers, losing nothing when its instance is killed", async () => {
		const categories = await connection.db.query<{ id: string; name: string }>(
			"select id::text as id, name from categories where locale = 'sv' and status = 'published' order by name",
		);
		ai.requests.clear();
		const session = await login(nginx.tlsUrl);
		const started = await postAdmin(nginx.tlsUrl, "/admin/seo/categories", session, { ids: categories.map((c) => c.id) });
		expect(started.status).toBe(302);
		const jobId = Number(started.headers.get("location")?.match(/\/admin\/jobs\/(\d+)/)?.[1]);
		const job = async () =>
			(
				await connection.db.query<{ status: string; locked_by: string | null; done: number; items: { label: string }[] }>(
					"select status, locked_by, progress_done as done, items from jobs where id = $1",
					[jobId],
				)
			)[0];
		await eventually(async () => ((await job())?.done ?? 0) >= 2, 30_000);
		const holder = (await job())?.locked_by ?? "";
		const victim = instances.findIndex((instance) => holder.startsWith(`worker-${instance.pid}-`));
		expect(victim).toBeGreaterThanOrEqual(0);
		await instances[victim]?.kill();
		const finishedBeforeKill = new Set((await job())?.items.map((item) => item.label.replace(/ \(sv\)$/, "")));

		// The other instance's worker takes the job over once its holder has been silent long enough.
		await eventually(async () => (await job())?.status === "succeeded", 60_000);
		const finished = await job();
		expect(finished?.done).toBe(categories.length);
		expect(finished?.items.map((item) => item.label).sort()).toEqual(categories.map((c) => `${c.name} (sv)`).sort());
		// Paid for once each; at most the one item under way at the kill was asked for twice.
		for (const { name } of categories) {
			const asked = ai.requests.get(name) ?? 0;
			if (finishedBeforeKill.has(name)) expect(asked, name).toBe(1);
			else expect(asked, name).toBeGreaterThanOrEqual(1);
		}
		expect([...ai.requests.values()].filter((n) => n > 1).length).toBeLessThanOrEqual(1);

		const restarted = await startApp(env, ports[victim]);
		instances[victim] = restarted;
	}, 120_000);

	it("keep answering cached pages from nginx while both instances are down, the rest with the app's 503 page, and recover when they return", async () => {
		const pages = ["/kategorier", "/no/merker"];
		for (const path of pages) expect((await through(nginx.tlsUrl, path)).status).toBe(200);
		const unavailable = {
			sv: await (await through(nginx.tlsUrl, "/_status/sv/503")).text(),
			nb: await (await through(nginx.tlsUrl, "/_status/nb/503")).text(),
		};
		await Promise.all(instances.map((instance) => instance.stop()));
		// Past s-maxage: the copies have expired, and stale-if-error lets nginx answer with them.
		await new Promise((r) => setTimeout(r, (sMaxAge + 1) * 1000));
		for (const path of pages) {
			const response = await through(nginx.tlsUrl, path);
			expect(response.status, path).toBe(200);
			expect(response.headers.get("x-cache-status"), path).toBe("STALE");
		}
		for (const [path, language] of [
			["/sok?q=aldrig-cachad", "sv"],
			["/no/sok?q=aldri-bufret", "nb"],
		] as const) {
			const response = await through(nginx.tlsUrl, path);
			expect(response.status, path).toBe(503);
			expect(await response.text(), path).toBe(unavailable[language]);
		}

		instances = [await startApp(env, ports[0]), await startApp(env, ports[1])];
		await eventually(async () => (await through(nginx.tlsUrl, "/sok?q=nu-igen")).status === 200, 30_000);
	}, 120_000);
});
