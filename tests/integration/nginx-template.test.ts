// The nginx template itself (deploy/nginx/templates/default.conf.template, ADR 036), run by Debian's
// nginx in front of stand-in instances: tiny HTTP servers on loopback that answer as each case needs
// (a 503 after the first request, the status pages of the app's contract) and keep what nginx sent
// them. Plain HTTP only redirects; every HTTPS answer carries HSTS and the request id the app was
// sent; bodies larger than the app accepts and clients past a limit get the status page in the
// language of the page they asked for; a 503 sends a GET to the other instance and lets nginx stand
// in with an expired copy. The cluster test proves the same template in front of the real app.
import { type Agent, fetch, type RequestInit } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpsClient } from "../../scripts/support/https-client";
import { hasNginx, type NginxProcess, startNginx } from "../../scripts/support/nginx-process";
import { templateLimit } from "../support/nginx-limits";
import {
	type ReceivedRequest,
	type StandInAnswer,
	type StandInUpstream,
	startStandInUpstream,
} from "../support/stand-in-upstream";

// CI installs nginx; elsewhere the template's test is left out without it.
if (!hasNginx() && process.env.CI) throw new Error("the nginx template test needs nginx (apt-get install nginx)");

/** The app's status pages as its contract describes them: 200, public for an hour, noindex. */
function statusPage(request: ReceivedRequest): StandInAnswer | undefined {
	const page = request.url.match(/^\/_status\/(sv|nb)\/(\d{3})$/);
	if (!page) return undefined;
	return {
		status: 200,
		headers: {
			"Cache-Control": "public, max-age=0, s-maxage=3600",
			"X-Robots-Tag": "noindex",
			"X-Request-Id": String(request.headers["x-request-id"]),
		},
		body: statusBody(page[1] as "sv" | "nb", Number(page[2])),
	};
}
const statusBody = (language: "sv" | "nb", status: number) => `<p lang="${language}">status ${status}</p>`;

/** An ordinary page: what it was asked, not shared, sending back the request id it was given as the app does. */
const echo = (request: ReceivedRequest): StandInAnswer =>
	statusPage(request) ?? {
		status: 200,
		headers: { "Cache-Control": "no-store", "X-Request-Id": String(request.headers["x-request-id"]) },
		body: `${request.method} ${request.url}`,
	};

const local = httpsClient();

function get(nginx: NginxProcess, path: string, init: RequestInit = {}, client: Agent = local) {
	return fetch(`${nginx.tlsUrl}${path}`, { redirect: "manual", ...init, dispatcher: client });
}

/**
 * `count` requests at once from `client`; the answers, and how long the whole flood took. Each
 * request should have an address of its own: nginx lets one request per address through to the
 * app at a time while nothing is cached for it (proxy_cache_lock), and the others wait in steps
 * of half a second, which would stretch a flood over seconds.
 */
async function flood(nginx: NginxProcess, client: Agent, count: number, request: (i: number) => [string, RequestInit?]) {
	const started = performance.now();
	const answers = await Promise.all(
		Array.from({ length: count }, async (_, i) => {
			const [path, init] = request(i);
			const response = await get(nginx, path, init, client);
			return { path, status: response.status, body: await response.text(), headers: response.headers };
		}),
	);
	return { answers, seconds: (performance.now() - started) / 1000 };
}

