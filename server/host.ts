// The Node host (started by ./main.ts). The app's start-up (configuration, migrations, demo
// catalogue; app/entry.server.tsx) has run before this module does. Each request gets its id and
// its log line (./request-log.ts); the host answers the probes, refuses what no route should see
// (a malformed request: ./request-shape.ts) and nginx's status pages itself, reads a post's body
// within its limit, then admits the rest to the app in arrival order — or turns them away at once
// when too many wait. A request must arrive within its deadline (./request-deadlines.ts), or is
// answered 408 (./client-errors.ts). It shuts down gracefully on SIGTERM: it says it is not ready,
// keeps answering for a moment while a load balancer notices, stops listening, finishes the
// requests it has (cutting the connections still open when their time is up, each cut request
// logged) and the job step under way, then closes the mailer and the database.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import * as build from "virtual:react-router/server-build";
import { getEnv } from "~/.server/env";
import { log, withLogger } from "~/.server/log";
import { admissionActive, admissionShed, admissionWaiting, beforeScrape } from "~/.server/metrics";
import { closeMailAndDatabase, stopBackgroundWork } from "~/.server/stop-instance";
import { admission } from "./admission";
import { createApp } from "./app";
import { readBodyBeforeAdmission } from "./body-before-admission";
import { answerClientErrors } from "./client-errors";
import { answerMetricsOnSitePort, startMetricsServer } from "./metrics-endpoint";
import { answerProbe } from "./probes";
import { deadlineOptions } from "./request-deadlines";
import { logCutRequest, measureRequest, requestLogger } from "./request-log";
import { requestShapeProblem } from "./request-shape";
import { labelResponse } from "./response-labels";
import { sendStatusPage } from "./status-response";
import { answerStatusRoute } from "./status-route";

export interface HostOptions {
	/** Directory of the browser build (`build/client`), beside the server build that main.ts is in. */
	clientDir: string;
}

export function startHost({ clientDir }: HostOptions): void {
	const env = getEnv();
	const app = createApp({
		build,
		clientDir,
		trustedProxies: env.TRUST_PROXY,
		mode: env.NODE_ENV,
	});

	// Renders wait their turn in arrival order (./admission.ts). On the embedded database a request's
	// queries run on this thread, so it runs to its end once let in: one is let in per loop turn, so
	// that the loop keeps accepting connections (ADR 017). A request that waits on something else (a
	// visitor's product import) still leaves room for the rest. A request that finds ADMISSION_QUEUE_LIMIT
	// others waiting is answered 503 at once: a shared cache in front serves its copy, another instance
	// takes it, or the visitor tries again in a few seconds.
	// A request let in later runs in its own log context, not in that of the request whose end let it in.
	const renders = admission((req, res) => withLogger(req.log, () => app(req, res)), {
		limit: env.RENDER_CONCURRENCY,
		perTurn: env.embedded ? 1 : undefined,
		maxWaiting: env.ADMISSION_QUEUE_LIMIT,
		shed: (req, res) => {
			admissionShed.inc();
			labelResponse(res, "overloaded");
			sendStatusPage(req, res, "overloaded");
		},
	});
	// A post waits for its slot with its body in: a slow sender never holds a slot (ADR 070).
	const admitWithBody = readBodyBeforeAdmission(renders);
	beforeScrape(() => {
		const { active, waiting } = renders.stats();
		admissionActive.set(active);
		admissionWaiting.set(waiting);
	});

	const logRequest = requestLogger(env.TRUST_PROXY > 0);
	if (env.METRICS_PORT) startMetricsServer(env.METRICS_PORT, env.HOST);

	let stopping = false;

	/** Everything before admission: cheap answers that need no render and no database. */
	async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
		if (await answerProbe(req, res, stopping)) return;
		const problem = requestShapeProblem(req);
		if (problem) {
			labelResponse(res, problem);
			sendStatusPage(req, res, problem);
			return;
		}
		if (answerMetricsOnSitePort(req, res, env.METRICS_TOKEN) || answerStatusRoute(req, res)) return;
		await admitWithBody(req, res);
	}

	/** Answers begun and not yet sent (or abandoned), with their requests. */
	const answering = new Map<ServerResponse, IncomingMessage>();
	let listening = true;

	const server = createServer(deadlineOptions(), (req, res) => {
		// While draining, each connection closes after its answer, so clients move to another instance.
		if (stopping) res.setHeader("Connection", "close");
		answering.set(res, req);
		res.once("close", () => {
			answering.delete(res);
			if (!listening) closeConnectionsOnceAnswered();
		});
		logRequest(req, res);
		measureRequest(req, res);
		// Every line logged while this request is handled carries its id, however deep the code.
		withLogger(req.log, () =>
			answer(req, res).catch((error) => {
				log.error("answering a request failed", error);
				res.destroy();
			}),
		);
	});
	answerClientErrors(server);
	// A proxy in front keeps idle connections open for a while (nginx's upstream keep-alive, a cloud
	// load balancer's idle timeout: 60 s). Were this server to close one first, a request the proxy
	// sends on it at that moment would fail — and a form post is never sent again. So this side waits
	// longer than any of them. (The headers' deadline need not be longer: since Node 18 it counts from
	// a request's first byte, not through the idle time before it.)
	server.keepAliveTimeout = 65_000;
	server.listen(env.PORT, env.HOST);
	server.on("listening", () => {
		const address = server.address();
		const where = typeof address === "string" ? address : `http://${env.HOST ?? "localhost"}:${address?.port}`;
		log.info("Godisguiden is listening", { url: where, mode: env.NODE_ENV });
	});

	/** Longer than any one request or job step should take; a platform's own grace period is usually 30 s. */
	const shutdownLimitMs = 25_000;
	/**
	 * The end of the stop kept for closing the mailer and the database; requests have until then. A
	 * request still open at that point is cut: its deadline no longer ends it (close() stops the
	 * deadlines' check: ./request-deadlines.ts), so a body that stopped arriving would otherwise hold
	 * the instance until the limit's exit, with its database not closed (ADR 082).
	 */
	const closingMs = 3_000;

	/**
	 * After the listener has closed, open connections would hold close() open: keep-alive ones between
	 * requests for keepAliveTimeout, and ones a client opened without sending anything (a preconnect)
	 * until headersTimeout — whose check close() itself stops. Idle ones go at once; once the last
	 * answer has been sent, every one goes.
	 */
	function closeConnectionsOnceAnswered(): void {
		if (answering.size === 0) server.closeAllConnections();
		else server.closeIdleConnections();
	}

	/** Each request still being answered gets its own line, so that the operator sees which were lost. */
	function cutConnections(): void {
		server.getConnections((_error, connections) => {
			if (connections > 0) log.warn("connections cut at the shutdown limit", { connections, unanswered: answering.size });
			for (const [res, req] of answering) logCutRequest(req, res);
			server.closeAllConnections();
		});
	}

	async function shutDown(signal: string): Promise<void> {
		if (stopping) return;
		stopping = true;
		const signalledAt = Date.now();
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
		const requestsTimeUp = setTimeout(cutConnections, signalledAt + shutdownLimitMs - closingMs - Date.now());
		void requestsDone.then(() => clearTimeout(requestsTimeUp));
		await Promise.all([requestsDone, backgroundWorkDone]);
		await closeMailAndDatabase();
		log.info("stopped");
		process.exit(0);
	}

	for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void shutDown(signal));
}
