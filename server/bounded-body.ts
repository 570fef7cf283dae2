// Reads a request's body into memory only while it stays within its limit, counting bytes and form
// fields as they arrive (a Content-Length can be absent or false: a chunked body has none). The moment
// either is over, reading stops and the caller answers 413; what the client still sends is read and
// thrown away for a moment (`discardRest`), then the connection is cut.
import type { IncomingMessage } from "node:http";
import type { BodyLimit } from "./body-limits";

export type BodyRead = { ok: true; body: Buffer<ArrayBuffer> } | { ok: false; problem: "too-large" };

const ampersand = 0x26;

/** Counts form fields in a body as it streams: `&`-separated pairs, or multipart parts by their boundary. */
class FieldCounter {
	private count = 0;
	private readonly delimiter: Buffer | null;
	private carry = Buffer.alloc(0);
	private seenBytes = false;

	constructor(contentType: string | undefined) {
		const boundary = /^multipart\/form-data;.*\bboundary="?([^";]+)"?/i.exec(contentType ?? "")?.[1];
		this.delimiter = boundary ? Buffer.from(`--${boundary}`) : null;
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

export function readBoundedBody(req: IncomingMessage, limit: BodyLimit): Promise<BodyRead> {
	const declared = Number(req.headers["content-length"]);
	if (Number.isFinite(declared) && declared > limit.bytes) return Promise.resolve({ ok: false, problem: "too-large" });
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		const fields = new FieldCounter(req.headers["content-type"]);
		let bytes = 0;
		const stop = (read: BodyRead) => {
			req.off("data", onData);
			req.off("end", onEnd);
			req.off("error", onError);
			resolve(read);
		};
		const onData = (chunk: Buffer) => {
			bytes += chunk.length;
			if (bytes > limit.bytes || fields.add(chunk) > limit.fields) {
				req.pause();
				stop({ ok: false, problem: "too-large" });
				return;
			}
			chunks.push(chunk);
		};
		const onEnd = () => stop({ ok: true, body: Buffer.concat(chunks) });
		const onError = (error: Error) => {
			req.off("data", onData);
			req.off("end", onEnd);
			reject(error);
		};
		req.on("data", onData);
		req.on("end", onEnd);
		req.on("error", onError);
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
