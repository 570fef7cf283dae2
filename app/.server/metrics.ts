// What an operator watches, as Prometheus metrics (prom-client): one registry per process, served
// by the Node host on /metrics (a port of its own, or behind a bearer token: docs/deploy.md). Labels
// are few and bounded — a route id, a status code, a job kind — never a product, a query or a
// visitor, so the number of series stays small whatever the traffic.
//
// Gauges that describe shared state (the job queue) or this process's state (the admission queue,
// the database connection) are read when Prometheus scrapes, by the readers the Node host and the
// app register with `beforeScrape`; the rest are counted where the thing happens.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export const metrics = new Registry();
collectDefaultMetrics({ register: metrics, prefix: "godisguiden_" });

const registers = [metrics];

export const httpRequestDuration = new Histogram({
	name: "godisguiden_http_request_duration_seconds",
	help: "Time from a request's arrival to its answer's last byte, by route id, method and status code.",
	labelNames: ["route", "method", "status"] as const,
	buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
	registers,
});

export const admissionWaiting = new Gauge({
	name: "godisguiden_admission_waiting",
	help: "Requests waiting their turn to be rendered.",
	registers,
});

export const admissionActive = new Gauge({
	name: "godisguiden_admission_active",
	help: "Requests being rendered now.",
	registers,
});

export const admissionShed = new Counter({
	name: "godisguiden_admission_shed_total",
	help: "Requests answered 503 at once because the admission queue was full.",
	registers,
});

export const connectionsGivenUp = new Counter({
	name: "godisguiden_connections_given_up_total",
	help: "Connections the server gave up on before it could read a whole request, by reason: late-headers, late-body, malformed, headers-too-large, reset, other.",
	labelNames: ["reason"] as const,
	registers,
});

export const jobsQueued = new Gauge({
	name: "godisguiden_jobs_queued",
	help: "Jobs due and waiting for a worker, by kind (the whole queue, shared by every instance).",
	labelNames: ["kind"] as const,
	registers,
});

export const jobsOldestQueuedAge = new Gauge({
	name: "godisguiden_jobs_oldest_queued_age_seconds",
	help: "How long the oldest due job of each kind has waited for a worker.",
	labelNames: ["kind"] as const,
	registers,
});

export const jobDuration = new Histogram({
	name: "godisguiden_job_duration_seconds",
	help: "How long a job ran in this process, by kind and how it ended (succeeded, failed, cancelled, released, lost).",
	labelNames: ["kind", "outcome"] as const,
	buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
	registers,
});

export const jobFailures = new Counter({
	name: "godisguiden_job_failures_total",
	help: "Jobs this process saw end failed, by kind: a handler that failed, or a job failed for too many takeovers.",
	labelNames: ["kind"] as const,
	registers,
});

export const feedImportRows = new Counter({
	name: "godisguiden_feed_import_rows_total",
	help: "Feed rows read by imports, by outcome (imported, rejected).",
	labelNames: ["outcome"] as const,
	registers,
});

export const feedImportDuration = new Histogram({
	name: "godisguiden_feed_import_duration_seconds",
	help: "How long one feed's import took, by how it ended (succeeded, partial, failed).",
	labelNames: ["outcome"] as const,
	buckets: [0.5, 1, 5, 15, 30, 60, 120, 300, 600],
	registers,
});

export const mailsSent = new Counter({
	name: "godisguiden_mails_sent_total",
	help: "Mails handed to the SMTP server (or written to the outbox), by how (smtp, outbox).",
	labelNames: ["via"] as const,
	registers,
});

export const mailsFailed = new Counter({
	name: "godisguiden_mails_failed_total",
	help: "Mails that could not be handed over, by whether a retry can help (retryable, permanent).",
	labelNames: ["kind"] as const,
	registers,
});

export const databaseUnavailable = new Gauge({
	name: "godisguiden_database_unavailable",
	help: "1 while this instance cannot reach its database (pages answer 503), else 0.",
	registers,
});

export const catalogueChangeLag = new Histogram({
	name: "godisguiden_catalogue_change_lag_seconds",
	help: "From a catalogue change's transaction to this instance emptying its caches for it.",
	buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
	registers,
});

const readers: (() => void | Promise<void>)[] = [];

/** Registers a function that sets gauges from their source when Prometheus scrapes. */
export function beforeScrape(read: () => void | Promise<void>): void {
	readers.push(read);
}

/** The text Prometheus scrapes, and its content type. A reader that fails leaves its gauges as they were. */
export async function metricsExposition(): Promise<{ contentType: string; body: string }> {
	await Promise.allSettled(readers.map((read) => read()));
	return { contentType: metrics.contentType, body: await metrics.metrics() };
}
