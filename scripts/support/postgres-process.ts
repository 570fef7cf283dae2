// A throwaway PostgreSQL server (Debian's postgresql package, v15+) on a free loopback port, for
// the test harness and the benchmarks. Postgres refuses to run as root, so as root it runs as the
// `postgres` system user.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

export function findPostgresBinDir(): string | null {
	for (const version of ["15", "16", "17"]) {
		const dir = `/usr/lib/postgresql/${version}/bin`;
		if (existsSync(path.join(dir, "initdb"))) return dir;
	}
	return null;
}

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

export interface PostgresProcess {
	/** Superuser URL of the `postgres` database. */
	url: string;
	/** The postmaster's process id (for memory readings and fault tests). */
	pid(): number;
	stop(): Promise<void>;
}

export async function startPostgres(binDir: string): Promise<PostgresProcess> {
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
	// `runuser` does not pass signals on: signal postgres itself (first line of postmaster.pid).
	const pid = () => Number(readFileSync(path.join(dataDir, "db", "postmaster.pid"), "utf8").split("\n")[0]);
	return {
		url: `postgres://postgres@127.0.0.1:${port}/postgres`,
		pid,
		async stop() {
			const exited = new Promise((r) => child.once("exit", r));
			if (child.exitCode === null) {
				process.kill(pid(), "SIGINT"); // fast shutdown; SIGKILL if still there after 10 s
				const timer = setTimeout(() => process.kill(pid(), "SIGKILL"), 10_000);
				await exited;
				clearTimeout(timer);
			}
			rmSync(dataDir, { recursive: true, force: true });
		},
	};
}
