// A feed row's own shipping (app/.server/feeds/row-shipping.ts, ADR 052): Google Merchant's nested
// XML elements and text form, Awin's and Adtraction's amount columns; the feed's country's entry
// wins; an unreadable, foreign-currency or unbounded value rejects the row with its code. Awin's
// delivery time (ADR 063) and Google's handling and transit times (ADR 066) are read too; one that
// cannot be read only warns.
import { describe, expect, it } from "vitest";
import type { ParsedFeedItem } from "~/.server/feeds/feed-row";
import { type ParseFeedOptions, parseFeed } from "~/.server/feeds/parse-feed";
import { rowShipping } from "~/.server/feeds/row-shipping";

async function parse(text: string, options: ParseFeedOptions): Promise<ParsedFeedItem[]> {
	const items: ParsedFeedItem[] = [];
	async function* bytes() {
		yield new TextEncoder().encode(text);
	}
	for await (const item of parseFeed(bytes(), options)) items.push(item);
	return items;
}

const item = (id: string, extra: string) =>
	`<item><g:id>${id}</g:id><title>Marabou 200 g</title><link>https://godis.example/${id}</link><g:price>34.90 SEK</g:price>${extra}</item>`;
const feed = (items: string[]) =>
	`<?xml version="1.0"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>${items.join("")}</channel></rss>`;

