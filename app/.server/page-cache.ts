// The full-page cache for anonymous visitors (issue 7, DESIGN §8). Public GET pages and their
// client-navigation data are kept in this process, keyed by the raw request URL (documents and
// `.data` loader requests apart) and, on Swedish pages, by whether the geo banner shows; for a short
// time, bounded in entries and bytes, and dropped by every catalogue write (invalidateCaches).
// Each entry carries an ETag so a repeat visit can be answered 304.
//
// It sits in front of React Router, at the Node server (server/start.js reads it from the build's
// entry module): a hit costs no routing, no loaders and no rendering. Never cached: requests that
// carry the admin session cookie, admin paths, responses that set a cookie or say no-store, and any
// status but 200. A page is sent with a fresh CSP nonce on every hit: the stored HTML keeps a
// placeholder where the first render's nonce was (DESIGN §9).
import { createHash } from "node:crypto";
import { localeFromPath } from "~/i18n/locales";
import { geoPreferenceCookieName, prefersNorwegian } from "~/lib/geo-preference";
import { adminSessionCookieName } from "./auth/session";
import { onInvalidate } from "./cache";
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
	/**
	 * The body as UTF-8, cut where the nonce goes (one part when it has none: loader data). Kept
	 * encoded and cut so a hit only joins bytes: no string search and no encoding per request.
	 */
	parts: Buffer[];
	etag: string;
	bytes: number;
	expiresAt: number;
}

/** What a request needs to be looked up: the raw URL and the headers that change the answer. */
export interface CacheableRequest {
	method: string;
	/** Path and query as the client sent them (`/kategorier/godis?page=2`, `/om-oss.data`). */
	url: string;
	cookie: string | undefined;
	acceptLanguage: string | undefined;
	ifNoneMatch: string | undefined;
}

export interface CachedReply {
	status: number;
	headers: [string, string][];
	body: Buffer | null;
}

const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

/** The stored geo preference, read without React Router's async cookie API (values are tiny). */
function storedGeoPreference(cookie: string): "present" | "absent" | "unreadable" {
	const raw = cookie
		.split(";")
		.map((part) => part.trim())
		.find((part) => part.startsWith(`${geoPreferenceCookieName}=`))
		?.slice(geoPreferenceCookieName.length + 1);
	if (raw === undefined) return "absent";
	try {
		const value = JSON.parse(Buffer.from(decodeURIComponent(raw), "base64").toString("utf8"));
		return value === "nb" || value === "sv" ? "present" : "unreadable";
	} catch {
		return "unreadable";
	}
}

/** The cache key, or null when this request must not be served from or stored in the cache. */
export function pageCacheKey(request: Omit<CacheableRequest, "ifNoneMatch">): string | null {
	if (request.method !== "GET") return null;
	const pathname = request.url.split("?")[0] ?? "/";
	const cookie = request.cookie ?? "";
	if (isAdminPath(pathname) || cookie.includes(`${adminSessionCookieName}=`)) return null;
	const locale = localeFromPath(pathname.replace(/\.data$/, ""));
	if (locale !== "sv") return request.url;
	// Swedish pages show the geo banner to a Norwegian browser without a stored preference (SPEC §4).
	const preference = storedGeoPreference(cookie);
	if (preference === "unreadable") return null;
	const banner = preference === "absent" && prefersNorwegian(request.acceptLanguage ?? null);
	return banner ? `${request.url}#banner` : request.url;
}

const placeholderBytes = Buffer.from(noncePlaceholder, "latin1");

/**
 * The body's bytes cut where the nonce stands (one part when it has none). Done on bytes: a
 * page is ~100 KB, and decoding it to a string to search it cost every render a copy.
 */
function cutAtNonce(body: Buffer, nonce: string | null): Buffer[] {
	if (!nonce) return [body];
	const needle = Buffer.from(nonce, "latin1");
	const parts: Buffer[] = [];
	let from = 0;
	for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
		parts.push(body.subarray(from, at));
		from = at + needle.length;
	}
	parts.push(body.subarray(from));
	return parts;
}

/** The ETag of a body kept as parts around the nonce: the hash of the parts joined by the placeholder. */
function etagOf(parts: Buffer[]): string {
	const hash = createHash("sha1");
	parts.forEach((part, i) => {
		if (i > 0) hash.update(placeholderBytes);
		hash.update(part);
	});
	return `"${hash.digest("base64url")}"`;
}

