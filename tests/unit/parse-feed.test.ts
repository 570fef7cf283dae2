import { describe, expect, it } from "vitest";
import { FeedFormatError, type FeedRow, type ParsedFeedItem } from "~/.server/feeds/feed-row";
import { type ParseFeedOptions, parseFeed } from "~/.server/feeds/parse-feed";
import type { FeedProblem } from "~/.server/feeds/problems";
import { adminText } from "~/i18n/admin-t";
import { feedProblemText } from "~/lib/feed-problem-text";

/** A problem as the admin pages show it. */
const words = (problem: FeedProblem) => adminText(feedProblemText(problem));
const xmlOptions: ParseFeedOptions = { format: "google_xml", defaultCurrency: "SEK" };
const csvOptions: ParseFeedOptions = { format: "csv", defaultCurrency: "SEK" };

function utf8(text: string): Uint8Array {
	return new TextEncoder().encode(text);
}

/** Every character below U+0100 as its one ISO-8859-1 byte. */
function latin1(text: string): Uint8Array {
	return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

async function* chunks(bytes: Uint8Array, size = bytes.length): AsyncGenerator<Uint8Array> {
	for (let start = 0; start < bytes.length; start += size) yield bytes.slice(start, start + size);
}

async function parse(bytes: Uint8Array, options: ParseFeedOptions, size?: number) {
	const items: ParsedFeedItem[] = [];
	let error: unknown = null;
	try {
		for await (const item of parseFeed(chunks(bytes, size), options)) items.push(item);
	} catch (caught) {
		error = caught;
	}
	return { items, error, rows: items.flatMap((item) => (item.ok ? [item.row] : [])) };
}

function rejections(items: ParsedFeedItem[]) {
	return items.flatMap((item) => (item.ok ? [] : [item.rejected]));
}

function googleItem(fields: string): string {
	return `<item>${fields}</item>`;
}

function googleFeed(items: string[]): string {
	return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
<channel><title>Godisbutiken</title><link>https://godis.example</link>
${items.join("\n")}
</channel></rss>`;
}

const marabou = googleItem(`
	<g:id>GB-1</g:id>
	<title>Marabou Mjölkchoklad 200 g</title>
	<description><![CDATA[<p>Krämig <b>mjölkchoklad</b> &amp; kärlek</p>]]></description>
	<link>https://godis.example/marabou?ref=feed&amp;x=1</link>
	<g:image_link>https://godis.example/img/marabou.jpg</g:image_link>
	<g:price>34.90 SEK</g:price>
	<g:sale_price>29.90 SEK</g:sale_price>
	<g:availability>in_stock</g:availability>
	<g:brand>Marabou</g:brand>
	<g:gtin>7310511210502</g:gtin>
	<g:product_type>Godis &gt; Choklad</g:product_type>
	<g:shipping><g:country>SE</g:country><g:price>49.00 SEK</g:price></g:shipping>`);

const cola = googleItem(`
	<g:id>GB-2</g:id><g:title>Coca-Cola Zero</g:title><g:link>https://godis.example/cola</g:link>
	<g:price>89,00 SEK</g:price><g:availability>out of stock</g:availability>
	<g:unit_pricing_measure>6 x 33 cl</g:unit_pricing_measure><g:google_product_category>Drycker</g:google_product_category>`);

const badItems = [
	googleItem(`<g:id>GB-3</g:id><title>Utan pris</title><link>https://godis.example/3</link>`),
	googleItem(`<g:id>GB-4</g:id><title>Dålig länk</title><link>javascript:alert(1)</link><g:price>10 SEK</g:price>`),
	googleItem(
		`<g:id>GB-5</g:id><title>&lt;b&gt;REA&lt;/b&gt; Kexchoklad</title><link>https://godis.example/5</link><g:price>10 SEK</g:price>`,
	),
	googleItem(`<title>Utan id</title><link>https://godis.example/6</link><g:price>10 SEK</g:price>`),
	googleItem(`<g:id>GB-7</g:id><title>Relativ</title><link>/produkt/7</link><g:price>10 SEK</g:price>`),
	googleItem(`<g:id>GB-8</g:id><title>Gratis</title><link>https://godis.example/8</link><g:price>0.00 SEK</g:price>`),
	googleItem(
		`<g:id>GB-9</g:id><title>Okänd</title><link>https://godis.example/9</link><g:price>10 SEK</g:price><g:availability>kanske</g:availability>`,
	),
];

describe("Google Merchant XML", () => {
	it("reads good items and rejects bad ones with their problems", async () => {
		const { items, error, rows } = await parse(utf8(googleFeed([marabou, cola, ...badItems])), xmlOptions);
		expect(error).toBeNull();
		expect(items).toHaveLength(9);
		expect(rows[0]).toEqual<FeedRow>({
			line: 1,
			externalId: "GB-1",
			title: "Marabou Mjölkchoklad 200 g",
			description: "Krämig mjölkchoklad & kärlek",
			url: "https://godis.example/marabou?ref=feed&x=1",
			imageUrl: "https://godis.example/img/marabou.jpg",
			price: 29.9,
			currency: "SEK",
			availability: "in_stock",
			brand: "Marabou",
			gtin: "7310511210502",
			productType: "Godis > Choklad",
			size: { value: 200, unit: "g" },
			// Its own <g:shipping> for SE (ADR 052).
			shippingFee: 49,
		});
		expect(rows[1]).toMatchObject({
			externalId: "GB-2",
			title: "Coca-Cola Zero",
			price: 89,
			availability: "out_of_stock",
			size: { value: 1980, unit: "ml" },
			productType: "Drycker",
		});
		expect(rejections(items)).toEqual([
			{ line: 3, externalId: "GB-3", problem: { code: "missing-price" } },
			{ line: 4, externalId: "GB-4", problem: { code: "invalid-url", value: "javascript:alert(1)" } },
			{ line: 5, externalId: "GB-5", problem: { code: "title-has-markup", value: "<b>REA</b> Kexchoklad" } },
			{ line: 6, externalId: null, problem: { code: "missing-id" } },
			{ line: 7, externalId: "GB-7", problem: { code: "invalid-url", value: "/produkt/7" } },
			{ line: 8, externalId: "GB-8", problem: { code: "price-not-positive", value: "0.00 SEK" } },
			{ line: 9, externalId: "GB-9", problem: { code: "unknown-availability", value: "kanske" } },
		]);
		expect(rejections(items).map((row) => words(row.problem))).toEqual([
			"Saknar pris",
			"Ogiltig länk: javascript:alert(1)",
			"Titeln innehåller HTML: <b>REA</b> Kexchoklad",
			"Saknar id",
			"Ogiltig länk: /produkt/7",
			"Priset måste vara större än noll: 0.00 SEK",
			"Okänd lagerstatus: kanske",
		]);
	});

	it("yields duplicate ids as they come (the importer decides)", async () => {
		const { rows } = await parse(utf8(googleFeed([marabou, marabou])), xmlOptions);
		expect(rows.map((row) => [row.line, row.externalId])).toEqual([
			[1, "GB-1"],
			[2, "GB-1"],
		]);
	});

	it("reads Atom entries and feeds without the g: prefix", async () => {
		const atom = `<?xml version="1.0"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
<entry><id>tag:godis.example,2026:1</id><g:id>A-1</g:id><title>Daim 28 g</title>
<link rel="alternate" href="https://godis.example/daim"/><g:price>9.90 NOK</g:price></entry></feed>`;
		const plain = `<rss><channel><item><id>P-1</id><title>Dumle</title><link>https://godis.example/dumle</link>
<price>15,50</price><availability>preorder</availability></item></channel></rss>`;
		const fromAtom = await parse(utf8(atom), xmlOptions);
		expect(fromAtom.rows).toMatchObject([{ externalId: "A-1", url: "https://godis.example/daim", price: 9.9, currency: "NOK" }]);
		const fromPlain = await parse(utf8(plain), { ...xmlOptions, defaultCurrency: "NOK" });
		expect(fromPlain.rows).toMatchObject([{ externalId: "P-1", price: 15.5, currency: "NOK", availability: "preorder" }]);
	});

	it("decodes an ISO-8859-1 feed by its declaration", async () => {
		const feed = googleFeed([
			googleItem(
				`<g:id>L-1</g:id><title>Choklad med hasselnötter</title><link>https://godis.example/l</link><g:price>25 SEK</g:price>`,
			),
		]).replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
		const { rows, error } = await parse(latin1(feed), xmlOptions);
		expect(error).toBeNull();
		expect(rows[0]?.title).toBe("Choklad med hasselnötter");
	});

	it("gives the same rows fed one byte at a time as in one chunk", async () => {
		const bytes = utf8(googleFeed([marabou, cola, ...badItems]));
		const whole = await parse(bytes, xmlOptions);
		const byteByByte = await parse(bytes, xmlOptions, 1);
		expect(byteByByte.error).toBeNull();
		expect(byteByByte.items).toEqual(whole.items);
	});

	it("fails a truncated feed after yielding the items before the cut", async () => {
		const full = googleFeed([marabou, cola, marabou]);
		const cut = full.slice(0, full.lastIndexOf("<g:price>"));
		const { rows, error } = await parse(utf8(cut), xmlOptions);
		expect(rows.map((row) => row.externalId)).toEqual(["GB-1", "GB-2"]);
		expect(error).toBeInstanceOf(FeedFormatError);
		expect((error as FeedFormatError).itemsSeen).toBeGreaterThan(0);
		expect((error as FeedFormatError).problem).toEqual({ code: "xml-cut-off", items: 3 });
		expect(words((error as FeedFormatError).problem)).toBe(
			"Flödet tar slut mitt i en produkt (efter 3 produkter): filen är avkortad",
		);
	});

	it("fails garbage, an HTML page and an empty file before any item", async () => {
		for (const garbage of ["this is not a feed at all", "<!DOCTYPE html><html><body><p>502 Bad Gateway</p></body></html>", ""]) {
			const { items, error } = await parse(utf8(garbage), xmlOptions);
			expect(items, garbage).toEqual([]);
			expect(error, garbage).toBeInstanceOf(FeedFormatError);
			expect((error as FeedFormatError).itemsSeen).toBe(0);
		}
		const binary = await parse(
			Uint8Array.from({ length: 500 }, (_, index) => (index * 37) % 256),
			xmlOptions,
		);
		expect(binary.error).toBeInstanceOf(FeedFormatError);
	});
});

describe("CSV feeds", () => {
	it("reads Google's column names, comma separated", async () => {
		const csv = `id,title,description,link,image_link,price,sale_price,availability,brand,gtin,product_type,size
G-1,"Malaco Gott & Blandat, 160 g","<p>Frukt &amp; lakrits</p>",https://godis.example/gb,https://godis.example/gb.jpg,25.90 SEK,,in_stock,Malaco,7310350118397,Godis > Lösgodis,160 g
G-2,Utan pris,,https://godis.example/2,,,,in_stock,,,,
`;
		const { items, rows, error } = await parse(utf8(csv), csvOptions);
		expect(error).toBeNull();
		expect(rows).toEqual<FeedRow[]>([
			{
				line: 1,
				externalId: "G-1",
				title: "Malaco Gott & Blandat, 160 g",
				description: "Frukt & lakrits",
				url: "https://godis.example/gb",
				imageUrl: "https://godis.example/gb.jpg",
				price: 25.9,
				currency: "SEK",
				availability: "in_stock",
				brand: "Malaco",
				gtin: "7310350118397",
				productType: "Godis > Lösgodis",
				size: { value: 160, unit: "g" },
			},
		]);
		expect(rejections(items)).toEqual([{ line: 2, externalId: "G-2", problem: { code: "missing-price" } }]);
	});

	it("reads Adtraction columns with a semicolon delimiter, preferring the tracking URL", async () => {
		const csv = `SKU;Name;Description;Category;Price;Shipping;Currency;Instock;ProductUrl;ImageUrl;TrackingUrl;Brand;OriginalPrice;Ean
AD-1;Fazer Blå 200 g;Mjölkchoklad;Choklad;"32,90";0;SEK;yes;https://butik.example/fazer;https://butik.example/f.jpg;https://track.adtraction.example/t?p=1;Fazer;39,90;6411401015090
AD-2;Kexchoklad;;Choklad;"12,50";0;SEK;no;https://butik.example/kex;;;Cloetta;;
AD-3;Ahlgrens bilar;;Godis;"19,90";0;SEK;kanske;https://butik.example/bilar;;;Cloetta;;
`;
		const { items, rows } = await parse(utf8(csv), csvOptions);
		expect(rows).toMatchObject([
			{
				externalId: "AD-1",
				title: "Fazer Blå 200 g",
				price: 32.9,
				currency: "SEK",
				availability: "in_stock",
				url: "https://track.adtraction.example/t?p=1",
				gtin: "6411401015090",
				brand: "Fazer",
				productType: "Choklad",
				size: { value: 200, unit: "g" },
			},
			{ externalId: "AD-2", url: "https://butik.example/kex", availability: "out_of_stock", price: 12.5 },
		]);
		expect(rejections(items)).toEqual([
			{ line: 3, externalId: "AD-3", problem: { code: "unknown-availability", value: "kanske" } },
		]);
	});

	it("reads Awin columns, tab separated", async () => {
		const header = [
			"aw_product_id",
			"merchant_product_id",
			"product_name",
			"description",
			"aw_deep_link",
			"merchant_image_url",
			"search_price",
			"currency",
			"brand_name",
			"product_gtin",
			"in_stock",
			"merchant_category",
		];
		const row = [
			"9001",
			"M-1",
			"Freia Melkesjokolade 200 g",
			"God sjokolade",
			"https://www.awin1.example/pclick.php?p=9001",
			"https://butikk.example/freia.jpg",
			"42.50",
			"NOK",
			"Freia",
			"7040110569908",
			"1",
			"Sjokolade",
		];
		const csv = `${header.join("\t")}\n${row.join("\t")}\n`;
		const { rows, error } = await parse(utf8(csv), { ...csvOptions, defaultCurrency: "NOK" });
		expect(error).toBeNull();
		expect(rows).toMatchObject([
			{
				externalId: "9001",
				title: "Freia Melkesjokolade 200 g",
				url: "https://www.awin1.example/pclick.php?p=9001",
				imageUrl: "https://butikk.example/freia.jpg",
				price: 42.5,
				currency: "NOK",
				brand: "Freia",
				gtin: "7040110569908",
				availability: "in_stock",
				productType: "Sjokolade",
			},
		]);
	});

	it("lets a column mapping name headers the built-in names do not know", async () => {
		const csv = `Artikelnr|Benämning|Pris|Länk\nX-1|Polkagris|15 kr|https://godis.example/polka\n`;
		const options = { ...csvOptions, columnMapping: { id: "Artikelnr", title: "benämning", price: "Pris", link: "Länk" } };
		const { rows, error } = await parse(utf8(csv), options);
		expect(error).toBeNull();
		expect(rows).toMatchObject([{ externalId: "X-1", title: "Polkagris", price: 15, currency: "SEK" }]);
		const unmapped = await parse(utf8(csv), csvOptions);
		expect(unmapped.error).toBeInstanceOf(FeedFormatError);
		const unknown = (unmapped.error as FeedFormatError).problem;
		expect(unknown).toEqual({ code: "unknown-columns", columns: ["id", "title", "price", "link"] });
		expect(words(unknown)).toBe("CSV-filens kolumner känns inte igen (saknar id, title, price, link)");
		const misnamed = await parse(utf8(csv), { ...options, columnMapping: { ...options.columnMapping, price: "Kostnad" } });
		expect((misnamed.error as FeedFormatError).problem).toEqual({ code: "mapped-column-missing", column: "Kostnad" });
		expect(words((misnamed.error as FeedFormatError).problem)).toBe("Kolumnen Kostnad i kolumnmappningen finns inte i filen");
	});

	it("decodes ISO-8859-1 bytes without a declaration, also one byte at a time", async () => {
		const csv = `id;title;price;link\nL-1;Choklad med hasselnötter;"24,90";https://godis.example/l1\nL-2;Lakritsböcker;10;https://godis.example/l2\n`;
		const whole = await parse(latin1(csv), csvOptions);
		expect(whole.rows.map((row) => row.title)).toEqual(["Choklad med hasselnötter", "Lakritsböcker"]);
		const byteByByte = await parse(latin1(csv), csvOptions, 1);
		expect(byteByByte.items).toEqual(whole.items);
	});

	it("strips a UTF-8 byte order mark before the header", async () => {
		const bytes = utf8(`\uFEFFid,title,price,link\nB-1,Zoo,"12,00",https://godis.example/zoo\n`);
		expect(bytes[0]).toBe(0xef);
		const { rows, error } = await parse(bytes, csvOptions);
		expect(error).toBeNull();
		expect(rows).toMatchObject([{ externalId: "B-1", title: "Zoo", price: 12 }]);
	});

	it("gives the same rows fed one byte at a time as in one chunk", async () => {
		const csv = utf8(
			`id,title,price,link,availability\r\nC-1,"Lakrits ""salt"", 100 g",12.90 SEK,https://godis.example/1,in stock\r\nC-2,Sur,abc,https://godis.example/2,yes\r\n`,
		);
		const whole = await parse(csv, csvOptions);
		expect(whole.items).toHaveLength(2);
		expect(whole.rows[0]?.title).toBe('Lakrits "salt", 100 g');
		expect(await parse(csv, csvOptions, 1)).toEqual(whole);
	});

	it("fails a file cut off inside a quoted field after yielding the rows before it", async () => {
		const csv = `id,title,price,link\nT-1,Daim,10,https://godis.example/1\nT-2,"Dai`;
		const { rows, error } = await parse(utf8(csv), csvOptions);
		expect(rows.map((row) => row.externalId)).toEqual(["T-1"]);
		expect(error).toBeInstanceOf(FeedFormatError);
		expect((error as FeedFormatError).problem).toEqual({ code: "csv-cut-off" });
		expect(words((error as FeedFormatError).problem)).toBe("CSV-filen tar slut mitt i ett citerat fält: filen är avkortad");
		expect((error as FeedFormatError).itemsSeen).toBeGreaterThan(0);
	});

	it("fails garbage and empty files before any row", async () => {
		const garbage = [
			utf8("this is not a feed at all"),
			utf8('<?xml version="1.0"?><rss><channel></channel></rss>'),
			utf8(""),
			Uint8Array.from({ length: 500 }, (_, index) => (index * 37) % 256),
		];
		for (const bytes of garbage) {
			const { items, error } = await parse(bytes, csvOptions);
			expect(items).toEqual([]);
			expect(error).toBeInstanceOf(FeedFormatError);
			expect((error as FeedFormatError).itemsSeen).toBe(0);
		}
	});
});

describe("streaming", () => {
	it("parses a 50,000-item feed as it arrives, never holding it whole", async () => {
		const total = 50_000;
		let produced = 0;
		async function* generatedFeed(): AsyncGenerator<Uint8Array> {
			const encoder = new TextEncoder();
			yield encoder.encode('<?xml version="1.0"?><rss xmlns:g="http://base.google.com/ns/1.0"><channel>');
			for (let start = 0; start < total; start += 100) {
				let text = "";
				for (let index = start; index < start + 100; index++) {
					text += `<item><g:id>S-${index}</g:id><title>Godis nr ${index} 100 g</title><link>https://godis.example/${index}</link><g:price>${(index % 90) + 10}.50 SEK</g:price><g:availability>in_stock</g:availability></item>`;
				}
				produced++;
				yield encoder.encode(text);
			}
			yield encoder.encode("</channel></rss>");
		}
		let rows = 0;
		let producedAtFirstRow = -1;
		for await (const item of parseFeed(generatedFeed(), xmlOptions)) {
			if (rows === 0) producedAtFirstRow = produced;
			if (item.ok) rows++;
		}
		expect(rows).toBe(total);
		// The first row came out while almost all of the feed was still unread.
		expect(producedAtFirstRow).toBeLessThan(5);
	});
});
