// What the shopping list's forms and pages share (ADR 047): the codes a change answers with, and the
// query parameters that carry the answer back to the page a form was posted from (without JavaScript
// the post redirects there; the form shows the answer for its own product).

/** The most of one product a list holds; the quantity field and the server both hold to 1 to this. */
export const maxQuantity = 99;

/** Why a change to the list was refused. */
export const listProblems = [
	"quantity",
	"unknown-product",
	"unavailable-product",
	"too-many-lines",
	"unreadable-list",
	"unreadable-share",
	"bad-request",
] as const;
export type ListProblem = (typeof listProblems)[number];

/** What a change that went through says; "capped": an add filled its line to `maxQuantity`. */
export const listNotes = ["added", "capped", "updated", "removed", "copied"] as const;
export type ListNote = (typeof listNotes)[number];

/** A change's answer as a form shows it. */
export type ListReply = { ok: true; note: ListNote } | { ok: false; problem: ListProblem };

/** On the page a form was posted from: the answer, and the product it is about. */
export const listReplyParam = "list-reply";
export const listProductParam = "list-product";
/** On the list page itself: the answer to a change made there. */
export const listPageReplyParam = "reply";
/** A shared list, as list-code.ts writes it. */
export const sharedListParam = "list";

/** An answer code from a query parameter, if it is one. */
export function listReplyOf(code: string | null): ListReply | null {
	if ((listNotes as readonly string[]).includes(code ?? "")) return { ok: true, note: code as ListNote };
	if ((listProblems as readonly string[]).includes(code ?? "")) return { ok: false, problem: code as ListProblem };
	return null;
}

/** The code a reply travels as. */
export function listReplyCode(reply: ListReply): string {
	return reply.ok ? reply.note : reply.problem;
}
