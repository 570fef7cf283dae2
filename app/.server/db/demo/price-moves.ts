// The demo catalogue's past: about 90 days of prices for every offer of a bundled feed, made up
// deterministically (a seeded generator keyed by retailer and product, never Math.random) so that
// every seeding writes the same history. Today's prices are the feed's own; going back, most stay
// flat, some dipped in one of the retailer's campaigns (10–30 % off for 5–14 days), some products are
// in the market's current campaign week (cheaper now than before at every shop that sells them), and
// a few went up once. Each day on which something in a feed changed becomes a snapshot of that feed:
// its own bytes with those days' prices written in, imported through the real feed import in date
// order (docs/decisions/026-demo-price-history-as-feed-snapshots.md).
import { applyTextEdits, type TextEdit } from "../../text-edits";

/** How many days of history: day −(historyDays − 1) … day 0 (today). */
export const historyDays = 90;

export type PriceMove = "flat" | "campaign" | "current-campaign" | "increase";

/** A campaign: prices are down from `start` up to, not including, `end` (days ≤ 0; `end` 1 = still on today). */
export interface CampaignWindow {
	start: number;
	end: number;
}

/** One retailer's calendar in one feed: its campaigns and the day its price increases took effect. */
export interface FeedCalendar {
	/** The retailer's own campaign, which ended. */
	past: CampaignWindow;
	/** The campaign week on today, the same for every shop of the market (a language). */
	current: CampaignWindow;
	/** The day a few prices went up for good: the day the past campaign ended (a new price list). */
	increaseDay: number;
}

export interface OfferPrices {
	externalId: string;
	move: PriceMove;
	/** The price on each day, oldest first: index 0 is day −(historyDays − 1), the last is today (the feed's price). */
	prices: number[];
}

export interface FeedPriceHistory {
	calendar: FeedCalendar;
	offers: OfferPrices[];
	/** The days (≤ 0, ascending) on which this feed must be imported: the first day and every day a price changed. */
	snapshotDays: number[];
}

/** FNV-1a: a string → 32-bit seed. */
function hash(text: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i);
		h = Math.imul(h, 0x01000193);
	}
	return h >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(key: string): () => number {
	let state = hash(key);
	return () => {
		state = (state + 0x6d2b79f5) | 0;
		let t = Math.imul(state ^ (state >>> 15), 1 | state);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
	};
}

function between(random: () => number, low: number, high: number): number {
	return low + Math.floor(random() * (high - low + 1));
}

