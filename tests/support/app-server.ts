// Starts the production server (`node build/server/index.js`, as `npm start` does) as a child
// process for integration tests that need the whole app: real HTTP, real database, real start-up.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverNodeArgs } from "../../scripts/support/app-process";
import { freePort } from "../../scripts/support/free-port";
import { untilHealthy } from "../../scripts/support/until-healthy";

export { freePort };

export interface RunningApp {
	url: string;
	pid: number;
	output: () => string;
	stop(): Promise<void>;
	/** Kills the process outright (SIGKILL): no shutdown, no cleanup — a crash. */
	kill(): Promise<void>;
}

/** Node's flags exactly as `npm start` gives them: the heap bounded as in production (ADR 007, 017). */
export const npmStartNodeFlags = serverNodeArgs.filter((arg) => arg.startsWith("--"));

export interface StartOptions {
	/** Flags for Node before the server's file (a test of memory passes npmStartNodeFlags). */
	nodeFlags?: string[];
}

/** Starts an instance; `port` keeps a restarted instance where a proxy in front expects it. */
export async function startApp(env: Record<string, string>, port?: number, options: StartOptions = {}): Promise<RunningApp> {
	port ??= await freePort();
	let output = "";
	const server = path.join(process.env.BUILD_DIR ?? "build", "server/index.js");
	const dataDir = mkdtempSync(path.join(tmpdir(), "gg-app-"));
	// Under Vitest, an instance that would seed the demo catalogue into its new embedded database at
	// start-up finds it there already, copied from the one the harness seeded once
	// (./demo-templates.ts): the same rows, seconds sooner. (The page-weight script starts it too.)
	if (process.env.VITEST && !env.DATA_DIR && !env.DATABASE_URL && env.SEED_DEMO !== "false") {
		const { openPgliteWithDemo } = await import("./databases");
		await (await openPgliteWithDemo(dataDir)).close();
	}
	const child: ChildProcess = spawn(process.execPath, [...(options.nodeFlags ?? []), server], {
		cwd: process.cwd(),
		env: {
			PATH: process.env.PATH,
			NODE_ENV: "production",
			PORT: String(port),
			HOST: "127.0.0.1",
			DATA_DIR: dataDir,
			LOG_LEVEL: "info",
			// The clock starts no job here (the daily article, a feed's refresh): a test that ran in the
			// hour after such a tick got its job on top of the one it asked for. Tests of the schedule
			// turn it on.
			JOBS_SCHEDULER: "false",
			...env,
		},
		stdio: ["ignore", "pipe", "pipe"],
	});
	child.stdout?.on("data", (chunk) => (output += chunk));
	child.stderr?.on("data", (chunk) => (output += chunk));
	// A crash shows up in a test only as refused connections; its reason is in the output.
	let stopping = false;
	child.once("exit", (code, signal) => {
		if (!stopping) process.stderr.write(`\nThe app on port ${port} exited (${signal ?? code}) unasked:\n${output}\n`);
	});
	const url = `http://127.0.0.1:${port}`;
	await untilHealthy(url, child, () => output, 120_000);
	return {
		url,
		pid: child.pid ?? 0,
		output: () => output,
		async stop() {
			if (child.exitCode !== null) return;
			stopping = true;
			child.kill("SIGTERM");
			await new Promise((r) => child.once("exit", r));
		},
		async kill() {
			if (child.exitCode !== null || child.signalCode !== null) return;
			stopping = true;
			child.kill("SIGKILL");
			await new Promise((r) => child.once("exit", r));
		},
	};
}

/** Polls `check` until it returns true (or throws after `timeoutMs`). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if (await check().catch(() => false)) return;
		await new Promise((r) => setTimeout(r, 250));
	}
	throw new Error("condition not met in time");
}
