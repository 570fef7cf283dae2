// Reads a request's body into memory only while it stays within its limit, counting bytes and form
// fields as they arrive (a Content-Length can be absent or false: a chunked body has none). The moment
// either is over, reading stops and the caller answers 413; what the client still sends is read and
// thrown away for a moment (`discardRest`), then the connection is cut. Each chunk is also held
// against the memory all bodies share (`hold`: ./body-memory.ts); when that is full, reading stops
// the same way and the caller answers 503.
import type { IncomingMessage } from "node:http";
import type { BodyLimit } from "./body-limits";
import { multipartBoundary } from "./form-boundary";

export type BodyRead =
	| { ok: true; body: Buffer<ArrayBuffer> }
	| { ok: false; problem: "too-large" | "overloaded" }
	/** The connection ended before the body did: the client left, or its deadline passed (./request-deadlines.ts). */
	| { ok: false; problem: "incomplete" };

const ampersand = 0x26;

/** Counts form fields in a body as it streams: `&`-separated pairs, or multipart parts by their boundary. */
class FieldCounter {
	private count = 0;
	private readonly delimiter: Buffer | null;
	private carry = Buffer.alloc(0);
	private seenBytes = false;

	constructor(contentType: string | undefined) {
		const boundary = multipartBoundary(contentType);
		this.delimiter = boundary === null ? null : Buffer.from(`--${boundary}`);
	}

	add(chunk: Buffer): number {
		if (chunk.length > 0) this.seenBytes = true;
		if (!this.delimiter) {
			for (let at = chunk.indexOf(ampersand); at !== -1; at = chunk.indexOf(ampersand, at + 1)) this.count++;
			return this.fields();
		}
		// A delimiter may straddle two chunks: search the end of the last one with this one.
		const window = Buffer.concat([this.carry, chunk]);
		for (let at = window.indexOf(this.delimiter); at !== -1; at = window.indexOf(this.delimiter, at + 1)) this.count++;
		this.carry = window.subarray(Math.max(0, window.length - (this.delimiter.length - 1)));
		return this.fields();
	}

	/** Pairs are one more than the separators; parts one fewer than the delimiters (the last one closes). */
	private fields(): number {
		if (this.delimiter) return Math.max(0, this.count - 1);
		return this.seenBytes ? this.count + 1 : 0;
	}
}

export function readBoundedBody(
	req: IncomingMessage,
	limit: BodyLimit,
	hold: (bytes: number) => boolean = () => true,
): Promise<BodyRead> {
	const declared = Number(req.headers["content-length"]);
	if (Number.isFinite(declared) && declared > limit.bytes) return Promise.resolve({ ok: false, problem: "too-large" });
	return new Promise((resolve) => {
		const chunks: Buffer[] = [];
		const fields = new FieldCounter(req.headers["content-type"]);
		let bytes = 0;
		const stop = (read: BodyRead) => {
			req.off("data", onData);
			req.off("end", onEnd);
			req.off("error", onGone);
			req.off("close", onGone);
			resolve(read);
		};
		const onData = (chunk: Buffer) => {
			bytes += chunk.length;
			const tooLarge = bytes > limit.bytes || fields.add(chunk) > limit.fields;
			if (tooLarge || !hold(chunk.length)) {
				req.pause();
				stop({ ok: false, problem: tooLarge ? "too-large" : "overloaded" });
				return;
			}
			chunks.push(chunk);
		};
		const onEnd = () => stop({ ok: true, body: Buffer.concat(chunks) });
		// Node destroys the request with an "aborted" error: nothing to answer, and nothing went wrong here.
		const onGone = () => stop({ ok: false, problem: "incomplete" });
		req.on("data", onData);
		req.on("end", onEnd);
		req.on("error", onGone);
		req.on("close", onGone);
	});
}

/**
 * After a refusal, what the client is still sending is read and dropped — never kept — for up to
 * `maxBytes` or `maxMs`, then the connection is cut. Cutting it at once would make the kernel
 * answer the unread bytes with a reset, which destroys the refusal itself in the client's buffer
 * before it is read (what nginx's lingering close is for); reading on for ever would let a client
 * keep the connection busy with an endless body.
 */
export function discardRest(req: IncomingMessage, { maxBytes = 64 * 1024 * 1024, maxMs = 10_000 } = {}): void {
	if (req.complete) return;
	let dropped = 0;
	const cut = () => req.socket.destroy();
	const timer = setTimeout(cut, maxMs);
	timer.unref();
	req.on("data", (chunk: Buffer) => {
		dropped += chunk.length;
		if (dropped > maxBytes) cut();
	});
	req.once("end", () => clearTimeout(timer));
	req.once("close", () => clearTimeout(timer));
	req.resume();
}
