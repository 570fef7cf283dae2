// What a feed parser hands the importer: one validated offer row, or a row it rejected and why.
// Parsers (google-xml, csv) produce these; import-feed.ts consumes them.
import { FeedProblemError, type ReadProblem, type RowProblem } from "./problems";

export type Availability = "in_stock" | "out_of_stock" | "preorder" | "backorder";

export type FeedFormat = "google_xml" | "csv";

export interface FeedRow {
	/** 1-based position of the item (XML) or data line (CSV) in the feed, for reasons and logs. */
	line: number;
	/** The row's id within its feed (Google `g:id`, Adtraction `SKU`, Awin `aw_product_id`/merchant id). */
	externalId: string;
	/** Plain text, trimmed; a title with markup is rejected, never stored. */
	title: string;
	/** Plain text (markup removed), or null. */
	description: string | null;
	/** The product page or tracking URL at the retailer: absolute http(s). */
	url: string;
	imageUrl: string | null;
	/** Positive, two decimals at most. */
	price: number;
	/** ISO 4217 (SEK, NOK, …); the feed's language decides when the row has none. */
	currency: string;
	availability: Availability;
	brand: string | null;
	/** A valid GTIN in its normal form (~/lib/gtin, ADR 048), or null: none given, or one that cannot match. */
	gtin: string | null;
	/** The retailer's own category path ("Godis > Choklad"), used by the categorisation rules. */
	productType: string | null;
	/** Pack size read from a size column or the title ("200 g", "1,5 l", "33 cl"), or null. */
	size: { value: number; unit: "g" | "kg" | "ml" | "l" } | null;
	/** The row's own shipping fee and free-shipping threshold (row-shipping.ts); null or absent: the shop's rule. */
	shippingFee?: number | null;
	freeShippingOver?: number | null;
	/** The row's own delivery time in working days (row-delivery-days.ts); absent: the shop's rule. */
	deliveryDays?: { min: number; max: number } | null;
}

export interface RejectedRow {
	line: number;
	externalId: string | null;
	problem: RowProblem;
}

/** A row that was imported without one of its values, and why (an invalid GTIN: ADR 048). */
export interface WarnedRow {
	line: number;
	externalId: string;
	problem: RowProblem;
}

/** An accepted row, with the problems of the values it was accepted without. */
export type ParsedFeedItem = { ok: true; row: FeedRow; warnings?: RowProblem[] } | { ok: false; rejected: RejectedRow };

/** The feed as a whole could not be read (not XML/CSV, wrong encoding, cut off mid-item). */
export class FeedFormatError extends FeedProblemError<ReadProblem> {
	override name = "FeedFormatError";
	constructor(
		problem: ReadProblem,
		/** Items seen before the error: > 0 means the feed was cut off part-way. */
		readonly itemsSeen: number,
	) {
		super(problem);
	}
}
