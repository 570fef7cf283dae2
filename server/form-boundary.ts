// The boundary of a multipart form body, found exactly as the action's `request.formData()` will
// find it (undici, Node's fetch), so that the parts counted while the body arrives
// (./bounded-body.ts) are the parts the action gets. A parser of our own taste would differ from it
// at the edges, and every difference is a way past the field limit: a regular expression wanting
// `;` right after `form-data` missed `multipart/form-data ; boundary=…`, which undici reads, and
// counted one field for 251 parts (ADR 070). The `content-type` package in node_modules would differ
// too: it keeps the last of two `boundary` parameters where undici keeps the first, and refuses a
// list of types where undici takes the last one.
//
// So this follows the Fetch standard's "extract a MIME type", as undici does: the header is split
// at commas outside quoted strings, each value parsed as a MIME type (Node's `MIMEType`: the same
// WHATWG algorithm undici uses — spaces around `;`, a quoted boundary, any case in names), values
// that fail to parse or are `*/*` skipped, and the last one standing is the body's type.
import { MIMEType } from "node:util";

/** "Getting, decoding, and splitting" a header: its values, split at commas outside quoted strings. */
function headerValues(header: string): string[] {
	const values: string[] = [];
	let value = "";
	let quoted = false;
	for (let at = 0; at < header.length; at++) {
		const char = header[at] as string;
		if (quoted) {
			value += char;
			if (char === "\\" && at + 1 < header.length) value += header[++at];
			else if (char === '"') quoted = false;
		} else if (char === ",") {
			values.push(value);
			value = "";
		} else {
			value += char;
			quoted = char === '"';
		}
	}
	values.push(value);
	return values.map((one) => one.replace(/^[\t ]+|[\t ]+$/g, ""));
}

function parsedMimeType(value: string): MIMEType | null {
	try {
		return new MIMEType(value);
	} catch {
		return null;
	}
}

/** The multipart boundary the body will be parsed with, or null when it will not be parsed as multipart. */
export function multipartBoundary(contentType: string | undefined): string | null {
	let type: MIMEType | null = null;
	for (const value of headerValues(contentType ?? "")) {
		const parsed = parsedMimeType(value);
		if (parsed && parsed.essence !== "*/*") type = parsed;
	}
	if (type?.essence !== "multipart/form-data") return null;
	return type.params.get("boundary");
}
