// Google Merchant feeds (RSS 2.0 `<item>` with the `g:` namespace; also Atom `<entry>` and feeds that
// leave the prefix off) read with a streaming SAX parser, so only the item being read is in memory.
// The bytes were measured before they got here (xml-construct-limit.ts), so saxes never holds more
// than one field's worth of one construct; what is left to bound is ours: a field's text gathered
// from several nodes, and how deep elements nest (ADR 032).
import { SaxesParser, type SaxesTagPlain } from "saxes";
import { FeedLimitError, maxXmlDepth, overByteLimit } from "./feed-limits";
import { FeedFormatError, type ParsedFeedItem } from "./feed-row";
import { ShippingElement, shippingElements } from "./google-xml-shipping";
import type { RawFeedFields, RawField } from "./raw-fields";
import { validateRowWithShipping } from "./row-shipping";
import { decodeEntities } from "./row-values";

/** Root elements of the feed kinds we read. */
const ROOTS = new Set(["rss", "feed", "rdf"]);
const ITEMS = new Set(["item", "entry"]);

/** An item's child element (local name) → the field it fills, and its rank: lower wins when both occur. */
const FIELDS: Record<string, [RawField, number]> = {
	id: ["id", 0],
	title: ["title", 0],
	description: ["description", 0],
	summary: ["description", 1],
	link: ["link", 0],
	image_link: ["imageLink", 0],
	price: ["price", 0],
	sale_price: ["salePrice", 0],
	sale_price_effective_date: ["salePriceEffectiveDate", 0],
	availability: ["availability", 0],
	brand: ["brand", 0],
	gtin: ["gtin", 0],
	ean: ["gtin", 1],
	product_type: ["productType", 0],
	google_product_category: ["productType", 1],
	size: ["size", 0],
	unit_pricing_measure: ["unitPricingMeasure", 0],
	min_handling_time: ["minHandlingTime", 0],
	max_handling_time: ["maxHandlingTime", 0],
};

export interface GoogleXmlOptions {
	defaultCurrency: string;
	/** The largest text one field may gather (FEED_MAX_FIELD_BYTES). */
	maxFieldBytes: number;
	/** The time the rows are read at (a dated sale price applies only then). */
	now: Date;
}

export async function* parseGoogleXml(text: AsyncIterable<string>, options: GoogleXmlOptions): AsyncGenerator<ParsedFeedItem> {
	const reader = new ItemReader(options);
	for await (const chunk of text) {
		const failure = reader.write(chunk);
		yield* reader.take();
		if (failure) throw failure;
	}
	const failure = reader.close();
	yield* reader.take();
	if (failure) throw failure;
}

/** SAX events → finished items, queued until the generator hands them on (SAX callbacks cannot yield). */
class ItemReader {
	private readonly parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
	private readonly ready: ParsedFeedItem[] = [];
	private depth = 0;
	/** Items opened so far, the one being read included: the `itemsSeen` of a FeedFormatError. */
	private itemsSeen = 0;
	private itemDepth = 0;
	private fields: RawFeedFields | null = null;
	private ranks: Partial<Record<RawField, number>> = {};
	private field: { name: RawField; rank: number } | null = null;
	private fieldText = "";
	/** A `<g:shipping>` or `<g:free_shipping_threshold>` being read (its children are one entry). */
	private shipping: ShippingElement | null = null;
	private rootError: FeedFormatError | null = null;

	constructor(private readonly options: GoogleXmlOptions) {
		// XML knows five named entities; retailers write HTML's too ("Cr&egrave;me", "6 &times; 33 cl").
		// saxes reports any other as an error and keeps it as written, which one field's spelling must
		// not turn into a feed cut off there: each field is decoded by HTML's list as it closes.
		this.parser.on("error", (error) => {
			if (!error.message.includes("undefined entity")) throw error;
		});
		this.parser.on("opentag", (tag) => this.open(tag));
		this.parser.on("closetag", () => this.close_());
		this.parser.on("text", (value) => this.append(value));
		this.parser.on("cdata", (value) => this.append(value));
	}

	write(chunk: string): FeedFormatError | FeedLimitError | null {
		try {
			this.parser.write(chunk);
			return null;
		} catch (error) {
			return this.failure(error);
		}
	}

	close(): FeedFormatError | FeedLimitError | null {
		if (this.depth > 0) return new FeedFormatError({ code: "xml-cut-off", items: this.itemsSeen }, this.itemsSeen);
		try {
			this.parser.close();
			return null;
		} catch (error) {
			return this.failure(error);
		}
	}

