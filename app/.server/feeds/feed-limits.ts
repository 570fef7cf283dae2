// What one feed import may read (ADR 032): the whole feed's bytes, each field's, and its number of
// items. Whoever controls a feed's host controls what the import is given, and the parsers hold a
// field (saxes: a whole text node) in memory before handing it on, so a limit is the only thing
// between a hostile feed and the process's heap. Over a limit the import stops and fails
// (FeedLimitError), never reads on.
import { getFeedEnv } from "../env";
import { FeedProblemError, type LimitProblem } from "./problems";

export interface FeedLimits {
	/** FEED_MAX_BYTES: the feed after decompression, file or download. */
	maxBytes: number;
	/** FEED_MAX_FIELD_BYTES: one XML construct (text node, tag, CDATA, comment) or CSV field. */
	maxFieldBytes: number;
	/** FEED_MAX_ROWS: items, accepted or not. */
	maxRows: number;
}

/** A CSV row may hold this many fields' worth of bytes (a row is many fields; one field is not a row). */
export const csvRowFields = 16;

/** Deeper than any feed nests (a Google feed's fields sit at depth 4, Atom's at 3). */
export const maxXmlDepth = 64;

/** The limits configured for this process (env.ts). */
export function configuredFeedLimits(): FeedLimits {
	const env = getFeedEnv();
	return { maxBytes: env.FEED_MAX_BYTES, maxFieldBytes: env.FEED_MAX_FIELD_BYTES, maxRows: env.FEED_MAX_ROWS };
}

/** The feed outgrew a limit; the import stops and fails (even after items arrived: not a cut-off). */
export class FeedLimitError extends FeedProblemError<LimitProblem> {
	override name = "FeedLimitError";
}

/** Passes the bytes through, failing with `feed-too-large` once more than `maxBytes` arrived. */
export async function* limitFeedBytes(input: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<Uint8Array> {
	let total = 0;
	for await (const chunk of input) {
		total += chunk.length;
		if (total > maxBytes) throw new FeedLimitError({ code: "feed-too-large", maxBytes });
		yield chunk;
	}
}

/**
 * Whether `text` is over `maxBytes` in UTF-8. Cheap for short text: a UTF-16 unit is at most three
 * bytes, so only text longer than a third of the limit is measured.
 */
export function overByteLimit(text: string, maxBytes: number): boolean {
	return text.length * 3 > maxBytes && Buffer.byteLength(text, "utf8") > maxBytes;
}
