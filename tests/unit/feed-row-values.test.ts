import { describe, expect, it } from "vitest";
import { scanUtf8 } from "~/.server/feeds/decode";
import type { RowProblem } from "~/.server/feeds/problems";
import { hasMarkup, httpUrl, parseAvailability, parsePrice, stripHtml, validateRow } from "~/.server/feeds/row-values";
import { adminText } from "~/i18n/admin-t";
import { feedProblemText } from "~/lib/feed-problem-text";
import { parseSize } from "~/lib/parse-size";

const good = {
	id: "sku-1",
	title: "Marabou Mjölkchoklad 200 g",
	link: "https://butik.example/marabou",
	price: "29.90 SEK",
};

describe("feed prices", () => {
	it("reads Google, Nordic and plain prices", () => {
		expect(parsePrice("12.90 SEK")).toEqual({ amount: 12.9, currency: "SEK" });
		expect(parsePrice("12,90")).toEqual({ amount: 12.9 });
		expect(parsePrice("1 234,50 kr")).toEqual({ amount: 1234.5 });
		expect(parsePrice("1\u00a0234,50 kr")).toEqual({ amount: 1234.5 });
		expect(parsePrice("12.90")).toEqual({ amount: 12.9 });
		expect(parsePrice("NOK 29,90")).toEqual({ amount: 29.9, currency: "NOK" });
		expect(parsePrice("29:-")).toEqual({ amount: 29 });
		expect(parsePrice("1.234,50 SEK")).toEqual({ amount: 1234.5, currency: "SEK" });
		expect(parsePrice("1,234.50")).toEqual({ amount: 1234.5 });
		expect(parsePrice("0")).toEqual({ amount: 0 });
		expect(parsePrice("-5.00 SEK")).toEqual({ amount: -5, currency: "SEK" });
	});

	it("refuses what is not a price", () => {
		for (const text of ["", "gratis", "12.90 SEKK", "12,", "abc 12", "12 34 56 7x", "javascript:alert(1)"]) {
			expect(parsePrice(text), text).toBeNull();
		}
	});
});

describe("feed availability", () => {
	it("reads every dialect the networks use", () => {
		const cases: Record<string, string> = {
			in_stock: "in_stock",
			"in stock": "in_stock",
			InStock: "in_stock",
			"https://schema.org/InStock": "in_stock",
			yes: "in_stock",
			true: "in_stock",
			"1": "in_stock",
			ja: "in_stock",
			out_of_stock: "out_of_stock",
			"out of stock": "out_of_stock",
			no: "out_of_stock",
			false: "out_of_stock",
			"0": "out_of_stock",
			Nej: "out_of_stock",
			preorder: "preorder",
			"pre-order": "preorder",
			backorder: "backorder",
		};
		for (const [text, expected] of Object.entries(cases)) expect(parseAvailability(text), text).toBe(expected);
	});

	it("knows when it does not know", () => {
		expect(parseAvailability("maybe")).toBeNull();
		expect(parseAvailability("")).toBeNull();
	});
});

describe("a row's GTIN", () => {
	it("is read in its normal form: the UPC-12 and GTIN-14 of an item as its EAN-13 (ADR 048)", () => {
		const gtinOf = (gtin: string) => {
			const item = validateRow({ ...good, gtin }, 1, "SEK");
			return item.ok ? { gtin: item.row.gtin, warnings: item.warnings } : null;
		};
		expect(gtinOf(" 7310511210502 ")).toEqual({ gtin: "7310511210502", warnings: undefined });
		expect(gtinOf("07310511210502")).toEqual({ gtin: "7310511210502", warnings: undefined });
		expect(gtinOf("036000291452")).toEqual({ gtin: "0036000291452", warnings: undefined });
		expect(gtinOf("")).toEqual({ gtin: null, warnings: undefined });
	});

	it("is left out when it cannot match, and the row is imported with the problem, which the admin pages word", () => {
		const cases: [string, RowProblem, string][] = [
			[
				"7310511210503",
				{ code: "gtin-check-digit", value: "7310511210503" },
				"GTIN 7310511210503 ignorerades: kontrollsiffran stämmer inte. Raden matchades på märke, namn och storlek",
			],
			[
				"731051121050X",
				{ code: "gtin-malformed", value: "731051121050X" },
				"GTIN 731051121050X ignorerades: ett GTIN har 8, 12, 13 eller 14 siffror. Raden matchades på märke, namn och storlek",
			],
			[
				" 2012345678903 ",
				{ code: "gtin-restricted", value: "2012345678903" },
				"GTIN 2012345678903 ignorerades: det är ett butiksinternt nummer som inte är unikt mellan butiker. Raden matchades på märke, namn och storlek",
			],
		];
		for (const [gtin, problem, words] of cases) {
			const item = validateRow({ ...good, gtin }, 3, "SEK");
			expect(item.ok, gtin).toBe(true);
			if (!item.ok) continue;
			expect(item.row.gtin).toBeNull();
			expect(item.row.title).toBe(good.title);
			expect(item.warnings).toEqual([problem]);
			expect(adminText(feedProblemText(problem))).toBe(words);
		}
	});
});

