import { describe, expect, it } from "vitest";
import { hashAdminPassword, verifyAdminPassword } from "~/.server/auth/password";
import { loginRetryAfter, recordLoginFailure } from "~/.server/auth/rate-limit";
import { parseEnv } from "~/.server/env";

const envWith = (vars: Record<string, string>) =>
	parseEnv({ DATA_DIR: "/tmp/gg-auth-test", SESSION_SECRET: "0123456789abcdef0123", ...vars });

describe("admin password", () => {
	it("accepts exactly ADMIN_PASSWORD", () => {
		const env = envWith({ ADMIN_PASSWORD: "rätt-lösenord" });
		expect(verifyAdminPassword("rätt-lösenord", env)).toBe(true);
		expect(verifyAdminPassword("rätt-lösenord ", env)).toBe(false);
		expect(verifyAdminPassword("", env)).toBe(false);
	});

	it("accepts the password behind an scrypt ADMIN_PASSWORD_HASH", () => {
		const env = envWith({ ADMIN_PASSWORD_HASH: hashAdminPassword("hemligt-och-långt") });
		expect(env.ADMIN_PASSWORD).toBeUndefined();
		expect(verifyAdminPassword("hemligt-och-långt", env)).toBe(true);
		expect(verifyAdminPassword("hemligt-och-lång", env)).toBe(false);
	});
});

describe("login rate limit", () => {
	it("allows 5 failures a minute per client, then asks to wait until the window passes", () => {
		const t0 = 1_000_000;
		for (let i = 0; i < 5; i++) {
			expect(loginRetryAfter("10.0.0.1", t0 + i)).toBe(0);
			recordLoginFailure("10.0.0.1", t0 + i);
		}
		expect(loginRetryAfter("10.0.0.1", t0 + 10)).toBe(60);
		expect(loginRetryAfter("10.0.0.2", t0 + 10)).toBe(0);
		expect(loginRetryAfter("10.0.0.1", t0 + 60_001)).toBe(0);
	});
});
