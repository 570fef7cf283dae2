// `npm start`: the Node host. Built with the app into build/server/index.js (vite.config.ts), so
// the app's start-up (configuration, migrations, demo catalogue; app/entry.server.tsx) has run
// before this module does. It answers the probes of a load balancer itself, admits the rest to the
// app in arrival order, and shuts down gracefully on SIGTERM: it says it is not ready, keeps
// answering for a moment while a load balancer notices, stops listening, finishes the requests it
// has and the job step under way, then closes the database.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import * as build from "virtual:react-router/server-build";
import { getEnv } from "~/.server/env";
import { log } from "~/.server/log";
import { readiness } from "~/.server/readiness";
import { closeDatabase, stopBackgroundWork } from "~/.server/stop-instance";
import { admission } from "./admission";
import { createApp } from "./app";

const env = getEnv();
const app = createApp({
	build,
	clientDir: path.resolve(import.meta.dirname, "../client"),
	trustedProxies: env.TRUST_PROXY,
});

// Renders wait their turn in arrival order (./admission.ts). On the embedded database a request's
// queries run on this thread, so it runs to its end once let in: one is let in per loop turn, so
// that the loop keeps accepting connections (ADR 017). A request that waits on something else (a
// visitor's product import) still leaves room for the rest.
const renders = admission(Number(process.env.RENDER_CONCURRENCY ?? 8), app, env.embedded ? 1 : undefined);

let stopping = false;

function probe(res: ServerResponse, ready: boolean, text: string): void {
	res.writeHead(ready ? 200 : 503, {
		"Content-Type": "text/plain; charset=utf-8",
		"Cache-Control": "no-store",
		"X-Content-Type-Options": "nosniff",
	});
	res.end(`${text}\n`);
}

/** Probes are answered before admission: a busy instance is alive, and says so at once. */
async function answerProbe(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
	const pathname = req.url?.split("?")[0];
	if (pathname === "/healthz") {
		probe(res, true, "ok");
		return true;
	}
	if (pathname === "/readyz") {
		if (stopping) {
			probe(res, false, "shutting down");
			return true;
		}
		const state = await readiness();
		probe(res, state.ready, state.ready ? "ready" : state.reason);
		return true;
	}
	return false;
}

/** Answers begun and not yet sent (or abandoned). */
let answering = 0;
let listening = true;

const server = createServer((req, res) => {
	// While draining, each connection closes after its answer, so clients move to another instance.
	if (stopping) res.setHeader("Connection", "close");
	answering++;
	res.once("close", () => {
		answering--;
		if (!listening) closeConnectionsOnceAnswered();
	});
	answerProbe(req, res).then(
		(answered) => answered || renders(req, res),
		(error) => {
			log.error("probe failed", error);
			res.destroy();
		},
	);
});
// A proxy in front keeps idle connections open for a while (nginx's upstream keep-alive, a cloud
// load balancer's idle timeout: 60 s). Were this server to close one first, a request the proxy
// sends on it at that moment would fail — and a form post is never sent again. So this side waits
// longer than any of them.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(env.PORT, env.HOST);
server.on("listening", () => {
	const address = server.address();
	const where = typeof address === "string" ? address : `http://${env.HOST ?? "localhost"}:${address?.port}`;
	log.info("Godisguiden is listening", { url: where, mode: process.env.NODE_ENV });
});

/** Longer than any one request or job step should take; a platform's own grace period is usually 30 s. */
const shutdownLimitMs = 25_000;

/**
 * After the listener has closed, open connections would hold close() open: keep-alive ones between
 * requests for keepAliveTimeout, and ones a client opened without sending anything (a preconnect)
 * until headersTimeout — whose check close() itself stops. Idle ones go at once; once the last
 * answer has been sent, every one goes.
 */
function closeConnectionsOnceAnswered(): void {
	if (answering === 0) server.closeAllConnections();
	else server.closeIdleConnections();
}

async function shutDown(signal: string): Promise<void> {
	if (stopping) return;
	stopping = true;
	log.info("stopping: finishing requests and the job step under way", { signal });
	setTimeout(() => {
		log.warn("still busy: stopping anyway", { afterMs: shutdownLimitMs });
		process.exit(1);
	}, shutdownLimitMs).unref();
	const backgroundWorkDone = stopBackgroundWork();
	await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
	const requestsDone = new Promise<void>((resolve) => server.close(() => resolve()));
	listening = false;
	closeConnectionsOnceAnswered();
	await Promise.all([requestsDone, backgroundWorkDone]);
	await closeDatabase();
	log.info("stopped");
	process.exit(0);
}

for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void shutDown(signal));
