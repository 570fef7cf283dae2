// What a kind of job is, said in one place (ADR 041): its name as stored in `jobs.kind`, the
// schema its payload must fit, what runs it, when the site enqueues it by itself, and what its page
// at /admin/jobs/{id} says beside the generic status, progress and summary. Each area defines its
// kinds beside its code with `defineJob`; ./job-kinds.ts lists them for the worker, the scheduler,
// the job page and the type of `enqueueJob`.
import type { z } from "zod";
import type { AdminText } from "~/i18n/admin-t";
import type { Db } from "../db/handle";
import { withDatabaseCode } from "./coded-failure";
import { reasonInWords } from "./failure-reason";
import type { JobContext, JobHandler } from "./held-job";
import type { JobStatus } from "./queue";

/** A handler's context with its job's payload parsed by the kind's schema. */
export interface KindContext<Payload> extends JobContext {
	payload: Payload;
}

/** One recurring run of a kind, enqueued once per tick of `cron` by whichever instance sees it first. */
export interface Schedule<Payload> {
	/** Unique within the kind; `{kind}:{name}:{tick}` is the unique key of the tick's job. */
	name: string;
	cron: string;
	timezone: string;
	payload: Payload;
}

/** How a finished or failed job's page tells the operator what became of it, beside its summary. */
export interface JobNotice {
	ok: boolean;
	text: string | AdminText;
	/** A page the job made: linked after the text, and opened after `followAfterSeconds`. */
	link?: { text: AdminText; path: string; followAfterSeconds?: number };
}

/** The job as its page's presentation reads it (the stored result and error are only read, never trusted). */
export interface JobView {
	status: JobStatus;
	result: unknown;
	error: string | null;
}

/** What a kind's job page says besides what every job page shows. Every part is optional. */
export interface JobPage {
	/** A line under the title while the job is queued or running. */
	whileActive?: AdminText;
	/**
	 * A failed job's error as the page words it, given the job's error (its reason). A kind whose
	 * reasons tell the operator what to do about them — the AI provider's and the writers' sentences
	 * (ADR 074), the database's refusal of the description optimiser's writes (ADR 080) — shows the
	 * reason after its words (`failedBecause`); one whose errors mean nothing to them keeps them to
	 * the job and the log. A kind with a `failure` fails with the database's code in its error when
	 * the database refused it (`handlerOf`, ADR 085), for the page to word the reason by it.
	 */
	failure?(error: string): string | AdminText;
	/** What the page says about the job's outcome, or null. */
	notice?(job: JobView): JobNotice | null;
}

export interface JobDefinition<Kind extends string = string, Payload extends z.ZodType = z.ZodType> {
	/** The kind's name as `jobs.kind` stores it: written here and nowhere else in the code. */
	readonly kind: Kind;
	/** The payload's schema: a stored payload that does not fit fails its job with the reason. */
	readonly payload: Payload;
	run(context: KindContext<z.output<Payload>>): Promise<unknown>;
	/** The recurring runs the site enqueues by itself (read at every check, so they may come from rows). */
	schedules?(db: Db): Promise<Schedule<z.input<Payload>>[]>;
	/**
	 * For kinds of which at most one job per key may be queued or running (ADR 019): the key's part
	 * after the kind. The scheduler's ticks use it; a caller that must join a run in flight passes
	 * `singleFlightKeyOf(definition, payload)` too.
	 */
	singleFlight?(payload: z.output<Payload>): string;
	readonly page?: JobPage;
}

/**
 * The `failure` of a kind whose failed run's page says what failed and then why (ADR 074, 080):
 * "Kunde inte … . Orsak: {the job's error}", the first part in the kind's own words. A reason the
 * database gave with a code the admin has words for is said in them, its own words after (ADR 085).
 */
export function failedBecause(failed: AdminText): (reason: string) => AdminText {
	return (reason) => ({ key: "job.failedBecause", values: { failed, reason: reasonInWords(reason) } });
}

/** A kind of job; `kind` keeps its literal type, so `enqueueJob` knows the payload it takes. */
export function defineJob<const Kind extends string, Payload extends z.ZodType>(
	definition: JobDefinition<Kind, Payload>,
): JobDefinition<Kind, Payload> {
	return definition;
}

/** The single-flight key of a job of this kind and payload, or undefined when any number may run. */
export function singleFlightKeyOf<Payload extends z.ZodType>(
	definition: JobDefinition<string, Payload>,
	payload: z.output<Payload>,
): string | undefined {
	return definition.singleFlight ? `${definition.kind}:${definition.singleFlight(payload)}` : undefined;
}

/**
 * The worker's handler for a kind: parses the stored payload, then runs `run` (the kind's own, or
 * one built with other options in a test). A payload that does not fit fails the job with the reason.
 * A kind whose page words its failure fails with the database's code kept in its error when the
 * database refused it (ADR 085): the job stores only the text, and its page words the reason by it.
 */
export function handlerOf<Payload extends z.ZodType>(
	definition: JobDefinition<string, Payload>,
	run: (context: KindContext<z.output<Payload>>) => Promise<unknown> = (context) => definition.run(context),
): JobHandler {
	return async (context) => {
		const parsed = definition.payload.safeParse(context.job.payload);
		if (!parsed.success) throw new JobPayloadError(definition.kind, parsed.error);
		try {
			return await run({ ...context, payload: parsed.data });
		} catch (error) {
			throw definition.page?.failure ? withDatabaseCode(error) : error;
		}
	};
}

/** A stored payload that does not fit its kind's schema (a row written by hand, or by an older version). */
export class JobPayloadError extends Error {
	override name = "JobPayloadError";
	constructor(kind: string, error: z.ZodError) {
		super(`The payload does not fit the kind ${kind}: ${error.issues.map(issueText).join("; ")}`, { cause: error });
	}
}

function issueText(issue: z.core.$ZodIssue): string {
	return issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
}

/** A kind enqueued once a day at `cron` (the operator's time zone) with an empty payload. */
export function daily(cron: string): () => Promise<Schedule<Record<string, never>>[]> {
	return async () => [{ name: "daily", cron, timezone: operatorTimezone, payload: {} }];
}

/** Schedules are written in the operator's time zone. */
export const operatorTimezone = "Europe/Stockholm";
