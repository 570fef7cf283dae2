// A feed's bytes → one validated row or rejection at a time. Streaming end to end: decoding,
// XML/CSV parsing and validation each hold only a chunk or an item, so memory stays flat however big
// the feed is — and no single field can be big either: each XML construct and CSV line is measured
// as its bytes arrive, before a parser holds it (ADR 032). Duplicate ids are yielded as they come:
// the importer decides about them.
// Throws FeedFormatError when the feed as a whole cannot be read (garbage, truncated); the rows yielded
// before it were real, but the caller must treat the feed as unread and change nothing. Throws
// FeedLimitError when the feed outgrows a limit.
import { parseCsv } from "./csv";
import { CsvLineLimit } from "./csv-line-limit";
import { decodeFeed } from "./decode";
import { configuredFeedLimits, csvRowFields } from "./feed-limits";
import type { FeedFormat, ParsedFeedItem } from "./feed-row";
import { parseGoogleXml } from "./google-xml";
import { XmlConstructLimit } from "./xml-construct-limit";

export interface ParseFeedOptions {
	format: FeedFormat;
	/** CSV only: { field: "Header name" } for headers the built-in names do not cover. */
	columnMapping?: Record<string, string> | null;
	/** ISO 4217 for rows whose price names none ("12,90", "29 kr"): the feed's language decides. */
	defaultCurrency: string;
	/** The largest field (FEED_MAX_FIELD_BYTES unless given); a CSV row may hold `csvRowFields` of them. */
	maxFieldBytes?: number;
	/** The time the rows are read at: a dated sale price applies only then (now unless given). */
	now?: Date;
}

export async function* parseFeed(input: AsyncIterable<Uint8Array>, options: ParseFeedOptions): AsyncGenerator<ParsedFeedItem> {
	const maxFieldBytes = options.maxFieldBytes ?? configuredFeedLimits().maxFieldBytes;
	const now = options.now ?? new Date();
	if (options.format === "google_xml") {
		const limit = new XmlConstructLimit(maxFieldBytes);
		yield* parseGoogleXml(decodeFeed(measured(input, (bytes) => limit.read(bytes))), {
			defaultCurrency: options.defaultCurrency,
			maxFieldBytes,
			now,
		});
	} else {
		const maxRowBytes = maxFieldBytes * csvRowFields;
		const limit = new CsvLineLimit(maxRowBytes);
		yield* parseCsv(decodeFeed(measured(input, (bytes) => limit.read(bytes))), {
			columnMapping: options.columnMapping,
			defaultCurrency: options.defaultCurrency,
			maxFieldBytes,
			maxRowBytes,
			now,
		});
	}
}

/** The bytes, each chunk measured before it is handed on. */
async function* measured(input: AsyncIterable<Uint8Array>, measure: (bytes: Uint8Array) => void): AsyncGenerator<Uint8Array> {
	for await (const chunk of input) {
		measure(chunk);
		yield chunk;
	}
}
