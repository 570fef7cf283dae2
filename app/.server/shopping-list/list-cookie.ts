// The visitor's list lives in their browser (ADR 047): one cookie per language, "<list>.<signature>",
// the list as list-code.ts writes it and an HMAC-SHA256 signature with the shopping-list key of the
// first secret (every configured secret's key verifies, so a rotation keeps lists). Nothing is stored
// on the server. Public pages never read it, so a visitor with a list gets the same shared-cached
// pages as anyone; only the list page and its form posts do.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Locale } from "~/i18n/locales";
import { getEnv } from "../env";
import { keysFor } from "../signing-keys";
import { decodeLines, encodeLines, maxEncodedLength } from "./list-code";
import type { ListLine } from "./list-pricing";

/** A list is kept for 90 days after its last change. */
export const listCookieMaxAgeSeconds = 90 * 24 * 3600;
const signatureLength = 43;

export function listCookieName(locale: Locale): string {
	return `gg_list_${locale}`;
}

function signature(locale: Locale, list: string, key: string): string {
	return createHmac("sha256", key).update(`shopping-list|${locale}|${list}`).digest("base64url");
}

function cookieValue(request: Request, name: string): string | null {
	for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
		const at = part.indexOf("=");
		if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
	}
	return null;
}

/** The visitor's list in a language: empty without a cookie; `unreadable` (and empty) when it is forged, altered or too long. */
export function readListCookie(
	request: Request,
	locale: Locale,
	secrets: readonly string[] = getEnv().SESSION_SECRETS,
): { lines: ListLine[]; unreadable: boolean } {
	const value = cookieValue(request, listCookieName(locale));
	if (value === null || value === "") return { lines: [], unreadable: false };
	const unreadable = { lines: [], unreadable: true };
	if (value.length > maxEncodedLength + 1 + signatureLength) return unreadable;
	const dot = value.lastIndexOf(".");
	const list = value.slice(0, dot);
	const given = Buffer.from(value.slice(dot + 1));
	const signed = keysFor("shopping-list", secrets).verify.some((key) => {
		const expected = Buffer.from(signature(locale, list, key));
		return given.length === expected.length && timingSafeEqual(given, expected);
	});
	const lines = dot > 0 && signed ? decodeLines(list) : null;
	return lines ? { lines, unreadable: false } : unreadable;
}

/** The Set-Cookie that keeps these lines (or, for none, removes the cookie). */
export function listCookieHeader(
	locale: Locale,
	lines: readonly ListLine[],
	secrets: readonly string[] = getEnv().SESSION_SECRETS,
): string {
	const secure = new URL(getEnv().SITE_URL).protocol === "https:" ? "; Secure" : "";
	const attributes = `Path=/; HttpOnly; SameSite=Lax${secure}`;
	if (lines.length === 0) return `${listCookieName(locale)}=; Max-Age=0; ${attributes}`;
	const list = encodeLines(lines);
	const value = `${list}.${signature(locale, list, keysFor("shopping-list", secrets).sign)}`;
	return `${listCookieName(locale)}=${value}; Max-Age=${listCookieMaxAgeSeconds}; ${attributes}`;
}
