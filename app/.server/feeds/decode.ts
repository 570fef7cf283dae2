// Bytes of a feed → text, chunk by chunk, in UTF-8 or ISO-8859-1. Nordic retailers still
// export Latin-1 files, often without saying so, so the decoder starts as UTF-8 and switches for good
// at the first byte sequence that cannot be UTF-8 — unless the file has already shown UTF-8's own
// multi-byte characters: then it is UTF-8 with a stray byte (a Latin-1 "é" pasted into one
// description), which alone is read as Latin-1, and the rest stays UTF-8. An XML declaration naming
// a Latin-1 encoding wins from the start. Only a bounded head is ever held; the rest streams through.

const BOM = [0xef, 0xbb, 0xbf];
/** Enough bytes to see an XML declaration (`<?xml version="1.0" encoding="…"?>`) and a BOM. */
const HEAD_BYTES = 256;
const LATIN1_LABELS = /^(iso-?8859-?1|latin-?1|l1|windows-?1252|cp-?1252|us-ascii|ascii)$/i;

export type TextEncoding = "utf-8" | "latin1";

export async function* decodeFeed(input: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
	const decoder = new StreamingDecoder();
	let head: Uint8Array | null = new Uint8Array(0);
	for await (const chunk of input) {
		if (head) {
			// Copy: a source may reuse its chunk buffers.
			head = head.length === 0 ? chunk.slice() : concat(head, chunk);
			if (head.length < HEAD_BYTES) continue;
			const text = decoder.start(head);
			head = null;
			if (text) yield text;
			continue;
		}
		const text = decoder.write(chunk);
		if (text) yield text;
	}
	if (head) {
		const text = decoder.start(head);
		if (text) yield text;
	}
	const rest = decoder.end();
	if (rest) yield rest;
}

/** The encoding an XML declaration names when it is a Latin-1 one, else null (UTF-8 is the default). */
export function declaredEncoding(head: Uint8Array): TextEncoding | null {
	const start = String.fromCharCode(...head.subarray(0, HEAD_BYTES));
	const match = /^<\?xml[^>]*?\bencoding\s*=\s*["']([^"']+)["']/.exec(start);
	if (!match?.[1]) return null;
	return LATIN1_LABELS.test(match[1].trim()) ? "latin1" : "utf-8";
}

class StreamingDecoder {
	private encoding: TextEncoding = "utf-8";
	/** The first bytes of a UTF-8 sequence that the previous chunk cut in two. */
	private carry: Uint8Array = new Uint8Array(0);
	private readonly utf8 = new TextDecoder("utf-8");
	// WHATWG's "latin1" is windows-1252: a superset of ISO-8859-1's printable characters, and what
	// files labelled ISO-8859-1 actually contain (€, curly quotes).
	private readonly latin1 = new TextDecoder("latin1");
	/** Whether a valid multi-byte UTF-8 character has been read: the file is UTF-8, whatever comes. */
	private sawMultiByte = false;

	start(head: Uint8Array): string {
		let bytes = head;
		if (BOM.every((byte, index) => bytes[index] === byte)) bytes = bytes.subarray(BOM.length);
		else if (declaredEncoding(bytes) === "latin1") this.encoding = "latin1";
		return this.write(bytes);
	}

	write(chunk: Uint8Array): string {
		if (this.encoding === "latin1") return this.latin1.decode(chunk);
		let bytes = this.carry.length > 0 ? concat(this.carry, chunk) : chunk;
		let text = "";
		for (;;) {
			const scan = scanUtf8(bytes);
			if (scan.invalidAt < 0) {
				this.sawMultiByte ||= bytes.subarray(0, scan.completeEnd).some((byte) => byte >= 0x80);
				// Copy the tail: the caller may reuse the chunk's buffer.
				this.carry = bytes.slice(scan.completeEnd);
				return text + this.utf8.decode(bytes.subarray(0, scan.completeEnd));
			}
			const valid = bytes.subarray(0, scan.invalidAt);
			this.sawMultiByte ||= valid.some((byte) => byte >= 0x80);
			if (!this.sawMultiByte) {
				this.encoding = "latin1";
				this.carry = new Uint8Array(0);
				return text + this.utf8.decode(valid) + this.latin1.decode(bytes.subarray(scan.invalidAt));
			}
			text += this.utf8.decode(valid) + this.latin1.decode(bytes.subarray(scan.invalidAt, scan.invalidAt + 1));
			bytes = bytes.subarray(scan.invalidAt + 1);
		}
	}

	end(): string {
		if (this.carry.length === 0) return "";
		// A file that ends inside a multi-byte sequence was not UTF-8 after all.
		const text = this.latin1.decode(this.carry);
		this.carry = new Uint8Array(0);
		return text;
	}
}

/**
 * Where the bytes stop being valid UTF-8 (`invalidAt`, -1 when they never do) and where the last
 * complete sequence ends (`completeEnd`: anything after it is a sequence the next chunk may finish).
 */
export function scanUtf8(bytes: Uint8Array): { invalidAt: number; completeEnd: number } {
	let index = 0;
	const length = bytes.length;
	while (index < length) {
		const lead = bytes[index] as number;
		if (lead < 0x80) {
			index++;
			continue;
		}
		let size: number;
		let min = 0x80;
		let max = 0xbf;
		if (lead >= 0xc2 && lead <= 0xdf) size = 2;
		else if (lead >= 0xe0 && lead <= 0xef) {
			size = 3;
			if (lead === 0xe0) min = 0xa0; // overlong
			if (lead === 0xed) max = 0x9f; // surrogates
		} else if (lead >= 0xf0 && lead <= 0xf4) {
			size = 4;
			if (lead === 0xf0) min = 0x90; // overlong
			if (lead === 0xf4) max = 0x8f; // above U+10FFFF
		} else return { invalidAt: index, completeEnd: index };
		for (let offset = 1; offset < size; offset++) {
			if (index + offset >= length) return { invalidAt: -1, completeEnd: index };
			const byte = bytes[index + offset] as number;
			const low = offset === 1 ? min : 0x80;
			const high = offset === 1 ? max : 0xbf;
			if (byte < low || byte > high) return { invalidAt: index, completeEnd: index };
		}
		index += size;
	}
	return { invalidAt: -1, completeEnd: length };
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
	if (a.length === 0) return b;
	const joined = new Uint8Array(a.length + b.length);
	joined.set(a, 0);
	joined.set(b, a.length);
	return joined;
}
