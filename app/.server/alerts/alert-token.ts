// The links in a price alert's e-mails carry a token that names the alert and what the link does,
// signed with the session secret (HMAC-SHA256), so nobody can make one for another alert. A
// confirmation token expires after 48 hours; an unsubscribe token never does (it sits in every mail
// for as long as the alert lives). The database says whether a valid token was already used.
import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "../env";

export type AlertTokenPurpose = "confirm" | "unsubscribe";

export const confirmationHours = 48;

const purposeCode: Record<AlertTokenPurpose, string> = { confirm: "c", unsubscribe: "u" };

export type ReadToken = { ok: true; alertId: number; purpose: AlertTokenPurpose } | { ok: false; problem: "invalid" | "expired" };

function signature(body: string, secret: string): Buffer {
	return createHmac("sha256", secret).update(`price-alert|${body}`).digest();
}

/** "<alert id>.<c|u>.<expiry in epoch seconds, 0 for never>.<signature>" — URL-safe as it is. */
export function alertToken(alertId: number, purpose: AlertTokenPurpose, options: { now?: Date; secret?: string } = {}): string {
	const now = options.now ?? new Date();
	const expires = purpose === "confirm" ? Math.floor(now.getTime() / 1000) + confirmationHours * 3600 : 0;
	const body = `${alertId}.${purposeCode[purpose]}.${expires}`;
	return `${body}.${signature(body, options.secret ?? getEnv().SESSION_SECRET).toString("base64url")}`;
}

/** What a token says, if it is one of ours and still valid. */
export function readAlertToken(token: unknown, options: { now?: Date; secret?: string } = {}): ReadToken {
	const match = typeof token === "string" ? /^([1-9][0-9]{0,15})\.([cu])\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
	if (!match) return { ok: false, problem: "invalid" };
	const [, id, code, expires, signed] = match as unknown as [string, string, string, string, string];
	const body = `${id}.${code}.${expires}`;
	// Compared as text: decoding would ignore the last character's spare bits and let altered tokens pass.
	const expected = Buffer.from(signature(body, options.secret ?? getEnv().SESSION_SECRET).toString("base64url"));
	const given = Buffer.from(signed);
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: "invalid" };
	const purpose: AlertTokenPurpose = code === "c" ? "confirm" : "unsubscribe";
	const now = (options.now ?? new Date()).getTime() / 1000;
	if (purpose === "confirm" && Number(expires) < now) return { ok: false, problem: "expired" };
	return { ok: true, alertId: Number(id), purpose };
}
