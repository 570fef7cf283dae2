// One feed's import (issue 5, DESIGN §3 "Price comparison"): stream the feed, match each row to a
// product (or create one), upsert its offer, and keep every touched product showing its cheapest
// available offer. Rows are written in batches, each in one transaction with set-based SQL, so a
// 100,000-row feed takes a few hundred round trips and memory stays flat.
// Failure policy (docs/decisions/004-feed-import-failures.md): a feed that cannot be fetched or
// read at all changes nothing; a feed cut off part-way keeps the rows it delivered but marks nothing
// out of stock, because the rows after the cut are unknown, not gone.
import type { Locale } from "~/i18n/locales";
import { adminMessages } from "~/i18n/messages/admin";
import { fillIn } from "~/lib/fill-in";
import { slugify } from "~/lib/slug";
import { invalidateCaches } from "../cache";
import { type CategoryRule, categoriesFor, loadCategoryRules } from "../catalog/categorisation";
import type { SqlClient } from "../db/sql-client";
import { type FeedFormat, FeedFormatError, type FeedRow, type ParsedFeedItem, type RejectedRow } from "./feed-row";
import { type OpenOptions, openFeedSource } from "./feed-source";
import { matchProducts, productKey } from "./match-product";
import { parseFeed } from "./parse-feed";

const texts = adminMessages.import;

/** One line of counts for the job page and the feeds card. */
export function importCountsLine(result: ImportResult): string {
	return fillIn(texts.summary.counts, {
		total: result.total,
		new: result.new,
		updated: result.updated,
		unchanged: result.unchanged,
		madeUnavailable: result.madeUnavailable,
		rejected: result.rejected,
	});
}

/** How many rejection reasons a result keeps (the count is always complete). */
export const keptRejections = 200;

export interface ImportResult {
	feedId: string;
	locale: Locale;
	retailer: string;
	/** "partial": the feed was cut off part-way (see `truncated`). */
	status: "succeeded" | "partial";
	/** Products created. */
	new: number;
	/** Offers created (on new or existing products). */
	offersAdded: number;
	/** Offers whose price, currency, availability or URL changed. */
	updated: number;
	unchanged: number;
	/** Products that lost their last available offer. */
	madeUnavailable: number;
	/** This feed's offers missing from a complete run, now out of stock. */
	withdrawn: number;
	rejected: number;
	/** The first `keptRejections` rejected rows with their reasons. */
	rejections: RejectedRow[];
	/** Every item the feed held, accepted or rejected. */
	total: number;
	truncated: boolean;
	durationMs: number;
}

/** The feed could not be imported at all; nothing was changed. */
export class FeedImportError extends Error {
	override name = "FeedImportError";
}

export interface ImportOptions {
	/** Called after each batch (a job reports progress and learns about cancellation here). */
	progress?: (state: { rows: number }) => Promise<void>;
	batchSize?: number;
	/** An http(s) feed's time limits (feed-source's defaults otherwise; tests shorten them). */
	timeouts?: OpenOptions;
}

interface FeedToImport {
	id: string;
	locale: Locale;
	format: FeedFormat;
	url: string | null;
	file_path: string | null;
	column_mapping: Record<string, string> | null;
	retailer_id: string;
	retailer_slug: string;
	retailer_name: string;
}

const currencyOf: Record<Locale, string> = { sv: "SEK", nb: "NOK" };

interface Counts {
	new: number;
	offersAdded: number;
	updated: number;
	unchanged: number;
	madeUnavailable: number;
	/** Products whose shown price, link or availability changed. */
	productsChanged: number;
}

export async function importFeed(sql: SqlClient, feedId: string, options: ImportOptions = {}): Promise<ImportResult> {
	const started = Date.now();
	const [feed] = await sql.query<FeedToImport>(
		`select f.id, f.locale, f.format, f.url, f.file_path, f.column_mapping, f.retailer_id,
		   r.slug as retailer_slug, r.name as retailer_name
		 from feeds f join retailers r on r.id = f.retailer_id where f.id::text = $1`,
		[feedId],
	);
	if (!feed) throw new FeedImportError(texts.errors.feedNotFound);
	try {
		const result = await runImport(sql, feed, options, started);
		await recordRun(sql, feed.id, {
			status: result.status,
			error: result.truncated ? (result.rejections.at(-1)?.reason ?? null) : null,
			result,
		});
		return result;
	} catch (error) {
		const message = error instanceof Error ? error.message : String(error);
		await recordRun(sql, feed.id, { status: "failed", error: message, result: null }).catch(() => {});
		throw error instanceof FeedImportError ? error : Object.assign(new FeedImportError(message), { cause: error });
	}
}