describe.runIf(hasNginx())("the nginx template", () => {
	let upstream: StandInUpstream;
	let nginx: NginxProcess;

	beforeAll(async () => {
		upstream = await startStandInUpstream(echo);
		nginx = await startNginx({ upstreams: [upstream.host], limitExempt: ["127.0.0.1"] });
	});
	afterAll(async () => {
		await nginx?.stop();
		await upstream?.stop();
	});

	it("answers every plain-HTTP request with a 301 to the same address on HTTPS, and sends the app nothing", async () => {
		const before = upstream.received.length;
		for (const [path, method] of [
			["/sok?q=lakrits&sort=price-asc", "GET"],
			["/admin/login", "POST"],
			["/no", "HEAD"],
		] as const) {
			const response = await fetch(`${nginx.url}${path}`, {
				method,
				redirect: "manual",
				...(method === "POST" ? { body: "password=fel" } : {}),
			});
			expect(response.status, `${method} ${path}`).toBe(301);
			expect(response.headers.get("location")).toBe(`${nginx.tlsUrl}${path}`);
			expect(response.headers.get("strict-transport-security")).toBeNull();
		}
		expect(upstream.received.length).toBe(before);
	});

	it("sends HSTS and one request id on every HTTPS answer, the id being the one the app was sent whatever the visitor sent", async () => {
		upstream.handler = (request) => {
			if (request.url === "/finns-inte") return { status: 404, body: "saknas" };
			if (request.url !== "/artiklar") return echo(request);
			const id = String(request.headers["x-request-id"]);
			return { status: 200, headers: { "Cache-Control": "public, s-maxage=60", "X-Request-Id": id }, body: "artiklar" };
		};
		try {
			await (await get(nginx, "/artiklar")).arrayBuffer();
			const answers = [
				await get(nginx, "/kategorier", { headers: { "X-Request-Id": "forged-by-the-visitor" } }),
				await get(nginx, "/finns-inte"),
				await get(nginx, "/produkter", { method: "POST", body: "x".repeat(16 * 1024 + 1) }),
				// A stored copy, kept with the id of the request that stored it.
				await get(nginx, "/artiklar"),
			];
			expect(answers.map((answer) => answer.status)).toEqual([200, 404, 413, 200]);
			expect(answers[3]?.headers.get("x-cache-status")).toBe("HIT");
			const ids = answers.map((answer) => answer.headers.get("x-request-id"));
			for (const [i, answer] of answers.entries()) {
				expect(answer.headers.get("strict-transport-security"), String(answer.status)).toBe("max-age=31536000");
				expect(ids[i]).toMatch(/^[0-9a-f]{32}$/);
			}
			expect(new Set(ids).size).toBe(answers.length);
			const sent = (path: string) => upstream.received.findLast((request) => request.url === path)?.headers["x-request-id"];
			expect(sent("/kategorier")).toBe(ids[0]);
			expect(sent("/finns-inte")).toBe(ids[1]);
		} finally {
			upstream.handler = echo;
		}
	});

	it("refuses a body larger than the app accepts with the app's status page in the page's language, and passes the rest", async () => {
		const kib = 1024;
		const cases: [path: string, bytes: number, status: number, language?: "sv" | "nb"][] = [
			["/produkter/godis-1", 16 * kib, 200],
			["/produkter/godis-1", 16 * kib + 1, 413, "sv"],
			["/no/produkter/godis-1", 16 * kib + 1, 413, "nb"],
			["/no?intent=import", 16 * kib + 1, 413, "nb"],
			["/no.data", 16 * kib + 1, 413, "nb"],
			["/nougat", 16 * kib + 1, 413, "sv"],
			["/administration", 16 * kib + 1, 413, "sv"],
			["/admin/login", 16 * kib, 200],
			["/admin/login", 16 * kib + 1, 413, "sv"],
			["/admin/login.data", 16 * kib + 1, 413, "sv"],
			["/admin?index", 1024 * kib, 200],
			["/admin?index", 1024 * kib + 1, 413, "sv"],
			["/admin.data?index", 1024 * kib, 200],
			["/admin/seo/categories", 1024 * kib, 200],
			["/admin/seo/categories.data", 1024 * kib, 200],
			["/admin/seo/categories", 1024 * kib + 1, 413, "sv"],
		];
		for (const [path, bytes, status, language] of cases) {
			const sentBefore = upstream.received.length;
			const response = await get(nginx, path, { method: "POST", body: "x".repeat(bytes) });
			const body = await response.text();
			expect(response.status, `${bytes} bytes to ${path}`).toBe(status);
			if (language) {
				expect(body, path).toBe(statusBody(language, 413));
				// The error is not the status page's to share: its own public Cache-Control stays behind.
				expect(response.headers.get("cache-control")).toBe("no-store");
				// The refused post never reached the app; at most the status page was asked for, with GET and no body.
				for (const request of upstream.received.slice(sentBefore)) {
					expect(request).toMatchObject({ method: "GET", url: `/_status/${language}/413`, bodyBytes: 0 });
				}
			} else {
				expect(body).toBe(`POST ${path}`);
				expect(upstream.received.at(-1)?.bodyBytes).toBe(bytes);
			}
		}
	});

	const limited: {
		zone: string;
		what: string;
		request: (i: number) => [string, RequestInit?];
	}[] = [
		{
			zone: "godisguiden_search",
			what: "searches, pages and loader data, in both languages",
			request: (i) => [`${["/sok", "/no/sok.data", "/sok.data", "/no/sok"][i % 4]}?q=choklad${i}`],
		},
		{
			zone: "godisguiden_suggestions",
			what: "search suggestions",
			request: (i) => [`/api/suggestions?q=cho${i}&locale=nb&limit=4`],
		},
		{ zone: "godisguiden_click_outs", what: "click-outs", request: (i) => [`/go/${i}`] },
		{
			zone: "godisguiden_public_posts",
			what: "public form posts",
			request: (i) => [i % 2 ? "/no/produkter/godis-1" : "/geo-preference", { method: "POST", body: "preference=nb" }],
		},
		{
			zone: "godisguiden_login",
			what: "admin login posts",
			request: (i) => [i % 2 ? "/admin/login" : "/admin/login.data", { method: "POST", body: "password=fel" }],
		},
	];

	it.each(limited)(
		"lets a client's burst of $what through and answers the next with the status page ($zone)",
		async ({ zone, request }) => {
			const { perSecond, burst } = templateLimit(zone);
			// Its own address per zone: what another case sent is not counted here.
			const client = httpsClient(`127.0.0.${10 + limited.findIndex((l) => l.zone === zone)}`);
			// More than the rate can give back while the flood is under way (well under four seconds).
			const extra = 10 + Math.ceil(perSecond * 4);
			const { answers, seconds } = await flood(nginx, client, burst + 1 + extra, request);
			const passed = answers.filter((answer) => answer.status !== 429);
			const refused = answers.filter((answer) => answer.status === 429);
			expect(passed.length).toBeGreaterThanOrEqual(burst + 1);
			// Whatever the rate gave back while the flood was under way, no more.
			expect(passed.length).toBeLessThanOrEqual(burst + 1 + Math.ceil(perSecond * seconds));
			expect(refused.length).toBeGreaterThan(0);
			for (const answer of refused) {
				const language = /^\/no([/.?]|$)/.test(answer.path) ? "nb" : "sv";
				expect(answer.body, answer.path).toBe(statusBody(language, 429));
				expect(answer.headers.get("cache-control")).toBe("no-store");
				expect(answer.headers.get("strict-transport-security")).toBe("max-age=31536000");
			}
			// The exempt address (the harness's own) sends the same and is never refused.
			const exempt = await flood(nginx, local, burst + 1 + extra, request);
			expect(exempt.answers.filter((answer) => answer.status === 429)).toEqual([]);
		},
	);

	it("counts nothing a zone does not name: pages, admin posts and GETs of the login page pass however many", async () => {
		const client = httpsClient("127.0.0.20");
		// Forty of each: more than any zone's burst lets through.
		const { answers } = await flood(
			nginx,
			client,
			160,
			(i) =>
				[
					[`/kategorier/lakrits?sida=${i}`],
					[`/no/sokeord?i=${i}`],
					[i % 2 ? "/admin?index" : "/admin.data?index", { method: "POST", body: "intent=none" }],
					[`/admin/login?i=${i}`],
				][i % 4] as [string, RequestInit?],
		);
		expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
	});

	it("keeps a status page under its own address, leaving the cached copy of the page that was refused as it was", async () => {
		upstream.handler = (request) =>
			statusPage(request) ?? {
				status: 200,
				headers: { "Cache-Control": "public, max-age=0, s-maxage=60" },
				body: `results for ${request.url}`,
			};
		try {
			const pages = ["/sok?q=lakritsbitar", "/no/sok?q=lakrisbiter"];
			for (const path of pages) {
				await (await get(nginx, path)).arrayBuffer();
				expect((await get(nginx, path)).headers.get("x-cache-status"), path).toBe("HIT");
			}
			const { burst } = templateLimit("godisguiden_search");
			const client = httpsClient("127.0.0.21");
			const { answers } = await flood(nginx, client, 2 * (burst + 10), (i) => [pages[i % 2] ?? "/sok"]);
			const refused = answers.filter((answer) => answer.status === 429);
			expect(new Set(refused.map((answer) => answer.body))).toEqual(new Set([statusBody("sv", 429), statusBody("nb", 429)]));
			for (const path of pages) {
				const cached = await get(nginx, path);
				expect(cached.headers.get("x-cache-status"), path).toBe("HIT");
				expect(await cached.text()).toBe(`results for ${path}`);
			}
		} finally {
			upstream.handler = echo;
		}
	});
});

