// One place for server log lines, so tests and operators see the same format.
/* biome-ignore-all lint/suspicious/noConsole: this is the logger */

function stamp(level: string, message: string): string {
	return `${new Date().toISOString()} ${level} ${message}`;
}

export const log = {
	info(message: string): void {
		if (process.env.LOG_LEVEL !== "silent") console.info(stamp("info", message));
	},
	warn(message: string): void {
		if (process.env.LOG_LEVEL !== "silent") console.warn(stamp("warn", message));
	},
	error(message: string, error?: unknown): void {
		console.error(stamp("error", message), error ?? "");
	},
};
