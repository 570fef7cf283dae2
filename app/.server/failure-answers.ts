// A request that failed because the database could not be reached (503) or refused what the visitor
// sent (400) is answered so, whatever kind of request it was (ADR 003, 007, 071). handleError marks
// it (db/availability.ts, db/rejected-input.ts). A page is answered from the mark in handleRequest
// (entry.server.tsx), before anything is rendered; every other kind — a page's data (`….data`, what
// a client-side navigation or form fetches), a resource route (the sitemap, the feeds), an action
// without a page (logging out) — never reaches handleRequest, and is answered by the middleware
// below, which the root route runs around each of them.
import type { MiddlewareFunction } from "react-router";
import { localeFromPath } from "~/i18n/locales";
import { wasMarkedUnavailable } from "./db/availability";
import { wasMarkedRejectedInput } from "./db/rejected-input";
import { type StatusKind, statusPage, statusPageHeaders } from "./status-page";

/**
 * The worded status page of `kind` as the whole answer, in the language of the request's path (a
 * page's data, `/no/produkter.data`, is the page's). The headers are the page's own (`no-store`,
 * `Retry-After` for a 503) over any given.
 */
export function statusAnswer(kind: StatusKind, request: Request, headers = new Headers()): Response {
	const page = statusPage(kind, localeFromPath(new URL(request.url).pathname.replace(/\.data$/, "")));
	for (const [name, value] of Object.entries(statusPageHeaders(kind, page))) headers.set(name, value);
	return new Response(page.html, { status: page.status, headers });
}

/**
 * Replaces the generic 500 of a marked request. A page's data is answered with the plain status
 * page, not in React Router's own encoding: the browser's router turns an error status it did not
 * encode into a route error of that status, so a client-side navigation shows the root error
 * boundary's 503 (or error) page in the page's language, as a page request would have.
 */
export const failureAnswers: MiddlewareFunction<Response> = async ({ request, context }, next) => {
	const response = await next();
	// Only a failure is replaced: a page has had its 503 or 400 from handleRequest already.
	if (response.status !== 500) return response;
	const kind = wasMarkedUnavailable(request, context)
		? "unavailable"
		: wasMarkedRejectedInput(request, context)
			? "bad-request"
			: null;
	if (!kind) return response;
	await response.body?.cancel();
	return statusAnswer(kind, request);
};
