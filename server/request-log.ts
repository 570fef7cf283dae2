// One log line per request when its answer is finished (pino-http), or when the host cuts it at
// shutdown (logCutRequest): method, path (never the query, which can hold a price alert's token),
// status, duration, the route that answered and how the answer may be cached; and the
// request-duration metric from the same facts. Each request gets an id — the one a trusted proxy
// sent in X-Request-Id (nginx's), else a new one — that is sent back in X-Request-Id and carried by
// every log line written while it is handled (withLogger).
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import pinoHttp from "pino-http";
import { currentLogger } from "~/.server/log";
import { httpRequestDuration } from "~/.server/metrics";
import { probePaths } from "./probes";
import { allowedMethods } from "./request-shape";
import { responseLabel } from "./response-labels";

const requestIdShape = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id a trusted proxy gave the request, or a new one (a visitor's own X-Request-Id is not believed). */
export function requestIdOf(req: IncomingMessage, trustProxy: boolean): string {
	const given = req.headers["x-request-id"];
	return trustProxy && typeof given === "string" && requestIdShape.test(given) ? given : randomUUID();
}

const pathOf = (req: IncomingMessage) => (req.url ?? "").split("?", 1)[0] ?? "";

/** How the answer may be kept: what its Cache-Control decided, in one word. */
export function cacheDecision(res: ServerResponse): string {
	const policy = String(res.getHeader("cache-control") ?? "");
	if (policy === "") return "none";
	if (/\bno-store\b/.test(policy)) return "no-store";
	if (/\bprivate\b/.test(policy)) return "private";
	return /\bpublic\b/.test(policy) ? "public" : "other";
}

/** When each request's line began to be timed, for the line of one cut at shutdown. */
const startedAt = new WeakMap<ServerResponse, number>();
/** Requests whose line was written when the host cut their connection at shutdown. */
const cutAtShutdown = new WeakSet<ServerResponse>();

export function requestLogger(trustProxy: boolean): (req: IncomingMessage, res: ServerResponse) => void {
	const logRequest = pinoHttp({
		logger: currentLogger(),
		quietReqLogger: true,
		customAttributeKeys: { reqId: "requestId" },
		genReqId: (req, res) => {
			const id = requestIdOf(req, trustProxy);
			res.setHeader("X-Request-Id", id);
			return id;
		},
		autoLogging: { ignore: (req) => probePaths.has(pathOf(req)) },
		serializers: {
			req: (req: { method?: string; url?: string }) => ({ method: req.method, path: (req.url ?? "").split("?", 1)[0] }),
			res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
		},
		// Asked once when the request arrives (nothing is known yet) and once when its answer is done.
		customProps: (_req, res) => (res.headersSent ? { route: responseLabel(res) ?? "unknown", cache: cacheDecision(res) } : {}),
		customLogLevel: (_req, res, error) => {
			if (cutAtShutdown.has(res)) return "silent"; // its line is written already (logCutRequest)
			if (res.statusCode === 503) return "warn"; // shed load or a database outage: watched by metrics
			return error || res.statusCode >= 500 ? "error" : "info";
		},
		customSuccessMessage: () => "request completed",
		customErrorMessage: () => "request failed",
		// A 5xx already logged its cause where it happened; this line says only that it was answered so.
		customErrorObject: (_req, _res, _error, value) => ({ ...value, err: undefined }),
	});
	return (req, res) => {
		startedAt.set(res, Date.now());
		logRequest(req, res);
	};
}

/**
 * The line of a request whose connection the host cuts at the shutdown limit (./host.ts), written
 * as it is cut: the request's id, method and path, and that it was cut — so an operator sees which
 * requests the stop lost. pino-http would write a line when the cut closes the response, but that
 * comes on a later turn of the event loop, and the stop does not wait for it: closing an embedded
 * database takes a few milliseconds, then the process exits, and the cut request had no line at
 * all. Should that close still come, pino-http's line is left out: the request has this one.
 */
export function logCutRequest(req: IncomingMessage, res: ServerResponse): void {
	if (probePaths.has(pathOf(req)) || cutAtShutdown.has(res)) return;
	cutAtShutdown.add(res);
	const started = startedAt.get(res);
	req.log.warn(
		{
			req: { method: req.method, path: pathOf(req) },
			// As on any line of an answer never sent: no status.
			res: { statusCode: res.headersSent ? res.statusCode : null },
			responseTime: started === undefined ? undefined : Date.now() - started,
			route: responseLabel(res) ?? "unknown",
		},
		"request cut at shutdown",
	);
}

/** Observes a request's duration, once its answer is finished (or abandoned), under its route. */
export function measureRequest(req: IncomingMessage, res: ServerResponse): void {
	if (probePaths.has(pathOf(req))) return;
	const end = httpRequestDuration.startTimer();
	res.once("close", () => {
		const method = (allowedMethods as readonly string[]).includes(req.method ?? "") ? (req.method as string) : "other";
		end({ route: responseLabel(res) ?? "unknown", method, status: String(res.statusCode) });
	});
}
