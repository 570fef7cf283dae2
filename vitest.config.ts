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
		// One file more than the cores, at most four at a time: most integration files spend their
		// time waiting on a server, a database or a job's poll. On a two-core machine Vitest's default
		// (one fewer than the cores) ran one file at a time: 628 s; two files 439 s, three 385 s (the
		// slowest test 18 s of its 60), four 374 s with the files' own time up by two-thirds. Four at
		// most keeps the shared PostgreSQL server's connections well within its limit.
		maxWorkers: Math.min(availableParallelism() + 1, 4),
	},
});
