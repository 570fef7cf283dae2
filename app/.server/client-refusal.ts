// Which failures React Router reports to handleError (app/entry.server.tsx) are a client's request
// refused — answered 4xx, the client's doing — rather than a fault of ours: a post to a page that
// has no form, an address no route has, a post from another site's page. Anyone can send those by
// the thousand, so they are logged at info with their status and reason; an error line, with its
// stack, is what an operator is alerted for (docs/deploy.md), and stays for what answers 5xx
// (ADR 089).
import { isRouteErrorResponse } from "react-router";

export interface Refusal {
	status: number;
	/** Why, in React Router's words or the route's. */
	reason: string;
}

/**
 * React Router refuses a post whose Origin is not the request's own before any route runs, and
 * answers 400; what it reports is a plain Error with one of these texts ("Bad Request" for a page's
 * data post). The text alone is not believed: the request must also be such a post.
 */
const originRefusalTexts = new Set([
	"The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.",
	"`origin` header is not a valid URL. Aborting the action.",
	"Bad Request",
]);

/** A post whose Origin is another site's, `null`, or no address at all, as React Router judges it. */
function isCrossOriginPost(request: Request): boolean {
	if (request.method === "GET" || request.method === "HEAD") return false;
	const origin = request.headers.get("Origin");
	if (origin === null) return false;
	try {
		return new URL(origin).origin !== new URL(request.url).origin;
	} catch {
		return true;
	}
}

const isClientStatus = (status: number) => status >= 400 && status < 500;

/** The refusal `error` stands for, when it is one; undefined for anything that failed on our side. */
export function clientRefusal(error: unknown, request: Request): Refusal | undefined {
	if (isRouteErrorResponse(error)) {
		if (!isClientStatus(error.status)) return undefined;
		// React Router's own (404, 405, …) keep the Error that says what was wrong; a route's says it in its data.
		const inner = (error as { error?: unknown }).error;
		const reason = inner instanceof Error ? inner.message : typeof error.data === "string" ? error.data : error.statusText;
		return { status: error.status, reason };
	}
	if (error instanceof Response) {
		return isClientStatus(error.status) ? { status: error.status, reason: error.statusText } : undefined;
	}
	if (error instanceof Error && originRefusalTexts.has(error.message) && isCrossOriginPost(request)) {
		return { status: 400, reason: error.message };
	}
	return undefined;
}
