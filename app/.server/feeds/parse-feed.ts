// A feed's bytes → one validated row or rejection at a time. Streaming end to end: decoding,
// XML/CSV parsing and validation each hold only a chunk or an item, so memory stays flat however big
// the feed is. Duplicate ids are yielded as they come: the importer decides about them.
// Throws FeedFormatError when the feed as a whole cannot be read (garbage, truncated); the rows yielded
// before it were real, but the caller must treat the feed as unread and change nothing.
import { parseCsv } from "./csv";
import { decodeFeed } from "./decode";
import type { FeedFormat, ParsedFeedItem } from "./feed-row";
import { parseGoogleXml } from "./google-xml";

export interface ParseFeedOptions {
	format: FeedFormat;
	/** CSV only: { field: "Header name" } for headers the built-in names do not cover. */
	columnMapping?: Record<string, string> | null;
	/** ISO 4217 for rows whose price names none ("12,90", "29 kr"): the feed's language decides. */
	defaultCurrency: string;
}

export async function* parseFeed(input: AsyncIterable<Uint8Array>, options: ParseFeedOptions): AsyncGenerator<ParsedFeedItem> {
	const text = decodeFeed(input);
	if (options.format === "google_xml") yield* parseGoogleXml(text, options.defaultCurrency);
	else yield* parseCsv(text, { columnMapping: options.columnMapping, defaultCurrency: options.defaultCurrency });
}
