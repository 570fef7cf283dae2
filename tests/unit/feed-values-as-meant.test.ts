// A feed's values read as the formats mean them (ADR 072): a sale price within its dates only, the
// first filled of a field's columns, every HTML entity, whole-crown prices, a price no shelf holds,
// free shipping in words, a pack size where one is given, a stray byte in a UTF-8 file, stock in the
// shops' own words. Each case
// is what a retailer's file really says; what the row becomes is what a shopper would be shown.
import { describe, expect, it } from "vitest";
import type { ParsedFeedItem } from "~/.server/feeds/feed-row";
import { type ParseFeedOptions, parseFeed } from "~/.server/feeds/parse-feed";
import { parseAvailability, parsePrice, stripHtml, validateRow } from "~/.server/feeds/row-values";
import { adminText } from "~/i18n/admin-t";
import { feedProblemText } from "~/lib/feed-problem-text";

async function parse(bytes: Uint8Array, options: ParseFeedOptions): Promise<ParsedFeedItem[]> {
	const items: ParsedFeedItem[] = [];
	async function* source() {
		yield bytes;
	}
	for await (const item of parseFeed(source(), options)) items.push(item);
	return items;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

const googleFeed = (items: string[]) =>
	utf8(
		`<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>${items.join("")}</channel></rss>`,
	);

const saleItem = (id: string, dates: string) =>
	`<item><g:id>${id}</g:id><title>Daim 200 g</title><link>https://godis.example/${id}</link><g:price>29.90 SEK</g:price>` +
	`<g:sale_price>19.90 SEK</g:sale_price>${dates ? `<g:sale_price_effective_date>${dates}</g:sale_price_effective_date>` : ""}</item>`;

describe("a sale price's dates", () => {
	it("takes the sale price only within them; dates it cannot read keep the regular price and warn", async () => {
		const items = await parse(
			googleFeed([
				saleItem("undated", ""),
				saleItem("now", "2026-11-20T00:00+0100/2026-11-30T23:59+0100"),
				saleItem("ended", "2026-01-01T00:00Z/2026-01-31T23:59Z"),
				saleItem("coming", "2026-12-01T00:00:00+01:00/2026-12-24T00:00:00+01:00"),
				saleItem("whole days", "2026-11-20/2026-11-26"),
				saleItem("unreadable", "från måndag"),
			]),
			{ format: "google_xml", defaultCurrency: "SEK", now: new Date("2026-11-26T12:00:00Z") },
		);
		expect(
			items.map((item) =>
				item.ok ? [item.row.externalId, item.row.price, (item.warnings ?? []).map(feedProblemText).map(adminText)] : item,
			),
		).toEqual([
			["undated", 19.9, []],
			["now", 19.9, []],
			["ended", 29.9, []],
			["coming", 29.9, []],
			// The window's last day is part of it.
			["whole days", 19.9, []],
			[
				"unreadable",
				29.9,
				[
					"Reaprisets datum ”från måndag” gick inte att läsa (väntat: start/slut, t.ex. 2026-11-20T00:00+0100/2026-11-30T23:59+0100). Ordinarie pris används",
				],
			],
		]);
	});

	it("is read from a CSV column too", () => {
		const raw = {
			id: "1",
			title: "Daim 200 g",
			link: "https://godis.example/1",
			price: "29,90",
			salePrice: "19,90",
			salePriceEffectiveDate: "2026-01-01T00:00Z/2026-01-31T23:59Z",
		};
		const row = (now: string) => {
			const item = validateRow(raw, 1, "SEK", new Date(now));
			return item.ok ? item.row.price : item;
		};
		expect([row("2026-01-15T12:00:00Z"), row("2026-02-01T00:00:00Z")]).toEqual([19.9, 29.9]);
	});
});

describe("a field with several columns", () => {
	it("takes the first the row fills: Awin's stock_status where in_stock is empty, product_GTIN where ean is", async () => {
		const csv = [
			"aw_product_id,product_name,merchant_deep_link,search_price,currency,in_stock,stock_status,ean,product_GTIN,delivery_cost",
			"A1,Daim 200 g,https://a.example/1,19.90,SEK,,in stock,,7310511210502,Free",
			"A2,Daim 400 g,https://a.example/2,29.90,SEK,0,in stock,7310511210519,,Gratis",
			"A3,Daim 600 g,https://a.example/3,39.90,SEK,,,,,",
		].join("\n");
		const items = await parse(utf8(csv), { format: "csv", defaultCurrency: "SEK" });
		expect(
			items.map((item) =>
				item.ok ? [item.row.availability, item.row.gtin, item.row.shippingFee ?? null] : item.rejected.problem.code,
			),
		).toEqual([["in_stock", "7310511210502", 0], ["out_of_stock", "7310511210519", 0], "missing-availability"]);
	});

	it("takes only the column the operator mapped", async () => {
		const csv = ["id,title,link,price,availability,lager", "1,Daim 200 g,https://a.example/1,19.90,,in stock"].join("\n");
		const mapped = await parse(utf8(csv), { format: "csv", defaultCurrency: "SEK", columnMapping: { availability: "lager" } });
		expect(mapped.map((item) => (item.ok ? item.row.availability : item.rejected.problem.code))).toEqual(["in_stock"]);
	});
});

describe("HTML entities", () => {
	it("reads every entity HTML names, so one spelling does not cut an XML feed off at its item", async () => {
		const item = (id: string, title: string, description = "") =>
			`<item><g:id>${id}</g:id><title>${title}</title><link>https://godis.example/${id}</link><g:price>1&nbsp;299,00&nbsp;SEK</g:price>${description}</item>`;
		const items = await parse(
			googleFeed([
				item("1", "Daim"),
				item(
					"2",
					"Cr&egrave;me br&ucirc;l&eacute;e 6 &times; 33 cl",
					"<description>&lt;p&gt;Lakrits &amp;amp; salt&lt;/p&gt;</description>",
				),
				item("3", "Sm&oslash;rbr&oslash;d &szlig;"),
			]),
			{ format: "google_xml", defaultCurrency: "SEK" },
		);
		expect(items.map((parsed) => (parsed.ok ? [parsed.row.title, parsed.row.price, parsed.row.description] : parsed))).toEqual([
			["Daim", 1299, null],
			["Crème brûlée 6 × 33 cl", 1299, "Lakrits & salt"],
			["Smørbrød ß", 1299, null],
		]);
	});

	it("strips a description's tags also where the feed escaped them, and keeps what only looks like one", () => {
		expect(stripHtml("&lt;p&gt;Lakrits &amp; salt&lt;/p&gt;&lt;br/&gt;Nu 3 &lt; 5 kr")).toBe("Lakrits & salt Nu 3 < 5 kr");
		expect(stripHtml("AT&T &copy2020 M&amp;M&#39;s")).toBe("AT&T &copy2020 M&M's");
	});
});

describe("prices", () => {
	it("reads whole crowns with thousands ('1.299,-' is 1 299, not 1,30)", () => {
		expect(["1.299,-", "1 299:-", "29:-", "2.499.-", "12,50"].map((text) => parsePrice(text)?.amount)).toEqual([
			1299, 1299, 29, 2499, 12.5,
		]);
	});

	it("rejects a price no shelf holds, as one row, with words for the operator", () => {
		const item = validateRow({ id: "1", title: "Daim", link: "https://a.example/1", price: "7310511210501 SEK" }, 1, "SEK");
		expect(item.ok ? item.row : adminText(feedProblemText(item.rejected.problem))).toBe(
			"Priset är orimligt högt (troligen en felläst kolumn): 7310511210501 SEK",
		);
	});
});

describe("a pack size", () => {
	it("is Google's unit_pricing_measure, else a size that reads as one, else the title's", async () => {
		const item = (id: string, title: string, extra: string) =>
			`<item><g:id>${id}</g:id><title>${title}</title><link>https://godis.example/${id}</link><g:price>29 SEK</g:price>${extra}</item>`;
		const xml = await parse(
			googleFeed([
				item("1", "Lakritsmix", "<g:size>One size</g:size><g:unit_pricing_measure>500 g</g:unit_pricing_measure>"),
				item("2", "Lakritsmix", "<g:size>250 g</g:size>"),
				item("3", "Lakritsmix 1 kg", "<g:size>One size</g:size>"),
			]),
			{ format: "google_xml", defaultCurrency: "SEK" },
		);
		const csv = await parse(
			utf8("id,title,link,price,size,unit_pricing_measure\n4,Lakritsmix,https://a.example/4,29,One size,750 g\n"),
			{ format: "csv", defaultCurrency: "SEK" },
		);
		expect([...xml, ...csv].map((parsed) => (parsed.ok ? parsed.row.size : parsed))).toEqual([
			{ value: 500, unit: "g" },
			{ value: 250, unit: "g" },
			{ value: 1, unit: "kg" },
			{ value: 750, unit: "g" },
		]);
	});
});

describe("stock in the shops' own words", () => {
	it("reads Swedish and Norwegian phrases", () => {
		expect(
			["Finns i lager", "På lager", "Slut i lager", "Ej i lager", "Tillfälligt slut", "Ikke på lager", "Midlertidig utsolgt"].map(
				parseAvailability,
			),
		).toEqual(["in_stock", "in_stock", "out_of_stock", "out_of_stock", "out_of_stock", "out_of_stock", "out_of_stock"]);
	});
});

describe("a UTF-8 file with a stray byte", () => {
	it("reads that byte as Latin-1 and the rest still as UTF-8", async () => {
		const bytes = new Uint8Array([
			...utf8("id,title,link,price\n1,Mjölk 1,https://a.example/1,10\n2,Caf"),
			0xe9,
			...utf8(" 2,https://a.example/2,10\n3,Mjölk 3,https://a.example/3,10\n"),
		]);
		const items = await parse(bytes, { format: "csv", defaultCurrency: "SEK" });
		expect(items.map((item) => (item.ok ? item.row.title : item))).toEqual(["Mjölk 1", "Café 2", "Mjölk 3"]);
	});
});
