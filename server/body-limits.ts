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
// held before (ADR 037); it is the admin's *paths* that choose it, which anyone can post to, so the
// public forms have their own, which posts to admin paths cannot use up.
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

/** The limit for a request to `pathname` (a route's loader data, `….data`, counts as the route). */
export function bodyLimitFor(pathname: string): BodyLimit {
	const path = pathname.replace(/\.data$/, "");
	const admin = isAdminPath(path) && path !== "/admin/login";
	return admin ? adminBodyLimit : publicBodyLimit;
}
