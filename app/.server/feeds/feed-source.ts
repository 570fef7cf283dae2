// Where a feed's bytes come from: a file bundled with the app (data/feeds/, the demo feeds) or a
// retailer's http(s) address. Both are streamed, never read whole, so a large feed keeps memory
// flat. Opening fails early and clearly (missing file, refused connection, non-2xx answer), before
// the importer has changed anything.
import { createReadStream } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { FeedProblemError, type SourceProblem } from "./problems";

/** Bundled feeds live here (relative to the working directory, the repository root). */
export function bundledFeedsDir(): string {
	return path.resolve(process.env.FEEDS_DIR ?? "data/feeds");
}

export class FeedSourceError extends FeedProblemError<SourceProblem> {
	override name = "FeedSourceError";
}

export interface FeedLocation {
	url: string | null;
	filePath: string | null;
}

export interface OpenOptions {
	/** Until the response headers arrive (connect + first byte). */
	connectTimeoutMs?: number;
	/** The whole download. */
	totalTimeoutMs?: number;
}

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

async function openUrl(address: string, options: OpenOptions): Promise<AsyncIterable<Uint8Array>> {
	let url: URL;
	try {
		url = new URL(address);
	} catch {
		throw new FeedSourceError({ code: "invalid-address", url: address });
	}
	if (url.protocol !== "http:" && url.protocol !== "https:") throw new FeedSourceError({ code: "invalid-address", url: address });
	// One controller for the request and its body: aborted when the headers take too long, or the
	// whole download does.
	const abort = new AbortController();
	let timedOut: "connect" | "total" | null = null;
	const connectTimer = setTimeout(() => {
		timedOut = "connect";
		abort.abort();
	}, options.connectTimeoutMs ?? 30_000);
	const totalTimer = setTimeout(
		() => {
			timedOut = "total";
			abort.abort();
		},
		options.totalTimeoutMs ?? 10 * 60_000,
	);
	totalTimer.unref?.();
	let response: Response;
	try {
		response = await fetch(url, {
			signal: abort.signal,
			redirect: "follow",
			headers: { accept: "application/xml, text/xml, text/csv, */*" },
		});
	} catch (error) {
		clearTimeout(totalTimer);
		if (timedOut) throw new FeedSourceError({ code: "no-answer", host: url.host });
		const reason = error instanceof Error ? causeOf(error) : String(error);
		throw new FeedSourceError({ code: "unreachable", host: url.host, reason });
	} finally {
		clearTimeout(connectTimer);
	}
	if (!response.ok || !response.body) {
		clearTimeout(totalTimer);
		await response.body?.cancel().catch(() => {});
		throw new FeedSourceError({ code: "http-status", host: url.host, status: response.status });
	}
	const body = response.body;
	return (async function* () {
		try {
			for await (const chunk of body) yield chunk;
		} catch (error) {
			if (timedOut === "total") throw new FeedSourceError({ code: "too-slow", host: url.host });
			throw error;
		} finally {
			clearTimeout(totalTimer);
			abort.abort();
		}
	})();
}

/** fetch's own message is "fetch failed"; the cause says why (ECONNREFUSED, ENOTFOUND). */
function causeOf(error: Error): string {
	const cause = (error as { cause?: { code?: string; message?: string } }).cause;
	return cause?.code ?? cause?.message ?? error.message;
}

/** Opens the feed for reading; throws FeedSourceError when it cannot be reached. */
export async function openFeedSource(feed: FeedLocation, options: OpenOptions = {}): Promise<AsyncIterable<Uint8Array>> {
	if (feed.filePath) return fileBytes(await resolveBundledFeed(feed.filePath));
	if (feed.url) return openUrl(feed.url, options);
	throw new FeedSourceError({ code: "no-source" });
}