async function recordRun(
	sql: SqlClient,
	feedId: string,
	run: { status: "succeeded" | "partial" | "failed"; error: string | null; result: ImportResult | null },
): Promise<void> {
	await sql.query(
		`update feeds set last_run_at = now(), last_status = $2, last_error = $3,
		   last_result = coalesce($4::jsonb, last_result), updated_at = now()
		 where id = $1`,
		[feedId, run.status, run.error, run.result ? JSON.stringify(run.result) : null],
	);
}

async function runImport(sql: SqlClient, feed: FeedToImport, options: ImportOptions, started: number): Promise<ImportResult> {
	const batchSize = options.batchSize ?? 500;
	// The database's clock, not ours: offers seen in this run get a later seen_at than this.
	const [clock] = await sql.query<{ now: string }>("select clock_timestamp()::text as now");
	const runStart = clock?.now;
	const rules = await loadCategoryRules(sql, feed.locale);
	const counts: Counts = { new: 0, offersAdded: 0, updated: 0, unchanged: 0, madeUnavailable: 0, productsChanged: 0 };
	const rejections: RejectedRow[] = [];
	let rejected = 0;
	let total = 0;
	let accepted = 0;
	let truncated = false;
	const reject = (row: RejectedRow) => {
		rejected++;
		if (rejections.length < keptRejections) rejections.push(row);
	};
	const seenIds = new Set<string>();
	let batch: FeedRow[] = [];
	const flush = async () => {
		if (batch.length === 0) return;
		const rows = batch;
		batch = [];
		await writeBatch(sql, feed, rows, rules, counts, reject);
		await options.progress?.({ rows: total });
	};

	// Opening fails before anything is written (unreachable, HTTP error, missing file).
	const source = await openFeedSource({ url: feed.url, filePath: feed.file_path }, options.timeouts);
	const items = parseFeed(source, {
		format: feed.format,
		columnMapping: feed.column_mapping,
		defaultCurrency: currencyOf[feed.locale],
	})[Symbol.asyncIterator]();
	for (;;) {
		let next: IteratorResult<ParsedFeedItem>;
		try {
			next = await items.next();
		} catch (error) {
			// Garbage from the start changes nothing; a cut-off feed keeps what came before the cut.
			const itemsSeen = error instanceof FeedFormatError ? error.itemsSeen : total;
			if (itemsSeen === 0) throw error;
			truncated = true;
			reject({
				line: total + 1,
				externalId: null,
				reason: fillIn(texts.rows.truncated, { message: error instanceof Error ? error.message : String(error) }),
			});
			break;
		}
		if (next.done) break;
		total++;
		const item = next.value;
		if (!item.ok) {
			reject(item.rejected);
			continue;
		}
		if (seenIds.has(item.row.externalId)) {
			reject({
				line: item.row.line,
				externalId: item.row.externalId,
				reason: fillIn(texts.rows.duplicateId, { id: item.row.externalId }),
			});
			continue;
		}
		seenIds.add(item.row.externalId);
		accepted++;
		batch.push(item.row);
		if (batch.length >= batchSize) await flush();
	}
	if (accepted === 0 && !truncated) throw new FeedImportError(texts.errors.noValidRows);
	await flush();

	let withdrawn = 0;
	if (!truncated && runStart) {
		// A complete run: this feed's offers it no longer lists are sold out (never deleted: their
		// products' pages keep answering and their price history stays).
		withdrawn = await sql.transaction(async (tx) => {
			const gone = await tx.query<{ product_id: string }>(
				`update offers set availability = 'out_of_stock', updated_at = now()
				 where feed_id = $1 and seen_at < $2::timestamptz and availability <> 'out_of_stock'
				 returning product_id`,
				[feed.id, runStart],
			);
			const refreshed = await refreshProducts(tx, [...new Set(gone.map((g) => g.product_id))]);
			counts.madeUnavailable += refreshed.madeUnavailable;
			counts.productsChanged += refreshed.changed;
			return gone.length;
		});
	}

	if (counts.new + counts.offersAdded + counts.updated + counts.productsChanged + withdrawn > 0) {
		invalidateCaches();
		// Fresh statistics for the planner (search and the lists choose their plans by them): a
		// server's autovacuum would get there within a minute or so, the embedded database never.
		if (counts.new + counts.offersAdded > 0) await sql.exec("analyze public.products, public.offers");
	}
	return {
		feedId: feed.id,
		locale: feed.locale,
		retailer: feed.retailer_name,
		status: truncated ? "partial" : "succeeded",
		new: counts.new,
		offersAdded: counts.offersAdded,
		updated: counts.updated,
		unchanged: counts.unchanged,
		madeUnavailable: counts.madeUnavailable,
		withdrawn,
		rejected,
		rejections,
		total,
		truncated,
		durationMs: Date.now() - started,
	};
}

