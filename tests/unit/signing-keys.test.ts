// Signing keys as a list (ADR 035): the first secret signs, every one verifies, an unknown one is
// refused, and each purpose has a key of its own — for the alert links, the admin session cookie and
// the request limits' hashes. What the raw secret signed before per-purpose keys (alert links mailed
// then, admin cookies issued then) is made here the way that release made it, and still verifies.
import { createHmac } from "node:crypto";
import { createCookieSessionStorage } from "react-router";
import { describe, expect, it } from "vitest";
import { alertToken, readAlertToken } from "~/.server/alerts/alert-token";
import { createAdminSessionStorage } from "~/.server/auth/session";
import { keysFor, purposeKey } from "~/.server/signing-keys";

const oldSecret = "the-secret-before-the-rotation";
const newSecret = "the-secret-after-the-rotation!";
const strangerSecret = "a-secret-this-site-never-had";
const site = "https://godisguiden.example";

/** An alert link's token as the release before per-purpose keys signed it: with the raw secret. */
function rawSignedToken(alertId: number, secret: string): string {
	const body = `${alertId}.u.0`;
	return `${body}.${createHmac("sha256", secret).update(`price-alert|${body}`).digest("base64url")}`;
}

describe("the key list", () => {
	it("signs with the first secret's key and verifies with every secret's, the signing key first", () => {
		const keys = keysFor("alert-request-limit", [newSecret, oldSecret]);
		expect(keys.sign).toBe(purposeKey(newSecret, "alert-request-limit"));
		expect(keys.verify).toEqual([purposeKey(newSecret, "alert-request-limit"), purposeKey(oldSecret, "alert-request-limit")]);
		expect(() => keysFor("alert-link", [])).toThrow(/No signing secret/);
	});

	it("derives a different key per purpose and per secret, none of them the secret itself", () => {
		const keys = [
			purposeKey(oldSecret, "admin-session"),
			purposeKey(oldSecret, "alert-link"),
			purposeKey(oldSecret, "alert-request-limit"),
			purposeKey(newSecret, "admin-session"),
			purposeKey(newSecret, "alert-link"),
			purposeKey(newSecret, "alert-request-limit"),
		];
		expect(new Set(keys).size).toBe(keys.length);
		for (const key of keys) {
			expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
			expect([oldSecret, newSecret]).not.toContain(key);
		}
		// The same secret and purpose always give the same key (every instance must agree).
		expect(purposeKey(oldSecret, "alert-link")).toBe(keys[1]);
	});

	it("alert links: signed with the new secret, one signed with the old or the new verifies; an unknown one does not", () => {
		const rotated = [newSecret, oldSecret];
		const underOld = alertToken(42, "unsubscribe", { secrets: [oldSecret] });
		const underNew = alertToken(42, "unsubscribe", { secrets: rotated });
		expect(underNew).toBe(alertToken(42, "unsubscribe", { secrets: [newSecret] }));
		expect(underNew).not.toBe(underOld);
		const valid = { ok: true, alertId: 42, purpose: "unsubscribe" };
		expect(readAlertToken(underOld, { secrets: rotated })).toEqual(valid);
		expect(readAlertToken(underNew, { secrets: rotated })).toEqual(valid);
		expect(readAlertToken(alertToken(42, "unsubscribe", { secrets: [strangerSecret] }), { secrets: rotated })).toEqual({
			ok: false,
			problem: "invalid",
		});
		// Once the old secret is dropped, its links no longer verify.
		expect(readAlertToken(underOld, { secrets: [newSecret] })).toEqual({ ok: false, problem: "invalid" });
	});

	it("alert links mailed before per-purpose keys (signed with the raw secret) still verify while that secret is listed", () => {
		const legacy = rawSignedToken(7, oldSecret);
		expect(readAlertToken(legacy, { secrets: [oldSecret] })).toEqual({ ok: true, alertId: 7, purpose: "unsubscribe" });
		expect(readAlertToken(legacy, { secrets: [newSecret, oldSecret] })).toEqual({ ok: true, alertId: 7, purpose: "unsubscribe" });
		expect(readAlertToken(legacy, { secrets: [newSecret] })).toEqual({ ok: false, problem: "invalid" });
		// New links are not signed with the raw secret.
		expect(alertToken(7, "unsubscribe", { secrets: [oldSecret] })).not.toBe(legacy);
	});

	it("a signature of one purpose never verifies as another's", () => {
		const secrets = [newSecret];
		// An alert link signed with the admin cookie's key, or with the request limits' key: refused.
		for (const purpose of ["admin-session", "alert-request-limit"] as const) {
			const body = "42.u.0";
			const key = purposeKey(newSecret, purpose);
			const token = `${body}.${createHmac("sha256", key).update(`price-alert|${body}`).digest("base64url")}`;
			expect(readAlertToken(token, { secrets }), purpose).toEqual({ ok: false, problem: "invalid" });
		}
	});
});

describe("the admin session cookie", () => {
	async function cookieFrom(storage: ReturnType<typeof createAdminSessionStorage>) {
		const session = await storage.getSession();
		session.set("sid", "a-session-id");
		session.set("admin", true);
		session.set("lastSeen", 1);
		return (await storage.commitSession(session)).split(";")[0] as string;
	}

	it("issued under the old secret, is read after the rotation; under an unknown secret, it is not", async () => {
		const before = createAdminSessionStorage(site, [oldSecret]);
		const after = createAdminSessionStorage(site, [newSecret, oldSecret]);
		const cookie = await cookieFrom(before);
		expect((await after.getSession(cookie)).get("sid")).toBe("a-session-id");
		expect((await after.getSession(await cookieFrom(after))).get("sid")).toBe("a-session-id");
		const stranger = createAdminSessionStorage(site, [strangerSecret]);
		expect((await after.getSession(await cookieFrom(stranger))).get("sid")).toBeUndefined();
		// Once the old secret is dropped, its cookies open nothing.
		expect((await createAdminSessionStorage(site, [newSecret]).getSession(cookie)).get("sid")).toBeUndefined();
	});

	it("issued before per-purpose keys (signed with the raw secret), is still read while that secret is listed", async () => {
		const legacy = createCookieSessionStorage({ cookie: { name: "gg_admin", secrets: [oldSecret] } });
		const session = await legacy.getSession();
		session.set("sid", "an-old-session");
		const cookie = (await legacy.commitSession(session)).split(";")[0] as string;
		expect((await createAdminSessionStorage(site, [newSecret, oldSecret]).getSession(cookie)).get("sid")).toBe("an-old-session");
		expect((await createAdminSessionStorage(site, [newSecret]).getSession(cookie)).get("sid")).toBeUndefined();
	});

	it("is Secure whenever the site is https, whatever NODE_ENV says", async () => {
		const secure = (url: string) =>
			createAdminSessionStorage(url, [newSecret])
				.getSession()
				.then((session) => createAdminSessionStorage(url, [newSecret]).commitSession(session));
		expect(await secure("https://godisguiden.se")).toMatch(/; Secure/);
		expect(await secure("http://localhost:3000")).not.toMatch(/; Secure/);
	});
});
