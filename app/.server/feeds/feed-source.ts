// Where a feed's bytes come from: a file bundled with the app (data/feeds/, the demo feeds) or a
// retailer's http(s) address (http-feed.ts: only where the address rules allow, ADR 033). Both are
// streamed, never read whole, so a large feed keeps memory flat. Opening fails early and clearly
// (missing file, refused address or connection, non-2xx answer), before the importer has changed
// anything.
import { createReadStream } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { getFeedEnv } from "../env";
import { configuredAddressPolicy, type FeedAddressPolicy, type Resolve } from "./feed-address";
import { FeedSourceError } from "./feed-source-error";
import { openHttpFeed } from "./http-feed";

export { FeedSourceError };

/** Bundled feeds live here: FEEDS_DIR, relative to the working directory (the repository root). */
export function bundledFeedsDir(): string {
	return path.resolve(getFeedEnv().FEEDS_DIR);
}

export interface FeedLocation {
	url: string | null;
	filePath: string | null;
}

export interface OpenOptions {
	/** Per request: until its response headers arrive (look-up, connection, first byte). */
	connectTimeoutMs?: number;
	/** The whole download (FEED_FETCH_TIMEOUT_MS unless given). */
	totalTimeoutMs?: number;
	/** A download announcing more bytes than this fails at once (FEED_MAX_BYTES unless given). */
	maxBytes?: number;
	/** Where a download may connect (FEED_ALLOWED_PORTS, FEED_ALLOW_PRIVATE_NETWORKS unless given). */
	policy?: FeedAddressPolicy;
	resolve?: Resolve;
}

/** How long a request may wait for its answer's headers, unless the whole download's limit is shorter. */
const connectTimeoutMs = 30_000;

/** The bundled file's absolute path, refusing anything that leaves data/feeds/. */
export async function resolveBundledFeed(filePath: string): Promise<string> {
	const root = bundledFeedsDir();
	const full = path.resolve(root, filePath);
	if (path.isAbsolute(filePath) || !full.startsWith(root + path.sep)) {
		throw new FeedSourceError({ code: "invalid-path", path: filePath });
	}
	let real: string;
	try {
		real = await realpath(full);
		if (!(await stat(real)).isFile()) throw new Error("not a file");
	} catch {
		throw new FeedSourceError({ code: "missing-file", path: filePath });
	}
	// A symbolic link pointing out of the directory is refused like a "../" path.
	const realRoot = await realpath(root);
	if (!real.startsWith(realRoot + path.sep)) throw new FeedSourceError({ code: "invalid-path", path: filePath });
	return real;
}

async function* fileBytes(file: string): AsyncGenerator<Uint8Array> {
	for await (const chunk of createReadStream(file, { highWaterMark: 64 * 1024 })) yield chunk as Uint8Array;
}

/** Opens the feed for reading; throws FeedSourceError when it cannot be reached. */
export async function openFeedSource(feed: FeedLocation, options: OpenOptions = {}): Promise<AsyncIterable<Uint8Array>> {
	if (feed.filePath) return fileBytes(await resolveBundledFeed(feed.filePath));
	if (feed.url) {
		const env = getFeedEnv();
		const totalTimeoutMs = options.totalTimeoutMs ?? env.FEED_FETCH_TIMEOUT_MS;
		return openHttpFeed(feed.url, {
			policy: options.policy ?? configuredAddressPolicy(),
			connectTimeoutMs: options.connectTimeoutMs ?? Math.min(connectTimeoutMs, totalTimeoutMs),
			totalTimeoutMs,
			maxBytes: options.maxBytes ?? env.FEED_MAX_BYTES,
			resolve: options.resolve,
		});
	}
	throw new FeedSourceError({ code: "no-source" });
}