describe("Google Merchant XML shipping", () => {
	it("takes the feed's country's entry, the cheapest service, the threshold for the country, and rejects what it cannot read", async () => {
		const items = await parse(
			feed([
				item(
					"A",
					`<g:shipping><g:country>NO</g:country><g:price>99 NOK</g:price></g:shipping>
					 <g:shipping><g:country>SE</g:country><g:service>Express</g:service><g:price>89.00 SEK</g:price></g:shipping>
					 <g:shipping><g:country>SE</g:country><g:service>Standard</g:service><g:price>49.00 SEK</g:price></g:shipping>
					 <g:free_shipping_threshold><g:country>NO</g:country><g:price_threshold>699 NOK</g:price_threshold></g:free_shipping_threshold>
					 <g:free_shipping_threshold><g:country>SE</g:country><g:price_threshold>399 SEK</g:price_threshold></g:free_shipping_threshold>`,
				),
				item("B", "<g:shipping><g:price>29 SEK</g:price></g:shipping>"),
				item("C", "<g:shipping><g:country>NO</g:country><g:price>99 NOK</g:price></g:shipping>"),
				item("D", "<g:shipping>SE:::59,00 SEK</g:shipping>"),
				item("E", ""),
				item("F", "<g:shipping><g:country>SE</g:country><g:price>ring oss</g:price></g:shipping>"),
				item("G", "<g:shipping><g:country>SE</g:country><g:price>49 EUR</g:price></g:shipping>"),
				item("H", "<g:shipping><g:country>SE</g:country><g:price>10000.01 SEK</g:price></g:shipping>"),
				item(
					"I",
					"<g:free_shipping_threshold><g:country>SE</g:country><g:price_threshold>0</g:price_threshold></g:free_shipping_threshold>",
				),
			]),
			{ format: "google_xml", defaultCurrency: "SEK" },
		);
		const shipping = items.map((parsed) =>
			parsed.ok
				? [parsed.row.externalId, parsed.row.shippingFee ?? null, parsed.row.freeShippingOver ?? null]
				: [parsed.rejected.externalId, parsed.rejected.problem],
		);
		expect(shipping).toEqual([
			["A", 49, 399],
			["B", 29, null],
			["C", null, null],
			["D", 59, null],
			["E", null, null],
			["F", { code: "invalid-shipping", value: "SE:::ring oss" }],
			["G", { code: "invalid-shipping", value: "SE:::49 EUR" }],
			["H", { code: "invalid-shipping", value: "SE:::10000.01 SEK" }],
			["I", { code: "invalid-free-shipping-threshold", value: "SE:0" }],
		]);
	});

	it("adds the handling and transit times of the service whose fee it takes; the entry's handling wins over the item's", async () => {
		const times = (min: string, max: string, minTransit: string, maxTransit: string) =>
			`<g:min_handling_time>${min}</g:min_handling_time><g:max_handling_time>${max}</g:max_handling_time>` +
			`<g:min_transit_time>${minTransit}</g:min_transit_time><g:max_transit_time>${maxTransit}</g:max_transit_time>`;
		const items = await parse(
			feed([
				// The Swedish standard service: its fee and its days (0–1 handling + 1–3 transit).
				item(
					"A",
					`<g:shipping><g:country>NO</g:country><g:price>99 NOK</g:price>${times("0", "0", "1", "1")}</g:shipping>
					 <g:shipping><g:country>SE</g:country><g:service>Express</g:service><g:price>89 SEK</g:price>${times("0", "0", "1", "1")}</g:shipping>
					 <g:shipping><g:country>SE</g:country><g:service>Standard</g:service><g:price>49 SEK</g:price>${times("0", "1", "1", "3")}</g:shipping>`,
				),
				// Transit in the entry, handling on the item; the most alone is both ends.
				item(
					"B",
					"<g:max_handling_time>2</g:max_handling_time><g:shipping><g:country>SE</g:country><g:price>29 SEK</g:price><g:min_transit_time>1</g:min_transit_time><g:max_transit_time>2</g:max_transit_time></g:shipping>",
				),
				// The entry's own handling over the item's.
				item(
					"C",
					`<g:min_handling_time>5</g:min_handling_time><g:max_handling_time>9</g:max_handling_time><g:shipping><g:country>SE</g:country><g:price>29 SEK</g:price>${times("1", "1", "2", "2")}</g:shipping>`,
				),
				// A handling time alone says when it leaves, not when it arrives.
				item(
					"D",
					"<g:max_handling_time>2</g:max_handling_time><g:shipping><g:country>SE</g:country><g:price>29 SEK</g:price></g:shipping>",
				),
				// Times it cannot read: the row keeps its fee and the shop's days, with a warning.
				item("E", `<g:shipping><g:country>SE</g:country><g:price>29 SEK</g:price>${times("", "", "3", "1")}</g:shipping>`),
				item("F", `<g:shipping><g:country>SE</g:country><g:price>29 SEK</g:price>${times("", "", "1,5", "2")}</g:shipping>`),
				item("G", `<g:shipping><g:country>SE</g:country><g:price>29 SEK</g:price>${times("30", "31", "30", "30")}</g:shipping>`),
			]),
			{ format: "google_xml", defaultCurrency: "SEK" },
		);
		expect(
			items.map((parsed) =>
				parsed.ok
					? [parsed.row.externalId, parsed.row.shippingFee, parsed.row.deliveryDays ?? null, parsed.warnings ?? []]
					: parsed,
			),
		).toEqual([
			["A", 49, { min: 1, max: 4 }, []],
			["B", 29, { min: 3, max: 4 }, []],
			["C", 29, { min: 3, max: 3 }, []],
			["D", 29, null, []],
			["E", 29, null, [{ code: "shipping-times-unreadable", value: "SE:::29 SEK:::3:1" }]],
			["F", 29, null, [{ code: "shipping-times-unreadable", value: "SE:::29 SEK:::1,5:2" }]],
			["G", 29, null, [{ code: "shipping-times-unreadable", value: "SE:::29 SEK:30:31:30:30" }]],
		]);
	});
});

