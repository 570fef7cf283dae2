// A CSV feed's header → which column fills which field. Accepts Google's field names and the Nordic
// affiliate networks' (Adtraction, Awin) without configuration, case-insensitively; a feed's own
// column mapping ({ field: "Header name" }) overrides.

import { FeedFormatError } from "./feed-row";
import type { RawField } from "./raw-fields";

/** Headers each field accepts, best first (normalised: lower case, letters and digits only). */
const ALIASES: Record<RawField, string[]> = {
	// Google: id, title, … · Adtraction: SKU, Name, … · Awin: aw_product_id, product_name, …
	id: ["id", "sku", "awproductid", "merchantproductid", "productid"],
	title: ["title", "name", "productname"],
	description: ["description", "productshortdescription", "shortdescription"],
	link: ["link", "producturl", "merchantdeeplink", "url"],
	trackingUrl: ["trackingurl", "awdeeplink", "deeplink"],
	imageLink: ["imagelink", "imageurl", "merchantimageurl", "awimageurl", "largeimage"],
	price: ["price", "searchprice", "storeprice"],
	salePrice: ["saleprice"],
	salePriceEffectiveDate: ["salepriceeffectivedate"],
	currency: ["currency"],
	availability: ["availability", "instock", "stockstatus"],
	brand: ["brand", "brandname", "manufacturer"],
	gtin: ["gtin", "ean", "productgtin", "upc"],
	productType: ["producttype", "category", "merchantcategory", "categoryname", "googleproductcategory"],
	size: ["size", "weight"],
	unitPricingMeasure: ["unitpricingmeasure"],
	// Google: shipping, free_shipping_threshold · Awin: delivery_cost · Adtraction: Shipping.
	shipping: ["shipping", "deliverycost", "shippingcost", "shippingprice", "shippingfee"],
	freeShippingThreshold: ["freeshippingthreshold"],
	// Awin: delivery_time.
	deliveryTime: ["deliverytime"],
	// Google: min_handling_time, max_handling_time.
	minHandlingTime: ["minhandlingtime"],
	maxHandlingTime: ["maxhandlingtime"],
};

/** Fields a CSV must map for any row to be usable: without them the file is not a feed we can read. */
const REQUIRED: RawField[] = ["id", "title", "price"];

/**
 * Each field's columns, best first. A field takes the first of them the row fills: Awin feeds carry
 * both `in_stock` and `stock_status`, `ean` and `product_GTIN`, and a row often leaves the first empty.
 */
export type ColumnMap = Partial<Record<RawField, number[]>>;

/** "Image Link", "image_link", "g:image_link" → "imagelink". */
export function normaliseHeader(header: string): string {
	return header
		.trim()
		.toLowerCase()
		.replace(/^g:/, "")
		.replace(/[^\p{L}\d]/gu, "");
}

/** The field an override key names: our own names ("imageLink") or Google's ("image_link"). */
function fieldFor(key: string): RawField | null {
	const wanted = normaliseHeader(key);
	for (const field of Object.keys(ALIASES) as RawField[]) {
		if (normaliseHeader(field) === wanted || ALIASES[field][0] === wanted) return field;
	}
	return null;
}

export function mapColumns(headers: string[], override?: Record<string, string> | null): ColumnMap {
	const positions = new Map<string, number>();
	headers.forEach((header, index) => {
		const name = normaliseHeader(header);
		if (!positions.has(name)) positions.set(name, index);
	});
	const map: ColumnMap = {};
	for (const field of Object.keys(ALIASES) as RawField[]) {
		const found = ALIASES[field].flatMap((name) => {
			const position = positions.get(name);
			return position === undefined ? [] : [position];
		});
		if (found.length > 0) map[field] = found;
	}
	for (const [key, header] of Object.entries(override ?? {})) {
		const field = fieldFor(key);
		if (!field || !header) continue;
		const position = positions.get(normaliseHeader(header));
		if (position === undefined) throw new FeedFormatError({ code: "mapped-column-missing", column: header }, 0);
		// The operator named the column: it alone fills the field.
		map[field] = [position];
	}
	const missing = REQUIRED.filter((field) => map[field] === undefined);
	if (map.link === undefined && map.trackingUrl === undefined) missing.push("link");
	if (missing.length > 0) throw new FeedFormatError({ code: "unknown-columns", columns: missing }, 0);
	return map;
}