interface StoredOffer {
	id: string;
	external_id: string;
	product_id: string;
	price: number;
	currency: string;
	availability: string;
	url: string;
	locale: Locale;
}

const cents = (amount: number) => Math.round(amount * 100);

/** Writes one batch of accepted rows in one transaction. */
async function writeBatch(
	sql: SqlClient,
	feed: FeedToImport,
	rows: FeedRow[],
	rules: readonly CategoryRule[],
	counts: Counts,
	reject: (row: RejectedRow) => void,
): Promise<void> {
	const skuOf = (row: FeedRow) => row.gtin ?? `${feed.retailer_slug}:${row.externalId}`;
	await sql.transaction(async (tx) => {
		// Imports of one language create products one batch at a time (unique slugs and SKUs).
		await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`feed-import:${feed.locale}`]);
		const stored = await tx.query<StoredOffer>(
			`select o.id::text as id, o.external_id, o.product_id, o.price::float8 as price, o.currency, o.availability, o.url,
			   p.locale
			 from offers o join products p on p.id = o.product_id
			 where o.retailer_id = $1 and o.external_id = any($2::text[])`,
			[feed.retailer_id, rows.map((r) => r.externalId)],
		);
		const storedById = new Map(stored.map((o) => [o.external_id, o]));

		const known: { row: FeedRow; offer: StoredOffer }[] = [];
		const fresh: FeedRow[] = [];
		for (const row of rows) {
			const offer = storedById.get(row.externalId);
			if (!offer) fresh.push(row);
			else if (offer.locale !== feed.locale) {
				reject({ line: row.line, externalId: row.externalId, reason: fillIn(texts.rows.otherLanguage, { id: row.externalId }) });
			} else known.push({ row, offer });
		}

		// Fresh offers get their ids first, so a new product is written once, already pointing at its
		// cheapest offer (rather than inserted and then updated).
		const offerIdOf = await allocateOfferIds(tx, fresh);
		const { productOf, created } = await productsForFreshRows(tx, feed, fresh, offerIdOf, rules, skuOf, counts);
		const touched = new Set<string>([...productOf.values()].filter((id) => !created.has(id)));

		if (fresh.length > 0) {
			const inserted = await tx.query<{ n: number }>(
				`with added as (
				   insert into offers (id, product_id, retailer_id, feed_id, external_id, price, currency, availability, url)
				   overriding system value
				   select x.id, x.product_id, $1, $2, x.external_id, x.price, x.currency, x.availability, x.url
				   from jsonb_to_recordset($3::jsonb) as x(id bigint, product_id uuid, external_id text, price numeric,
				     currency text, availability text, url text)
				   returning id, product_id, price, currency
				 ), history as (
				   insert into price_history (offer_id, product_id, price, currency)
				   select id, product_id, price, currency from added
				 )
				 select count(*)::int as n from added`,
				[
					feed.retailer_id,
					feed.id,
					JSON.stringify(
						fresh.map((row) => ({
							id: offerIdOf.get(row.externalId),
							product_id: productOf.get(row.externalId),
							external_id: row.externalId,
							price: row.price,
							currency: row.currency,
							availability: row.availability,
							url: row.url,
						})),
					),
				],
			);
			counts.offersAdded += Number(inserted[0]?.n ?? 0);
		}

		const changed = known.filter(
			({ row, offer }) =>
				cents(row.price) !== cents(offer.price) ||
				row.currency !== offer.currency ||
				row.availability !== offer.availability ||
				row.url !== offer.url,
		);
		const changedSet = new Set(changed);
		const unchangedIds = known.filter((k) => !changedSet.has(k)).map((k) => k.offer.id);
		if (changed.length > 0) {
			await tx.query(
				`with incoming as (
				   select * from jsonb_to_recordset($2::jsonb) as x(id bigint, price numeric, currency text, availability text,
				     url text, price_changed boolean)
				 ), changed as (
				   update offers o set price = x.price, currency = x.currency, availability = x.availability, url = x.url,
				     feed_id = $1, seen_at = now(), updated_at = now()
				   from incoming x where o.id = x.id
				   returning o.id, o.product_id, o.price, o.currency
				 )
				 insert into price_history (offer_id, product_id, price, currency)
				 select c.id, c.product_id, c.price, c.currency from changed c join incoming x on x.id = c.id where x.price_changed`,
				[
					feed.id,
					JSON.stringify(
						changed.map(({ row, offer }) => ({
							id: offer.id,
							price: row.price,
							currency: row.currency,
							availability: row.availability,
							url: row.url,
							price_changed: cents(row.price) !== cents(offer.price) || row.currency !== offer.currency,
						})),
					),
				],
			);
			counts.updated += changed.length;
			for (const { offer } of changed) touched.add(offer.product_id);
		}
		if (unchangedIds.length > 0) {
			// Seen again: only seen_at moves (it decides what a complete run marks out of stock).
			await tx.query("update offers set seen_at = now(), feed_id = $1 where id = any($2::bigint[])", [feed.id, unchangedIds]);
			counts.unchanged += unchangedIds.length;
		}

		const refreshed = await refreshProducts(tx, [...touched]);
		counts.madeUnavailable += refreshed.madeUnavailable;
		counts.productsChanged += refreshed.changed;
	});
}

