// The production server as a child process, for the benchmark and load scripts.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { freePort } from "./free-port";
import { untilHealthy } from "./until-healthy";

export const scriptSecrets = {
	SESSION_SECRET: "script-session-secret-0123456789abcdef",
	ADMIN_PASSWORD: "script-admin-password",
};

export interface AppProcess {
	url: string;
	child: ChildProcess;
	/**
	 * The warnings and errors the server has written so far, and anything that is no log line (a
	 * crash). It logs at its production level, info, a line per request, which is not kept here.
	 */
	output(): string;
	stop(): Promise<void>;
}

/** Node's arguments exactly as `npm start` gives them (package.json; ADR 007 and 017 say why). */
export const serverNodeArgs = (JSON.parse(readFileSync("package.json", "utf8")).scripts.start as string).split(/\s+/).slice(1);

/**
 * Starts the production build. The port is the system's choice unless given: a port picked at
 * random from a range once landed on 4190, one of the ports fetch() refuses ("bad port").
 */
export async function startAppProcess(env: Record<string, string>, givenPort?: number): Promise<AppProcess> {
	const port = givenPort ?? (await freePort());
	const child = spawn(process.execPath, serverNodeArgs, {
		env: {
			...process.env,
			...scriptSecrets,
			// No import or article started by the time of day in the middle of a measurement.
			JOBS_SCHEDULER: "false",
			...env,
			PORT: String(port),
			HOST: "127.0.0.1",
			NODE_ENV: "production",
		},
		stdio: ["ignore", "pipe", "pipe"],
	});
	let output = "";
	const keep = keepNotable((line) => (output += `${line}\n`));
	child.stdout?.on("data", keep);
	child.stderr?.on("data", keep);
	await untilHealthy(`http://127.0.0.1:${port}`, child, () => output, 180_000);
	return {
		url: `http://127.0.0.1:${port}`,
		child,
		output: () => output,
		async stop() {
			if (child.exitCode !== null) return;
			child.kill("SIGTERM");
			await new Promise((r) => child.once("exit", r));
		},
	};
}

function statusValue(pid: number, field: "VmHWM" | "VmRSS"): number {
	const status = readFileSync(`/proc/${pid}/status`, "utf8");
	return Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0) / 1024;
}

/** Peak resident memory of a process so far, in MB. */
export const peakMemoryMb = (pid: number) => statusValue(pid, "VmHWM");
/** Resident memory of a process now, in MB. */
export const memoryMb = (pid: number) => statusValue(pid, "VmRSS");

/** CPU time a process has used so far (user + system, all its threads), in ms. */
export function cpuMs(pid: number): number {
	// /proc/<pid>/stat: the command name may hold spaces, so count fields after its closing ")".
	const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
	const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0); // utime, stime (fields 14, 15)
	return ticks * 10; // Linux reports them in 1/100 s
}

/** A line of a budget report: the figure beside its budget, ✓ or ✗ when there is one. */
export function budgetLine(label: string, value: string, budget = "", ok: boolean | null = null): string {
	const mark = ok === null ? "  " : ok ? "✓ " : "✗ ";
	return `${mark}${label.padEnd(58)} ${value.padStart(14)}   ${budget}`;
}

const notable = /^\{"level":"(warn|error|fatal)"/;

/** Splits output into lines and hands on those worth keeping: no info line (one per request under load). */
function keepNotable(take: (line: string) => void): (chunk: Buffer) => void {
	let partial = "";
	return (chunk) => {
		const lines = (partial + chunk.toString()).split("\n");
		partial = lines.pop() ?? "";
		for (const line of lines) if (line !== "" && (notable.test(line) || !line.startsWith("{"))) take(line);
	};
}
