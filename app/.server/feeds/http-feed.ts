// A retailer's feed downloaded over http(s), where every connection goes only where the address
// rules allow (ADR 033). fetch() cannot promise that: it looks the name up itself (a second look-up
// can answer differently from the one that was checked: DNS rebinding) and follows redirects
// wherever they point. So each hop is checked (feed-address.ts) and its request made with
// node:http(s) and a `lookup` that hands the socket exactly the addresses that were checked;
// redirects are followed by hand, at most `maxRedirects`, each one checked the same way.
// Whatever goes wrong is a FeedSourceError naming the feed's own host: never where a redirect
// pointed or what a name resolved to, which the log keeps for the operator.
import type { LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream";
import zlib from "node:zlib";
import { log } from "../log";
import {
	bareHost,
	checkedAddresses,
	type FeedAddressPolicy,
	FeedAddressRefused,
	portOf,
	type Resolve,
	systemResolve,
} from "./feed-address";
import { FeedLimitError } from "./feed-limits";
import { FeedSourceError } from "./feed-source-error";

export interface HttpFeedOptions {
	policy: FeedAddressPolicy;
	/** Per hop: until its response headers arrive (look-up and connection included). */
	connectTimeoutMs: number;
	/** The whole download, every hop and the body. */
	totalTimeoutMs: number;
	/** A Content-Length over this fails at once (the bytes read are counted by the importer). */
	maxBytes: number;
	maxRedirects?: number;
	/** The look-up (tests of the checks use their own; the app uses the system's). */
	resolve?: Resolve;
}

const redirects = new Set([301, 302, 303, 307, 308]);
export const defaultMaxRedirects = 5;

/** Hands the socket the checked addresses and nothing else (Node asks for one, or for all of them). */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
	return (_hostname, options, callback) => {
		const usable = addresses.filter((a) => !options.family || a.family === options.family);
		const first = usable[0];
		if (!first) {
			callback(Object.assign(new Error("no checked address of that family"), { code: "ENOTFOUND" }), "", 0);
		} else if (options.all) callback(null, usable);
		else callback(null, first.address, first.family);
	};
}

/** The system's code for a failure (ECONNREFUSED, ENOTFOUND, CERT_HAS_EXPIRED), else its message. */
function reasonOf(error: unknown): string {
	const code = (error as { code?: unknown } | null)?.code;
	if (typeof code === "string") return code;
	return error instanceof Error ? error.message : String(error);
}

class NoAnswer extends Error {}

