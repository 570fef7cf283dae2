// Background work: the job queue, the recurring jobs the scheduler enqueues, and admin tool runs.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** Recurring work the scheduler enqueues; read by check_article_cron_jobs(). */
export const scheduledJobs = pgTable("scheduled_jobs", {
	jobId: bigint("job_id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
	jobName: text("job_name").notNull().unique(),
	/** Cron expression, evaluated in `timezone`. */
	schedule: text("schedule").notNull(),
	timezone: text("timezone").notNull().default("Europe/Stockholm"),
	/** Job kind and payload enqueued on each tick. */
	kind: text("kind").notNull(),
	payload: jsonb("payload").notNull().default(sql`'{}'::jsonb`),
	active: boolean("active").notNull().default(true),
});

/** The job queue (ADR 019): each job's state, progress, lease and outcome. */
export const jobs = pgTable(
	"jobs",
	{
		id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
		kind: text("kind").notNull(),
		payload: jsonb("payload").notNull().default(sql`'{}'::jsonb`),
		status: text("status").notNull().default("queued"),
		progressDone: integer("progress_done").notNull().default(0),
		progressFailed: integer("progress_failed").notNull().default(0),
		progressTotal: integer("progress_total").notNull().default(0),
		/** Per-item outcomes, appended as the job runs. */
		items: jsonb("items").notNull().default(sql`'[]'::jsonb`),
		result: jsonb("result"),
		error: text("error"),
		/** At most one job per key (e.g. the daily article of one day and language). */
		uniqueKey: text("unique_key").unique(),
		attempts: integer("attempts").notNull().default(0),
		/** Times the job was taken over from a worker that fell silent; past JOBS_MAX_TAKEOVERS it fails (ADR 032). */
		takeovers: integer("takeovers").notNull().default(0),
		cancelRequested: boolean("cancel_requested").notNull().default(false),
		/** Items finished by any attempt, by key, with what each kept: a worker taking the job over skips them (ADR 019). */
		finishedItems: jsonb("finished_items").notNull().default(sql`'{}'::jsonb`),
		/** At most one queued or running job per flight key (ADR 019). */
		flightKey: text("flight_key"),
		runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
		lockedBy: text("locked_by"),
		heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
		createdAt: createdAt(),
		startedAt: timestamp("started_at", { withTimezone: true }),
		finishedAt: timestamp("finished_at", { withTimezone: true }),
	},
	(t) => [
		index("jobs_status_run_after_idx").on(t.status, t.runAfter),
		index("jobs_kind_created_idx").on(t.kind, t.createdAt),
		uniqueIndex("jobs_flight_key_in_flight_idx").on(t.flightKey).where(sql`${t.status} in ('queued', 'running')`),
		check("jobs_status_check", sql`${t.status} in ('queued', 'running', 'succeeded', 'failed', 'cancelled')`),
	],
);

/** Every admin tool run: who ran what, and its counts. */
export const toolRuns = pgTable(
	"tool_runs",
	{
		id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
		tool: text("tool").notNull(),
		/** Who started it: the admin session's label (one shared admin) and client address. */
		actor: text("actor").notNull(),
		params: jsonb("params").notNull().default(sql`'{}'::jsonb`),
		status: text("status").notNull(),
		result: jsonb("result"),
		error: text("error"),
		createdAt: createdAt(),
	},
	(t) => [
		index("tool_runs_created_idx").on(t.createdAt),
		check("tool_runs_status_check", sql`${t.status} in ('succeeded', 'failed')`),
	],
);
