// Vitest global setup: starts a throwaway PostgreSQL server (Debian's postgresql package, v15)
// on a free loopback port and publishes its URL as TEST_POSTGRES_URL. Without the binaries the
// PostgreSQL variants of the integration tests are reported as not run (CI installs them).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

function findBinDir(): string | null {
	for (const version of ["15", "16", "17"]) {
		const dir = `/usr/lib/postgresql/${version}/bin`;
		if (existsSync(path.join(dir, "initdb"))) return dir;
	}
	return null;
}

function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.listen(0, "127.0.0.1", () => {
			const address = server.address();
			server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
		});
	});
}

/** Postgres refuses to run as root; as root we run it as the `postgres` system user. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
	return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

async function waitUntilReady(binDir: string, port: number, child: ChildProcess): Promise<void> {
	const deadline = Date.now() + 30_000;
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`postgres exited with code ${child.exitCode}`);
		try {
			execFileSync(path.join(binDir, "pg_isready"), ["-h", "127.0.0.1", "-p", String(port)], { stdio: "ignore" });
			return;
		} catch {
			await new Promise((r) => setTimeout(r, 200));
		}
	}
	throw new Error("postgres did not become ready within 30 s");
}

export default async function setup(project: TestProject) {
	const binDir = findBinDir();
	if (process.env.TEST_POSTGRES === "off") return;
	if (!binDir) {
		// CI must prove the PostgreSQL path too: a missing server there is a failure, not a skip.
		if (process.env.CI) throw new Error("PostgreSQL 15 binaries not found (apt-get install postgresql)");
		return;
	}
	const dataDir = mkdtempSync(path.join(tmpdir(), "godisguiden-pg-"));
	chmodSync(dataDir, 0o777);
	const [initCmd, initArgs] = asPostgresUser(path.join(binDir, "initdb"), [
		"-D",
		path.join(dataDir, "db"),
		"-U",
		"postgres",
		"--auth=trust",
		"--encoding=UTF8",
		"--locale=C.UTF-8",
	]);
	execFileSync(initCmd, initArgs, { stdio: "ignore" });
	const port = await freePort();
	const [cmd, args] = asPostgresUser(path.join(binDir, "postgres"), [
		"-D",
		path.join(dataDir, "db"),
		"-p",
		String(port),
		"-k",
		dataDir,
		"-c",
		"listen_addresses=127.0.0.1",
		"-c",
		"fsync=off",
		"-c",
		"max_connections=200",
	]);
	const child = spawn(cmd, args, { stdio: "ignore" });
	await waitUntilReady(binDir, port, child);
	project.provide("postgresUrl", `postgres://postgres@127.0.0.1:${port}/postgres`);
	return async () => {
		// Signal postgres itself (its pid is the first line of postmaster.pid): `runuser` does not
		// pass signals on. SIGINT is a fast shutdown; SIGKILL if it is still there after 10 s.
		const pid = Number(readFileSync(path.join(dataDir, "db", "postmaster.pid"), "utf8").split("\n")[0]);
		const exited = new Promise((r) => child.once("exit", r));
		if (child.exitCode === null) {
			process.kill(pid, "SIGINT");
			const timer = setTimeout(() => process.kill(pid, "SIGKILL"), 10_000);
			await exited;
			clearTimeout(timer);
		}
		rmSync(dataDir, { recursive: true, force: true });
	};
}

declare module "vitest" {
	export interface ProvidedContext {
		postgresUrl?: string;
	}
}
