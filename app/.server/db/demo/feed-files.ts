// The bundled demo feed files' bytes (data/feeds/), rendered from the demo offers (./feeds.ts) in
// each retailer's format: Google Merchant XML, Adtraction and Awin CSV, and a small shop's
// semicolon CSV in ISO-8859-1. scripts/build-demo-feeds.ts writes them; a unit test checks the
// committed files are up to date.
import { type DemoFeed, type DemoOffer, demoOffers, demoProductType, demoRetailer } from "./feeds";

function xmlEscape(text: string): string {
	return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const money = (amount: number) => amount.toFixed(2);

/** A feed's field: its name in the file and the offer's value. */
type Column = [name: string, value: (offer: DemoOffer) => string];

// The values every dialect carries, whatever it calls them.
const id = (o: DemoOffer) => o.externalId;
const title = (o: DemoOffer) => o.product.name;
const description = (o: DemoOffer) => o.product.description;
const link = (o: DemoOffer) => o.url;
const image = (o: DemoOffer) => o.imageUrl;
const price = (o: DemoOffer) => money(o.price);
const currency = (o: DemoOffer) => o.product.currency;
const brand = (o: DemoOffer) => o.product.brand;
const gtin = (o: DemoOffer) => o.product.gtin;
const productType = (o: DemoOffer) => demoProductType(o.product);
const inStock = (yes: string, no: string) => (o: DemoOffer) => (o.product.available ? yes : no);

const googleColumns: Column[] = [
	["g:id", id],
	["title", title],
	["description", description],
	["link", link],
	["g:image_link", image],
	["g:price", (o) => `${price(o)} ${currency(o)}`],
	["g:availability", inStock("in_stock", "out_of_stock")],
	["g:brand", brand],
	["g:gtin", gtin],
	["g:product_type", productType],
];

function googleXml(feed: DemoFeed, offers: DemoOffer[]): string {
	const retailer = demoRetailer(feed);
	const items = offers.map(
		(o) => `<item>\n${googleColumns.map(([tag, value]) => `  <${tag}>${xmlEscape(value(o))}</${tag}>`).join("\n")}\n</item>`,
	);
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
		"<channel>",
		`<title>${xmlEscape(retailer.name)}</title>`,
		`<link>${retailer.websiteUrl}</link>`,
		`<description>${xmlEscape(`${retailer.name}: produktflöde (demo)`)}</description>`,
		...items,
		"</channel>",
		"</rss>",
		"",
	].join("\n");
}

function csv(delimiter: string, columns: Column[], offers: DemoOffer[]): string {
	const cell = (value: string) =>
		value.includes(delimiter) || /["\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value;
	const rows = [columns.map(([name]) => name), ...offers.map((o) => columns.map(([, value]) => value(o)))];
	return `${rows.map((row) => row.map(cell).join(delimiter)).join("\n")}\n`;
}

/** Adtraction's product feed columns. */
const adtractionColumns: Column[] = [
	["SKU", id],
	["Name", title],
	["Description", description],
	["Price", price],
	["Currency", currency],
	["Instock", inStock("yes", "no")],
	["ProductUrl", link],
	["ImageUrl", image],
	["TrackingUrl", link],
	["Brand", brand],
	["Ean", gtin],
	["Category", productType],
];

/** Awin's product feed columns. */
const awinColumns: Column[] = [
	["merchant_product_id", id],
	["product_name", title],
	["description", description],
	["aw_deep_link", link],
	["merchant_image_url", image],
	["search_price", price],
	["currency", currency],
	["in_stock", inStock("1", "0")],
	["brand_name", brand],
	["product_gtin", gtin],
	["merchant_category", productType],
];

/** A small shop's own export: Google's field names, semicolons, Swedish prices and words. */
const semicolonColumns: Column[] = [
	["id", id],
	["title", title],
	["description", description],
	["link", link],
	["image_link", image],
	["price", (o) => `${price(o).replace(".", ",")} kr`],
	["availability", inStock("i lager", "slutsåld")],
	["brand", brand],
	["gtin", gtin],
	["product_type", productType],
];

const latin1Fallbacks: Record<string, string> = { "–": "-", "—": "-", "’": "'", "‘": "'", "“": '"', "”": '"', "…": "..." };

/** ISO-8859-1 bytes; characters it lacks are written the way such shops do (– as -). */
function latin1(text: string): Buffer {
	const mapped = [...text].map((ch) => ((ch.codePointAt(0) ?? 0) > 0xff ? (latin1Fallbacks[ch] ?? "?") : ch)).join("");
	return Buffer.from(mapped, "latin1");
}

/** The bytes of one demo feed file, as data/feeds/ holds it. */
export function renderDemoFeed(feed: DemoFeed): Buffer {
	const offers = demoOffers(feed);
	switch (feed.dialect) {
		case "google-xml":
			return Buffer.from(googleXml(feed, offers), "utf8");
		case "adtraction":
			return Buffer.from(csv(",", adtractionColumns, offers), "utf8");
		case "awin":
			return Buffer.from(csv(",", awinColumns, offers), "utf8");
		case "latin1-semicolon":
			return latin1(csv(";", semicolonColumns, offers));
	}
}
