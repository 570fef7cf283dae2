import { defineConfig, devices } from "@playwright/test";

// End-to-end tests run twice: with JavaScript and with `javaScriptEnabled: false`, against the
// production build on a fresh embedded database, in Debian's Chromium (no browser download here).
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
	testDir: "tests/e2e",
	// Per port, so several runs (parallel checkouts, benchmarks) never clear each other's output.
	outputDir: `test-results/${port}`,
	fullyParallel: true,
	workers: process.env.CI ? 2 : undefined,
	forbidOnly: !!process.env.CI,
	retries: process.env.CI ? 1 : 0,
	reporter: process.env.CI ? [["list"]] : [["list"]],
	timeout: 30_000,
	use: {
		baseURL,
		trace: "retain-on-failure",
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
			args: [
				"--no-sandbox",
				"--disable-gpu",
				"--disable-quic",
				"--no-first-run",
				"--disable-background-networking",
				"--disable-component-update",
				"--disable-sync",
				"--disable-dev-shm-usage",
			],
		},
	},
	// A group that sets javaScriptEnabled itself carries the tag @scripts-on or @scripts-off and runs
	// in the one project it would be the same in: run in both, it ran twice with the same settings.
	projects: [
		{ name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true }, grepInvert: /@scripts-off/ },
		{ name: "no-js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: false }, grepInvert: /@scripts-on/ },
	],
	webServer: {
		command: `rm -rf .data-e2e-${port} && node ${process.env.BUILD_DIR ?? "build"}/server/index.js`,
		url: `${baseURL}/robots.txt`,
		timeout: 180_000,
		reuseExistingServer: false,
		stdout: "pipe",
		env: {
			PORT: String(port),
			HOST: "127.0.0.1",
			DATA_DIR: `.data-e2e-${port}`,
			SITE_URL: "https://godisguiden.example",
			NODE_ENV: "production",
			ADMIN_PASSWORD: "e2e-admin-password",
			// No article or feed refresh started by the time of day in the middle of the pages under test.
			JOBS_SCHEDULER: "false",
			// Warnings and errors only: a line per request would bury the test report.
			LOG_LEVEL: "warn",
			// deals.spec.ts imports feeds from a server on 127.0.0.1 (ADR 033: refused unless allowed).
			FEED_ALLOW_PRIVATE_NETWORKS: "true",
		},
	},
});