describe("pack size", () => {
	it("reads sizes from a size column or a title", () => {
		expect(parseSize("200 g")).toEqual({ value: 200, unit: "g" });
		expect(parseSize("200g")).toEqual({ value: 200, unit: "g" });
		expect(parseSize("1,5 l")).toEqual({ value: 1.5, unit: "l" });
		expect(parseSize("1.5kg")).toEqual({ value: 1.5, unit: "kg" });
		expect(parseSize("33 cl")).toEqual({ value: 330, unit: "ml" });
		expect(parseSize("500 ml")).toEqual({ value: 500, unit: "ml" });
		expect(parseSize("Coca-Cola 6 x 33 cl")).toEqual({ value: 1980, unit: "ml" });
		expect(parseSize("Marabou Mjölkchoklad 200 G")).toEqual({ value: 200, unit: "g" });
		expect(parseSize("Lakritsrem 3×100g")).toEqual({ value: 300, unit: "g" });
	});

	it("finds none where there is none", () => {
		expect(parseSize("Stimorol 5 Gum")).toBeNull();
		expect(parseSize("Haribo Nappar 2 lakrits")).toBeNull();
		expect(parseSize("0 g")).toBeNull();
		expect(parseSize("")).toBeNull();
		expect(parseSize(null)).toBeNull();
	});
});

describe("HTML and URLs", () => {
	it("strips descriptions to plain text", () => {
		expect(stripHtml("<p>Len <b>choklad</b>&nbsp;med  n&ouml;tter &amp; russin</p>\n<script>x()</script>")).toBe(
			"Len choklad med nötter & russin",
		);
		expect(stripHtml("Pris &#8211; bra &#x2764;")).toBe("Pris – bra ❤");
	});

	it("spots markup, but not a lone less-than sign", () => {
		expect(hasMarkup("Kex <b>nu</b>")).toBe(true);
		expect(hasMarkup("Kex &lt;script&gt;")).toBe(true);
		expect(hasMarkup("Godis < 5 kr")).toBe(false);
		expect(hasMarkup("M&M's Peanut")).toBe(false);
	});

	it("accepts absolute http(s) URLs only", () => {
		expect(httpUrl("https://butik.example/a?b=1")).toBe("https://butik.example/a?b=1");
		expect(httpUrl(" http://butik.example ")).toBe("http://butik.example/");
		expect(httpUrl("javascript:alert(1)")).toBeNull();
		expect(httpUrl("/produkt/1")).toBeNull();
		expect(httpUrl("ftp://butik.example/a")).toBeNull();
		expect(httpUrl("https://")).toBeNull();
		expect(httpUrl("inte en länk")).toBeNull();
	});
});

