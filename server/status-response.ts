// Answers a request with one of the server's worded status pages (app/.server/status-page.tsx),
// in the language of its path.
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import { type StatusKind, type StatusPageBody, statusPage, statusPageHeaders } from "~/.server/status-page";
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

/** A status page's headers as this server sends it: the page's own and the host's few. */
function answerHeaders(kind: StatusKind, page: StatusPageBody, cacheControl: string | undefined): Record<string, string> {
	return {
		...statusPageHeaders(kind, page, cacheControl),
		"X-Content-Type-Options": "nosniff",
		"Referrer-Policy": "strict-origin-when-cross-origin",
		...(kind === "method-not-allowed" ? { Allow: allowedMethods.join(", ") } : {}),
	};
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
	res.writeHead(options.status ?? page.status, answerHeaders(kind, page, options.cacheControl));
	res.end(req.method === "HEAD" ? undefined : page.html);
}

/**
 * A whole answer with a status page, status line to body, to write on a connection itself, which
 * is closed after it: for a connection Node gives up on (./client-errors.ts) before a request came
 * whole, so with no response to answer through, or whose response the app may still be writing.
 */
export function statusPageAnswer(kind: StatusKind, locale: Locale): Buffer {
	const page = statusPage(kind, locale);
	const headers = { ...answerHeaders(kind, page, undefined), Connection: "close" };
	const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
	return Buffer.concat([
		Buffer.from(`HTTP/1.1 ${page.status} ${STATUS_CODES[page.status]}\r\n${head.join("")}\r\n`, "latin1"),
		page.html,
	]);
}
