// Price alert links (ADR 028): the signed tokens in the mails' links, read back with an explicit
// secret and clock; and the form's target price, parsed and suggested.
import { describe, expect, it } from "vitest";
import { alertToken, confirmationHours, readAlertToken } from "~/.server/alerts/alert-token";
import { parseTargetPrice, suggestedTarget } from "~/.server/alerts/request-alert";

const secrets = ["unit-test-secret-for-price-alerts"];
const now = new Date("2026-11-24T12:00:00Z");
const at = (offsetMs: number) => ({ secrets, now: new Date(now.getTime() + offsetMs) });
const hours = (n: number) => n * 3_600_000;
const base64url = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const invalid = { ok: false, problem: "invalid" } as const;

/** The token's four dot-separated parts. */
function parts(token: string): [string, string, string, string] {
	const split = token.split(".");
	expect(split).toHaveLength(4);
	return split as [string, string, string, string];
}

describe("alert tokens", () => {
	it("round-trips both purposes", () => {
		const confirm = alertToken(42, "confirm", { secrets, now });
		const unsubscribe = alertToken(42, "unsubscribe", { secrets, now });
		expect(confirm).toMatch(/^42\.c\.\d+\.[A-Za-z0-9_-]{43}$/);
		expect(unsubscribe).toMatch(/^42\.u\.0\.[A-Za-z0-9_-]{43}$/);
		expect(Number(parts(confirm)[2])).toBe(now.getTime() / 1000 + confirmationHours * 3600);
		expect(readAlertToken(confirm, { secrets, now })).toEqual({ ok: true, alertId: 42, purpose: "confirm" });
		expect(readAlertToken(unsubscribe, { secrets, now })).toEqual({ ok: true, alertId: 42, purpose: "unsubscribe" });
		// URL-safe as it is.
		expect(encodeURIComponent(confirm)).toBe(confirm);
		// Large ids, up to what the pattern takes.
		expect(readAlertToken(alertToken(9_007_199_254_740_991, "unsubscribe", { secrets }), { secrets })).toEqual({
			ok: true,
			alertId: 9_007_199_254_740_991,
			purpose: "unsubscribe",
		});
	});

	it("a confirmation expires after 48 hours and is valid until then", () => {
		const token = alertToken(7, "confirm", { secrets, now });
		expect(confirmationHours).toBe(48);
		expect(readAlertToken(token, at(hours(48) - 1_000))).toMatchObject({ ok: true, purpose: "confirm" });
		expect(readAlertToken(token, at(hours(48)))).toMatchObject({ ok: true, purpose: "confirm" });
		expect(readAlertToken(token, at(hours(48) + 1_000))).toEqual({ ok: false, problem: "expired" });
		expect(readAlertToken(token, at(hours(24 * 365)))).toEqual({ ok: false, problem: "expired" });
	});

	it("an unsubscribe token never expires", () => {
		const token = alertToken(7, "unsubscribe", { secrets, now });
		expect(readAlertToken(token, at(hours(24 * 365 * 10)))).toEqual({ ok: true, alertId: 7, purpose: "unsubscribe" });
	});

	it("refuses a token signed with another secret", () => {
		for (const purpose of ["confirm", "unsubscribe"] as const) {
			const token = alertToken(42, purpose, { secrets: ["another-secret-of-some-length"], now });
			expect(readAlertToken(token, { secrets, now })).toEqual(invalid);
		}
	});

	it("refuses a changed id, purpose or expiry under the original signature", () => {
		const confirm = alertToken(42, "confirm", { secrets, now });
		const unsubscribe = alertToken(42, "unsubscribe", { secrets, now });
		const [id, code, expires, signature] = parts(confirm);
		const [, , , unsubscribeSignature] = parts(unsubscribe);
		const forged = [
			`43.${code}.${expires}.${signature}`,
			`4.${code}.${expires}.${signature}`,
			`420.${code}.${expires}.${signature}`,
			`${id}.u.${expires}.${signature}`,
			`${id}.u.0.${signature}`,
			`${id}.c.0.${unsubscribeSignature}`,
			`${id}.${code}.${Number(expires) + 1}.${signature}`,
			`${id}.${code}.${Number(expires) + 3600 * 24 * 365}.${signature}`,
			`${id}.${code}.0${expires}.${signature}`,
			`43.u.0.${unsubscribeSignature}`,
		];
		for (const token of forged) expect(readAlertToken(token, { secrets, now }), token).toEqual(invalid);
	});

	it("refuses every single-character change of the signature, the last character included", () => {
		for (const purpose of ["confirm", "unsubscribe"] as const) {
			const token = alertToken(42, purpose, { secrets, now });
			const [id, code, expires, signature] = parts(token);
			expect(signature).toHaveLength(43);
			let tried = 0;
			for (let i = 0; i < signature.length; i++) {
				for (const replacement of base64url) {
					if (replacement === signature[i]) continue;
					const changed = `${signature.slice(0, i)}${replacement}${signature.slice(i + 1)}`;
					const result = readAlertToken(`${id}.${code}.${expires}.${changed}`, { secrets, now });
					if (result.ok) throw new Error(`accepted with character ${i} changed to ${replacement}: ${changed}`);
					tried++;
				}
			}
			expect(tried).toBe(43 * 63);
		}
	});

	it("refuses truncated tokens and garbage", () => {
		const token = alertToken(42, "confirm", { secrets, now });
		const [id, code, expires, signature] = parts(token);
		const garbage = [
			token.slice(0, -1),
			token.slice(0, -10),
			`${id}.${code}.${expires}`,
			`${id}.${code}.${expires}.`,
			`${token}A`,
			`${token}.`,
			` ${token}`,
			`${token} `,
			`${token}\n`,
			`0${token}`,
			`0.${code}.${expires}.${signature}`,
			`-42.${code}.${expires}.${signature}`,
			`${id}.C.${expires}.${signature}`,
			`${id}.x.${expires}.${signature}`,
			`${id}.${code}.${expires}.${signature.replace(/./, "+")}`,
			`${id}.${code}.${expires}.${signature.slice(0, 42)}=`,
			`${id}.${code}.${expires}.${Buffer.from(signature, "base64url").toString("base64")}`,
			token.replaceAll(".", "%2E"),
			"",
			".",
			"...",
			"abc",
			"1.c.0.abc",
			"null",
			"undefined",
			"<script>alert(1)</script>",
			"x".repeat(10_000),
		];
		for (const bad of garbage) expect(readAlertToken(bad, { secrets, now }), bad.slice(0, 80)).toEqual(invalid);
	});

	it("refuses anything that is not a string", () => {
		const token = alertToken(42, "confirm", { secrets, now });
		for (const bad of [undefined, null, 42, 42n, true, {}, [token], { toString: () => token }, Buffer.from(token)]) {
			expect(readAlertToken(bad, { secrets, now })).toEqual(invalid);
		}
	});
});

