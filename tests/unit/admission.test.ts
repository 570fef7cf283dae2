// server/admission.ts on a real HTTP server: at most `limit` requests are handled at once, the
// rest are answered in arrival order, a visitor who leaves while waiting costs nothing, and a new
// visitor is let in while requests that never yield keep the server busy.
import { spawn } from "node:child_process";
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { admission } from "../../server/admission";

let server: Server | undefined;

afterEach(async () => {
	await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
	server = undefined;
});

/** A server whose handler answers only when the test releases it, recording what it started. */
async function gatedServer(limit: number, perTurn?: number, maxWaiting?: number) {
	const started: string[] = [];
	const pending = new Map<string, ServerResponse>();
	const admit = admission(
		(req: IncomingMessage, res: ServerResponse) => {
			const name = req.url?.slice(1) ?? "";
			started.push(name);
			pending.set(name, res);
		},
		{
			limit,
			perTurn,
			maxWaiting,
			shed: (_req, res) => {
				res.writeHead(503, { "Retry-After": "5" });
				res.end("shed");
			},
		},
	);
	server = createServer(admit);
	await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;
	const get = (name: string) =>
		new Promise<string>((resolve, reject) => {
			const req = request({ host: "127.0.0.1", port, path: `/${name}`, agent: false }, (res) => {
				let body = "";
				res.on("data", (chunk) => (body += chunk));
				res.on("end", () => resolve(body));
			});
			req.on("error", reject);
			req.end();
		});
	const connect = (name: string) => {
		const req = request({ host: "127.0.0.1", port, path: `/${name}`, agent: false });
		req.on("error", () => {});
		req.end();
		return req;
	};
	const answer = (name: string) => pending.get(name)?.end(`answer ${name}`);
	return { started, admit, get, connect, answer };
}

const until = async (condition: () => boolean, timeoutMs = 5_000) => {
	const deadline = Date.now() + timeoutMs;
	while (!condition()) {
		if (Date.now() > deadline) throw new Error("timed out");
		await new Promise((r) => setTimeout(r, 5));
	}
};

