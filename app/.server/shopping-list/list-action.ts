// A change to the visitor's list (ADR 047): add a product (from a card or a product page), set a
// quantity, remove a line, or copy a shared list into one's own. Every input is checked — the product
// must be one of this language's and, to be added, sold now; a quantity is 1–99, and adding more
// than a line has room for fills it to 99; a list holds at most 50 lines — and a refused change
// stores nothing. The answer is the new cookie and a note code, or a problem code; the route words
// neither.
import type { Locale } from "~/i18n/locales";
import type { ListNote, ListProblem } from "~/lib/shopping-list";
import type { Db } from "../db/handle";
import { decodeLines } from "./list-code";
import { readListCookie } from "./list-cookie";
import { addLine, copyLines, type ListChange, productIdOf, quantityOf, removeLine, setQuantity } from "./list-lines";
import type { ListLine } from "./list-pricing";

export type ListAnswer =
	| { ok: true; note: ListNote; lines: ListLine[]; productId: string | null }
	| { ok: false; problem: ListProblem; productId: string | null };

async function productsOfLocale(db: Db, locale: Locale, ids: readonly string[]): Promise<Map<string, boolean>> {
	if (ids.length === 0) return new Map();
	const rows = await db.query<{ id: string; available: boolean }>(
		`select id, available from products where locale = $1 and id = any($2::uuid[])`,
		[locale, ids],
	);
	return new Map(rows.map((row) => [row.id, row.available]));
}

export async function changeList(db: Db, locale: Locale, request: Request, form: FormData): Promise<ListAnswer> {
	const intent = form.get("intent");
	const productId = productIdOf(form.get("product"));
	// A list that cannot be read counts as empty: a change then starts a new one.
	const { lines } = readListCookie(request, locale);
	const refused = (problem: ListProblem): ListAnswer => ({ ok: false, problem, productId });
	const answer = (change: ListChange, note: ListNote): ListAnswer =>
		change.ok ? { ok: true, note, lines: change.lines, productId } : refused(change.problem);

	if (intent === "copy") {
		const shared = decodeLines(form.get("list"));
		if (!shared) return refused("unreadable-share");
		const known = await productsOfLocale(
			db,
			locale,
			shared.map((line) => line.productId),
		);
		if (shared.some((line) => !known.has(line.productId))) return refused("unknown-product");
		return answer(copyLines(lines, shared), "copied");
	}
	if (intent !== "add" && intent !== "set" && intent !== "remove") return refused("bad-request");
	if (!productId) return refused("unknown-product");
	if (intent === "remove") return answer(removeLine(lines, productId), "removed");
	const quantity = quantityOf(form.get("quantity"));
	if (quantity === null) return refused("quantity");
	if (intent === "set") return answer(setQuantity(lines, productId, quantity), "updated");
	const available = (await productsOfLocale(db, locale, [productId])).get(productId);
	if (available === undefined) return refused("unknown-product");
	if (!available) return refused("unavailable-product");
	const added = addLine(lines, productId, quantity);
	return answer(added, added.ok && added.capped ? "capped" : "added");
}