/** One hop's request, answered with its response headers. */
function send(url: URL, addresses: LookupAddress[], signal: AbortSignal, sendCredentials: boolean): Promise<IncomingMessage> {
	const client = url.protocol === "https:" ? https : http;
	return new Promise((resolve, reject) => {
		const request = client.request({
			protocol: url.protocol,
			hostname: bareHost(url),
			port: portOf(url),
			path: `${url.pathname}${url.search}`,
			method: "GET",
			headers: {
				accept: "application/xml, text/xml, text/csv, */*",
				"accept-encoding": "gzip, deflate, br",
				"user-agent": "Godisguiden feed import",
			},
			auth:
				sendCredentials && url.username ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` : undefined,
			// A fresh connection for each request: a kept-alive socket was checked for another URL.
			agent: false,
			lookup: pinnedLookup(addresses),
			signal,
		});
		request.once("response", (response) => {
			// Errors reach the reader through iteration; a listener keeps one that comes before
			// anyone reads (the time limit) from being an uncaught 'error' event.
			response.on("error", () => {});
			resolve(response);
		});
		// Kept after the answer: the request can still fail (aborted) when nobody waits for it.
		request.on("error", reject);
		request.end();
	});
}

/** The body as the feed's bytes: decompressed when the server compressed it. */
function decompressed(response: IncomingMessage): Readable {
	const encoding = String(response.headers["content-encoding"] ?? "identity")
		.trim()
		.toLowerCase();
	if (encoding === "identity" || encoding === "") return response;
	const decompressor =
		encoding === "gzip" || encoding === "x-gzip"
			? zlib.createGunzip()
			: encoding === "deflate"
				? zlib.createInflate()
				: encoding === "br"
					? zlib.createBrotliDecompress()
					: null;
	if (!decompressor) throw Object.assign(new Error(`content-encoding ${encoding}`), { code: "EUNSUPPORTEDENCODING" });
	// An error on either side ends the other: the reader sees it.
	pipeline(response, decompressor, () => {});
	return decompressor;
}

/** Opens the feed at `address`; throws FeedSourceError (or FeedLimitError) when it cannot be read. */
export async function openHttpFeed(address: string, options: HttpFeedOptions): Promise<AsyncIterable<Uint8Array>> {
	let url: URL;
	try {
		url = new URL(address);
	} catch {
		throw new FeedSourceError({ code: "invalid-address", url: address });
	}
	if (url.protocol !== "http:" && url.protocol !== "https:") throw new FeedSourceError({ code: "invalid-address", url: address });
	const host = url.host;
	const origin = url.origin;
	const resolve = options.resolve ?? systemResolve;
	const maxRedirects = options.maxRedirects ?? defaultMaxRedirects;
	// One controller for every request and the body: aborted when the whole download takes too long.
	const abort = new AbortController();
	let timedOut = false;
	let current: IncomingMessage | null = null;
	const totalTimer = setTimeout(() => {
		timedOut = true;
		abort.abort();
		current?.destroy(new Error("download time limit"));
	}, options.totalTimeoutMs);
	totalTimer.unref?.();

	const fail = (error: unknown): never => {
		clearTimeout(totalTimer);
		abort.abort();
		current?.destroy();
		if (error instanceof FeedSourceError || error instanceof FeedLimitError) throw error;
		if (timedOut || error instanceof NoAnswer) throw new FeedSourceError({ code: "no-answer", host });
		throw new FeedSourceError({ code: "unreachable", host, reason: reasonOf(error) }, { cause: error });
	};

	try {
		for (let hop = 0; ; hop++) {
			current = await requestHop(url, hop);
			const status = current.statusCode ?? 0;
			const location = current.headers.location;
			if (redirects.has(status) && location) {
				current.destroy();
				if (hop >= maxRedirects) throw new FeedSourceError({ code: "too-many-redirects", host, max: maxRedirects });
				try {
					url = new URL(location, url);
				} catch {
					throw new FeedSourceError({ code: "http-status", host, status });
				}
				continue;
			}
			if (status < 200 || status >= 300) throw new FeedSourceError({ code: "http-status", host, status });
			const announced = Number(current.headers["content-length"]);
			if (Number.isFinite(announced) && announced > options.maxBytes) {
				throw new FeedLimitError({ code: "feed-too-large", maxBytes: options.maxBytes });
			}
			return body(current, decompressed(current));
		}
	} catch (error) {
		return fail(error);
	}

	async function requestHop(target: URL, hop: number): Promise<IncomingMessage> {
		const hopAbort = new AbortController();
		const signal = AbortSignal.any([abort.signal, hopAbort.signal]);
		let timer: NodeJS.Timeout | undefined;
		const answerTime = new Promise<never>((_, reject) => {
			timer = setTimeout(() => {
				hopAbort.abort();
				reject(new NoAnswer());
			}, options.connectTimeoutMs);
		});
		answerTime.catch(() => {});
		try {
			let addresses: LookupAddress[];
			try {
				addresses = await Promise.race([checkedAddresses(target, options.policy, resolve), answerTime]);
			} catch (error) {
				if (!(error instanceof FeedAddressRefused)) throw error;
				log.warn("feed address refused", { host, hop, refusal: error.refusal, detail: error.detail });
				throw new FeedSourceError({ code: "address-refused", host });
			}
			return await Promise.race([send(target, addresses, signal, target.origin === origin), answerTime]);
		} finally {
			clearTimeout(timer);
		}
	}

	async function* body(response: IncomingMessage, bytes: Readable): AsyncGenerator<Uint8Array> {
		try {
			for await (const chunk of bytes) yield chunk as Uint8Array;
		} catch (error) {
			if (timedOut) throw new FeedSourceError({ code: "too-slow", host });
			throw new FeedSourceError({ code: "unreachable", host, reason: reasonOf(error) }, { cause: error });
		} finally {
			clearTimeout(totalTimer);
			abort.abort();
			bytes.destroy();
			response.destroy();
		}
	}
}