/** Ids for the offers about to be inserted, from the offers' own identity sequence. */
async function allocateOfferIds(tx: SqlClient, fresh: FeedRow[]): Promise<Map<string, string>> {
	if (fresh.length === 0) return new Map();
	const ids = await tx.query<{ id: string }>(
		"select nextval(pg_get_serial_sequence('offers', 'id'))::text as id from generate_series(1, $1::int)",
		[fresh.length],
	);
	return new Map(fresh.map((row, i) => [row.externalId, ids[i]?.id as string]));
}

/**
 * The offer a product shows, as refreshProducts picks it: the cheapest available one, or with none
 * available the cheapest of all; equal prices go to the older offer.
 */
function cheapestOf(rows: FeedRow[], offerIdOf: Map<string, string>): FeedRow {
	const rank = (row: FeedRow) => [
		row.availability === "out_of_stock" ? 1 : 0,
		cents(row.price),
		Number(offerIdOf.get(row.externalId)),
	];
	return rows.reduce((best, row) => {
		const [a, b] = [rank(row), rank(best)];
		for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number) ? row : best;
		return best;
	});
}

/**
 * The product of every fresh row (by external id): an existing one when it matches, else a new one,
 * created here with its price, link and availability from its cheapest offer of this batch.
 */
async function productsForFreshRows(
	tx: SqlClient,
	feed: FeedToImport,
	fresh: FeedRow[],
	offerIdOf: Map<string, string>,
	rules: readonly CategoryRule[],
	skuOf: (row: FeedRow) => string,
	counts: Counts,
): Promise<{ productOf: Map<string, string>; created: Set<string> }> {
	const productOf = new Map<string, string>();
	const created = new Set<string>();
	if (fresh.length === 0) return { productOf, created };
	const matched = await matchProducts(tx, feed.locale, fresh, skuOf);
	// Rows of this batch that are one new product (same GTIN, or same brand + name + size).
	const groups = new Map<string, FeedRow[]>();
	fresh.forEach((row, i) => {
		const id = matched.get(i);
		if (id) {
			productOf.set(row.externalId, id);
			return;
		}
		const key = row.gtin ? `gtin:${row.gtin}` : `key:${productKey(row)}`;
		const group = groups.get(key);
		if (group) group.push(row);
		else groups.set(key, [row]);
	});
	if (groups.size === 0) return { productOf, created };

	const firsts = [...groups.values()].map((group) => group[0] as FeedRow);
	const slugs = await uniqueSlugs(tx, feed.locale, firsts.map(baseSlug));
	const inserted = await tx.query<{ id: string; sku: string }>(
		`insert into products (locale, name, slug, brand, description, price, currency, image_url, product_url, available,
		   category, sku, gtin, size_value, size_unit, product_type, cheapest_offer_id)
		 select $1, name, slug, brand, description, price, currency, image_url, product_url, available,
		   category, sku, gtin, size_value, size_unit, product_type, cheapest_offer_id
		 from jsonb_to_recordset($2::jsonb) as x(name text, slug text, brand text, description text, price numeric,
		   currency text, image_url text, product_url text, available boolean, category text[], sku text, gtin text,
		   size_value numeric, size_unit text, product_type text, cheapest_offer_id bigint)
		 returning id, sku`,
		[
			feed.locale,
			JSON.stringify(
				[...groups.values()].map((group, i) => {
					const row = group[0] as FeedRow;
					const cheapest = cheapestOf(group, offerIdOf);
					return {
						name: row.title,
						slug: slugs[i],
						brand: row.brand,
						description: row.description,
						price: cheapest.price,
						currency: cheapest.currency,
						image_url: group.find((r) => r.imageUrl)?.imageUrl ?? null,
						product_url: cheapest.url,
						available: cheapest.availability !== "out_of_stock",
						category: categoriesFor({ name: row.title, productType: row.productType }, rules),
						sku: skuOf(row),
						gtin: row.gtin,
						size_value: row.size?.value ?? null,
						size_unit: row.size?.unit ?? null,
						product_type: row.productType,
						cheapest_offer_id: offerIdOf.get(cheapest.externalId),
					};
				}),
			),
		],
	);
	counts.new += inserted.length;
	const idBySku = new Map(inserted.map((p) => [p.sku, p.id]));
	for (const group of groups.values()) {
		const id = idBySku.get(skuOf(group[0] as FeedRow));
		if (!id) continue;
		created.add(id);
		for (const row of group) productOf.set(row.externalId, id);
	}
	return { productOf, created };
}

