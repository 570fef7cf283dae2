// The small worded pages the server answers without running a route: a request refused before
// parsing (malformed, too large, too slow to arrive, over nginx's rate limit) or an instance that
// sheds load or has lost its database. Each is the same bytes for every request of its kind and language, so it is
// rendered once and kept.
import { renderToStaticMarkup } from "react-dom/server";
import { StatusDocument } from "~/components/StatusDocument";
import type { Locale } from "~/i18n/locales";
import { statusPages as nb } from "~/i18n/messages/nb/status-pages";
import { statusPages as sv } from "~/i18n/messages/sv/status-pages";
import { screenPath } from "~/i18n/paths";
import { tFor } from "~/i18n/translate";
import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy";

export const statusCodes = {
	"bad-request": 400,
	"method-not-allowed": 405,
	"request-timeout": 408,
	"too-large": 413,
	"too-many-requests": 429,
	overloaded: 503,
	unavailable: 503,
	"server-error": 500,
} as const;

export type StatusKind = keyof typeof statusCodes;

/** Kinds a visitor can cure by asking again in a moment; the others lead home. */
const worthRetrying = new Set<StatusKind>(["request-timeout", "too-many-requests", "overloaded", "unavailable"]);

function words(kind: StatusKind, locale: Locale): { title: string; text: string } {
	const t = tFor(locale);
	if (kind === "unavailable") return { title: t("unavailable.title"), text: t("unavailable.text") };
	if (kind === "server-error") return { title: t("error.title"), text: t("error.text") };
	return { sv, nb }[locale][kind];
}

export interface StatusPageBody {
	status: number;
	html: Buffer<ArrayBuffer>;
	/** Its Content-Security-Policy (the page has no script: only its own <style>). */
	policy: string;
}

const rendered = new Map<string, StatusPageBody>();

export function statusPage(kind: StatusKind, locale: Locale): StatusPageBody {
	const key = `${kind}:${locale}`;
	let page = rendered.get(key);
	if (!page) {
		const t = tFor(locale);
		// An empty href is the address the visitor asked for, whichever page this answered (nginx
		// answers its 429 with the same copy for every address).
		const action = worthRetrying.has(kind)
			? { href: "", label: t("unavailable.retry") }
			: { href: screenPath("home", locale), label: t("error.toHome") };
		const html = Buffer.from(
			`<!DOCTYPE html>${renderToStaticMarkup(<StatusDocument locale={locale} code={statusCodes[kind]} {...words(kind, locale)} action={action} />)}`,
		);
		page = { status: statusCodes[kind], html, policy: contentSecurityPolicy(inlineScriptHashes(html)) };
		rendered.set(key, page);
	}
	return page;
}

/** Seconds a client is asked to wait before trying again (Retry-After), for the kinds that say so. */
const retryAfterSeconds: Partial<Record<StatusKind, number>> = { "too-many-requests": 10, overloaded: 5, unavailable: 30 };

/**
 * The headers of a status page. `no-store` unless told otherwise: a moment's refusal must not be
 * kept by a shared cache in place of the page that was asked for.
 */
export function statusPageHeaders(kind: StatusKind, page: StatusPageBody, cacheControl = "no-store"): Record<string, string> {
	const retryAfter = retryAfterSeconds[kind];
	return {
		"Content-Type": "text/html; charset=utf-8",
		"Content-Length": String(page.html.length),
		"Content-Security-Policy": page.policy,
		"X-Frame-Options": "DENY",
		"Cache-Control": cacheControl,
		...(retryAfter ? { "Retry-After": String(retryAfter) } : {}),
	};
}