	take(): ParsedFeedItem[] {
		return this.ready.splice(0, this.ready.length);
	}

	private failure(error: unknown): FeedFormatError | FeedLimitError {
		// Thrown from our own event handlers, through saxes.
		if (error instanceof FeedLimitError) return error;
		if (this.rootError) return this.rootError;
		const message = error instanceof Error ? error.message : String(error);
		return new FeedFormatError({ code: "not-xml", detail: message }, this.itemsSeen);
	}

	private open(tag: SaxesTagPlain): void {
		this.depth++;
		// saxes keeps every open element on a stack: nesting without end would grow it without end.
		if (this.depth > maxXmlDepth) throw new FeedLimitError({ code: "xml-too-deep", maxDepth: maxXmlDepth });
		const [prefix, local] = splitName(tag.name);
		if (this.depth === 1 && !ROOTS.has(local)) {
			this.rootError = new FeedFormatError({ code: "not-google-feed", root: tag.name }, 0);
			throw this.rootError;
		}
		if (!this.fields) {
			if (ITEMS.has(local)) {
				this.itemsSeen++;
				this.itemDepth = this.depth;
				this.fields = {};
				this.ranks = {};
			}
			return;
		}
		if (this.shipping && this.depth === this.itemDepth + 2) this.shipping.openChild(local);
		if (this.depth !== this.itemDepth + 1) return;
		const nested = shippingElements[local];
		if (nested) {
			this.shipping = new ShippingElement(nested);
			this.field = null;
			return;
		}
		const known = FIELDS[local];
		// The g: element wins over a plain one of the same name (Atom's <id> is the entry's URI).
		this.field = known ? { name: known[0], rank: known[1] * 2 + (prefix === "g" ? 0 : 1) } : null;
		this.fieldText = "";
		// Atom: <link rel="alternate" href="…"/>.
		const href = tag.attributes.href;
		if (this.field?.name === "link" && typeof href === "string" && (tag.attributes.rel ?? "alternate") === "alternate") {
			this.fieldText = href;
		}
	}

	private append(value: string): void {
		if (this.shipping && this.depth >= this.itemDepth + 1) {
			this.shipping.append(value);
			if (this.shipping.size > this.options.maxFieldBytes) {
				throw new FeedLimitError({ code: "field-too-large", maxBytes: this.options.maxFieldBytes });
			}
			return;
		}
		if (!this.field || this.depth < this.itemDepth + 1) return;
		this.fieldText += value;
		// A field gathers the text of every node inside it (<title>a<b>b</b>c</title>): each node was
		// measured, their sum is measured here.
		if (overByteLimit(this.fieldText, this.options.maxFieldBytes)) {
			throw new FeedLimitError({ code: "field-too-large", maxBytes: this.options.maxFieldBytes });
		}
	}

	private close_(): void {
		if (this.fields && this.shipping && this.depth === this.itemDepth + 2) {
			this.shipping.closeChild();
		} else if (this.fields && this.shipping && this.depth === this.itemDepth + 1) {
			this.addShippingEntry(this.fields, this.shipping);
			this.shipping = null;
		} else if (this.fields && this.depth === this.itemDepth + 1 && this.field) {
			const { name, rank } = this.field;
			const current = this.ranks[name];
			if (current === undefined || rank < current || (this.fields[name]?.trim() === "" && this.fieldText.trim() !== "")) {
				this.fields[name] = decodeEntities(this.fieldText);
				this.ranks[name] = rank;
			}
			this.field = null;
		} else if (this.fields && this.depth === this.itemDepth) {
			this.ready.push(validateRowWithShipping(this.fields, this.itemsSeen, this.options.defaultCurrency, this.options.now));
			this.fields = null;
		}
		this.depth--;
	}

	/** An item may list shipping per market and service: each element is one more entry, one per line. */
	private addShippingEntry(fields: RawFeedFields, element: ShippingElement): void {
		const entry = element.entry();
		if (entry === "") return;
		const { field } = element.kind;
		const joined = fields[field] ? `${fields[field]}\n${entry}` : entry;
		if (overByteLimit(joined, this.options.maxFieldBytes)) {
			throw new FeedLimitError({ code: "field-too-large", maxBytes: this.options.maxFieldBytes });
		}
		fields[field] = joined;
	}
}

function splitName(name: string): [prefix: string, local: string] {
	const colon = name.indexOf(":");
	return colon < 0 ? ["", name.toLowerCase()] : [name.slice(0, colon), name.slice(colon + 1).toLowerCase()];
}
