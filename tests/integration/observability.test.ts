// What the operator sees of running instances: every request's log line carries a request id, and
// so does every line logged while that request was handled; Prometheus finds each metric the
// operations guide names (docs/deploy.md) after some traffic, an import job and a mail; and an
// instance whose admission queue is full answers 503 with Retry-After at once and counts it.
// Two instances share one PostgreSQL database, as in production: one takes no jobs, so a job
// enqueued there waits in the shared queue and both instances' metrics see it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, connect } from "~/.server/db/client";
import { adminSessionCookie } from "../support/admin-session";
import { eventually, freePort, type RunningApp, startApp } from "../support/app-server";
import { freshPostgresUrl, postgresUrl } from "../support/databases";
import { logEntries } from "../support/log-capture";
import { sample, scrape } from "../support/metrics-scrape";

const password = "observability-test-password";
const metricsToken = "observability-metrics-token-0123";
let connection: Connection;
let queueOnly: RunningApp;
let metricsPort: number;
let worker: RunningApp | undefined;
let env: Record<string, string>;

const available = postgresUrl() !== undefined;
if (!available && process.env.CI) throw new Error("the observability test needs PostgreSQL 15 (apt-get install postgresql)");

beforeAll(async () => {
	if (!available) return;
	const databaseUrl = (await freshPostgresUrl()) as string;
	env = { DATABASE_URL: databaseUrl, SESSION_SECRET: "observability-session-secret-0123", ADMIN_PASSWORD: password };
	metricsPort = await freePort();
	// Small on purpose: one render at a time, one waiting; the next request is shed.
	queueOnly = await startApp({
		...env,
		JOBS_WORKER: "false",
		METRICS_PORT: String(metricsPort),
		RENDER_CONCURRENCY: "1",
		ADMISSION_QUEUE_LIMIT: "1",
	});
	connection = await connect({ databaseUrl, dataDir: "unused" });
}, 180_000);

afterAll(async () => {
	await Promise.all([queueOnly?.stop(), worker?.stop()]);
	await connection?.close();
});

