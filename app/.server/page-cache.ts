// The full-page cache for anonymous visitors (issue 7, DESIGN §8). Public GET pages and their
// client-navigation data are kept in this process, keyed by URL (and, on Swedish pages, by whether
// the geo banner shows), for a short time, bounded in entries and bytes, and dropped by every
// catalogue write (invalidateCaches). Each entry has an ETag so a repeat visit can be answered 304.
//
// Never cached: anything sent to a request that carries the admin session cookie, admin paths,
// responses that set a cookie, and any status but 200. A cached page is sent with a fresh CSP
// nonce: the stored HTML keeps a placeholder where the first render's nonce was (DESIGN §9).
import { createHash } from "node:crypto";
import type { MiddlewareFunction } from "react-router";
import { localeFromPath } from "~/i18n/locales";
import { adminSessionCookieName } from "./auth/session";
import { onInvalidate } from "./cache";
import { shouldOfferNorwegian } from "./geo-preference";
import { contentSecurityPolicy, createNonce, nonceOfPolicy } from "./security-headers";

export interface PageCacheOptions {
	ttlMs: number;
	maxEntries: number;
	maxBytes: number;
}

const defaults: PageCacheOptions = { ttlMs: 60_000, maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 };

/** Stands in for the nonce inside stored HTML; never produced by createNonce (which has no "~"). */
const noncePlaceholder = "~nonce~";

interface Entry {
	status: number;
	headers: [string, string][];
	body: string;
	/** True when the body holds a nonce placeholder (documents; data responses have none). */
	hasNonce: boolean;
	etag: string;
	bytes: number;
	expiresAt: number;
}

export class PageCache {
	private readonly entries = new Map<string, Entry>();
	private bytes = 0;

	constructor(private readonly options: PageCacheOptions = defaults) {}

	get size(): number {
		return this.entries.size;
	}

	clear(): void {
		this.entries.clear();
		this.bytes = 0;
	}

	get(key: string, now = Date.now()): Entry | undefined {
		const entry = this.entries.get(key);
		if (!entry) return undefined;
		this.entries.delete(key);
		if (entry.expiresAt <= now) {
			this.bytes -= entry.bytes;
			return undefined;
		}
		this.entries.set(key, entry); // most recently used last
		return entry;
	}

	set(key: string, entry: Omit<Entry, "expiresAt">, now = Date.now()): Entry {
		const stored = { ...entry, expiresAt: now + this.options.ttlMs };
		const previous = this.entries.get(key);
		if (previous) {
			this.entries.delete(key);
			this.bytes -= previous.bytes;
		}
		if (stored.bytes > this.options.maxBytes) return stored;
		this.entries.set(key, stored);
		this.bytes += stored.bytes;
		// The least recently used go first until both bounds hold.
		for (const [oldKey, old] of this.entries) {
			if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
			this.entries.delete(oldKey);
			this.bytes -= old.bytes;
		}
		return stored;
	}
}

const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

function hasAdminCookie(request: Request): boolean {
	const cookie = request.headers.get("Cookie");
	return cookie !== null && cookie.includes(`${adminSessionCookieName}=`);
}

/** The cache key, or null when this request must not be served from or stored in the cache. */
export async function pageCacheKey(request: Request): Promise<string | null> {
	if (request.method !== "GET") return null;
	const url = new URL(request.url);
	if (isAdminPath(url.pathname) || hasAdminCookie(request)) return null;
	// Swedish pages differ for a Norwegian browser without a stored preference (the geo banner).
	const banner = await shouldOfferNorwegian(request, localeFromPath(url.pathname.replace(/\.data$/, "")));
	return `${url.pathname}${url.search}${banner ? "#banner" : ""}`;
}

function storable(response: Response): boolean {
	return (
		response.status === 200 &&
		!response.headers.has("Set-Cookie") &&
		!response.headers.get("Cache-Control")?.includes("no-store") &&
		response.body !== null
	);
}

function etagOf(body: string): string {
	return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

function matchesEtag(request: Request, etag: string): boolean {
	const header = request.headers.get("If-None-Match");
	if (!header) return false;
	return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

async function toEntry(response: Response): Promise<Omit<Entry, "expiresAt">> {
	const text = await response.text();
	const nonce = nonceOfPolicy(response.headers.get("Content-Security-Policy"));
	const body = nonce ? text.replaceAll(nonce, noncePlaceholder) : text;
	const headers = [...response.headers].filter(
		([name]) => !["content-security-policy", "content-length", "etag", "set-cookie"].includes(name.toLowerCase()),
	);
	return { status: response.status, headers, body, hasNonce: nonce !== null, etag: etagOf(body), bytes: body.length * 2 };
}

/** The stored page as a response: 304 when the visitor has it, else the body with a fresh nonce. */
export function respondFromEntry(request: Request, entry: Entry, cacheState: "hit" | "miss"): Response {
	const headers = new Headers(entry.headers);
	headers.set("ETag", entry.etag);
	headers.set("X-Page-Cache", cacheState);
	if (matchesEtag(request, entry.etag)) {
		// No new policy on a 304: the browser keeps the one that matches the HTML it already has.
		headers.delete("Content-Type");
		return new Response(null, { status: 304, headers });
	}
	if (!entry.hasNonce) return new Response(entry.body, { status: entry.status, headers });
	const nonce = createNonce();
	headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
	return new Response(entry.body.replaceAll(noncePlaceholder, nonce), { status: entry.status, headers });
}

export function createPageCacheMiddleware(cache: PageCache): MiddlewareFunction<Response> {
	return async ({ request }, next) => {
		const key = await pageCacheKey(request);
		if (key === null) return next();
		const hit = cache.get(key);
		if (hit) return respondFromEntry(request, hit, "hit");
		const response = await next();
		if (!storable(response)) return response;
		return respondFromEntry(request, cache.set(key, await toEntry(response)), "miss");
	};
}

/** The process's page cache, emptied by every catalogue write. */
export const pageCache = new PageCache();
onInvalidate(() => pageCache.clear());

export const pageCacheMiddleware = createPageCacheMiddleware(pageCache);
