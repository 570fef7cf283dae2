// How the app's answers are cached on their way to visitors (ADR 021), decided in one place: a
// root middleware that sees every response React Router makes — pages, their loader data,
// redirects, errors — and gives a policy to each one whose route did not say what it needs itself
// (resource routes such as the sitemap and the suggestions do, and so does the 503 page).
//
// Production has a shared HTTP cache in front (nginx, a CDN): it is the page cache. So an
// anonymous public page is `public` with an `s-maxage` (how long the shared cache serves it without
// asking), `stale-while-revalidate` (how long after that it may answer with it while it fetches a
// fresh one) and `stale-if-error` (how long it may keep answering with it while the app fails or
// is down), plus a strong ETag so a browser or the cache revalidates with a 304. Browsers get
// `max-age=0`: they ask again on every view, usually for a 304, so a visitor never sees a page older
// than the shared cache's.
//
// `Vary` names only what changes a page: Swedish pages show the geo banner to a Norwegian browser
// without a stored preference (Accept-Language and the preference cookie); nothing else varies. A
// response that carries the banner is the one personal variant: `private`, never shared, so a
// shared cache that normalises its key (compose's nginx does) keeps one copy per page, not one per
// Accept-Language string.
import { createHash } from "node:crypto";
import type { MiddlewareFunction } from "react-router";
import { localeFromPath } from "~/i18n/locales";
import { isAdminPath } from "~/lib/admin-path";
import { adminSessionCookieName } from "./auth/session";
import { getEnv } from "./env";
import { shouldOfferNorwegian } from "./geo-preference";

function hasAdminSession(request: Request): boolean {
	return (request.headers.get("Cookie") ?? "").includes(`${adminSessionCookieName}=`);
}

function sharedPolicy(status: number): string {
	const env = getEnv();
	// A missing page may appear (a new product) within one s-maxage; it is not served stale for long.
	if (status === 404) return `public, max-age=0, s-maxage=${env.HTTP_CACHE_S_MAXAGE}`;
	return [
		"public",
		"max-age=0",
		`s-maxage=${env.HTTP_CACHE_S_MAXAGE}`,
		`stale-while-revalidate=${env.HTTP_CACHE_STALE_WHILE_REVALIDATE}`,
		`stale-if-error=${env.HTTP_CACHE_STALE_IF_ERROR}`,
	].join(", ");
}

/**
 * `Cache-Control` and `Vary` for a page or its loader data (React Router hands both to middleware
 * under the page's own path), each choice with its reason.
 */
async function cacheHeaders(request: Request, status: number, headers: Headers): Promise<{ control: string; vary?: string }> {
	const method = request.method.toUpperCase();
	const path = new URL(request.url).pathname;
	// The answer to a form post belongs to whoever posted it.
	if (method !== "GET" && method !== "HEAD") return { control: "private, no-store" };
	// Admin pages are personal and hold unpublished work; an admin reading the public site wants it
	// fresh after an edit, and nothing made for a session may land in a shared cache.
	if (isAdminPath(path) || hasAdminSession(request)) return { control: "private, no-store" };
	// A response that sets a cookie is for one visitor only.
	if (headers.has("Set-Cookie")) return { control: "private, no-store" };
	// Errors are momentary (a shared cache keeps serving the last good page meanwhile: stale-if-error),
	// and redirects follow what was asked at that moment (a product that went away, a refused value).
	if (status !== 200 && status !== 404) return { control: "no-store" };
	if (localeFromPath(path) === "nb") return { control: sharedPolicy(status) };
	const vary = "Accept-Language, Cookie";
	// The geo banner is this visitor's: kept by the browser, revalidated, never shared.
	if (await shouldOfferNorwegian(request, "sv")) return { control: "private, no-cache", vary };
	return { control: sharedPolicy(status), vary };
}

/**
 * A body's strong validator (the hash of exactly these bytes) and its length, which lets a shared
 * cache store and send it whole rather than in chunks. The document handler, which has the bytes
 * at hand, sets them itself; the middleware below does it for loader data.
 */
export function describeBody(headers: Headers, body: Uint8Array): void {
	headers.set("ETag", `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`);
	headers.set("Content-Length", String(body.byteLength));
}

function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
	if (!ifNoneMatch) return false;
	if (ifNoneMatch.trim() === "*") return true;
	// If-None-Match compares weakly: a weak copy of the same bytes is the same page.
	return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Gives every response without a policy of its own its caching headers; gives every one that may
 * be kept — a page, its data, a resource route's public answer — an ETag and a length, and
 * answers 304 when the visitor (or a shared cache revalidating) already has the bytes.
 */
export const httpCacheMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
	const response = await next();
	let control = response.headers.get("Cache-Control");
	if (control === null) {
		const policy = await cacheHeaders(request, response.status, response.headers);
		control = policy.control;
		response.headers.set("Cache-Control", control);
		if (policy.vary) response.headers.append("Vary", policy.vary);
	}
	if (control.includes("no-store")) {
		// Nothing to revalidate against: no copy of it is kept anywhere.
		response.headers.delete("ETag");
		return response;
	}
	if (!response.body) return response;
	let described = response;
	if (!response.headers.has("ETag")) {
		const body = new Uint8Array(await response.arrayBuffer());
		const headers = new Headers(response.headers);
		describeBody(headers, body);
		described = new Response(body, { status: response.status, headers });
	}
	const etag = described.headers.get("ETag") ?? "";
	if (described.status === 200 && matchesEtag(request.headers.get("If-None-Match"), etag)) {
		const headers = new Headers(described.headers);
		headers.delete("Content-Type");
		headers.delete("Content-Length");
		return new Response(null, { status: 304, headers });
	}
	return described;
};
