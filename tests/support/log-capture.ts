// What the server's logger writes during tests. By default an error-level line is noted as noise,
// which fails the test that caused it (fail-on-console.ts); a test that is about a log line catches
// the lines of its own work instead.
import { Writable } from "node:stream";
import { setLogDestination } from "~/.server/log";

export interface LogEntry {
	level: string;
	msg: string;
	[field: string]: unknown;
}

function lineSink(onEntry: (entry: LogEntry, line: string) => void): Writable {
	return new Writable({
		write(chunk: Buffer, _encoding, done) {
			const line = chunk.toString().trim();
			onEntry(JSON.parse(line) as LogEntry, line);
			done();
		},
	});
}

let onNoise: (line: string) => void = () => {};

function failingDestination(): Writable {
	return lineSink((entry, line) => {
		if (entry.level === "error" || entry.level === "fatal") onNoise(line);
	});
}

/** From now on error-level log lines go to `noticeNoise`. */
export function reportLoggedErrors(noticeNoise: (line: string) => void): void {
	onNoise = noticeNoise;
	setLogDestination(failingDestination());
}

/** Runs `work` at log level `level` and returns every line it logged. */
export async function captureLogs<T>(level: string, work: () => Promise<T>): Promise<{ result: T; entries: LogEntry[] }> {
	const entries: LogEntry[] = [];
	const previousLevel = process.env.LOG_LEVEL;
	process.env.LOG_LEVEL = level;
	setLogDestination(lineSink((entry) => entries.push(entry)));
	try {
		return { result: await work(), entries };
	} finally {
		process.env.LOG_LEVEL = previousLevel;
		setLogDestination(failingDestination());
	}
}

/** The log lines in a child process's output (other lines, a crash's stack, are left out). */
export function logEntries(output: string): LogEntry[] {
	return output.split("\n").flatMap((line) => {
		if (!line.startsWith("{")) return [];
		try {
			return [JSON.parse(line) as LogEntry];
		} catch {
			return [];
		}
	});
}

/** Whether the output has a line with this event (and these fields, when given). */
export function hasLogged(output: string, msg: string, fields: Record<string, unknown> = {}): boolean {
	return logEntries(output).some((entry) => entry.msg === msg && Object.entries(fields).every(([k, v]) => entry[k] === v));
}
