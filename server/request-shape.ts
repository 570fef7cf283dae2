// What a request must look like before anything parses it: a method the site answers, a path on
// this site (origin-form: `/…`, never `http://other/…` or `*`), a Host a URL can be built from
// (HTTP/1.0 may leave it out; we need it) and a path that decodes. Anything else is answered 400 or
// 405 here, so no later step meets a request it cannot represent (the Fetch API refuses TRACE, a URL
// cannot be built from a broken Host, decodeURIComponent throws on %FF).
import type { IncomingMessage } from "node:http";

/** Pages are read with GET and HEAD; forms post. Nothing the site serves takes another method. */
export const allowedMethods = ["GET", "HEAD", "POST"] as const;

/** A host name or IPv4 address, or an IPv6 literal in brackets, with an optional port. */
const hostShape =
	/^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?\.)*[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?\.?(?::[0-9]{1,5})?$|^\[[0-9A-Fa-f:.]{2,45}\](?::[0-9]{1,5})?$/;

export function isValidHost(host: string | undefined): host is string {
	if (host === undefined || host.length > 260 || !hostShape.test(host)) return false;
	const port = /:([0-9]+)$/.exec(host)?.[1];
	return port === undefined || Number(port) <= 65535;
}

export type RequestShapeProblem = "bad-request" | "method-not-allowed";

export function requestShapeProblem(req: IncomingMessage): RequestShapeProblem | null {
	if (!(allowedMethods as readonly string[]).includes(req.method ?? "")) return "method-not-allowed";
	const target = req.url ?? "";
	if (!target.startsWith("/")) return "bad-request";
	if (!isValidHost(req.headers.host)) return "bad-request";
	const path = target.split("?", 1)[0] ?? "";
	return decodedPath(path) === null ? "bad-request" : null;
}

/**
 * The path with its percent escapes decoded, or null when they do not decode. The decoded path is
 * handed back, not thrown away: the server build takes decodeURIComponent for free of effects and
 * dropped a call whose result went unused — and the check with it, so `/no/produkter/%E0%A4%A` went
 * on into the site.
 */
function decodedPath(path: string): string | null {
	try {
		return decodeURIComponent(path);
	} catch {
		return null;
	}
}
