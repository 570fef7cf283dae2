// `npm start`, README's command, exactly as a new user runs it (no NODE_ENV, no configuration but
// where to listen and keep its data): it serves the production builds of React and React Router —
// development builds answered half as fast and showed visitors error details with file paths — and
// signs the admin in with a Secure cookie once the site is served over https.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/support/free-port";
import { untilHealthy } from "../../scripts/support/until-healthy";
import { hasLogged } from "../support/log-capture";
import { rawRequest } from "../support/raw-http";

const siteUrl = "https://godisguiden.example";
const password = "npm-start-test-password";
let child: ChildProcess;
let output = "";
let url: string;

beforeAll(async () => {
	const port = await freePort();
	url = `http://127.0.0.1:${port}`;
	const env: NodeJS.ProcessEnv = {
		PATH: process.env.PATH,
		HOME: process.env.HOME,
		PORT: String(port),
		HOST: "127.0.0.1",
		DATA_DIR: mkdtempSync(path.join(tmpdir(), "gg-npm-start-")),
		SITE_URL: siteUrl,
		ADMIN_PASSWORD: password,
		JOBS_SCHEDULER: "false",
	};
	// Its own process group: npm, the shell it starts and node stop together.
	child = spawn("npm", ["start"], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
	child.stdout?.on("data", (chunk) => (output += chunk));
	child.stderr?.on("data", (chunk) => (output += chunk));
	await untilHealthy(url, child, () => output, 120_000);
}, 150_000);

afterAll(async () => {
	if (child?.pid && child.exitCode === null) {
		const exited = new Promise((resolve) => child.once("exit", resolve));
		process.kill(-child.pid, "SIGTERM");
		await exited;
	}
});

describe("npm start", () => {
	it("runs in production mode without being told", () => {
		expect(hasLogged(output, "Godisguiden is listening", { mode: "production" })).toBe(true);
	});

	it("answers what development mode answered with a stack trace with a worded 405 or 400", async () => {
		for (const head of [`TRACE / HTTP/1.1\r\nHost: 127.0.0.1`, `GET /produkter/%FF HTTP/1.1\r\nHost: 127.0.0.1`]) {
			const answer = await rawRequest(url, head);
			expect(answer.status).toBeLessThan(500);
			expect(answer.body).not.toMatch(/\bat \S+ \(|node_modules|\/build\//);
		}
	});

	it("gives the admin a Secure session cookie when the site is served over https", async () => {
		const login = await fetch(`${url}/admin/login`, {
			method: "POST",
			redirect: "manual",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
			body: new URLSearchParams({ password }),
		});
		expect(login.status).toBe(302);
		expect(login.headers.get("set-cookie")).toMatch(/^gg_admin=[^;]+;.*\bSecure\b/i);
	});
});