/** A shelf price: whole kronor ending in ,90 (small prices to the ten öre). */
function shelfPrice(amount: number): number {
	if (amount < 10) return Math.max(0.1, Math.round(amount * 10) / 10);
	return Math.round(amount) - 0.1;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A shelf price for `low` that is 10–30 % under `high` after rounding, or null when none is. */
function discounted(high: number, low: number): number | null {
	const step = low < 10 ? 0.1 : 1;
	let price = shelfPrice(low);
	for (let i = 0; i < 10 && 1 - price / high < 0.1; i++) price = round2(price - step);
	for (let i = 0; i < 10 && 1 - price / high > 0.3; i++) price = round2(price + step);
	const off = 1 - price / high;
	return price > 0 && off >= 0.1 && off <= 0.3 ? price : null;
}

/** A regular shelf price that `low` is 10–30 % under, or null when none is. */
function undiscounted(low: number, high: number): number | null {
	const step = high < 10 ? 0.1 : 1;
	let price = shelfPrice(high);
	for (let i = 0; i < 10 && 1 - low / price < 0.1; i++) price = round2(price + step);
	for (let i = 0; i < 10 && 1 - low / price > 0.3; i++) price = round2(price - step);
	const off = 1 - low / price;
	return off >= 0.1 && off <= 0.3 ? price : null;
}

/**
 * The retailer's campaign and increase day in this feed (keyed by the feed, so each retailer has
 * its own), and the market's campaign week (keyed by the market, so every shop of a language runs it
 * from the same day). Few dates on purpose: each is one more import of the feed when seeding.
 */
export function feedCalendar(feedKey: string, market: string): FeedCalendar {
	const random = seededRandom(`calendar:${feedKey}`);
	const pastStart = between(random, -70, -50);
	const past = { start: pastStart, end: pastStart + between(random, 5, 14) };
	// On for 5–13 days so far, at least 30 days after the past one ended.
	const current = { start: between(seededRandom(`campaign-week:${market}`), -12, -4), end: 1 };
	return { past, current, increaseDay: past.end };
}

/**
 * Whether a product is in the market's campaign week: decided by the product alone, so every shop
 * that sells it had it dearer before the week began. That is a drop in the product's cheapest price
 * (a deal), which one shop's campaign seldom makes when the others sell the product for about the
 * same. The demo's shops name a product by the same row id.
 */
function inCampaignWeek(externalId: string): boolean {
	return seededRandom(`campaign-week-product:${externalId}`)() < 0.08;
}

/** One offer's daily prices given today's price, its move and its retailer's calendar. */
function offerPrices(key: string, today: number, calendar: FeedCalendar): OfferPrices {
	const random = seededRandom(`offer:${key}`);
	const externalId = key.slice(key.indexOf(":") + 1);
	const roll = random();
	const discount = 0.1 + random() * 0.2;
	const firstDay = -(historyDays - 1);
	const days = Array.from({ length: historyDays }, (_, i) => firstDay + i);
	const flat = (): OfferPrices => ({ externalId, move: "flat", prices: days.map(() => today) });
	if (inCampaignWeek(externalId)) {
		const regular = undiscounted(today, today / (1 - discount));
		if (regular === null) return flat();
		return {
			externalId,
			move: "current-campaign",
			prices: days.map((d) => (d >= calendar.current.start ? today : regular)),
		};
	}
	if (roll < 0.07) {
		const before = shelfPrice(today / (1 + 0.05 + random() * 0.1));
		if (before >= today) return flat();
		return { externalId, move: "increase", prices: days.map((d) => (d < calendar.increaseDay ? before : today)) };
	}
	if (roll < 0.22) {
		const window = calendar.past;
		const low = discounted(today, today * (1 - discount));
		if (low === null) return flat();
		return {
			externalId,
			move: "campaign",
			prices: days.map((d) => (d >= window.start && d < window.end ? low : today)),
		};
	}
	return flat();
}

/**
 * The history of every offer of one feed, from today's prices (`feedKey` names the retailer's feed,
 * e.g. its file; `market` the shops it competes with, its language). Same input, same history.
 */
export function feedPriceHistory(
	feedKey: string,
	market: string,
	today: { externalId: string; price: number }[],
): FeedPriceHistory {
	const calendar = feedCalendar(feedKey, market);
	const offers = today.map((o) => offerPrices(`${feedKey}:${o.externalId}`, round2(o.price), calendar));
	const days = new Set<number>([-(historyDays - 1)]);
	for (const offer of offers) {
		offer.prices.forEach((price, i) => {
			if (i > 0 && price !== offer.prices[i - 1]) days.add(i - (historyDays - 1));
		});
	}
	return { calendar, offers, snapshotDays: [...days].sort((a, b) => a - b) };
}

/** Every offer's price on one day (≤ 0). */
export function pricesOnDay(history: FeedPriceHistory, day: number): Map<string, number> {
	const index = day + historyDays - 1;
	return new Map(history.offers.map((o) => [o.externalId, o.prices[index] ?? (o.prices.at(-1) as number)]));
}

// --- Snapshots: the feed's own bytes with other prices written in ---

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A written amount ("20.90 SEK", "32,90 kr") with its number replaced, in the same decimal style. */
function restyle(written: string, price: number): string {
	return written.replace(/\d+([.,])\d{1,2}|\d+/, (_amount, separator: string | undefined) =>
		price.toFixed(2).replace(".", separator ?? "."),
	);
}

/** Each record's fields as [start, end) offsets into the text (RFC 4180 quoting, either delimiter). */
function csvRecords(text: string, delimiter: string): [number, number][][] {
	const records: [number, number][][] = [];
	let fields: [number, number][] = [];
	let start = 0;
	let quoted = false;
	for (let i = 0; i <= text.length; i++) {
		const c = text[i];
		if (quoted) {
			if (c === '"' && text[i + 1] === '"') i++;
			else if (c === '"') quoted = false;
			continue;
		}
		if (c === '"') quoted = true;
		else if (c === delimiter) {
			fields.push([start, i]);
			start = i + 1;
		} else if (c === "\n" || c === undefined) {
			const end = text[i - 1] === "\r" ? i - 1 : i;
			fields.push([start, end]);
			if (fields.length > 1 || end > start) records.push(fields);
			fields = [];
			start = i + 1;
		}
	}
	return records;
}

/**
 * The feed's text (read as latin1, so every byte survives whatever the file's encoding) with each
 * listed offer's price replaced. In Google XML a row is its `<g:id>` item and the price its
 * `<g:price>`; in a CSV the id is the first column and the price the one headed `price` or
 * `search_price`. Throws when a row or its price cannot be found, so a reworded feed stops seeding
 * instead of importing a wrong history.
 */
export function rewritePrices(text: string, format: "google_xml" | "csv", wanted: Map<string, number>): string {
	if (format === "google_xml") {
		let out = text;
		for (const [externalId, price] of wanted) {
			const pattern = new RegExp(`(<g:id>${escapeRegExp(externalId)}</g:id>[\\s\\S]*?<g:price>)([^<]*)(</g:price>)`);
			if (!pattern.test(out)) throw new Error(`Demo price history: no g:price for ${externalId}`);
			out = out.replace(pattern, (_, open: string, written: string, close: string) => open + restyle(written, price) + close);
		}
		return out;
	}
	const firstLine = text.slice(0, text.indexOf("\n"));
	const delimiter = firstLine.split(";").length > firstLine.split(",").length ? ";" : ",";
	const [header, ...rows] = csvRecords(text, delimiter);
	const column = (header ?? []).findIndex(([a, b]) => /^"?(search_)?price"?$/i.test(text.slice(a, b).trim()));
	if (column < 0) throw new Error("Demo price history: no price column");
	const edits: TextEdit[] = [];
	const found = new Set<string>();
	for (const fields of rows) {
		const [idStart, idEnd] = fields[0] ?? [0, 0];
		const externalId = text.slice(idStart, idEnd).replace(/^"|"$/g, "");
		const price = wanted.get(externalId);
		const cell = fields[column];
		if (price === undefined || !cell || found.has(externalId)) continue;
		found.add(externalId);
		edits.push({ start: cell[0], end: cell[1], text: restyle(text.slice(cell[0], cell[1]), price) });
	}
	for (const externalId of wanted.keys())
		if (!found.has(externalId)) throw new Error(`Demo price history: no row for ${externalId}`);
	return applyTextEdits(text, edits);
}
