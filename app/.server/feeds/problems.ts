// What can go wrong in a feed import, as codes with the values that explain them: a row that was
// not imported, a file that cannot be read, an address that cannot be fetched. The import stores
// and returns these; only the admin pages turn them into words (the catalogue's
// `admin.feedProblems`, one text per code). Stored in feeds.last_error, a run's rejections and a
// feed job's items and error, so a code once written must keep its meaning and its values' names.

/**
 * Words stored before problems were codes (feeds.last_error, migrated; an older job record):
 * never produced by the import, only read back, and shown as they are.
 */
export type LegacyText = { code: "legacy-text"; text: string };

/** Why one row of a feed was not imported. `value` is the offending text as the feed wrote it (clipped). */
export type RowProblem =
	| { code: "missing-id" | "missing-title" | "missing-price" | "missing-url" | "missing-availability" }
	| {
			code:
				| "title-has-markup"
				| "invalid-price"
				| "price-not-positive"
				/** Above any price the site deals in (a misread column: a GTIN as the price). */
				| "price-too-high"
				| "invalid-currency"
				| "invalid-url"
				| "unknown-availability"
				/** The row's own shipping or free-shipping threshold is unreadable, in another currency or out of bounds. */
				| "invalid-shipping"
				| "invalid-free-shipping-threshold";
			value: string;
	  }
	/**
	 * A GTIN the row was imported without (ADR 048), so it matched by brand, name and size: not 8, 12,
	 * 13 or 14 digits; a wrong check digit; a shop's own in-store number. `value` as the feed wrote it.
	 */
	| { code: "gtin-malformed" | "gtin-check-digit" | "gtin-restricted"; value: string }
	/**
	 * A delivery time the row was imported without, so the shop's rule shows: Awin's text with no whole
	 * days or over the bounds; Google's handling and transit times (the shipping entry quoted) not
	 * whole days, the least above the most, or over the bounds summed (ADR 066).
	 */
	| { code: "delivery-time-unreadable" | "shipping-times-unreadable"; value: string }
	/** A sale price's window (`sale_price_effective_date`) that cannot be read: the regular price was taken (ADR 072). */
	| { code: "sale-dates-unreadable"; value: string }
	/** The same id earlier in the feed (this row was ignored), or used by the retailer's feed in the other language. */
	| { code: "duplicate-id" | "other-language"; id: string }
	/** The feed ended part-way, for `cause`: the rows before it were kept, nothing was marked out of stock. */
	| { code: "feed-cut-off"; cause: ImportProblem }
	| LegacyText;

/** Why a feed's file as a whole cannot be read (a FeedFormatError). */
export type ReadProblem =
	/** `detail`: the XML or CSV parser's own message. */
	| { code: "not-xml" | "not-csv"; detail: string }
	| { code: "not-google-feed"; root: string }
	/** The XML ends inside an item, after `items` items. */
	| { code: "xml-cut-off"; items: number }
	| { code: "csv-cut-off" | "empty-csv" }
	/** Fields no column of the CSV header fills. */
	| { code: "unknown-columns"; columns: string[] }
	/** A header the feed's column mapping names is not in the file. */
	| { code: "mapped-column-missing"; column: string };

/**
 * A feed outgrew one of the import's limits (a FeedLimitError, ADR 032): the import stops and
 * fails, however many items came before. `maxBytes` and `maxRows` are the limits in force.
 */
export type LimitProblem =
	/** More bytes than FEED_MAX_BYTES (read, or announced by the server's Content-Length). */
	| { code: "feed-too-large"; maxBytes: number }
	/** An XML text node, field, tag, comment or CDATA section, or a CSV field, over FEED_MAX_FIELD_BYTES. */
	| { code: "field-too-large"; maxBytes: number }
	/** A CSV row (often a quote that never closes) over 16 × FEED_MAX_FIELD_BYTES. */
	| { code: "row-too-large"; maxBytes: number }
	/** XML elements nested deeper than any feed needs. */
	| { code: "xml-too-deep"; maxDepth: number }
	/** More items than FEED_MAX_ROWS. */
	| { code: "too-many-rows"; maxRows: number };

/** Why a feed cannot be fetched (a FeedSourceError). */
export type SourceProblem =
	| { code: "no-source" }
	| { code: "invalid-path" | "missing-file"; path: string }
	| { code: "invalid-address"; url: string }
	/**
	 * The address, or one a redirect led to, is not a public web server's (loopback, a private or
	 * link-local network, a cloud metadata address, a port not allowed: ADR 033). `host` is the
	 * feed's own host as stored, never where a redirect pointed or what it resolved to.
	 */
	| { code: "address-refused"; host: string }
	/** More redirects than the import follows. */
	| { code: "too-many-redirects"; host: string; max: number }
	/** `reason`: the system's code for the failure (ECONNREFUSED, ENOTFOUND) or its message. */
	| { code: "unreachable"; host: string; reason: string }
	/** No answer within the connect time limit; `too-slow`: the download outlasted its time limit. */
	| { code: "no-answer" | "too-slow"; host: string }
	| { code: "http-status"; host: string; status: number };

/** Why an import changed nothing (a FeedImportError), or why a cut-off feed ended. */
export type ImportProblem =
	| SourceProblem
	| ReadProblem
	| LimitProblem
	| { code: "feed-not-found" | "no-valid-rows" }
	/** Anything else that stopped the import (a database error): its message. */
	| { code: "unexpected"; detail: string }
	| LegacyText;

export type FeedCutOff = Extract<RowProblem, { code: "feed-cut-off" }>;

/** What a feed's last run left in feeds.last_error: why it failed, or why it was cut off. */
export type RunProblem = ImportProblem | FeedCutOff;

export type FeedProblem = RowProblem | ImportProblem;

/**
 * An error that carries its problem (FeedSourceError, FeedFormatError, FeedImportError); its
 * message is the problem as JSON, for logs and for a job's error.
 */
export class FeedProblemError<P extends ImportProblem = ImportProblem> extends Error {
	constructor(
		readonly problem: P,
		options?: ErrorOptions,
	) {
		super(JSON.stringify(problem), options);
	}
}

/** The problem behind an error the import caught: its own, or `unexpected` with the error's message. */
export function importProblemOf(error: unknown): ImportProblem {
	if (error instanceof FeedProblemError) return error.problem;
	return { code: "unexpected", detail: error instanceof Error ? error.message : String(error) };
}

/**
 * A problem read back from storage (a jsonb column, a job's record): an object with a string `code`
 * is taken as written; a string is an earlier record's words; anything else is no problem.
 */
export function storedProblem<P extends FeedProblem = RunProblem>(value: unknown): P | LegacyText | null {
	if (typeof value === "string") return value === "" ? null : { code: "legacy-text", text: value };
	if (value && typeof value === "object" && typeof (value as { code?: unknown }).code === "string") return value as P;
	return null;
}
