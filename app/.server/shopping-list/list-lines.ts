// A shopping list's lines and the changes a visitor makes to them (ADR 047). Bounded so that the
// signed cookie and the share link that carry a list stay small: at most 50 lines, 1–99 of each.
// Every change answers the new lines or a problem code (the page words it); a refused change keeps
// the list as it was.
import { type ListProblem, maxQuantity } from "~/lib/shopping-list";
import type { ListLine } from "./list-pricing";

export const maxLines = 50;

/** `capped`: the change asked for more of a product than a line holds, so the line holds the most. */
export type ListChange = { ok: true; lines: ListLine[]; capped?: true } | { ok: false; problem: ListProblem };

const productIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A product id as the database writes it (a lower-case UUID), or null. */
export function productIdOf(value: unknown): string | null {
	if (typeof value !== "string") return null;
	const id = value.trim().toLowerCase();
	return productIdPattern.test(id) ? id : null;
}

/** A quantity typed into the form: a whole number from 1 to 99, nothing else ("1e9", "-1", "2,5", "abc"). */
export function quantityOf(value: unknown): number | null {
	if (typeof value !== "string") return null;
	const text = value.trim();
	if (!/^[0-9]{1,2}$/.test(text)) return null;
	const quantity = Number(text);
	return quantity >= 1 && quantity <= maxQuantity ? quantity : null;
}

/**
 * Adds a product (more of it when it is already on the list). Adding more than the line has room
 * for fills it to the most a line holds and says so, as shops do, rather than refusing a quantity
 * that is itself valid: the visitor wants as many as there can be.
 */
export function addLine(lines: readonly ListLine[], productId: string, quantity: number): ListChange {
	const existing = lines.find((line) => line.productId === productId);
	if (existing) {
		const total = Math.min(existing.quantity + quantity, maxQuantity);
		const changed = lines.map((line) => (line === existing ? { productId, quantity: total } : line));
		return existing.quantity + quantity > maxQuantity ? { ok: true, lines: changed, capped: true } : { ok: true, lines: changed };
	}
	if (lines.length >= maxLines) return { ok: false, problem: "too-many-lines" };
	return { ok: true, lines: [...lines, { productId, quantity }] };
}

/** Sets the quantity of a product on the list. */
export function setQuantity(lines: readonly ListLine[], productId: string, quantity: number): ListChange {
	if (!lines.some((line) => line.productId === productId)) return { ok: false, problem: "unknown-product" };
	return { ok: true, lines: lines.map((line) => (line.productId === productId ? { productId, quantity } : line)) };
}

/** Takes a product off the list. */
export function removeLine(lines: readonly ListLine[], productId: string): ListChange {
	if (!lines.some((line) => line.productId === productId)) return { ok: false, problem: "unknown-product" };
	return { ok: true, lines: lines.filter((line) => line.productId !== productId) };
}

/** A shared list copied into one's own: its lines added after one's own, its quantity where both have a product. */
export function copyLines(own: readonly ListLine[], shared: readonly ListLine[]): ListChange {
	const merged = own.map((line) => shared.find((other) => other.productId === line.productId) ?? line);
	for (const line of shared) if (!own.some((mine) => mine.productId === line.productId)) merged.push(line);
	return merged.length > maxLines ? { ok: false, problem: "too-many-lines" } : { ok: true, lines: merged };
}
