// Reading one feed row's values: prices as Nordic retailers write them, availability in every
// dialect the networks use, GTINs, HTML descriptions, URLs; and validateRow, which turns the raw
// fields into an offer row (with the problems of values it was accepted without) or a rejection
// with its problem code. Pure: no I/O.

import { decodeHTMLStrict } from "entities";
import { type GtinFault, readGtin } from "~/lib/gtin";
import { parseSize } from "~/lib/parse-size";
import { maxPrice } from "~/lib/product-filters";
import type { Availability, ParsedFeedItem } from "./feed-row";
import type { RowProblem } from "./problems";
import type { RawFeedFields } from "./raw-fields";
import { isWithin, saleWindowOf } from "./sale-window";

export interface ParsedPrice {
	amount: number;
	/** ISO 4217 when the text names one ("12.90 SEK"); "kr" is SEK or NOK, so it names none. */
	currency?: string;
}

/** An amount in whole cents: prices are compared this way, free of floating-point noise. */
export function cents(amount: number): number {
	return Math.round(amount * 100);
}

const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));

/** An ISO 4217 code the runtime knows ("SEK", "nok" → true; "ABC" → false). */
export function isCurrencyCode(text: string): boolean {
	return CURRENCIES.has(text.toUpperCase());
}

/** "12.90 SEK", "12,90", "1 234,50 kr", "SEK 12.90", "29:-" → amount (and currency); null when unreadable. */
export function parsePrice(text: string | null | undefined): ParsedPrice | null {
	if (!text) return null;
	let rest = text.trim();
	let currency: string | undefined;
	// A currency word before or after the number: an ISO code, or "kr" which names none.
	for (const pattern of [/^([A-Za-z]{2,3})\.?\s*/, /\s*([A-Za-z]{2,3})\.?$/]) {
		const match = pattern.exec(rest);
		if (!match) continue;
		const word = (match[1] ?? "").toUpperCase();
		if (word !== "KR") {
			if (!isCurrencyCode(word) || currency) return null;
			currency = word;
		}
		rest = rest.slice(0, match.index) + rest.slice(match.index + match[0].length);
	}
	// "29:-" and "1.299,-": whole crowns, so any separator left groups thousands.
	const wholeCrowns = /[:,.]-$/.test(rest);
	rest = rest.replace(/[:,.]-$/, "");
	// Spaces (also no-break and thin ones) are thousands separators in Nordic prices.
	rest = rest.replace(/[\s\u00a0\u202f']/g, "");
	if (wholeCrowns && /^\d{1,3}([.,]\d{3})+$/.test(rest)) rest = rest.replace(/[.,]/g, "");
	if (!/^-?\d[\d.,]*$/.test(rest) || /[.,]$/.test(rest)) return null;
	const amount = Number(normaliseSeparators(rest));
	if (!Number.isFinite(amount)) return null;
	return currency ? { amount, currency } : { amount };
}

/** "1.234,50" / "1,234.50" / "12,90" / "1.234.567" → a JavaScript number string. */
function normaliseSeparators(number: string): string {
	const lastComma = number.lastIndexOf(",");
	const lastDot = number.lastIndexOf(".");
	if (lastComma >= 0 && lastDot >= 0) {
		const decimal = lastComma > lastDot ? "," : ".";
		const thousands = decimal === "," ? "." : ",";
		return number.replaceAll(thousands, "").replace(decimal, ".");
	}
	const separator = lastComma >= 0 ? "," : lastDot >= 0 ? "." : null;
	if (!separator) return number;
	// One separator is a decimal point ("12,90"); several are thousands separators ("1.234.567").
	if (number.indexOf(separator) !== number.lastIndexOf(separator)) return number.replaceAll(separator, "");
	return number.replace(separator, ".");
}

const AVAILABILITY: Record<string, Availability> = {
	instock: "in_stock",
	available: "in_stock",
	availablefororder: "in_stock",
	limitedavailability: "in_stock",
	yes: "in_stock",
	y: "in_stock",
	true: "in_stock",
	"1": "in_stock",
	ja: "in_stock",
	j: "in_stock",
	ilager: "in_stock",
	pålager: "in_stock",
	finnsilager: "in_stock",
	finnspålager: "in_stock",
	lagervare: "in_stock",
	outofstock: "out_of_stock",
	soldout: "out_of_stock",
	discontinued: "out_of_stock",
	no: "out_of_stock",
	n: "out_of_stock",
	false: "out_of_stock",
	"0": "out_of_stock",
	nej: "out_of_stock",
	nei: "out_of_stock",
	slutsåld: "out_of_stock",
	utsolgt: "out_of_stock",
	slutilager: "out_of_stock",
	ejilager: "out_of_stock",
	inteilager: "out_of_stock",
	tillfälligtslut: "out_of_stock",
	ikkepålager: "out_of_stock",
	ikkeilager: "out_of_stock",
	midlertidigutsolgt: "out_of_stock",
	preorder: "preorder",
	backorder: "backorder",
};

/** in_stock, "in stock", "InStock", schema.org URLs, yes/no, true/false, 1/0, ja/nej → Availability; null when unknown. */
export function parseAvailability(text: string | null | undefined): Availability | null {
	if (!text) return null;
	const key = text
		.trim()
		.toLowerCase()
		.replace(/^https?:\/\/schema\.org\//, "")
		.replace(/[^\p{L}\d]/gu, "");
	return AVAILABILITY[key] ?? null;
}

const gtinProblemCode = {
	malformed: "gtin-malformed",
	"check-digit": "gtin-check-digit",
	restricted: "gtin-restricted",
} as const satisfies Record<GtinFault, RowProblem["code"]>;

/**
 * The row's GTIN in its normal form (ADR 048), or null with the problem of one that cannot match:
 * the row is imported without it, and matches by brand, name and size instead.
 */
export function rowGtin(text: string | null | undefined): { gtin: string | null; problem?: RowProblem } {
	const reading = readGtin(text);
	if (!reading) return { gtin: null };
	if ("gtin" in reading) return { gtin: reading.gtin };
	return { gtin: null, problem: { code: gtinProblemCode[reading.fault], value: clipped((text ?? "").trim()) } };
}

/**
 * `&amp;`, `&ouml;`, `&egrave;`, `&#228;`, `&#xE4;` → characters, by the HTML standard's whole list;
 * an entity needs its semicolon ("AT&T" and "&copy2020" stay as written). A no-break space is a
 * space and a soft hyphen nothing: names and descriptions are searched and compared as words.
 */
export function decodeEntities(text: string): string {
	return decodeHTMLStrict(text)
		.replace(/\u00a0/g, " ")
		.replace(/\u00ad/g, "");
}

/** Tags, comments, and script and style elements with their content, each replaced by a space. */
function withoutTags(text: string): string {
	return text
		.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
		.replace(/<!--[\s\S]*?-->/g, " ")
		.replace(/<\/?[a-z!][^>]*>/gi, " ");
}

/**
 * A description as plain text: tags removed, entities decoded, whitespace collapsed. Tags are
 * removed again after decoding: a feed that escapes its HTML ("&lt;p&gt;Lakrits&lt;/p&gt;") would
 * otherwise show its tags as text.
 */
export function stripHtml(text: string): string {
	return withoutTags(decodeEntities(withoutTags(text)))
		.replace(/\s+/g, " ")
		.trim();
}

const MARKUP = /<\s*\/?\s*[a-z!][^>]*>/i;

/** Whether text holds HTML markup (a title with markup is rejected, never cleaned up and stored). */
export function hasMarkup(text: string): boolean {
	return MARKUP.test(text) || MARKUP.test(decodeEntities(text));
}

/** The URL when it is an absolute http(s) URL with a host; null for javascript:, relative paths and garbage. */
export function httpUrl(text: string | null | undefined): string | null {
	const trimmed = (text ?? "").trim();
	if (!/^https?:\/\//i.test(trimmed)) return null;
	try {
		const url = new URL(trimmed);
		if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return null;
		return url.href;
	} catch {
		return null;
	}
}

function reject(line: number, externalId: string | null, problem: RowProblem): ParsedFeedItem {
	return { ok: false, rejected: { line, externalId, problem } };
}

/** An offending value as a problem keeps it: its first 80 characters (a run keeps up to 200 rejections). */
export function clipped(value: string): string {
	return value.length > 80 ? `${value.slice(0, 80)}…` : value;
}

function text(value: string | undefined): string | null {
	const trimmed = value?.trim();
	return trimmed ? trimmed : null;
}

/**
 * The sale price when it applies at `now` (ADR 072): without a stated window always, with one only
 * within it; a window that cannot be read keeps the regular price, with the problem to warn of.
 */
function applyingSale(raw: RawFeedFields, now: Date): { sale: ParsedPrice | null; problem?: RowProblem } {
	const sale = parsePrice(text(raw.salePrice));
	const windowText = text(raw.salePriceEffectiveDate);
	if (!sale || !windowText) return { sale };
	const window = saleWindowOf(windowText);
	if (!window) return { sale: null, problem: { code: "sale-dates-unreadable", value: clipped(windowText) } };
	return { sale: isWithin(window, now) ? sale : null };
}

/** One row's raw fields → an offer row, or a rejection with its problem; `now` decides whether a dated sale applies. */
export function validateRow(raw: RawFeedFields, line: number, defaultCurrency: string, now = new Date()): ParsedFeedItem {
	const externalId = text(raw.id);
	if (!externalId) return reject(line, null, { code: "missing-id" });
	const rawTitle = text(raw.title);
	if (!rawTitle) return reject(line, externalId, { code: "missing-title" });
	if (hasMarkup(rawTitle)) return reject(line, externalId, { code: "title-has-markup", value: clipped(rawTitle) });
	const title = decodeEntities(rawTitle).replace(/\s+/g, " ").trim();

	const priceText = text(raw.price);
	if (!priceText) return reject(line, externalId, { code: "missing-price" });
	const price = parsePrice(priceText);
	if (!price) return reject(line, externalId, { code: "invalid-price", value: clipped(priceText) });
	if (price.amount <= 0) return reject(line, externalId, { code: "price-not-positive", value: clipped(priceText) });
	// Stored, it would overflow the offers' price column and fail the whole import, not this row.
	if (price.amount > maxPrice) return reject(line, externalId, { code: "price-too-high", value: clipped(priceText) });
	const { sale, problem: saleProblem } = applyingSale(raw, now);
	const chosen = sale && sale.amount > 0 && sale.amount < price.amount ? sale : price;
	const currency = (chosen.currency ?? price.currency ?? text(raw.currency) ?? defaultCurrency).toUpperCase();
	if (!isCurrencyCode(currency)) return reject(line, externalId, { code: "invalid-currency", value: clipped(currency) });

	const urlText = text(raw.trackingUrl) ?? text(raw.link);
	if (!urlText) return reject(line, externalId, { code: "missing-url" });
	const url = httpUrl(urlText);
	if (!url) return reject(line, externalId, { code: "invalid-url", value: clipped(urlText) });

	let availability: Availability = "in_stock";
	if (raw.availability !== undefined) {
		const availabilityText = text(raw.availability);
		if (!availabilityText) return reject(line, externalId, { code: "missing-availability" });
		const parsed = parseAvailability(availabilityText);
		if (!parsed) return reject(line, externalId, { code: "unknown-availability", value: clipped(availabilityText) });
		availability = parsed;
	}

	const description = text(raw.description);
	const gtin = rowGtin(raw.gtin);
	const warnings = [saleProblem, gtin.problem].filter((problem) => problem !== undefined);
	return {
		ok: true,
		...(warnings.length > 0 ? { warnings } : {}),
		row: {
			line,
			externalId,
			title,
			description: description ? stripHtml(description) || null : null,
			url,
			imageUrl: httpUrl(raw.imageLink),
			price: Math.round(chosen.amount * 100) / 100,
			currency,
			availability,
			brand: text(raw.brand) ? decodeEntities(text(raw.brand) as string) : null,
			gtin: gtin.gtin,
			productType: text(raw.productType) ? stripHtml(text(raw.productType) as string) || null : null,
			// The measure Google defines for it, else a size column that reads as one, else the title's.
			size: parseSize(raw.unitPricingMeasure) ?? parseSize(raw.size) ?? parseSize(title),
		},
	};
}
