// A failed job's error with the database's code kept in it (ADR 085). The worker stores a job's
// error as its text, and the text alone would leave the job's page guessing from PostgreSQL's
// English (which a server set to another language does not even write): so a job the database
// refused fails with its code before its words, "[57014] canceling statement due to statement
// timeout", and the page reads the code back to word the reason (./failure-reason.ts).
import { databaseRefusalOf } from "./database-cause";
import { interruptionOf } from "./job-errors";

/** A job's failure that the database refused: its message is "[code] the database's words". */
export class CodedJobFailure extends Error {
	override name = "CodedJobFailure";
	constructor(
		readonly code: string,
		databaseMessage: string,
		cause: unknown,
	) {
		super(`[${code}] ${databaseMessage}`, { cause });
	}
}

/**
 * What a job fails with for `error`: a CodedJobFailure with the database's code and words when the
 * database refused it, else the error as it is — an interruption (cancelled, lost, released) always,
 * as the worker reads it.
 */
export function withDatabaseCode(error: unknown): unknown {
	if (error instanceof CodedJobFailure || interruptionOf(error)) return error;
	const refusal = databaseRefusalOf(error);
	return refusal ? new CodedJobFailure(refusal.code, refusal.message, error) : error;
}

/** A stored job error's code and the database's words, or null when it carries no code. */
export function codedReasonOf(reason: string): { code: string; text: string } | null {
	const match = /^\[([0-9A-Z_]{5,24})\] ([\s\S]*)$/.exec(reason);
	return match?.[1] !== undefined && match[2] !== undefined ? { code: match[1], text: match[2] } : null;
}
