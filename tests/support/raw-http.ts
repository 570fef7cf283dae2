// HTTP spoken by hand over a socket, for requests no HTTP client will send (a TRACE, a broken Host,
// an absolute-form target, HTTP/1.0 without Host) and for bodies sent the way an attacker sends
// them: many megabytes, declared or chunked, still being written while the server answers, or
// stopped halfway (`openRequest`). The answer is read as it arrives; a server that stops reading and
// closes is no error here.
import { connect, type Socket } from "node:net";

export interface RawAnswer {
	status: number;
	head: string;
	body: string;
}

export interface RawBody {
	/** How many bytes to send. */
	bytes: number;
	/** What the body is made of, repeated (default "a&": one empty field after another). */
	pattern?: string;
	/** Send it chunked (no Content-Length), else with a Content-Length that tells the truth. */
	chunked?: boolean;
}

/** Sends `head` (request line and headers, without the blank line) and a body, and reads the answer. */
export function rawRequest(url: string, head: string, body?: RawBody): Promise<RawAnswer> {
	const { hostname, port } = new URL(url);
	return new Promise((resolve, reject) => {
		const socket = connect(Number(port), hostname);
		let received = Buffer.alloc(0);
		let answered = false;
		socket.on("data", (chunk) => {
			received = Buffer.concat([received, chunk]);
			// One answer is all a test needs; its body is small (a worded page).
			if (!answered && completeAnswer(received)) {
				answered = true;
				socket.destroy();
			}
		});
		socket.on("error", () => {}); // the server may close while the body is still being written
		socket.on("close", () => {
			const text = received.toString("utf8");
			const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1]);
			if (!status) reject(new Error(`no answer: ${JSON.stringify(text.slice(0, 200))}`));
			else resolve({ status, head: text.split("\r\n\r\n")[0] ?? "", body: text.slice(text.indexOf("\r\n\r\n") + 4) });
		});
		socket.on("connect", async () => {
			const framing = body ? (body.chunked ? "Transfer-Encoding: chunked\r\n" : `Content-Length: ${body.bytes}\r\n`) : "";
			socket.write(`${head}\r\n${framing}\r\n`);
			if (!body) return;
			const piece = Buffer.from((body.pattern ?? "a&").repeat(32 * 1024)).subarray(0, 64 * 1024);
			for (let sent = 0; sent < body.bytes && !socket.destroyed && !answered; sent += piece.length) {
				const part = piece.subarray(0, Math.min(piece.length, body.bytes - sent));
				const framed = body.chunked
					? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from("\r\n")])
					: part;
				if (!socket.write(framed)) await new Promise((resolve) => socket.once("drain", resolve).once("close", resolve));
			}
			if (body.chunked && !socket.destroyed && !answered) socket.write("0\r\n\r\n");
		});
		setTimeout(() => socket.destroy(), 30_000).unref();
	});
}

/** Whether the bytes hold a whole answer: its head and as much body as its Content-Length says. */
function completeAnswer(bytes: Buffer): boolean {
	const end = bytes.indexOf("\r\n\r\n");
	if (end === -1) return false;
	const length = /\r\ncontent-length: *(\d+)/i.exec(bytes.subarray(0, end).toString("latin1"))?.[1];
	return length !== undefined && bytes.length >= end + 4 + Number(length);
}

export interface OpenRequest {
	socket: Socket;
	/** What came back by the time the server sent a whole answer or closed the connection. */
	answer: Promise<RawAnswer & { ms: number }>;
}

/**
 * Sends `bytes` as they are — a request that may stop halfway, its headers or its body unfinished —
 * and keeps the connection open; `ms` is the time from the first byte until the answer or the close.
 */
export function openRequest(url: string, bytes: string): OpenRequest {
	const { hostname, port } = new URL(url);
	const socket = connect(Number(port), hostname);
	let received = Buffer.alloc(0);
	const started = performance.now();
	let settle: () => void = () => {};
	const answer = new Promise<RawAnswer & { ms: number }>((resolve) => {
		settle = () => {
			const text = received.toString("utf8");
			const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1]);
			const head = text.split("\r\n\r\n")[0] ?? "";
			resolve({ status, head, body: text.slice(head.length + 4), ms: performance.now() - started });
		};
	});
	socket.on("error", () => {});
	socket.on("data", (chunk: Buffer) => {
		received = Buffer.concat([received, chunk]);
		if (completeAnswer(received)) settle();
	});
	socket.on("close", () => settle());
	socket.write(bytes);
	return { socket, answer };
}
