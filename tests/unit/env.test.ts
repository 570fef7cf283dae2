import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigurationError, parseEnv, parseFeedEnv } from "~/.server/env";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "gg-env-"));

describe("configuration", () => {
	it("needs nothing for the embedded demo: generates and keeps a session secret and admin password", () => {
		const dir = dataDir();
		const env = parseEnv({ DATA_DIR: dir });
		expect(env.embedded).toBe(true);
		expect(env.PORT).toBe(3000);
		expect(env.SITE_URL).toBe("http://localhost:3000");
		expect(env.SESSION_SECRETS).toHaveLength(1);
		expect(env.SESSION_SECRETS[0]?.length).toBeGreaterThanOrEqual(32);
		expect(env.generatedAdminPassword).toBeTruthy();
		expect(readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(env.SESSION_SECRETS[0]);
		// The same installation keeps the same secrets across restarts.
		const again = parseEnv({ DATA_DIR: dir });
		expect(again.SESSION_SECRETS).toEqual(env.SESSION_SECRETS);
		expect(again.generatedAdminPassword).toBe(env.generatedAdminPassword);
	});

	it("honours PORT and HOST", () => {
		const env = parseEnv({ DATA_DIR: dataDir(), PORT: "4123", HOST: "127.0.0.1" });
		expect(env.PORT).toBe(4123);
		expect(env.HOST).toBe("127.0.0.1");
		expect(env.SITE_URL).toBe("http://localhost:4123");
	});

	it("refuses a deployment without SESSION_SECRET, naming the variable", () => {
		expect(() => parseEnv({ DATABASE_URL: "postgres://x@localhost/db", ADMIN_PASSWORD: "long-enough" })).toThrow(
			/SESSION_SECRET/,
		);
	});

	it("reads SESSION_SECRET as a list, newest first, each of at least 16 characters", () => {
		const one = "0123456789abcdef0123";
		const old = "the-old-secret-still-verifies";
		expect(parseEnv({ DATA_DIR: dataDir(), SESSION_SECRET: one }).SESSION_SECRETS).toEqual([one]);
		expect(parseEnv({ DATA_DIR: dataDir(), SESSION_SECRET: `${one},${old}` }).SESSION_SECRETS).toEqual([one, old]);
		expect(parseEnv({ DATA_DIR: dataDir(), SESSION_SECRET: ` ${one} , ${old} ` }).SESSION_SECRETS).toEqual([one, old]);
		for (const bad of ["too-short", `${one},short`, `${one},`, `,${one}`, ""]) {
			expect(() => parseEnv({ DATA_DIR: dataDir(), SESSION_SECRET: bad }), bad).toThrow(
				/SESSION_SECRET\.\d: each comma-separated secret must be at least 16 characters/,
			);
		}
	});

	it("refuses a deployment without an admin password, naming the variables", () => {
		expect(() => parseEnv({ DATABASE_URL: "postgres://x@localhost/db", SESSION_SECRET: "0123456789abcdef0123" })).toThrow(
			/ADMIN_PASSWORD or ADMIN_PASSWORD_HASH/,
		);
	});

	it("accepts a configured deployment and generates nothing", () => {
		const dir = dataDir();
		const env = parseEnv({
			DATA_DIR: dir,
			DATABASE_URL: "postgresql://x@localhost/db",
			SESSION_SECRET: "0123456789abcdef0123",
			ADMIN_PASSWORD: "long-enough",
			SITE_URL: "https://godisguiden.se/",
		});
		expect(env.embedded).toBe(false);
		expect(env.SITE_URL).toBe("https://godisguiden.se");
		expect(env.generatedAdminPassword).toBeUndefined();
		expect(existsSync(path.join(dir, "session-secret"))).toBe(false);
	});

	it("reads the pool mode: session unless DATABASE_URL goes through a transaction-mode pooler", () => {
		expect(parseEnv({ DATA_DIR: dataDir() }).DATABASE_POOL_MODE).toBe("session");
		expect(parseEnv({ DATA_DIR: dataDir(), DATABASE_POOL_MODE: "transaction" }).DATABASE_POOL_MODE).toBe("transaction");
		expect(() => parseEnv({ DATA_DIR: dataDir(), DATABASE_POOL_MODE: "statement" })).toThrow(/DATABASE_POOL_MODE/);
	});

	it("runs the job worker and schedules recurring jobs unless told not to", () => {
		const defaults = parseEnv({ DATA_DIR: dataDir() });
		expect([defaults.JOBS_WORKER, defaults.JOBS_SCHEDULER]).toEqual([true, true]);
		const off = parseEnv({ DATA_DIR: dataDir(), JOBS_WORKER: "false", JOBS_SCHEDULER: "false" });
		expect([off.JOBS_WORKER, off.JOBS_SCHEDULER]).toEqual([false, false]);
		expect(() => parseEnv({ DATA_DIR: dataDir(), JOBS_SCHEDULER: "no" })).toThrow(/JOBS_SCHEDULER/);
	});

	it("refuses the setting DATABASE_POOL_MODE replaced, naming its replacement", () => {
		expect(() => parseEnv({ DATA_DIR: dataDir(), DATABASE_PREPARED_STATEMENTS: "false" })).toThrow(
			/DATABASE_PREPARED_STATEMENTS was replaced by DATABASE_POOL_MODE/,
		);
	});

	it("sends mail to SMTP_URL when it is an smtp:// or smtps:// URL, otherwise to the outbox", () => {
		expect(parseEnv({ DATA_DIR: dataDir() }).SMTP_URL).toBeUndefined();
		for (const url of [
			"smtp://127.0.0.1:2525",
			"smtps://user:p%40ss@mail.example.com:465",
			"smtp://mail.example.com:587/?pool=true",
		]) {
			expect(parseEnv({ DATA_DIR: dataDir(), SMTP_URL: url }).SMTP_URL).toBe(url);
		}
		for (const url of ["http://mail.example.com", "mail.example.com:25", "smtp://", "smtp:/mail.example.com"]) {
			expect(() => parseEnv({ DATA_DIR: dataDir(), SMTP_URL: url })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
		}
	});

	it("sends mail as Godisguiden at SITE_URL's domain unless MAIL_FROM says otherwise", () => {
		expect(parseEnv({ DATA_DIR: dataDir() }).MAIL_FROM).toBe("Godisguiden <no-reply@localhost>");
		expect(parseEnv({ DATA_DIR: dataDir(), SITE_URL: "https://www.godisguiden.se/" }).MAIL_FROM).toBe(
			"Godisguiden <no-reply@godisguiden.se>",
		);
		expect(parseEnv({ DATA_DIR: dataDir(), MAIL_FROM: "Godisguiden <pris@godisguiden.se>" }).MAIL_FROM).toBe(
			"Godisguiden <pris@godisguiden.se>",
		);
		expect(parseEnv({ DATA_DIR: dataDir(), MAIL_FROM: "pris@godisguiden.se" }).MAIL_FROM).toBe("pris@godisguiden.se");
		for (const bad of ["Godisguiden", "Godisguiden <pris>", "a@b.se, c@d.se", "x@y.se\nBcc: z@w.se"]) {
			expect(() => parseEnv({ DATA_DIR: dataDir(), MAIL_FROM: bad })).toThrow(/MAIL_FROM/);
		}
	});

	it("bounds feeds and refuses internal feed addresses unless told otherwise (ADR 032, 033)", () => {
		const defaults = parseEnv({ DATA_DIR: dataDir() });
		expect({
			maxBytes: defaults.FEED_MAX_BYTES,
			maxFieldBytes: defaults.FEED_MAX_FIELD_BYTES,
			maxRows: defaults.FEED_MAX_ROWS,
			fetchTimeoutMs: defaults.FEED_FETCH_TIMEOUT_MS,
			ports: defaults.FEED_ALLOWED_PORTS,
			allowPrivate: defaults.FEED_ALLOW_PRIVATE_NETWORKS,
			maxTakeovers: defaults.JOBS_MAX_TAKEOVERS,
		}).toEqual({
			maxBytes: 512 * 1024 * 1024,
			maxFieldBytes: 64 * 1024,
			maxRows: 500_000,
			fetchTimeoutMs: 300_000,
			ports: [80, 443],
			allowPrivate: false,
			maxTakeovers: 3,
		});
		const set = parseEnv({
			DATA_DIR: dataDir(),
			FEED_MAX_BYTES: "1048576",
			FEED_MAX_FIELD_BYTES: "4096",
			FEED_MAX_ROWS: "10",
			FEED_FETCH_TIMEOUT_MS: "5000",
			FEED_ALLOWED_PORTS: "80, 443,8080",
			FEED_ALLOW_PRIVATE_NETWORKS: "true",
			JOBS_MAX_TAKEOVERS: "0",
		});
		expect([set.FEED_MAX_BYTES, set.FEED_MAX_FIELD_BYTES, set.FEED_MAX_ROWS, set.FEED_FETCH_TIMEOUT_MS]).toEqual([
			1048576, 4096, 10, 5000,
		]);
		expect([set.FEED_ALLOWED_PORTS, set.FEED_ALLOW_PRIVATE_NETWORKS, set.JOBS_MAX_TAKEOVERS]).toEqual([[80, 443, 8080], true, 0]);
		expect(parseFeedEnv({ FEED_ALLOWED_PORTS: "any" }).FEED_ALLOWED_PORTS).toBe("any");
		for (const [name, value] of [
			["FEED_ALLOWED_PORTS", "80;443"],
			["FEED_ALLOWED_PORTS", "0"],
			["FEED_ALLOWED_PORTS", "70000"],
			["FEED_ALLOW_PRIVATE_NETWORKS", "yes"],
			["FEED_MAX_FIELD_BYTES", "10"],
			["FEED_MAX_BYTES", "-1"],
			["JOBS_MAX_TAKEOVERS", "-1"],
		] as const) {
			expect(() => parseEnv({ DATA_DIR: dataDir(), [name]: value }), `${name}=${value}`).toThrow(new RegExp(name));
			if (name.startsWith("FEED_")) expect(() => parseFeedEnv({ [name]: value }), `${name}=${value}`).toThrow(new RegExp(name));
		}
	});

	it("names an invalid variable", () => {
		expect(() => parseEnv({ DATA_DIR: dataDir(), PORT: "not-a-port" })).toThrow(ConfigurationError);
		expect(() => parseEnv({ DATA_DIR: dataDir(), PORT: "not-a-port" })).toThrow(/PORT/);
		expect(() => parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
	});
});