describe.runIf(hasNginx())("the nginx template in front of two instances that shed load", () => {
	let first: StandInUpstream;
	let second: StandInUpstream;
	let nginx: NginxProcess;
	const busy = (request: ReceivedRequest): StandInAnswer =>
		statusPage(request) ?? { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "1" }, body: "busy" };

	beforeAll(async () => {
		first = await startStandInUpstream(echo);
		second = await startStandInUpstream(echo);
	});
	afterAll(async () => {
		await nginx?.stop();
		await Promise.all([first?.stop(), second?.stop()]);
	});

	it("sends a GET the first instance answers 503 to the other one, and never sends a form post twice", async () => {
		nginx = await startNginx({ upstreams: [first.host, second.host] });
		first.handler = busy;
		const posts = await Promise.all(
			Array.from({ length: 6 }, () => get(nginx, "/geo-preference", { method: "POST", body: "preference=nb" })),
		);
		const postsReceived = [...first.received, ...second.received].filter((request) => request.method === "POST");
		expect(postsReceived.length).toBe(6);
		// Each post was answered by the instance it went to: a 503 stays a 503 rather than a second try.
		const postsTo = (instance: StandInUpstream) => instance.received.filter((request) => request.method === "POST").length;
		expect(posts.filter((post) => post.status === 503).length).toBe(postsTo(first));
		expect(posts.filter((post) => post.status === 200).length).toBe(postsTo(second));
		for (let i = 0; i < 6; i++) {
			const page = await get(nginx, `/kategorier?sida=${i}`);
			expect(page.status).toBe(200);
			expect(await page.text()).toBe(`GET /kategorier?sida=${i}`);
		}
		await nginx.stop();
	});

	it("serves an expired copy when the app answers 503, which stale-if-error alone does not, and the 503 page where it has none", async () => {
		nginx = await startNginx({ upstreams: [first.host, second.host] });
		// No stale-while-revalidate: once expired, the next request asks the app itself.
		const cacheable = (request: ReceivedRequest): StandInAnswer =>
			statusPage(request) ?? {
				status: 200,
				headers: { "Cache-Control": "public, max-age=0, s-maxage=1, stale-if-error=86400" },
				body: `copy of ${request.url}`,
			};
		first.handler = cacheable;
		second.handler = cacheable;
		for (const path of ["/kategorier", "/no/merker", "/_status/sv/503", "/_status/nb/503"]) {
			expect((await get(nginx, path)).status, path).toBe(200);
		}
		await new Promise((r) => setTimeout(r, 2100));
		first.handler = busy;
		second.handler = busy;
		for (const path of ["/kategorier", "/no/merker"]) {
			const stale = await get(nginx, path);
			expect(stale.status, path).toBe(200);
			expect(stale.headers.get("x-cache-status"), path).toBe("STALE");
			expect(await stale.text()).toBe(`copy of ${path}`);
		}
		for (const [path, language] of [
			["/sok?q=aldrig-cachad", "sv"],
			["/no/sok?q=aldri-bufret", "nb"],
		] as const) {
			const unavailable = await get(nginx, path);
			expect(unavailable.status, path).toBe(503);
			expect(await unavailable.text()).toBe(statusBody(language, 503));
		}
		await nginx.stop();
	});
});
