import { describe, expect, it } from "vitest";
import { hashAdminPassword, verifyAdminPassword } from "~/.server/auth/password";
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
