// How much a request may send, by the kind of route it goes to. Public forms (a price alert, the
// language preference, the admin login, a visitor's product import) hold a few short fields; the
// admin's forms hold an article or a page text (the largest legitimate field, tens of KB of
// Markdown) and lists of ticked pages. Both are far above what a person sends and far below what
// could hurt an instance, whose JavaScript heap is 192 MB. The nginx template
// (deploy/nginx/templates/default.conf.template) allows the same sizes.
//
// A body is read before its request waits for a render slot (ADR 070), so any number of them may be
// arriving or waiting at once: `heldAtOnce` bounds the bytes all bodies of a kind hold together,
// from their first byte until their answer is sent. The admin's is what eight admitted requests
// held before (ADR 037); the public forms have their own, which the admin's posts cannot use up.
// Only a post to an admin path that carries a signed admin session gets the admin's limit and memory
// (ADR 089): were the path enough, as it was, anyone could post to it, and nine anonymous posts that
// sent a megabyte each and stalled held the admin's memory until their deadline, while the admin's
// own posts were answered 503.
import type { IncomingMessage } from "node:http";
import { carriesSignedAdminSession } from "~/.server/auth/signed-admin-session";
import { isAdminPath } from "~/lib/admin-path";

export interface BodyLimit {
	bytes: number;
	/** Form fields (name=value pairs, or parts of a multipart body). */
	fields: number;
	/** Bytes all bodies under this limit may hold at once; past it a post is answered 503. */
	heldAtOnce: number;
}

export const publicBodyLimit: BodyLimit = { bytes: 16 * 1024, fields: 64, heldAtOnce: 4 * 1024 * 1024 };
export const adminBodyLimit: BodyLimit = { bytes: 1024 * 1024, fields: 4000, heldAtOnce: 8 * 1024 * 1024 };

/** Whether `pathname` is one of the admin's forms (a route's loader data, `….data`, counts as the route). */
function isAdminFormPath(pathname: string): boolean {
	const path = pathname.replace(/\.data$/, "");
	return isAdminPath(path) && path !== "/admin/login";
}

/** The limit for a request: the admin's for an admin form posted with the admin's session, else the public one. */
export async function bodyLimitFor(req: IncomingMessage): Promise<BodyLimit> {
	if (!isAdminFormPath((req.url ?? "").split("?", 1)[0] ?? "")) return publicBodyLimit;
	return (await carriesSignedAdminSession(req.headers.cookie)) ? adminBodyLimit : publicBodyLimit;
}
