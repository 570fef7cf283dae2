// The products of a batch's fresh offers: an existing product when the row matches one
// (match-product.ts), else a new product created from the batch's rows for it. A new product is
// written once, already showing its cheapest offer of the batch, so its offers' ids are taken from
// their sequence first. Raw SQL on the import's own Db; see import-feed.ts.
import type { Locale } from "~/i18n/locales";
import { slugify } from "~/lib/slug";
import { type CategoryRule, categoriesFor } from "../catalogue/categorization";
import type { Db } from "../db/handle";
import type { products } from "../db/schema";
import type { FeedRow } from "./feed-row";
import type { FeedToImport } from "./feed-to-import";
import { matchProducts, productKey } from "./match-product";
import { cents } from "./row-values";

type Product = typeof products.$inferSelect;

/** Ids for the offers about to be inserted (by external id, as text), from the offers' own identity sequence. */
export async function allocateOfferIds(tx: Db, fresh: FeedRow[]): Promise<Map<string, string>> {
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

export interface FreshRowProducts {
	/** Each fresh row's product, by external id. */
	productOf: Map<string, string>;
	/** The products created here. */
	created: Set<string>;
}

/**
 * The product of every fresh row (by external id): an existing one when it matches, else a new one,
 * created here with its price, link and availability from its cheapest offer of this batch.
 */
export async function productsForFreshRows(
	tx: Db,
	feed: FeedToImport,
	fresh: FeedRow[],
	offerIdOf: Map<string, string>,
	rules: readonly CategoryRule[],
	skuOf: (row: FeedRow) => string,
): Promise<FreshRowProducts> {
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
	const inserted = await tx.query<Pick<Product, "id" | "sku">>(
		`insert into products (locale, name, slug, brand, description, price, currency, image_url, product_url, available,
		   category, sku, gtin, size_value, size_unit, product_type, cheapest_offer_id, in_stock)
		 select $1, name, slug, brand, description, price, currency, image_url, product_url, available,
		   category, sku, gtin, size_value, size_unit, product_type, cheapest_offer_id, in_stock
		 from jsonb_to_recordset($2::jsonb) as x(name text, slug text, brand text, description text, price numeric,
		   currency text, image_url text, product_url text, available boolean, category text[], sku text, gtin text,
		   size_value numeric, size_unit text, product_type text, cheapest_offer_id bigint, in_stock boolean)
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
						// As its offers, inserted next, will say: the database's trigger then has nothing to
						// change, and the new row is written once.
						in_stock: group.some((r) => r.availability === "in_stock"),
					};
				}),
			),
		],
	);
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

/**
 * Each wanted slug, or with -2, -3 … when the language already has it (or an earlier one here took
 * it). A merged product's former address is taken too: it leads to its survivor (ADR 048).
 */
async function uniqueSlugs(tx: Db, locale: Locale, wanted: string[]): Promise<string[]> {
	const bases = [...new Set(wanted)];
	const taken = new Set(
		(
			await tx.query<Pick<Product, "slug">>(
				`select slug from products where locale = $1 and slug = any($2::text[])
				 union all select slug from former_product_slugs where locale = $1 and slug = any($2::text[])`,
				[locale, bases],
			)
		).map((r) => r.slug),
	);
	// Only a base that is taken needs its numbered variants looked up (rare, so one query each is fine).
	const clashing = bases.filter((base) => taken.has(base));
	if (clashing.length > 0) {
		const numbered = await tx.query<Pick<Product, "slug">>(
			`select p.slug from products p join unnest($2::text[]) as b(base) on p.slug like b.base || '-%'
			 where p.locale = $1
			 union all
			 select f.slug from former_product_slugs f join unnest($2::text[]) as b(base) on f.slug like b.base || '-%'
			 where f.locale = $1`,
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
