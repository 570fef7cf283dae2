// How long a request may take to arrive, headers and body, before the server gives up on it: past
// its deadline a request is answered the worded 408 page (./client-errors.ts) and its connection
// closed. Without a deadline of our own a request had Node's: 300 s for the whole request, so a
// sender who declared a body and stopped kept its connection (and, before ADR 070, a render slot)
// for five minutes.
//
// Both count from the request's first byte; the time a kept-alive connection idles between
// requests is not in them (keepAliveTimeout is: ./host.ts). 10 s for the headers, which a browser
// sends in one packet; 30 s for the whole request, in which the largest body (1 MiB to an admin
// form: ./body-limits.ts) arrives even at 35 KB/s, and a public form's 16 KiB at 550 bytes a second.
import type { ServerOptions } from "node:http";

export interface RequestDeadlines {
	/** From the request's first byte until its headers are in. */
	headersMs: number;
	/** From the request's first byte until its body is in (at least `headersMs`). */
	requestMs: number;
	/** How often Node looks for requests past their deadline: each is met up to this much late. */
	checkEveryMs: number;
}

export const requestDeadlines: RequestDeadlines = { headersMs: 10_000, requestMs: 30_000, checkEveryMs: 1_000 };

/** Node's server options that set the deadlines. */
export function deadlineOptions(deadlines: RequestDeadlines = requestDeadlines): ServerOptions {
	return {
		headersTimeout: deadlines.headersMs,
		requestTimeout: deadlines.requestMs,
		// Node's own is 30 s: a 30 s deadline would have been met only after up to a minute.
		connectionsCheckingInterval: deadlines.checkEveryMs,
	};
}
