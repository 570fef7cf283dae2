import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit and integration tests. Integration tests use real databases: embedded PGlite always, and a
// PostgreSQL 15 server that tests/support/postgres-server.ts starts when its binaries exist.
export default defineConfig({
	resolve: { tsconfigPaths: true },
	test: {
		include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
		globalSetup: ["tests/support/postgres-server.ts", "tests/support/pglite-demo-setup.ts"],
		setupFiles: ["tests/support/fail-on-console.ts"],
		testTimeout: 60_000,
		hookTimeout: 120_000,
		pool: "forks",
		// One file per core, at least two and at most four at a time: most integration files spend
		// their time waiting on a server, a database or a job's poll. Vitest's default (one fewer than
		// the cores) ran one file at a time on a two-core CI machine: 628 s, against 381 s with two.
		// Four at most keeps the shared PostgreSQL server's connections well within its limit.
		maxWorkers: Math.min(Math.max(availableParallelism(), 2), 4),
	},
});
