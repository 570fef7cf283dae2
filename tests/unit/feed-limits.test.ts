// The parsers' limits (ADR 032): no XML construct and no CSV field, row or line may outgrow its
// limit, whatever kind it is and however the bytes arrive; reading stops at the limit instead of
// reading on; a feed within the limits reads as before.
import { describe, expect, it } from "vitest";
import { FeedLimitError } from "~/.server/feeds/feed-limits";
import type { ParsedFeedItem } from "~/.server/feeds/feed-row";
import { type ParseFeedOptions, parseFeed } from "~/.server/feeds/parse-feed";
import type { FeedProblem } from "~/.server/feeds/problems";
import { adminText } from "~/i18n/admin-t";
import { feedProblemText } from "~/lib/feed-problem-text";

const words = (problem: FeedProblem) => adminText(feedProblemText(problem));
const limit = 1024;
const xml: ParseFeedOptions = { format: "google_xml", defaultCurrency: "SEK", maxFieldBytes: limit };
const csv: ParseFeedOptions = { format: "csv", defaultCurrency: "SEK", maxFieldBytes: limit };
const rowLimit = 16 * limit;

const utf8 = (text: string) => new TextEncoder().encode(text);

async function* chunks(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
	for (let start = 0; start < bytes.length; start += size) yield bytes.slice(start, start + size);
}

async function parse(bytes: Uint8Array, options: ParseFeedOptions, size = bytes.length || 1) {
	const items: ParsedFeedItem[] = [];
	try {
		for await (const item of parseFeed(chunks(bytes, size), options)) items.push(item);
		return { items, error: null };
	} catch (error) {
		return { items, error };
	}
}

/**
 * Parses the feed whole, byte by byte and in 7-byte chunks: the answer must not depend on it. (How
 * many items came out before a limit stopped the parse does: a chunk is measured before any of it
 * is parsed. The import fails either way.)
 */
async function everyWay(text: string, options: ParseFeedOptions) {
	const bytes = utf8(text);
	const whole = await parse(bytes, options);
	for (const size of [1, 7]) {
		const again = await parse(bytes, options, size);
		if (!whole.error) expect(again.items, `in ${size}-byte chunks`).toEqual(whole.items);
		expect((again.error as FeedLimitError | null)?.problem, `in ${size}-byte chunks`).toEqual(
			(whole.error as FeedLimitError | null)?.problem,
		);
	}
	return whole;
}

const good = `<g:id>L-1</g:id><title>Lagom Lakrits 100 g</title><link>https://godis.example/1</link><g:price>10 SEK</g:price><g:availability>in_stock</g:availability>`;

function feed(inside: { beforeRoot?: string; item?: string }): string {
	return `<?xml version="1.0" encoding="UTF-8"?>
${inside.beforeRoot ?? ""}<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Gränsbutiken</title>
<item>${good}</item>
<item><g:id>L-2</g:id><title>Andra</title><link>https://godis.example/2</link><g:price>12 SEK</g:price>${inside.item ?? ""}</item>
</channel></rss>`;
}

/** Bytes pulled from an endless source before the parser gave up. */
async function pulledBefore(
	start: string,
	filler: string,
	options: ParseFeedOptions,
): Promise<{ pulled: number; error: unknown }> {
	const piece = utf8(filler.repeat(Math.ceil((64 * 1024) / filler.length)));
	let pulled = 0;
	async function* endless(): AsyncGenerator<Uint8Array> {
		const head = utf8(start);
		pulled += head.length;
		yield head;
		// 50 MB if nothing stops it.
		for (let sent = 0; sent < 50 * 1024 * 1024; sent += piece.length) {
			pulled += piece.length;
			yield piece;
		}
	}
	try {
		for await (const _ of parseFeed(endless(), options));
		return { pulled, error: null };
	} catch (error) {
		return { pulled, error };
	}
}

