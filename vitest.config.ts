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
	},
});