describe("CSV shipping columns", () => {
	it("reads Google's text form, Awin's delivery_cost and Adtraction's Shipping", async () => {
		const google = await parse(
			'id,title,link,price,shipping,free_shipping_threshold\nG1,Daim 200 g,https://g.example/1,39.90 NOK,"SE:::49 SEK,NO::Standard:79,00 NOK",NO:699 NOK\n',
			{ format: "csv", defaultCurrency: "NOK" },
		);
		const awin = await parse(
			"aw_product_id,product_name,merchant_deep_link,search_price,currency,delivery_cost,delivery_time\nA1,Daim 200 g,https://a.example/1,39.90,SEK,4.99,1-3 dagar\nA2,Daim 400 g,https://a.example/2,59.90,SEK,,\n",
			{ format: "csv", defaultCurrency: "SEK" },
		);
		const adtraction = await parse(
			"SKU;Name;Price;Shipping;Currency;ProductUrl\nT1;Daim 200 g;39,90;49,00;SEK;https://t.example/1\nT2;Daim 400 g;59,90;-5;SEK;https://t.example/2\n",
			{ format: "csv", defaultCurrency: "SEK" },
		);
		const summary = (items: ParsedFeedItem[]) =>
			items.map((parsed) =>
				parsed.ok ? [parsed.row.shippingFee ?? null, parsed.row.freeShippingOver ?? null] : parsed.rejected.problem.code,
			);
		expect(summary(google)).toEqual([[79, 699]]);
		expect(summary(awin)).toEqual([
			[4.99, null],
			[null, null],
		]);
		expect(summary(adtraction)).toEqual([[49, null], "invalid-shipping"]);
	});

	it("reads Google's text form with its times: the amount is the fourth part, not the last", async () => {
		const google = await parse(
			[
				"id,title,link,price,shipping,max_handling_time",
				'G1,Daim 200 g,https://g.example/1,39.90 SEK,"SE::Standard:49.00 SEK:0:1:1:3,SE::Express:89,00 SEK:0:0:1:1",',
				"G2,Daim 400 g,https://g.example/2,59.90 SEK,SE:::29 SEK:::2:3,1",
			].join("\n"),
			{ format: "csv", defaultCurrency: "SEK" },
		);
		expect(google.map((parsed) => (parsed.ok ? [parsed.row.shippingFee, parsed.row.deliveryDays] : parsed))).toEqual([
			[49, { min: 1, max: 4 }],
			[29, { min: 3, max: 4 }],
		]);
	});

	it("reads Awin's delivery_time as the row's own days; a time it cannot read is a warning, not a rejection", async () => {
		const awin = await parse(
			[
				"aw_product_id,product_name,merchant_deep_link,search_price,currency,delivery_time",
				"A1,Daim 200 g,https://a.example/1,39.90,SEK,1-3 dagar",
				"A2,Daim 400 g,https://a.example/2,59.90,SEK,",
				"A3,Daim 600 g,https://a.example/3,79.90,SEK,Skickas snart",
			].join("\n"),
			{ format: "csv", defaultCurrency: "SEK" },
		);
		expect(
			awin.map((parsed) => (parsed.ok ? [parsed.row.deliveryDays ?? null, parsed.warnings ?? []] : parsed.rejected.problem)),
		).toEqual([
			[{ min: 1, max: 3 }, []],
			[null, []],
			[null, [{ code: "delivery-time-unreadable", value: "Skickas snart" }]],
		]);
	});

	it("bounds: 0 and 10 000 are fees, a threshold of 100 000 is one and 100 000.01 is not", () => {
		expect(rowShipping({ shipping: "0", freeShippingThreshold: "100000" }, "SEK", "SEK")).toEqual({
			fee: 0,
			freeOver: 100_000,
			deliveryDays: null,
		});
		expect(rowShipping({ shipping: "10000" }, "SEK", "SEK")).toEqual({ fee: 10_000, freeOver: null, deliveryDays: null });
		expect(rowShipping({ freeShippingThreshold: "SE:100000.01 SEK" }, "SEK", "SEK")).toEqual({
			problem: { code: "invalid-free-shipping-threshold", value: "SE:100000.01 SEK" },
		});
	});
});