function baseSlug(row: FeedRow): string {
	return slugify(row.title) || slugify(`${row.brand ?? ""} ${row.externalId}`) || "produkt";
}

/** Each wanted slug, or with -2, -3 … when the language already has it (or an earlier one here took it). */
async function uniqueSlugs(tx: SqlClient, locale: Locale, wanted: string[]): Promise<string[]> {
	const bases = [...new Set(wanted)];
	const taken = new Set(
		(
			await tx.query<{ slug: string }>("select slug from products where locale = $1 and slug = any($2::text[])", [locale, bases])
		).map((r) => r.slug),
	);
	// Only a base that is taken needs its numbered variants looked up (rare, so one query each is fine).
	const clashing = bases.filter((base) => taken.has(base));
	if (clashing.length > 0) {
		const numbered = await tx.query<{ slug: string }>(
			`select p.slug from products p join unnest($2::text[]) as b(base) on p.slug like b.base || '-%'
			 where p.locale = $1`,
			[locale, clashing],
		);
		for (const r of numbered) taken.add(r.slug);
	}
	return wanted.map((base) => {
		let slug = base;
		for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
		taken.add(slug);
		return slug;
	});
}

/**
 * Points each product at its cheapest available offer (price, currency, link, cheapest_offer_id)
 * and sets `available` by whether it has one. A product without an available offer is never
 * deleted: it shows the lowest of its offers' last prices (an offer that sells out keeps the
 * price it had), so its page keeps answering with the price it was last sold at. Only rows that
 * differ are written.
 */
export async function refreshProducts(
	tx: SqlClient,
	productIds: string[],
): Promise<{ changed: number; madeUnavailable: number }> {
	if (productIds.length === 0) return { changed: 0, madeUnavailable: 0 };
	const rows = await tx.query<{ was_available: boolean; available: boolean }>(
		`with best as (
		   -- Per product: its cheapest available offer, or (none available) its cheapest offer.
		   select distinct on (o.product_id) o.product_id, o.id, o.price, o.currency, o.url,
		     o.availability <> 'out_of_stock' as available
		   from offers o where o.product_id = any($1::uuid[])
		   order by o.product_id, o.availability = 'out_of_stock', o.price, o.id
		 ), target as (
		   select p.id, p.available as was_available, coalesce(b.available, false) as available,
		     coalesce(b.id, p.cheapest_offer_id) as offer_id, coalesce(b.price, p.price) as price,
		     coalesce(b.currency, p.currency) as currency, coalesce(b.url, p.product_url) as url
		   from products p left join best b on b.product_id = p.id
		   where p.id = any($1::uuid[])
		 )
		 update products p set available = t.available, cheapest_offer_id = t.offer_id, price = t.price,
		   currency = t.currency, product_url = t.url, updated_at = now()
		 from target t
		 where p.id = t.id
		   and (p.available, p.cheapest_offer_id, p.price, p.currency, p.product_url)
		     is distinct from (t.available, t.offer_id, t.price, t.currency, t.url)
		 returning t.was_available, t.available`,
		[productIds],
	);
	return { changed: rows.length, madeUnavailable: rows.filter((r) => r.was_available && !r.available).length };
}