describe("target prices", () => {
	it.each([
		["19", 19],
		["19,9", 19.9],
		["19.90", 19.9],
		["19,90", 19.9],
		[" 25 kr", 25],
		["25kr", 25],
		["25 KR ", 25],
		["0,5", 0.5],
		["0.01", 0.01],
		// Spaces of any kind between the thousands, as the lists' price filters take them.
		["1 000", 1000],
		["1\u00a0000", 1000],
		["1\u202f000,50", 1000.5],
		["12 345,5 kr", 12_345.5],
		["1 000 000", 1_000_000],
		["1000000,00", 1_000_000],
		["999999,99", 999_999.99],
	])("reads %j as %d", (value, expected) => {
		expect(parseTargetPrice(value)).toEqual({ ok: true, price: expected });
	});

	it.each([
		// None given, or none above 0: the form's first message.
		["0", "invalid-target"],
		["0,00", "invalid-target"],
		["-5", "invalid-target"],
		["-5,00", "invalid-target"],
		["\u22125", "invalid-target"],
		["-12,345", "invalid-target"],
		["", "invalid-target"],
		["   ", "invalid-target"],
		["kr", "invalid-target"],
		// The rule each of the others breaks.
		["12,345", "target-too-precise"],
		["1,234", "target-too-precise"],
		["0,001", "target-too-precise"],
		["19.999", "target-too-precise"],
		["1000000,01", "target-too-large"],
		["10000000", "target-too-large"],
		["10 000 000", "target-too-large"],
		["12345678", "target-too-large"],
		["9".repeat(400), "target-too-large"],
		["1e3", "target-not-a-number"],
		["1e9", "target-not-a-number"],
		["abc", "target-not-a-number"],
		["1.234,50", "target-not-a-number"],
		["19,9,9", "target-not-a-number"],
		["kr 25", "target-not-a-number"],
		["25 SEK", "target-not-a-number"],
		["Infinity", "target-not-a-number"],
		["NaN", "target-not-a-number"],
		["0x10", "target-not-a-number"],
		[",5", "target-not-a-number"],
		["19,", "target-not-a-number"],
		["--5", "target-not-a-number"],
	])("refuses %j: %s", (value, problem) => {
		expect(parseTargetPrice(value)).toEqual({ ok: false, problem });
	});

	it("refuses what is not text as no target", () => {
		for (const value of [19, 19.9, null, undefined, ["19"], {}, true]) {
			expect(parseTargetPrice(value)).toEqual({ ok: false, problem: "invalid-target" });
		}
	});

	it("suggests about 10 % below today's price, in whole kronor from 1 up", () => {
		expect(suggestedTarget(30)).toBe(27);
		expect(suggestedTarget(24.9)).toBe(22);
		expect(suggestedTarget(19.9)).toBe(17);
		expect(suggestedTarget(10)).toBe(9);
		expect(suggestedTarget(1234.5)).toBe(1111);
		expect(suggestedTarget(1.11)).toBe(0.99);
		expect(suggestedTarget(1)).toBe(0.9);
		expect(suggestedTarget(0.5)).toBe(0.45);
	});

	it("suggests a target the form accepts, below the price, for prices from 0,02", () => {
		for (let cents = 2; cents <= 200_000; cents += cents < 1_000 ? 1 : 97) {
			const price = cents / 100;
			const target = suggestedTarget(price);
			expect(target, String(price)).toBeGreaterThan(0);
			expect(target, String(price)).toBeLessThan(price);
			// What the form fills in (decimal comma) reads back as the same target.
			expect(parseTargetPrice(String(target).replace(".", ",")), String(price)).toEqual({ ok: true, price: target });
		}
	});
});
