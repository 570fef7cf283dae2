// One feed item's fields as the file wrote them, before validation: what both parsers (Google XML,
// CSV) produce and validateRow reads. `undefined` means the feed has no such column/element at all;
// "" means it has one and this row left it empty (the difference matters for availability).

export interface RawFeedFields {
	id?: string;
	title?: string;
	description?: string;
	/** The product page at the retailer. */
	link?: string;
	/** An affiliate network's tracking link: preferred over `link` when present. */
	trackingUrl?: string;
	imageLink?: string;
	/** "12.90 SEK", "12,90", "1 234,50 kr". */
	price?: string;
	/** Used when lower than `price`, and within `salePriceEffectiveDate` when one is given. */
	salePrice?: string;
	/** Google's ISO 8601 interval in which the sale price applies ("2026-11-20T00:00+0100/2026-11-30T23:59+0100"). */
	salePriceEffectiveDate?: string;
	/** A separate currency column (Adtraction, Awin); a currency in the price text wins. */
	currency?: string;
	availability?: string;
	brand?: string;
	gtin?: string;
	productType?: string;
	/** A size or weight column ("200 g"; a clothing size such as "One size" is no pack size). */
	size?: string;
	/** Google's `unit_pricing_measure`, the measure the product is sold in ("125 ml", "1.5 kg"). */
	unitPricingMeasure?: string;
	/** The row's own shipping: Google's "SE::Standard:49 SEK" entries (one per line or comma), or an amount. */
	shipping?: string;
	/** Google's "SE:299 SEK" entries. */
	freeShippingThreshold?: string;
	/** Awin's delivery time as the shop words it: "1-3 dagar", "24h". */
	deliveryTime?: string;
	/** Google's handling time for the item, in working days (a shipping entry's own wins). */
	minHandlingTime?: string;
	maxHandlingTime?: string;
}

export type RawField = keyof RawFeedFields;
