// An instance told to stop (SIGTERM, as a platform does on a deploy) answers the requests it has,
// says it is no longer ready, hands the job it is running back to the queue after the step under
// way — another instance resumes it at once instead of after JOBS_STALE_AFTER_MS — and exits. A
// client that never finishes sending its request does not hold it past the shutdown limit (ADR 082),
// and the request cut gets its own log line (ADR 084).
import { mkdtempSync } from "node:fs";
import { connect as openSocket, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { connect } from "~/.server/db/client";
import { enqueueJob, findJob } from "~/.server/jobs/queue";
import { adminSessionCookie, jobItemsDone } from "../support/admin-session";
import { eventually, type RunningApp, startApp } from "../support/app-server";
import { openPgliteWithDemo } from "../support/databases";
import { hasLogged, logEntries } from "../support/log-capture";

let dataDir: string;
let app: RunningApp | undefined;
let jobId: number;
const drainMs = 1500;

/** The status line and headers of the first answer on a raw connection. */
function responseHead(socket: Socket): Promise<string> {
	return new Promise((resolve, reject) => {
		let received = "";
		socket.setEncoding("utf8");
		socket.on("data", (chunk: string) => {
			received += chunk;
			if (received.includes("\r\n\r\n")) resolve(received);
		});
		socket.on("error", reject);
		socket.on("close", () => reject(new Error(`connection closed after: ${received}`)));
	});
}

beforeAll(async () => {
	dataDir = mkdtempSync(path.join(tmpdir(), "gg-shutdown-"));
	const connection = await openPgliteWithDemo(dataDir);
	const brands = await connection.db.query<{ id: string }>(
		"select id from brands where locale = 'sv' and status = 'published' order by name limit 6",
	);
	// Six brands with the real 1000 ms pause between them: several seconds of work in steps.
	({ id: jobId } = await enqueueJob(connection.db, { kind: "brand-seo", payload: { ids: brands.map((b) => b.id) } }));
	await connection.close();
}, 120_000);
afterAll(() => app?.stop());

it("answers what it has, stops being ready, hands its job back after the step under way, and exits", async () => {
	const password = "graceful-shutdown-password";
	app = await startApp({ DATA_DIR: dataDir, ADMIN_PASSWORD: password, SHUTDOWN_DRAIN_MS: String(drainMs) });
	const running = app;
	expect(await (await fetch(`${running.url}/readyz`)).text()).toBe("ready\n");
	const cookie = await adminSessionCookie(running.url, password);
	const done = async () =>
		jobItemsDone(await (await fetch(`${running.url}/admin/jobs/${jobId}`, { headers: { Cookie: cookie } })).text(), 6);
	await eventually(async () => (await done()) >= 1, 30_000);

	// Thirty visitors ask at once; the embedded database renders one page at a time, so most are
	// still waiting their turn when the signal comes.
	const visits = 30;
	const pages = Array.from({ length: visits }, (_, i) =>
		fetch(`${running.url}/kategorier?visit=${i}`).then(
			(answer) => answer.status,
			(error: Error) => error.message,
		),
	);
	// And the operator's login form post has begun before the signal, its body still on the way: it
	// is answered after the server has stopped listening, on a connection the client keeps open.
	const body = new URLSearchParams({ password }).toString();
	const slowPost = openSocket(Number(new URL(running.url).port), "127.0.0.1");
	const answer = responseHead(slowPost);
	slowPost.write(
		`POST /admin/login HTTP/1.1\r\nHost: ${new URL(running.url).host}\r\nOrigin: ${running.url}\r\n` +
			`Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
	);
	// A browser or proxy may open a connection ahead of need and send nothing on it.
	const preconnect = openSocket(Number(new URL(running.url).port), "127.0.0.1");
	const preconnectClosed = new Promise((r) => preconnect.once("close", r));
	await new Promise((r) => setTimeout(r, 100));
	const stopped = running.stop();
	await new Promise((r) => setTimeout(r, 200));
	// Still listening while a load balancer notices, but no longer ready.
	const ready = await fetch(`${running.url}/readyz`);
	expect([ready.status, await ready.text()]).toEqual([503, "shutting down\n"]);
	expect(await Promise.all(pages)).toEqual(Array(visits).fill(200));
	await new Promise((r) => setTimeout(r, drainMs + 500));
	slowPost.write(body);
	expect(await answer).toMatch(/^HTTP\/1\.1 302 /);
	// The instance exits without waiting for either client to hang up (they would hold it 65 s).
	await stopped;
	await preconnectClosed;
	slowPost.destroy();
	expect(hasLogged(running.output(), "job handed back to the queue")).toBe(true);
	expect(hasLogged(running.output(), "stopped")).toBe(true);

	const connection = await connect({ dataDir });
	try {
		const job = await findJob(connection.db, jobId);
		expect(job?.status).toBe("queued");
		expect(job?.progressDone).toBeGreaterThanOrEqual(1);
		expect(job?.progressDone).toBeLessThan(6);
	} finally {
		await connection.close();
	}
}, 120_000);

it("cuts a connection whose body stalls when the requests' time is up, logs the request it cut, and still stops cleanly within the limit", async () => {
	// The production limit (server/host.ts): the whole stop, signal to exit.
	const shutdownLimitMs = 25_000;
	// A proxy in front is trusted, so that the stalled request's id is the one it sends.
	const stalling = await startApp({ SHUTDOWN_DRAIN_MS: String(drainMs), TRUST_PROXY: "1" });
	const requestId = "stalled-upload-0001";
	try {
		const { host, port } = new URL(stalling.url);
		// A post that declares 1000 bytes, sends one and then nothing: an upload that stalled.
		const upload = openSocket(Number(port), "127.0.0.1");
		upload.on("error", () => {});
		const uploadClosed = new Promise<number>((resolve) => upload.once("close", () => resolve(Date.now())));
		upload.write(
			`POST /geo-preference?from=shutdown-test HTTP/1.1\r\nHost: ${host}\r\nX-Request-Id: ${requestId}\r\n` +
				"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\na",
		);
		await new Promise((r) => setTimeout(r, 300));

		const signalled = Date.now();
		await stalling.stop();
		const stoppedAfterMs = Date.now() - signalled;
		// Cut by the server, not left for the client to hang up.
		expect((await uploadClosed) - signalled).toBeLessThan(shutdownLimitMs);
		expect(stoppedAfterMs).toBeLessThan(shutdownLimitMs);
		const output = stalling.output();
		expect(hasLogged(output, "connections cut at the shutdown limit", { connections: 1 })).toBe(true);
		// The request cut has its line, one, under its id: what it was and that it was cut unanswered.
		expect(logEntries(output).filter((entry) => entry.requestId === requestId)).toMatchObject([
			{
				level: "warn",
				msg: "request cut at shutdown",
				req: { method: "POST", path: "/geo-preference" },
				res: { statusCode: null },
			},
		]);
		// An orderly stop (the database closed), not the limit's exit without it.
		expect(hasLogged(output, "stopped")).toBe(true);
		expect(hasLogged(output, "still busy: stopping anyway")).toBe(false);
	} finally {
		await stalling.kill();
	}
}, 90_000);
