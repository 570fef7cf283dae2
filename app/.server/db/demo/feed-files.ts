// The bundled demo feed files' bytes (data/feeds/), rendered from the demo offers (./feeds.ts) in
// each retailer's format: Google Merchant XML, Adtraction and Awin CSV, and a small shop's
// semicolon CSV in ISO-8859-1. scripts/build-demo-feeds.ts writes them; a unit test checks the
// committed files are up to date.
import { type DemoFeed, type DemoOffer, demoOffers, demoProductType, demoRetailer } from "./feeds";

function xmlEscape(text: string): string {
	return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const money = (amount: number) => amount.toFixed(2);
const productType = (offer: DemoOffer) => demoProductType(offer.product);

function googleXml(feed: DemoFeed, offers: DemoOffer[]): string {
	const retailer = demoRetailer(feed);
	const items = offers.map((o) => {
		const p = o.product;
		const fields: [string, string][] = [
			["g:id", o.externalId],
			["title", p.name],
			["description", p.description],
			["link", o.url],
			["g:image_link", o.imageUrl],
			["g:price", `${money(o.price)} ${p.currency}`],
			["g:availability", p.available ? "in_stock" : "out_of_stock"],
			["g:brand", p.brand],
			["g:gtin", p.gtin],
			["g:product_type", productType(o)],
		];
		return `<item>\n${fields.map(([tag, value]) => `  <${tag}>${xmlEscape(value)}</${tag}>`).join("\n")}\n</item>`;
	});
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

function csv(delimiter: string, header: string[], rows: string[][]): string {
	const cell = (value: string) =>
		value.includes(delimiter) || /["\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value;
	return `${[header, ...rows].map((row) => row.map(cell).join(delimiter)).join("\n")}\n`;
}

/** Adtraction's product feed columns. */
function adtraction(offers: DemoOffer[]): string {
	return csv(
		",",
		[
			"SKU",
			"Name",
			"Description",
			"Price",
			"Currency",
			"Instock",
			"ProductUrl",
			"ImageUrl",
			"TrackingUrl",
			"Brand",
			"Ean",
			"Category",
		],
		offers.map((o) => [
			o.externalId,
			o.product.name,
			o.product.description,
			money(o.price),
			o.product.currency,
			o.product.available ? "yes" : "no",
			o.url,
			o.imageUrl,
			o.url,
			o.product.brand,
			o.product.gtin,
			productType(o),
		]),
	);
}

/** Awin's product feed columns. */
function awin(offers: DemoOffer[]): string {
	return csv(
		",",
		[
			"merchant_product_id",
			"product_name",
			"description",
			"aw_deep_link",
			"merchant_image_url",
			"search_price",
			"currency",
			"in_stock",
			"brand_name",
			"product_gtin",
			"merchant_category",
		],
		offers.map((o) => [
			o.externalId,
			o.product.name,
			o.product.description,
			o.url,
			o.imageUrl,
			money(o.price),
			o.product.currency,
			o.product.available ? "1" : "0",
			o.product.brand,
			o.product.gtin,
			productType(o),
		]),
	);
}

/** A small shop's own export: Google's field names, semicolons, Swedish prices and words. */
function semicolonCsv(offers: DemoOffer[]): string {
	return csv(
		";",
		["id", "title", "description", "link", "image_link", "price", "availability", "brand", "gtin", "product_type"],
		offers.map((o) => [
			o.externalId,
			o.product.name,
			o.product.description,
			o.url,
			o.imageUrl,
			`${money(o.price).replace(".", ",")} kr`,
			o.product.available ? "i lager" : "slutsåld",
			o.product.brand,
			o.product.gtin,
			productType(o),
		]),
	);
}

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
			return Buffer.from(adtraction(offers), "utf8");
		case "awin":
			return Buffer.from(awin(offers), "utf8");
		case "latin1-semicolon":
			return latin1(semicolonCsv(offers));
	}
}
