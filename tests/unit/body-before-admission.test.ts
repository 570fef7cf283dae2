// The host's intake on a real HTTP server, over real sockets: a post's body is read before the post
// waits for a render slot (server/body-before-admission.ts, behind server/admission.ts as in
// server/host.ts), so posts whose bodies stop arriving hold no slot and no place in the queue; a
// request must arrive within its deadline (server/request-deadlines.ts, short here), past which it
// is answered the worded 408 page and its connection closed (server/client-errors.ts, as the host
// installs it); and the bodies held at once are bounded.
import { Agent, createServer, type IncomingMessage, request, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { admission } from "../../server/admission";
import { bodyOf, readBodyBeforeAdmission } from "../../server/body-before-admission";
import type { BodyLimit } from "../../server/body-limits";
import { answerClientErrors } from "../../server/client-errors";
import { deadlineOptions, type RequestDeadlines } from "../../server/request-deadlines";
import { responseLabel } from "../../server/response-labels";
import { openRequest } from "../support/raw-http";

let server: Server | undefined;
const sockets = new Set<{ destroy(): void }>();

afterEach(async () => {
	for (const socket of sockets) socket.destroy();
	sockets.clear();
	server?.closeAllConnections();
	await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
	server = undefined;
});

/** Long enough that nothing in a test is cut by them unless the test is about them. */
const roomyDeadlines: RequestDeadlines = { headersMs: 10_000, requestMs: 20_000, checkEveryMs: 1_000 };

interface Closed {
	status: number;
	label: string | undefined;
}

/**
 * A server whose app answers at once with what it got (`POST /path body`) — but never a path ending
 * in `/at-work`, as if still rendering it — behind the intake and `slots` render slots with no room
 * to wait: a request that found no free slot would be shed (503).
 */
async function intakeServer(options: { deadlines?: RequestDeadlines; slots?: number; limit?: BodyLimit } = {}) {
	const closed: Closed[] = [];
	const renders = admission(
		(req: IncomingMessage, res: ServerResponse) => {
			if (!req.url?.endsWith("/at-work")) res.end(`${req.method} ${req.url} ${bodyOf(req) ?? ""}`);
		},
		{
			limit: options.slots ?? 2,
			maxWaiting: 0,
			shed: (_req, res) => {
				res.writeHead(503);
				res.end("shed");
			},
		},
	);
	const { limit } = options;
	const intake = readBodyBeforeAdmission(renders, limit ? () => limit : undefined);
	server = createServer(deadlineOptions(options.deadlines ?? roomyDeadlines), (req, res) => {
		res.once("close", () => closed.push({ status: res.statusCode, label: responseLabel(res) }));
		void intake(req, res);
	});
	answerClientErrors(server); // as the host does
	server.keepAliveTimeout = 65_000; // as the host sets it
	await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;
	return { port, closed, renders };
}

/** Sends `bytes` and keeps the connection open (closed after the test). */
function sendAndWait(port: number, bytes: string) {
	const sent = openRequest(`http://127.0.0.1:${port}`, bytes);
	sockets.add(sent.socket);
	return sent;
}

/** The worded 408 page's title (app/i18n/messages/{sv,nb}/status-pages.ts). */
const lateTitle = { sv: "Det tog för lång tid att ta emot förfrågan", nb: "Det tok for lang tid å motta forespørselen" };

/** A post that declares a body of 1000 bytes and sends one of them (ADR 070). */
const stalledPost = (path = "/geo-preference") => `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\na`;

function get(port: number, path: string, agent?: Agent) {
	return new Promise<{ status: number; body: string; reusedSocket: boolean }>((resolve, reject) => {
		const req = request({ host: "127.0.0.1", port, path, agent: agent ?? false }, (res) => {
			let body = "";
			res.on("data", (chunk) => (body += chunk));
			res.on("end", () => resolve({ status: res.statusCode ?? 0, body, reusedSocket: req.reusedSocket }));
		});
		req.on("error", reject);
		req.end();
	});
}

function post(port: number, path: string, body: string) {
	return new Promise<{ status: number; body: string }>((resolve, reject) => {
		const req = request({ host: "127.0.0.1", port, path, method: "POST", agent: false }, (res) => {
			let text = "";
			res.on("data", (chunk) => (text += chunk));
			res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
		});
		req.on("error", reject);
		req.end(body);
	});
}

const until = async (condition: () => boolean, timeoutMs = 5_000) => {
	const deadline = Date.now() + timeoutMs;
	while (!condition()) {
		if (Date.now() > deadline) throw new Error("timed out");
		await new Promise((r) => setTimeout(r, 5));
	}
};

describe("a post's body is read before it takes a render slot", () => {
	it("posts that stop sending their bodies, one more than the slots, hold no slot: a page and a whole post are answered at once", async () => {
		const slots = 2;
		const s = await intakeServer({ slots });
		const stalled = Array.from({ length: slots + 1 }, () => sendAndWait(s.port, stalledPost()));
		await new Promise((r) => setTimeout(r, 200)); // they are in, and waiting for the rest of their bodies

		const started = performance.now();
		const page = await get(s.port, "/");
		const form = await post(s.port, "/geo-preference", "locale=nb");
		expect(page).toMatchObject({ status: 200, body: "GET / " });
		expect(form).toEqual({ status: 200, body: "POST /geo-preference locale=nb" });
		expect(performance.now() - started).toBeLessThan(1_000);
		// Neither slots nor the queue (with no room to wait, one request too many is shed) hold them.
		expect(s.renders.stats()).toEqual({ active: 0, waiting: 0 });
		for (const { socket } of stalled) expect(socket.destroyed).toBe(false);
	});

	it("answers a post whose body stops arriving 408 at the request's deadline and closes its connection", async () => {
		const deadlines = { headersMs: 500, requestMs: 1_000, checkEveryMs: 50 };
		const s = await intakeServer({ deadlines });
		const { answer } = sendAndWait(s.port, stalledPost());
		const { status, ms, head, body } = await answer;
		expect(status).toBe(408);
		expect(body).toContain(lateTitle.sv);
		expect(head).toMatch(/\r\nConnection: close(\r\n|$)/i);
		expect(ms).toBeGreaterThanOrEqual(deadlines.requestMs - 50);
		expect(ms).toBeLessThan(deadlines.requestMs + 1_000);
		// Its log line and metric say what happened to it.
		await until(() => s.closed.length === 1);
		expect(s.closed).toEqual([{ status: 408, label: "request-timeout" }]);
	});

	it("counts the deadline from the first byte: a body sent a byte at a time gains nothing by it", async () => {
		const deadlines = { headersMs: 500, requestMs: 1_000, checkEveryMs: 50 };
		const s = await intakeServer({ deadlines });
		const { socket, answer } = sendAndWait(s.port, stalledPost());
		const drip = setInterval(() => socket.write("a"), 100);
		try {
			const { status, ms } = await answer;
			expect(status).toBe(408);
			expect(ms).toBeLessThan(deadlines.requestMs + 1_000);
		} finally {
			clearInterval(drip);
		}
	});

	it("answers headers that stop arriving 408 at the headers' deadline", async () => {
		const deadlines = { headersMs: 500, requestMs: 5_000, checkEveryMs: 50 };
		const s = await intakeServer({ deadlines });
		const { answer } = sendAndWait(s.port, "GET /no HTTP/1.1\r\nHost: x\r\n");
		const { status, ms, body } = await answer;
		expect(status).toBe(408);
		// Its path never arrived whole: Swedish.
		expect(body).toContain(lateTitle.sv);
		expect(ms).toBeLessThan(deadlines.headersMs + 1_000);
	});

	it("answers a post under /no whose body stops arriving with the Norwegian page", async () => {
		const s = await intakeServer({ deadlines: { headersMs: 300, requestMs: 600, checkEveryMs: 50 } });
		const { status, body } = await sendAndWait(s.port, stalledPost("/no/prisvarsel")).answer;
		expect(status).toBe(408);
		expect(body).toContain(lateTitle.nb);
	});

	it("answers the next request's stalled headers on a kept-alive connection in Swedish, not in the language of the one before", async () => {
		const s = await intakeServer({ deadlines: { headersMs: 300, requestMs: 600, checkEveryMs: 50 } });
		const { socket } = sendAndWait(s.port, "GET /no/first HTTP/1.1\r\nHost: x\r\n\r\nGET /no/second HTTP/1.1\r\nHost: x\r\n");
		let received = "";
		socket.on("data", (chunk: Buffer) => (received += chunk.toString("utf8")));
		await new Promise((resolve) => socket.once("close", resolve));
		expect(received).toMatch(/^HTTP\/1\.1 200 [\s\S]*GET \/no\/first [\s\S]*HTTP\/1\.1 408 Request Timeout\r\n/);
		expect(received).toContain(lateTitle.sv);
		expect(received).not.toContain(lateTitle.nb);
	});

	it("gives a request whose answer went out before its declared body came no second answer at its deadline: its connection is closed", async () => {
		const s = await intakeServer({ deadlines: { headersMs: 300, requestMs: 600, checkEveryMs: 50 } });
		// The app answers a GET at once and reads no body; Node would then have sent its own 408 after it.
		const { socket } = sendAndWait(s.port, "GET /page HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n");
		let received = "";
		socket.on("data", (chunk: Buffer) => (received += chunk.toString("utf8")));
		await new Promise((resolve) => socket.once("close", resolve));
		expect(received).toMatch(/^HTTP\/1\.1 200 /);
		expect(received).not.toContain("408");
	});

	it("answers a request the app is still at work on, whose declared body never came, with the page on the connection, and closes it", async () => {
		const s = await intakeServer({ deadlines: { headersMs: 300, requestMs: 600, checkEveryMs: 50 } });
		const { status, body } = await sendAndWait(s.port, "GET /no/at-work HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n")
			.answer;
		expect(status).toBe(408);
		expect(body).toContain(lateTitle.nb);
		// Its slot comes back: the connection is gone, and with it the answer the app was writing.
		await until(() => s.renders.stats().active === 0);
	});

	it("keeps a kept-alive connection that idles longer than the headers' deadline for its next request", async () => {
		// What a proxy in front does between requests; the connection is kept for keepAliveTimeout.
		const deadlines = { headersMs: 300, requestMs: 600, checkEveryMs: 50 };
		const s = await intakeServer({ deadlines });
		const agent = new Agent({ keepAlive: true, maxSockets: 1 });
		try {
			expect(await get(s.port, "/first", agent)).toMatchObject({ status: 200, reusedSocket: false });
			await new Promise((r) => setTimeout(r, deadlines.requestMs * 2));
			expect(await get(s.port, "/second", agent)).toMatchObject({ status: 200, body: "GET /second ", reusedSocket: true });
		} finally {
			agent.destroy();
		}
	});

	it("bounds the bytes bodies hold at once: past the bound a post is answered 503 at once, and a body's share comes back when its answer is done", async () => {
		const limit: BodyLimit = { bytes: 1_000, fields: 64, heldAtOnce: 2_000 };
		const s = await intakeServer({ limit });
		const part = `POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n${"a".repeat(800)}`;
		const first = sendAndWait(s.port, part);
		const second = sendAndWait(s.port, part);
		await new Promise((r) => setTimeout(r, 300)); // both hold their 800 bytes
		const third = sendAndWait(s.port, part);
		expect((await third.answer).status).toBe(503);
		await until(() => s.closed.length === 1);
		expect(s.closed).toEqual([{ status: 503, label: "body-memory-full" }]);

		first.socket.destroy();
		await until(() => s.closed.length === 2);
		expect(await post(s.port, "/form", "a".repeat(900))).toEqual({ status: 200, body: `POST /form ${"a".repeat(900)}` });
		second.socket.destroy();
	});

	it("still refuses a body over its limit with 413 before reading it", async () => {
		const limit: BodyLimit = { bytes: 1_000, fields: 64, heldAtOnce: 2_000 };
		const s = await intakeServer({ limit });
		const { answer } = sendAndWait(s.port, "POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 1001\r\n\r\na");
		expect((await answer).status).toBe(413);
		await until(() => s.closed.length === 1);
		expect(s.closed).toEqual([{ status: 413, label: "too-large" }]);
	});

	it("counts a multipart body's parts however its boundary is written, and takes one within the limit", async () => {
		const limit: BodyLimit = { bytes: 16 * 1024, fields: 64, heldAtOnce: 1024 * 1024 };
		const s = await intakeServer({ limit });
		const parts = (count: number) =>
			`${Array.from({ length: count }, () => '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n').join("")}--xx--\r\n`;
		const contentTypes = [
			"multipart/form-data; boundary=xx",
			"multipart/form-data ; boundary=xx",
			'multipart/form-data; boundary="xx"',
			"MULTIPART/FORM-DATA;BOUNDARY=xx",
			"text/plain, multipart/form-data; boundary=xx",
		];
		for (const contentType of contentTypes) {
			for (const [count, status] of [
				[251, 413],
				[64, 200],
			] as const) {
				const body = parts(count);
				const head = `POST /form HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`;
				expect((await sendAndWait(s.port, head + body).answer).status, `${contentType}, ${count} parts`).toBe(status);
			}
		}
	});
});
