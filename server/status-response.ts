// Answers a request with one of the server's worded status pages (app/.server/status-page.tsx),
// in the language of its path.
import type { IncomingMessage, ServerResponse } from "node:http";
import { type StatusKind, statusPage, statusPageHeaders } from "~/.server/status-page";
import { type Locale, localeFromPath } from "~/i18n/locales";
import { allowedMethods } from "./request-shape";

/** The language of a request's path, loader data (`/no.data`) included; Swedish for anything unreadable. */
export function pathLocale(url: string | undefined): Locale {
	const path = (url ?? "/").split("?", 1)[0] ?? "/";
	return localeFromPath(path.replace(/\.data$/, ""));
}

export interface StatusAnswerOptions {
	locale?: Locale;
	/** Default `no-store`. */
	cacheControl?: string;
	/** The status sent, when it is not the page's own (nginx fetching the page for its own error). */
	status?: number;
}

export function sendStatusPage(
	req: IncomingMessage,
	res: ServerResponse,
	kind: StatusKind,
	options: StatusAnswerOptions = {},
): void {
	if (res.headersSent) {
		res.destroy();
		return;
	}
	const page = statusPage(kind, options.locale ?? pathLocale(req.url));
	res.writeHead(options.status ?? page.status, {
		...statusPageHeaders(kind, page, options.cacheControl),
		"X-Content-Type-Options": "nosniff",
		"Referrer-Policy": "strict-origin-when-cross-origin",
		...(kind === "method-not-allowed" ? { Allow: allowedMethods.join(", ") } : {}),
	});
	res.end(req.method === "HEAD" ? undefined : page.html);
}
