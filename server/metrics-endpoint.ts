// Where Prometheus scrapes: GET /metrics on a port of its own (METRICS_PORT, never exposed to
// visitors), or on the site's port behind a bearer token (METRICS_TOKEN) when a platform offers a
// single port. Neither set: there is no /metrics at all.
import { timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { log } from "~/.server/log";
import { metricsExposition } from "~/.server/metrics";

async function sendMetrics(res: ServerResponse): Promise<void> {
	try {
		const { contentType, body } = await metricsExposition();
		res.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" });
		res.end(body);
	} catch (error) {
		log.error("metrics exposition failed", error);
		res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
		res.end("metrics unavailable\n");
	}
}

function bearerMatches(req: IncomingMessage, token: string): boolean {
	const given = Buffer.from(req.headers.authorization ?? "");
	const expected = Buffer.from(`Bearer ${token}`);
	return given.length === expected.length && timingSafeEqual(given, expected);
}

/** On the site's port: answers /metrics when a token is configured and sent; false for anything else. */
export function answerMetricsOnSitePort(req: IncomingMessage, res: ServerResponse, token: string | undefined): boolean {
	if (!token || req.url?.split("?", 1)[0] !== "/metrics") return false;
	if (!bearerMatches(req, token)) {
		res.writeHead(401, {
			"Content-Type": "text/plain; charset=utf-8",
			"WWW-Authenticate": "Bearer",
			"Cache-Control": "no-store",
		});
		res.end("unauthorized\n");
		return true;
	}
	void sendMetrics(res);
	return true;
}

/** A listener of its own that answers only GET /metrics. */
export function startMetricsServer(port: number, host: string | undefined): Server {
	const server = createServer((req, res) => {
		if (req.method === "GET" && req.url?.split("?", 1)[0] === "/metrics") {
			void sendMetrics(res);
			return;
		}
		res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
		res.end("not found\n");
	});
	server.listen(port, host);
	server.on("listening", () => log.info("metrics are served", { port, host: host ?? "all interfaces" }));
	return server;
}