describe("XML limits", () => {
	it("reads a feed whose largest text, in one- and multi-byte characters, is just within the limit", async () => {
		for (const text of ["x".repeat(limit), "å".repeat(limit / 2), "€".repeat(Math.floor(limit / 3))]) {
			const { items, error } = await everyWay(feed({ item: `<description>${text}</description>` }), xml);
			expect(error).toBeNull();
			expect(items.map((item) => item.ok && item.row.description)).toEqual([null, text]);
		}
	});

	it("fails at the first construct over the limit, whatever its kind, however the bytes arrive", async () => {
		const over = "x".repeat(limit);
		const cases: [string, { beforeRoot?: string; item?: string }][] = [
			["a text node", { item: `<description>${over}x</description>` }],
			["a text node of > characters", { item: `<description>${">".repeat(limit + 1)}</description>` }],
			["a multi-byte text node", { item: `<description>${"å".repeat(limit / 2 + 1)}</description>` }],
			["a CDATA section", { item: `<description><![CDATA[${over}]]></description>` }],
			["a comment", { item: `<!--${over}-->` }],
			["an attribute", { item: `<link rel="alternate" href="https://godis.example/${over}"/>` }],
			["a tag name", { item: `<${over}/>` }],
			["a processing instruction", { item: `<?godis ${over}?>` }],
			["a DOCTYPE", { beforeRoot: `<!DOCTYPE rss [<!ENTITY godis "${over}">]>` }],
			[
				"a field gathered from small nodes",
				{ item: `<description>${`<b>${"x".repeat(limit / 4)}</b>`.repeat(5)}</description>` },
			],
			["a field of entities", { item: `<description>${"&amp;".repeat(limit / 2)}</description>` }],
		];
		for (const [what, inside] of cases) {
			const { items, error } = await everyWay(feed(inside), xml);
			expect(error, what).toBeInstanceOf(FeedLimitError);
			expect((error as FeedLimitError).problem, what).toEqual({ code: "field-too-large", maxBytes: limit });
			// The item with the oversized construct is never read.
			expect(
				items.some((item) => item.ok && item.row.externalId === "L-2"),
				what,
			).toBe(false);
		}
		expect(words({ code: "field-too-large", maxBytes: limit })).toBe(
			"Flödet har ett fält eller en textnod som är större än gränsen på 1 kB; importen avbröts",
		);
	});

	it("stops reading an endless text node at the limit instead of reading on", async () => {
		const { pulled, error } = await pulledBefore(feed({}).split("</channel>")[0] ?? "", "x", {
			format: "google_xml",
			defaultCurrency: "SEK",
		});
		expect((error as FeedLimitError).problem).toEqual({ code: "field-too-large", maxBytes: 64 * 1024 });
		// The default limit (64 kB) and the chunk it arrived in, not the 50 MB on offer.
		expect(pulled).toBeLessThan(4 * 64 * 1024);
		const comment = await pulledBefore("<rss><channel><!--", "<!-- -- > ", xml);
		expect((comment.error as FeedLimitError).problem).toEqual({ code: "field-too-large", maxBytes: limit });
		expect(comment.pulled).toBeLessThan(3 * 64 * 1024);
	});

	it("fails elements nested deeper than any feed", async () => {
		const { error } = await everyWay(feed({ item: `${"<a>".repeat(100)}${"</a>".repeat(100)}` }), xml);
		expect((error as FeedLimitError).problem).toEqual({ code: "xml-too-deep", maxDepth: 64 });
		expect(words((error as FeedLimitError).problem)).toBe("XML-flödet är nästlat i fler än 64 nivåer; importen avbröts");
		const opened = await pulledBefore("<rss><channel>", "<a>", xml);
		expect((opened.error as FeedLimitError).problem).toEqual({ code: "xml-too-deep", maxDepth: 64 });
	});
});

describe("CSV limits", () => {
	const header = "id,title,price,link,description\n";
	const row = (id: string, description: string) =>
		`${id},Lagom Lakrits 100 g,10 SEK,https://godis.example/${id},${description}\n`;

	it("reads fields just within the limit, quoted over several lines too", async () => {
		const lines = `"${"x".repeat(limit / 2 - 1)}\n${"y".repeat(limit / 2 - 2)}"`;
		const { items, error } = await everyWay(header + row("C-1", "x".repeat(limit)) + row("C-2", lines), csv);
		expect(error).toBeNull();
		expect(items.map((item) => item.ok)).toEqual([true, true]);
	});

	it("fails a field over the limit after the rows before it", async () => {
		const { items, error } = await everyWay(header + row("C-1", "kort") + row("C-2", `"${"x".repeat(limit + 1)}"`), csv);
		expect(items.map((item) => item.ok && item.row.externalId)).toEqual(["C-1"]);
		expect((error as FeedLimitError).problem).toEqual({ code: "field-too-large", maxBytes: limit });
	});

	it("fails a row over sixteen fields' worth, a quote that never closes, a line of delimiters and a huge header", async () => {
		const wide = `${Array.from({ length: 20 }, () => "x".repeat(limit - 10)).join(",")}\n`;
		const cases: [string, string][] = [
			["a wide row", header + row("C-1", "kort") + wide],
			["a quote that never closes", `${header + row("C-1", "kort")}C-2,"${"x\n".repeat(rowLimit)}`],
			["a line of delimiters", `${header + row("C-1", "kort")}${",".repeat(rowLimit + 1)}\n`],
			["a header line", `${"id,".repeat(rowLimit)}\n`],
		];
		for (const [what, text] of cases) {
			const { error } = await everyWay(text, csv);
			expect(error, what).toBeInstanceOf(FeedLimitError);
			expect((error as FeedLimitError).problem, what).toEqual({ code: "row-too-large", maxBytes: rowLimit });
		}
		expect(words({ code: "row-too-large", maxBytes: rowLimit })).toBe(
			"CSV-filen har en rad som är större än gränsen på 16 kB (ofta ett citattecken som aldrig avslutas); importen avbröts",
		);
	});

	it("stops reading an endless field, quote or line of delimiters at the row limit", async () => {
		for (const [start, filler] of [
			[`${header}C-1,Lakrits,10,https://godis.example/1,`, "x"],
			[`${header}C-1,Lakrits,10,https://godis.example/1,"`, "x\r\n"],
			[`${header}`, ","],
		] as const) {
			const { pulled, error } = await pulledBefore(start, filler, csv);
			expect((error as FeedLimitError).problem, JSON.stringify(filler)).toEqual({ code: "row-too-large", maxBytes: rowLimit });
			expect(pulled).toBeLessThan(rowLimit + 2 * 64 * 1024);
		}
	});
});