describe.runIf(available)("what the operator sees", () => {
	it("a request's id is in its log line, in every line logged while it was handled, and in its answer", async () => {
		// A NUL in a product's address is refused by the database: the product page logs that it could
		// not read the product and sends the visitor to the product list. Two at once on an instance that
		// renders one at a time: the second is let in when the first ends, and still logs as itself.
		const slugs = ["ett-namn-%00-med-nul", "ett-annat-%00-namn"];
		const responses = await Promise.all(slugs.map((slug) => fetch(`${queueOnly.url}/produkter/${slug}`, { redirect: "manual" })));
		for (const [index, response] of responses.entries()) {
			expect(response.status).toBe(302);
			const requestId = response.headers.get("x-request-id") ?? "";
			expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
			await eventually(async () =>
				logEntries(queueOnly.output()).some((entry) => entry.requestId === requestId && entry.msg === "request completed"),
			);
			const lines = logEntries(queueOnly.output()).filter((entry) => entry.requestId === requestId);
			expect(lines.map((entry) => entry.msg)).toEqual(["product could not be read", "request completed"]);
			expect(lines[0]?.slug).toBe(decodeURIComponent(slugs[index] as string));
			expect(lines[1]).toMatchObject({
				route: "sv.product",
				cache: "no-store",
				req: { method: "GET", path: `/produkter/${slugs[index]}` },
				res: { statusCode: 302 },
			});
			expect(typeof lines[1]?.responseTime).toBe("number");
		}
		// A visitor's own X-Request-Id is not believed without a trusted proxy in front.
		const forged = await fetch(`${queueOnly.url}/om-oss`, { headers: { "X-Request-Id": "forged-request-id-1" } });
		expect(forged.headers.get("x-request-id")).not.toBe("forged-request-id-1");
	});

	it("sheds what its full queue cannot take: 503, Retry-After and the worded page at once, counted", async () => {
		const answers = await Promise.all(
			Array.from({ length: 20 }, (_, i) =>
				fetch(`${queueOnly.url}/sok?q=${encodeURIComponent(`lakrits ${i}`)}`).then(async (r) => ({
					status: r.status,
					retryAfter: r.headers.get("retry-after"),
					cacheControl: r.headers.get("cache-control"),
					body: await r.text(),
				})),
			),
		);
		const shed = answers.filter((answer) => answer.status === 503);
		expect(shed.length).toBeGreaterThan(0);
		expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(2);
		for (const answer of shed) {
			expect(answer.retryAfter).toBe("5");
			expect(answer.cacheControl).toBe("no-store");
			expect(answer.body).toContain("Vi har mycket att göra just nu");
		}
		expect((await fetch(`${queueOnly.url}/sok?q=lakrits`)).status).toBe(200);
		const metrics = await scrape(`http://127.0.0.1:${metricsPort}`);
		expect(sample(metrics, "godisguiden_admission_shed_total")).toBe(shed.length);
		expect(sample(metrics, "godisguiden_http_request_duration_seconds_count", { route: "overloaded", status: "503" })).toBe(
			shed.length,
		);
	});

	it("Prometheus finds every metric the operations guide names, with the values of what happened", async () => {
		const session = await adminSessionCookie(queueOnly.url, password);
		const [feed] = await connection.db.query<{ id: string }>(
			"select id from feeds where locale = 'sv' and enabled order by id limit 1",
		);
		const enqueued = await fetch(`${queueOnly.url}/admin/feeds`, {
			method: "POST",
			redirect: "manual",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: queueOnly.url, Cookie: session },
			body: new URLSearchParams({ intent: "import-feed", feedId: feed?.id ?? "" }),
		});
		expect(enqueued.status).toBe(302);

		// The instance without a worker sees the job waiting in the shared queue.
		const waiting = await scrape(`http://127.0.0.1:${metricsPort}`);
		expect(sample(waiting, "godisguiden_jobs_queued", { kind: "import-feed" })).toBe(1);
		expect(sample(waiting, "godisguiden_jobs_oldest_queued_age_seconds", { kind: "import-feed" })).toBeGreaterThanOrEqual(0);
		expect(sample(waiting, "godisguiden_database_unavailable")).toBe(0);
		expect(sample(waiting, "godisguiden_admission_waiting")).toBe(0);
		expect(sample(waiting, "godisguiden_admission_active")).toBe(0);
		// Its metrics are on their own port only: not on the site's, which has no token configured.
		expect((await fetch(`${queueOnly.url}/metrics`)).status).toBe(404);

		// An instance with a worker runs it; its metrics are on the site's port, behind the token.
		worker = await startApp({ ...env, METRICS_TOKEN: metricsToken });
		await eventually(async () => {
			const [job] = await connection.db.query<{ status: string }>(
				"select status from jobs where kind = 'import-feed' order by id desc limit 1",
			);
			return job?.status === "succeeded";
		});
		expect((await fetch(`${worker.url}/metrics`)).status).toBe(401);
		expect((await fetch(`${worker.url}/metrics`, { headers: { Authorization: "Bearer wrong-token-0123456789" } })).status).toBe(
			401,
		);

		// A price alert's confirmation mail (to the outbox: no SMTP server configured).
		const [product] = await connection.db.query<{ slug: string; price: number }>(
			"select slug, price::float8 as price from products where locale = 'sv' and available order by slug limit 1",
		);
		const alert = await fetch(`${worker.url}/produkter/${product?.slug}`, {
			method: "POST",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: worker.url },
			body: new URLSearchParams({
				email: "kund@example.com",
				target: String(Math.floor((product?.price ?? 2) / 2)),
				website: "",
			}),
		});
		expect(alert.status).toBe(200);
		expect(await (await fetch(`${worker.url}/kategorier/godis`)).text()).toContain("</html>");

		const seen = await scrape(worker.url, { Authorization: `Bearer ${metricsToken}` });
		for (const name of [
			"godisguiden_http_request_duration_seconds",
			"godisguiden_admission_waiting",
			"godisguiden_admission_active",
			"godisguiden_admission_shed_total",
			"godisguiden_jobs_queued",
			"godisguiden_jobs_oldest_queued_age_seconds",
			"godisguiden_job_duration_seconds",
			"godisguiden_job_failures_total",
			"godisguiden_feed_import_rows_total",
			"godisguiden_feed_import_duration_seconds",
			"godisguiden_mails_sent_total",
			"godisguiden_mails_failed_total",
			"godisguiden_database_unavailable",
			"godisguiden_catalogue_change_lag_seconds",
			"godisguiden_process_resident_memory_bytes",
			"godisguiden_nodejs_eventloop_lag_seconds",
		]) {
			expect(seen, name).toContain(`# TYPE ${name} `);
		}
		expect(
			sample(seen, "godisguiden_http_request_duration_seconds_count", { route: "sv.category", method: "GET", status: "200" }),
		).toBe(1);
		expect(sample(seen, "godisguiden_job_duration_seconds_count", { kind: "import-feed", outcome: "succeeded" })).toBe(1);
		expect(sample(seen, "godisguiden_feed_import_rows_total", { outcome: "imported" })).toBeGreaterThan(0);
		expect(sample(seen, "godisguiden_feed_import_duration_seconds_count", { outcome: "succeeded" })).toBe(1);
		expect(sample(seen, "godisguiden_mails_sent_total", { via: "outbox" })).toBe(1);
		expect(sample(seen, "godisguiden_catalogue_change_lag_seconds_count")).toBeGreaterThan(0);
		expect(sample(seen, "godisguiden_jobs_queued", { kind: "import-feed" })).toBeUndefined();
	});
});
