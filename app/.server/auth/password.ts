// The admin password is checked on the server (never in the browser: a deliberate deviation, see
// docs/product.md), against ADMIN_PASSWORD or an scrypt hash in ADMIN_PASSWORD_HASH, in constant
// time either way.
import { createHash, randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import { getEnv } from "../env";

const keyLength = 32;

/** `scrypt$<salt hex>$<key hex>` — the format ADMIN_PASSWORD_HASH expects. */
export function hashAdminPassword(password: string, salt = randomBytes(16)): string {
	return `scrypt$${salt.toString("hex")}$${scryptSync(password, salt, keyLength).toString("hex")}`;
}

function digest(text: string): Buffer {
	return createHash("sha256").update(text).digest();
}

export function verifyAdminPassword(candidate: string, env = getEnv()): boolean {
	if (env.ADMIN_PASSWORD_HASH) {
		const [, saltHex = "", keyHex = ""] = env.ADMIN_PASSWORD_HASH.split("$");
		const expected = Buffer.from(keyHex, "hex");
		const actual = scryptSync(candidate, Buffer.from(saltHex, "hex"), expected.length || keyLength);
		return expected.length > 0 && timingSafeEqual(actual, expected);
	}
	if (!env.ADMIN_PASSWORD) return false;
	// Equal-length digests so the comparison time does not depend on the password's length.
	return timingSafeEqual(digest(candidate), digest(env.ADMIN_PASSWORD));
}
