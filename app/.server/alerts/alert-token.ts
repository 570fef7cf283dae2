// The links in a price alert's e-mails carry a token that names the alert and what the link does,
// signed (HMAC-SHA256) with the alert-link key of the first secret, so nobody can make one for
// another alert. Every configured secret's key verifies, and so does the raw secret that signed the
// links mailed before per-purpose keys (ADR 035): an unsubscribe token never expires (it sits in
// every mail for as long as the alert lives), so a rotation must not break it. A confirmation token
// expires after 48 hours. The database says whether a valid token was already used.
import { createHmac, timingSafeEqual } from "node:crypto";
import { keysFor } from "../signing-keys";

export type AlertTokenPurpose = "confirm" | "unsubscribe";

export const confirmationHours = 48;

const purposeCode: Record<AlertTokenPurpose, string> = { confirm: "c", unsubscribe: "u" };

export type ReadToken = { ok: true; alertId: number; purpose: AlertTokenPurpose } | { ok: false; problem: "invalid" | "expired" };

export interface TokenOptions {
	now?: Date;
	/** The secrets, newest first (default: the configured SESSION_SECRET list). */
	secrets?: readonly string[];
}

/** The signature as the token writes it. */
function signature(body: string, key: string): string {
	return createHmac("sha256", key).update(`price-alert|${body}`).digest("base64url");
}

/** "<alert id>.<c|u>.<expiry in epoch seconds, 0 for never>.<signature>" — URL-safe as it is. */
export function alertToken(alertId: number, purpose: AlertTokenPurpose, options: TokenOptions = {}): string {
	const now = options.now ?? new Date();
	const expires = purpose === "confirm" ? Math.floor(now.getTime() / 1000) + confirmationHours * 3600 : 0;
	const body = `${alertId}.${purposeCode[purpose]}.${expires}`;
	return `${body}.${signature(body, keysFor("alert-link", options.secrets).sign)}`;
}

/** Whether `signed` is the body's signature under one of the keys, compared in constant time per key. */
function signedByOneOf(body: string, signed: string, keys: readonly string[]): boolean {
	const given = Buffer.from(signed);
	let found = false;
	for (const key of keys) {
		// Compared as text: decoding would ignore the last character's spare bits and let altered tokens pass.
		const expected = Buffer.from(signature(body, key));
		if (given.length === expected.length && timingSafeEqual(given, expected)) found = true;
	}
	return found;
}

/** What a token says, if it is one of ours and still valid. */
export function readAlertToken(token: unknown, options: TokenOptions = {}): ReadToken {
	const match = typeof token === "string" ? /^([1-9][0-9]{0,15})\.([cu])\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
	if (!match) return { ok: false, problem: "invalid" };
	const [, id, code, expires, signed] = match as unknown as [string, string, string, string, string];
	if (!signedByOneOf(`${id}.${code}.${expires}`, signed, keysFor("alert-link", options.secrets).verify)) {
		return { ok: false, problem: "invalid" };
	}
	const purpose: AlertTokenPurpose = code === "c" ? "confirm" : "unsubscribe";
	const now = (options.now ?? new Date()).getTime() / 1000;
	if (purpose === "confirm" && Number(expires) < now) return { ok: false, problem: "expired" };
	return { ok: true, alertId: Number(id), purpose };
}
