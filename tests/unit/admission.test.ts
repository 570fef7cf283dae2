// server/admission.js on a real HTTP server: at most `limit` requests are handled at once, the
// rest are answered in arrival order, and a visitor who leaves while waiting costs nothing.
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript module of the Node server (no types)
import { admission } from "../../server/admission.js";

let server: Server | undefined;

afterEach(async () => {
	await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
	server = undefined;
});

/** A server whose handler answers only when the test releases it, recording what it started. */
async function gatedServer(limit: number) {
	const started: string[] = [];
	const pending = new Map<string, ServerResponse>();
	const admit = admission(limit, (req: IncomingMessage, res: ServerResponse) => {
		const name = req.url?.slice(1) ?? "";
		started.push(name);
		pending.set(name, res);
	});
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

const until = async (condition: () => boolean) => {
	const deadline = Date.now() + 5_000;
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
});