describe("validateRow", () => {
	it("turns a good row into an offer row", () => {
		const result = validateRow(
			{
				...good,
				description: "<p>Krämig</p>",
				salePrice: "24.90 SEK",
				imageLink: "https://bild.example/1.jpg",
				brand: "Marabou",
				gtin: "7310511210502",
				availability: "in stock",
				productType: "Godis &gt; Choklad",
			},
			7,
			"NOK",
		);
		expect(result).toEqual({
			ok: true,
			row: {
				line: 7,
				externalId: "sku-1",
				title: "Marabou Mjölkchoklad 200 g",
				description: "Krämig",
				url: "https://butik.example/marabou",
				imageUrl: "https://bild.example/1.jpg",
				price: 24.9,
				currency: "SEK",
				availability: "in_stock",
				brand: "Marabou",
				gtin: "7310511210502",
				productType: "Godis > Choklad",
				size: { value: 200, unit: "g" },
			},
		});
	});

	it("uses the default currency, the currency column and the tracking URL when given", () => {
		const plain = validateRow({ ...good, price: "29,90" }, 1, "NOK");
		expect(plain.ok && plain.row.currency).toBe("NOK");
		const column = validateRow({ ...good, price: "29,90", currency: "sek" }, 1, "NOK");
		expect(column.ok && column.row.currency).toBe("SEK");
		const tracked = validateRow({ ...good, trackingUrl: "https://track.example/c?u=1" }, 1, "SEK");
		expect(tracked.ok && tracked.row.url).toBe("https://track.example/c?u=1");
		const higherSale = validateRow({ ...good, salePrice: "39.90 SEK" }, 1, "SEK");
		expect(higherSale.ok && higherSale.row.price).toBe(29.9);
	});

	it("defaults availability to in stock only when the feed has no such column", () => {
		const absent = validateRow(good, 1, "SEK");
		expect(absent.ok && absent.row.availability).toBe("in_stock");
		expect(validateRow({ ...good, availability: "" }, 1, "SEK")).toEqual({
			ok: false,
			rejected: { line: 1, externalId: "sku-1", problem: { code: "missing-availability" } },
		});
	});

	it("rejects every bad row with its problem, which the admin pages word", () => {
		const cases: [Record<string, string>, RowProblem, string][] = [
			[{ ...good, id: " " }, { code: "missing-id" }, "Saknar id"],
			[{ ...good, title: "" }, { code: "missing-title" }, "Saknar titel"],
			[
				{ ...good, title: "Kex <b>REA</b>" },
				{ code: "title-has-markup", value: "Kex <b>REA</b>" },
				"Titeln innehåller HTML: Kex <b>REA</b>",
			],
			[{ ...good, price: "" }, { code: "missing-price" }, "Saknar pris"],
			[{ ...good, price: "gratis" }, { code: "invalid-price", value: "gratis" }, "Ogiltigt pris: gratis"],
			[
				{ ...good, price: "0.00 SEK" },
				{ code: "price-not-positive", value: "0.00 SEK" },
				"Priset måste vara större än noll: 0.00 SEK",
			],
			[{ ...good, price: "-5 SEK" }, { code: "price-not-positive", value: "-5 SEK" }, "Priset måste vara större än noll: -5 SEK"],
			[{ ...good, price: "29,90", currency: "kronor" }, { code: "invalid-currency", value: "KRONOR" }, "Ogiltig valuta: KRONOR"],
			[{ ...good, link: "" }, { code: "missing-url" }, "Saknar länk"],
			[
				{ ...good, link: "javascript:alert(1)" },
				{ code: "invalid-url", value: "javascript:alert(1)" },
				"Ogiltig länk: javascript:alert(1)",
			],
			[{ ...good, link: "/produkt/1" }, { code: "invalid-url", value: "/produkt/1" }, "Ogiltig länk: /produkt/1"],
			[{ ...good, link: "skräp" }, { code: "invalid-url", value: "skräp" }, "Ogiltig länk: skräp"],
			[{ ...good, availability: "kanske" }, { code: "unknown-availability", value: "kanske" }, "Okänd lagerstatus: kanske"],
		];
		for (const [raw, problem, words] of cases) {
			const result = validateRow(raw, 3, "SEK");
			expect(result, words).toEqual({ ok: false, rejected: { line: 3, externalId: raw.id?.trim() || null, problem } });
			expect(adminText(feedProblemText(problem))).toBe(words);
		}
	});

	it("keeps at most 80 characters of an offending value", () => {
		const long = `https://${"x".repeat(100)}`;
		const result = validateRow({ ...good, link: `ftp${long.slice(5)}` }, 1, "SEK");
		expect(result.ok ? null : result.rejected.problem).toEqual({ code: "invalid-url", value: `ftp${long.slice(5, 82)}…` });
	});
});

describe("UTF-8 scanning", () => {
	it("finds the first invalid byte and a sequence cut at the end", () => {
		const text = new TextEncoder().encode("nötter");
		expect(scanUtf8(text)).toEqual({ invalidAt: -1, completeEnd: text.length });
		expect(scanUtf8(text.subarray(0, 2))).toEqual({ invalidAt: -1, completeEnd: 1 });
		expect(scanUtf8(Uint8Array.from([0x6e, 0xf6, 0x74]))).toEqual({ invalidAt: 1, completeEnd: 1 });
		expect(scanUtf8(Uint8Array.from([0xed, 0xa0, 0x80]))).toEqual({ invalidAt: 0, completeEnd: 0 });
	});
});
