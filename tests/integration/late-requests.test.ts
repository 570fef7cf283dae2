// A request that does not arrive within its deadline (server/request-deadlines.ts), sent over real
// sockets to the running production server with its real deadlines: a form post whose body stops
// arriving gets the worded 408 page in the language of its path, and headers that stop arriving
// get it in Swedish — both with `Connection: close` and no caching, and the connection closed after
// it; the post's log line says 408 under its request id. Before ADR 084 both got Node's bare
// `408 Request Timeout` with no page, and the post's line had no status. A malformed request is
// still answered as Node answers it.
import type { Socket } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { requestDeadlines } from "../../server/request-deadlines";
import { freePort, type RunningApp, startApp } from "../support/app-server";
import { logEntries } from "../support/log-capture";
import { sample, scrape } from "../support/metrics-scrape";
import { openRequest, type RawAnswer, rawRequest } from "../support/raw-http";

let app: RunningApp;
let host: string;
let metricsUrl: string;

beforeAll(async () => {
	const metricsPort = await freePort();
	metricsUrl = `http://127.0.0.1:${metricsPort}`;
	app = await startApp({ METRICS_PORT: String(metricsPort) });
	host = new URL(app.url).host;
}, 120_000);

/** How many connections the instance has given up on for `reason` so far. */
async function givenUp(reason: string): Promise<number> {
	return sample(await scrape(metricsUrl), "godisguiden_connections_given_up_total", { reason }) ?? 0;
}
afterAll(() => app?.stop());

/** A post that declares a body of 1000 bytes and sends one of them: a slow phone's form post. */
const stalledPost = (path: string) =>
	`POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\na`;

/** When the server closes the connection (its end or its close, whichever comes first). */
function closedAt(socket: Socket): Promise<number> {
	return new Promise((resolve) => {
		const closed = () => resolve(performance.now());
		socket.once("end", closed);
		socket.once("close", closed);
	});
}

function expectLatePage(answer: RawAnswer, title: string, what: string): void {
	expect(answer.status, what).toBe(408);
	expect(answer.body, what).toContain(title);
	expect(answer.body, what).toMatch(/^<!DOCTYPE html>/);
	// (The head ends without its last line's CRLF.)
	expect(answer.head, what).toMatch(/\r\nConnection: close(\r\n|$)/i);
	expect(answer.head, what).toMatch(/\r\nCache-Control: no-store(\r\n|$)/i);
	expect(answer.head, what).toMatch(/\r\nContent-Type: text\/html; charset=utf-8(\r\n|$)/i);
}

it("answers a request that misses its deadline with the worded 408 page in its path's language, closes its connection, and logs it under its id", async () => {
	const started = performance.now();
	const swedish = openRequest(app.url, stalledPost("/geo-preference"));
	const norwegian = openRequest(app.url, stalledPost("/no/prisvarsel"));
	// Headers that stop arriving: no request yet, so no path to take a language from.
	const headers = openRequest(app.url, `GET /no/produkter HTTP/1.1\r\nHost: ${host}\r\n`);
	const closed = [swedish, norwegian, headers].map(({ socket }) => closedAt(socket));
	try {
		const [sv, nb, head] = await Promise.all([swedish.answer, norwegian.answer, headers.answer]);
		expectLatePage(sv, "Det tog för lång tid att ta emot förfrågan", "Swedish post");
		expectLatePage(nb, "Det tok for lang tid å motta forespørselen", "Norwegian post");
		expectLatePage(head, "Det tog för lång tid att ta emot förfrågan", "stalled headers");
		expect(sv.body).toContain('lang="sv"');
		expect(nb.body).toContain('lang="nb"');
		// Each at its own deadline, give or take the check's interval.
		const late = requestDeadlines.checkEveryMs + 3_000;
		for (const answer of [sv, nb]) expect(answer.ms).toBeGreaterThanOrEqual(requestDeadlines.requestMs - 100);
		for (const answer of [sv, nb]) expect(answer.ms).toBeLessThan(requestDeadlines.requestMs + late);
		expect(head.ms).toBeGreaterThanOrEqual(requestDeadlines.headersMs - 100);
		expect(head.ms).toBeLessThan(requestDeadlines.headersMs + late);
		// Closed by the server right after its answer, not left for the client to hang up.
		for (const at of await Promise.all(closed)) expect(at - started).toBeLessThan(requestDeadlines.requestMs + late);

		// The post's log line: its request id (sent back in X-Request-Id), 408, and what answered it.
		const requestId = /\r\nX-Request-Id: ([^\r]+)/i.exec(sv.head)?.[1];
		expect(requestId).toBeTruthy();
		// Stalled headers leave no request and so no log line: the metric counts them, and the posts.
		expect(await givenUp("late-headers")).toBe(1);
		expect(await givenUp("late-body")).toBe(2);
		const lines = logEntries(app.output()).filter((entry) => entry.requestId === requestId);
		expect(lines).toMatchObject([
			{
				msg: "request completed",
				req: { method: "POST", path: "/geo-preference" },
				res: { statusCode: 408 },
				route: "request-timeout",
			},
		]);
	} finally {
		for (const { socket } of [swedish, norwegian, headers]) socket.destroy();
	}
}, 90_000);

it("still answers a malformed request as Node does: 400, or 431 for headers too large", async () => {
	const malformed = await rawRequest(app.url, `GET / HTTP/1.1\r\nHost: ${host}\r\nNo colon in this header`);
	expect(malformed.status).toBe(400);
	expect(malformed.head).toBe("HTTP/1.1 400 Bad Request\r\nConnection: close");
	const oversized = await rawRequest(app.url, `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${"a".repeat(20_000)}`);
	expect(oversized.status).toBe(431);
	expect(await givenUp("malformed")).toBe(1);
	expect(await givenUp("headers-too-large")).toBe(1);
	// The same process goes on answering.
	expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
});