describe("admission to rendering", () => {
	it("handles at most the limit at once and the rest in arrival order", async () => {
		const s = await gatedServer(2);
		const answers = ["a", "b", "c", "d"].map((name) => s.get(name));
		await until(() => s.admit.stats().waiting === 2);
		expect(s.started).toEqual(["a", "b"]);

		s.answer("b");
		await until(() => s.started.length === 3);
		expect(s.started).toEqual(["a", "b", "c"]);
		expect(s.admit.stats()).toEqual({ active: 2, waiting: 1 });

		s.answer("a");
		await until(() => s.started.length === 4);
		s.answer("c");
		s.answer("d");
		expect(await Promise.all(answers)).toEqual(["answer a", "answer b", "answer c", "answer d"]);
		await until(() => s.admit.stats().active === 0);
	});

	it("lets one in per loop turn when asked, and still up to the limit at once: a request that waits holds up no one", async () => {
		const s = await gatedServer(4, 1);
		const waits = s.get("waits"); // a visitor's product import, waiting for its job
		await until(() => s.started.length === 1);
		const others = ["a", "b", "c"].map((name) => s.get(name));
		await until(() => s.started.length === 4);
		for (const name of ["a", "b", "c"]) s.answer(name);
		expect(await Promise.all(others)).toEqual(["answer a", "answer b", "answer c"]);
		s.answer("waits");
		expect(await waits).toBe("answer waits");
	});

	it("turns a request away at once when the queue is full, and takes the next one when there is room again", async () => {
		const s = await gatedServer(1, undefined, 2);
		const first = s.get("first");
		await until(() => s.started.length === 1);
		const queued = ["a", "b"].map((name) => s.get(name));
		await until(() => s.admit.stats().waiting === 2);
		// The queue is full: the answer comes without the handler ever seeing the request.
		expect(await s.get("over")).toBe("shed");
		expect(s.started).toEqual(["first"]);

		s.answer("first");
		await until(() => s.started.length === 2);
		const later = s.get("later");
		await until(() => s.admit.stats().waiting === 2);
		for (const name of ["a", "b", "later"]) {
			await until(() => s.started.includes(name));
			s.answer(name);
		}
		expect(await Promise.all([first, ...queued, later])).toEqual(["answer first", "answer a", "answer b", "answer later"]);
	});

	it("counts only requests beyond the free places as waiting: two at once fill two free places, the third is turned away", async () => {
		const s = await gatedServer(2, undefined, 0);
		// Sent in one go, they arrive in the same loop turn, before either is let in.
		const sent = ["a", "b"].map((name) => s.get(name));
		await until(() => s.started.length === 2);
		expect(await s.get("c")).toBe("shed");
		s.answer("a");
		s.answer("b");
		expect(await Promise.all(sent)).toEqual(["answer a", "answer b"]);
	});

	it("drops a request whose visitor left while it waited, and frees the place of one who left while handled", async () => {
		const s = await gatedServer(1);
		const first = s.connect("first");
		await until(() => s.started.length === 1);
		const gone = s.connect("gone");
		await until(() => s.admit.stats().waiting === 1);
		gone.destroy();
		const last = s.get("last");
		await until(() => s.admit.stats().waiting === 2);

		first.destroy(); // leaves while handled: its place goes to the next one still there
		await until(() => s.started.length === 2);
		expect(s.started).toEqual(["first", "last"]);
		s.answer("last");
		expect(await last).toBe("answer last");
		expect(s.admit.stats()).toEqual({ active: 0, waiting: 0 });
	});

	it("accepts a new connection within a request or two while requests that never yield keep arriving", async () => {
		// Each request runs to its end without yielding, as every request does on the embedded database.
		const loadConnections = 20;
		let handled = 0;
		let handledAtConnect = -1;
		let handledAtAccept = -1;
		let probe: Socket | undefined;
		// As the server sets it up on the embedded database: eight at once, one let in per loop turn.
		const admit = admission(
			(_req: IncomingMessage, res: ServerResponse) => {
				const until = performance.now() + 1;
				while (performance.now() < until) {} // busy, as a render is
				handled++;
				if (handled === 300) {
					handledAtConnect = handled;
					probe = connect(port, "127.0.0.1"); // the kernel completes the handshake at once
					probe.on("error", () => {});
				}
				res.end("ok");
			},
			{ limit: 8, perTurn: 1 },
		);
		server = createServer(admit);
		let connections = 0;
		server.on("connection", () => {
			connections++;
			if (connections === loadConnections + 1) handledAtAccept = handled;
		});
		await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
		const { port } = server.address() as AddressInfo;

		// The load comes from another process, as visitors do: their requests arrive while we work.
		const load = spawn(process.execPath, ["--input-type=module", "-e", loadScript(port, loadConnections)], {
			stdio: "ignore",
		});
		try {
			await until(() => handledAtAccept >= 0, 20_000);
		} finally {
			load.kill();
			probe?.destroy();
		}

		// Before, a loop turn ran every ready request to its end and libuv accepts one connection per
		// turn, so the new visitor waited for up to all twenty.
		expect(handledAtAccept - handledAtConnect).toBeLessThanOrEqual(2);
	});
});

/** Node code for a child process: `connections` keep-alive connections, each asking again once answered. */
function loadScript(port: number, connections: number): string {
	return `
		import { Agent, get } from "node:http";
		const agent = new Agent({ keepAlive: true, maxSockets: ${connections} });
		const once = () => new Promise((resolve) =>
			get({ host: "127.0.0.1", port: ${port}, path: "/", agent }, (res) => res.resume().on("end", resolve)).on("error", resolve));
		for (let i = 0; i < ${connections}; i++) (async () => { for (;;) await once(); })();
	`;
}