/** A document's ETag: the same for every nonce it is sent with, and the same the cache gives it. */
export function documentEtag(body: Buffer, nonce: string): string {
	return etagOf(cutAtNonce(body, nonce));
}

export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
	if (!ifNoneMatch) return false;
	return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

// Per-response headers, and those the compression layer adds again to whatever it sends.
const unstoredHeaders = new Set([
	"content-security-policy",
	"content-length",
	"content-encoding",
	"transfer-encoding",
	"connection",
	"etag",
	"set-cookie",
	"x-page-cache",
]);

function storedHeaders(headers: [string, string][]): [string, string][] {
	return headers.flatMap(([name, value]): [string, string][] => {
		const lower = name.toLowerCase();
		if (unstoredHeaders.has(lower)) return [];
		if (lower !== "vary") return [[name, value]];
		const kept = value
			.split(",")
			.map((v) => v.trim())
			.filter((v) => v && v.toLowerCase() !== "accept-encoding");
		return kept.length > 0 ? [[name, kept.join(", ")]] : [];
	});
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

	/** A stored answer for this request (304 when the visitor has it), or null. */
	lookup(request: CacheableRequest, now = Date.now()): CachedReply | null {
		const key = pageCacheKey(request);
		const entry = key === null ? undefined : this.get(key, now);
		return entry ? replyFrom(entry, request.ifNoneMatch) : null;
	}

	/** Whether a response to this request could be kept (so its bytes are worth capturing). */
	mayKeep(request: Omit<CacheableRequest, "ifNoneMatch">): boolean {
		return pageCacheKey(request) !== null;
	}

	/** Keeps a finished response for the request when it may be kept. */
	store(
		request: CacheableRequest,
		response: { status: number; headers: [string, string][]; body: Buffer },
		now = Date.now(),
	): void {
		const key = pageCacheKey(request);
		if (key === null || response.status !== 200) return;
		const header = (name: string) => response.headers.find(([n]) => n.toLowerCase() === name)?.[1];
		if (header("set-cookie") !== undefined || header("cache-control")?.includes("no-store")) return;
		// Pages, loader data, feeds and sitemaps: text only (static files never reach the cache).
		if (!/^(text\/|application\/(json|xml|rss\+xml))/.test(header("content-type") ?? "")) return;
		const parts = cutAtNonce(response.body, nonceOfPolicy(header("content-security-policy") ?? null));
		this.set(
			key,
			{
				status: response.status,
				headers: storedHeaders(response.headers),
				parts,
				etag: etagOf(parts),
				bytes: parts.reduce((sum, part) => sum + part.length, 0),
			},
			now,
		);
	}

	private get(key: string, now: number): Entry | undefined {
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

	private set(key: string, entry: Omit<Entry, "expiresAt">, now: number): void {
		const previous = this.entries.get(key);
		if (previous) {
			this.entries.delete(key);
			this.bytes -= previous.bytes;
		}
		if (entry.bytes > this.options.maxBytes) return;
		this.entries.set(key, { ...entry, expiresAt: now + this.options.ttlMs });
		this.bytes += entry.bytes;
		// The least recently used go first until both bounds hold.
		for (const [oldKey, old] of this.entries) {
			if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
			this.entries.delete(oldKey);
			this.bytes -= old.bytes;
		}
	}
}

function replyFrom(entry: Entry, ifNoneMatch: string | undefined): CachedReply {
	const headers: [string, string][] = [...entry.headers, ["ETag", entry.etag], ["X-Page-Cache", "hit"]];
	if (matchesEtag(ifNoneMatch, entry.etag)) {
		// No new policy on a 304: the browser keeps the one that matches the HTML it already has.
		return { status: 304, headers: headers.filter(([name]) => name.toLowerCase() !== "content-type"), body: null };
	}
	if (entry.parts.length === 1) return { status: entry.status, headers, body: entry.parts[0] ?? null };
	const nonce = createNonce();
	headers.push(["Content-Security-Policy", contentSecurityPolicy(nonce)]);
	const nonceBytes = Buffer.from(nonce, "latin1");
	return {
		status: entry.status,
		headers,
		body: Buffer.concat(entry.parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part]))),
	};
}

/** The process's page cache, emptied by every catalogue write. */
export const pageCache = new PageCache();
onInvalidate(() => pageCache.clear());
