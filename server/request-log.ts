// One log line per request when its answer is finished (pino-http): method, path (never the query,
// which can hold a price alert's token), status, duration, the route that answered and how the
// answer may be cached; and the request-duration metric from the same facts. Each request gets an id
// — the one a trusted proxy sent in X-Request-Id (nginx's), else a new one — that is sent back in
// X-Request-Id and carried by every log line written while it is handled (withLogger).
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

export function requestLogger(trustProxy: boolean) {
	return pinoHttp({
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
			if (res.statusCode === 503) return "warn"; // shed load or a database outage: watched by metrics
			return error || res.statusCode >= 500 ? "error" : "info";
		},
		customSuccessMessage: () => "request completed",
		customErrorMessage: () => "request failed",
		// A 5xx already logged its cause where it happened; this line says only that it was answered so.
		customErrorObject: (_req, _res, _error, value) => ({ ...value, err: undefined }),
	});
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
