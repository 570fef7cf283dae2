// A list as compact text (ADR 047), for the list cookie and for share links: a version byte, then per
// line the product's UUID as 16 bytes and the quantity as one, in base64url — 23 characters a line,
// 1,135 for the 50 lines a list may hold. Reading it checks everything a list must be (the version,
// whole lines, one to 50 of them, no repeated product, 1–99 of each) and gives null for anything else.

import { maxQuantity } from "~/lib/shopping-list";
import { maxLines } from "./list-lines";
import type { ListLine } from "./list-pricing";

const version = 1;
const lineBytes = 17;

/** The longest text a valid list encodes to; anything longer is refused unread. */
export const maxEncodedLength = Math.ceil(((1 + maxLines * lineBytes) * 4) / 3);

export function encodeLines(lines: readonly ListLine[]): string {
	const bytes = Buffer.alloc(1 + lines.length * lineBytes);
	bytes[0] = version;
	lines.forEach((line, i) => {
		Buffer.from(line.productId.replaceAll("-", ""), "hex").copy(bytes, 1 + i * lineBytes);
		bytes[1 + i * lineBytes + 16] = line.quantity;
	});
	return bytes.toString("base64url");
}

function uuidOf(bytes: Buffer): string {
	const hex = bytes.toString("hex");
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The lines a text encodes, or null when it is not a valid list. */
export function decodeLines(text: unknown): ListLine[] | null {
	if (typeof text !== "string" || text.length === 0 || text.length > maxEncodedLength) return null;
	if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
	const bytes = Buffer.from(text, "base64url");
	// Decoding ignores stray trailing bits: only the one spelling of these bytes is the list.
	if (bytes.toString("base64url") !== text) return null;
	if (bytes[0] !== version || (bytes.length - 1) % lineBytes !== 0) return null;
	const count = (bytes.length - 1) / lineBytes;
	if (count === 0 || count > maxLines) return null;
	const lines: ListLine[] = [];
	for (let i = 0; i < count; i++) {
		const start = 1 + i * lineBytes;
		const quantity = bytes[start + 16] as number;
		const productId = uuidOf(bytes.subarray(start, start + 16));
		if (quantity < 1 || quantity > maxQuantity || lines.some((line) => line.productId === productId)) return null;
		lines.push({ productId, quantity });
	}
	return lines;
}
