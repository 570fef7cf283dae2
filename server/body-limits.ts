// How much a request may send, by the kind of route it goes to. Public forms (a price alert, the
// language preference, the admin login, a visitor's product import) hold a few short fields; the
// admin's forms hold an article or a page text (the largest legitimate field, tens of KB of
// Markdown) and lists of ticked pages. Both are far above what a person sends and far below what
// could hurt an instance, whose JavaScript heap is 192 MB: eight admitted requests at the admin limit
// hold 8 MB. The nginx template (deploy/nginx/templates/default.conf.template) allows the same sizes.
import { isAdminPath } from "~/lib/admin-path";

export interface BodyLimit {
	bytes: number;
	/** Form fields (name=value pairs, or parts of a multipart body). */
	fields: number;
}

export const publicBodyLimit: BodyLimit = { bytes: 16 * 1024, fields: 64 };
export const adminBodyLimit: BodyLimit = { bytes: 1024 * 1024, fields: 4000 };

/** The limit for a request to `pathname` (a route's loader data, `….data`, counts as the route). */
export function bodyLimitFor(pathname: string): BodyLimit {
	const path = pathname.replace(/\.data$/, "");
	const admin = isAdminPath(path) && path !== "/admin/login";
	return admin ? adminBodyLimit : publicBodyLimit;
}
