// The keys the site signs and keys with, all from SESSION_SECRET (ADR 035). The setting is a list,
// newest first: the first secret signs, every secret verifies, so an operator rotates by putting a
// new secret in front and, once nothing signed with the old one matters, dropping it.
//
// Each purpose has its own key, derived from each secret with HKDF-SHA256, so a signature made for
// one purpose (an alert link) can never pass as another's (the admin cookie), whatever the messages
// look like. Before these keys existed the raw secret signed the admin cookie and the alert links;
// links mailed then never expire (unsubscribe), so for those purposes the raw secrets still verify.
import { hkdfSync } from "node:crypto";
import { getEnv } from "./env";

export type KeyPurpose = "admin-session" | "alert-link" | "alert-request-limit" | "shopping-list";

/** Purposes whose signatures made with the raw secret, before per-purpose keys, must still verify. */
const signedWithRawSecretBefore: ReadonlySet<KeyPurpose> = new Set(["admin-session", "alert-link"]);

const derived = new Map<string, string>();

/** The key of one purpose from one secret: 32 bytes of HKDF-SHA256, as base64url text. */
export function purposeKey(secret: string, purpose: KeyPurpose): string {
	const cacheKey = `${purpose}\u0000${secret}`;
	let key = derived.get(cacheKey);
	if (!key) {
		key = Buffer.from(hkdfSync("sha256", secret, "godisguiden", `godisguiden:${purpose}`, 32)).toString("base64url");
		derived.set(cacheKey, key);
	}
	return key;
}

export interface PurposeKeys {
	/** Signs (and keys hashes): the first secret's key. */
	sign: string;
	/** Every key a signature of this purpose may have been made with, the signing key first. */
	verify: string[];
}

/** The keys of one purpose from the configured secrets (or the ones given: tests, tools). */
export function keysFor(purpose: KeyPurpose, secrets: readonly string[] = getEnv().SESSION_SECRETS): PurposeKeys {
	const [first] = secrets;
	if (first === undefined) throw new Error("No signing secret is configured");
	const verify = secrets.map((secret) => purposeKey(secret, purpose));
	if (signedWithRawSecretBefore.has(purpose)) verify.push(...secrets);
	return { sign: purposeKey(first, purpose), verify };
}
