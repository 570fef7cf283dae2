// The one logger of the server: pino, one JSON object per line on stdout, so a log collector reads
// events and their facts as fields. Every line written while a request or a job is being handled
// carries that request's id or that job's id and kind: the host runs each request with its logger
// (`withLogger`), the job worker each job with its fields (`withLogContext`), and `log` writes through
// the logger of the work under way (AsyncLocalStorage), so no function has to be handed a logger.
//
// `npm run dev` prints the same lines readably (pino-pretty); LOG_LEVEL sets the threshold.
import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";

export type LogFields = Record<string, unknown>;

const levels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof levels)[number];

/**
 * LOG_LEVEL, as app/.server/env.ts validates it. Read here directly, as NODE_ENV below is, because
 * the logger must work before the configuration is read — its first line may be that the
 * configuration is invalid.
 */
function configuredLevel(): LogLevel {
	const level = process.env.LOG_LEVEL;
	return (levels as readonly string[]).includes(level ?? "") ? (level as LogLevel) : "info";
}

function createRoot(destination?: DestinationStream): Logger {
	const options: pino.LoggerOptions = {
		level: configuredLevel(),
		base: { pid: process.pid },
		timestamp: pino.stdTimeFunctions.isoTime,
		// The level as its name ("warn"), which people and collectors read without a table.
		formatters: { level: (label) => ({ level: label }) },
		serializers: { err: pino.stdSerializers.err },
	};
	if (destination) return pino(options, destination);
	if (process.env.NODE_ENV === "development") {
		return pino({ ...options, transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss.l" } } });
	}
	// Synchronous writes: a line logged just before the process stops is not lost.
	return pino(options, pino.destination({ sync: true }));
}

let root: Logger | undefined;

/**
 * What the work under way logs with: a logger made for it (a request's, by pino-http), or fields
 * to add to the process's logger at each line — so a line follows the process's logger even when
 * that is replaced after the work began (tests read a job's lines that way).
 */
type LogContext = { logger: Logger } | { bindings: LogFields };
const context = new AsyncLocalStorage<LogContext>();

function rootLogger(): Logger {
	root ??= createRoot();
	return root;
}

/**
 * Where log lines go from now on (tests: a stream they read); `undefined` goes back to stdout.
 * The level is read from LOG_LEVEL again.
 */
export function setLogDestination(destination: DestinationStream | undefined): void {
	root = createRoot(destination);
}

/** The logger of the request or job under way, else the process's own. */
export function currentLogger(): Logger {
	const current = context.getStore();
	if (!current) return rootLogger();
	return "logger" in current ? current.logger : rootLogger().child(current.bindings);
}

/** Runs `work` with every log line it writes (however deep, however late) going through `logger`. */
export function withLogger<T>(logger: Logger, work: () => T): T {
	return context.run({ logger }, work);
}

/** Runs `work` with every log line it writes (however deep, however late) carrying `bindings`. */
export function withLogContext<T>(bindings: LogFields, work: () => T): T {
	const current = context.getStore();
	const next: LogContext = !current
		? { bindings }
		: "logger" in current
			? { logger: current.logger.child(bindings) }
			: { bindings: { ...current.bindings, ...bindings } };
	return context.run(next, work);
}

/**
 * What was thrown, as an Error. React Router hands on its error responses (a status, a text, and
 * often the Error behind them) and thrown Responses, which are no Errors: `String()` of one said
 * only "[object Object]". Such a value is told by its status and text, with the Error behind it, if
 * any, as its cause (stack included).
 */
function asError(thrown: unknown): Error {
	if (thrown instanceof Error) return thrown;
	if (typeof thrown !== "object" || thrown === null) return new Error(String(thrown));
	const { status, statusText, data, error } = thrown as {
		status?: unknown;
		statusText?: unknown;
		data?: unknown;
		error?: unknown;
	};
	if (typeof status !== "number") return new Error(safeJson(thrown));
	const head = typeof statusText === "string" && statusText !== "" ? `${status} ${statusText}` : String(status);
	// The Error behind it says what was wrong (pino adds its message and stack to the line's); its data repeats it.
	if (error instanceof Error) return new Error(head, { cause: error });
	return new Error(typeof data === "string" && data !== "" ? `${head}: ${data}` : head);
}

/** A plain object as text; one that cannot be written as JSON (a cycle) by its kind. */
function safeJson(value: object): string {
	try {
		return JSON.stringify(value) ?? Object.prototype.toString.call(value);
	} catch {
		return Object.prototype.toString.call(value);
	}
}

/** An error as a log field: pino's serializer keeps its type, message, stack and cause. */
function errorFields(error: unknown, fields?: LogFields): LogFields {
	return error === undefined ? { ...fields } : { ...fields, err: asError(error) };
}

/**
 * Events are short fixed phrases ("job failed"); what varies goes in `fields`, so lines can be
 * counted and filtered by their facts.
 */
export const log = {
	debug(event: string, fields?: LogFields): void {
		currentLogger().debug(fields ?? {}, event);
	},
	info(event: string, fields?: LogFields): void {
		currentLogger().info(fields ?? {}, event);
	},
	warn(event: string, fields?: LogFields & { err?: unknown }): void {
		currentLogger().warn(fields ?? {}, event);
	},
	/** Something failed that someone should look at; `error` is what was thrown. */
	error(event: string, error?: unknown, fields?: LogFields): void {
		currentLogger().error(errorFields(error, fields), event);
	},
};
