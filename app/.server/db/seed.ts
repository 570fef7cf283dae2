// Writes the bundled demo catalogue (./demo) into an empty or partly filled database.
// Every insert is keyed (slug, SKU, retailer offer id) and skips rows that exist, so seeding
// twice changes nothing. Prices, offers and availability are derived deterministically from
// the SKU, so every installation shows the same catalogue.
import { createHash } from "node:crypto";
import { type Locale, locales } from "~/i18n/locales";
import { articleSchemaMarkup } from "~/lib/article-schema-markup";
import { formatSize } from "~/lib/size";
import { slugify } from "~/lib/slug";
import { demoArticles } from "./demo/articles";
import { demoBrands } from "./demo/brands";
import { demoCategories } from "./demo/categories";
import { demoHomepageSeo } from "./demo/homepage";
import { demoProducts } from "./demo/products";
import { demoRetailers } from "./demo/retailers";
import type { DemoProduct } from "./demo/types";
import type { SqlClient } from "./sql-client";

const currencyOf: Record<Locale, string> = { sv: "SEK", nb: "NOK" };

/** A stable number from a text, so "random" demo facts are the same on every machine. */
function stableNumber(text: string): number {
	return createHash("sha1").update(text).digest().readUInt32BE(0);
}

/** Shelf prices end in ,90 (12,90 / 32,90). */
function shelfPrice(amount: number): number {
	return Math.max(4, Math.floor(amount)) + 0.9;
}

function grams(size: DemoProduct["sizes"][number]): number {
	return size.unit === "kg" || size.unit === "l" ? size.value * 1000 : size.value;
}

/** A valid EAN-13 (GS1 prefix 73 = Sweden) derived from the SKU. */
export function demoGtin(sku: string): string {
	const body = `73${String(stableNumber(sku)).padStart(10, "0").slice(-10)}`;
	const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
	return `${body}${(10 - (sum % 10)) % 10}`;
}

export interface DemoProductRow {
	locale: Locale;
	sku: string;
	gtin: string;
	name: string;
	slug: string;
	brand: string;
	description: string;
	category: string[];
	imageUrl: string;
	available: boolean;
	sizeValue: number;
	sizeUnit: string;
	shelfPrice: number;
	currency: string;
}

/** Every demo product row of both languages (one per product line, size and language). */
export function demoProductRows(): DemoProductRow[] {
	const brandName = new Map(demoBrands.map((b) => [b.key, b.name]));
	const categoryName = new Map(demoCategories.map((c) => [c.key, c]));
	const rows: DemoProductRow[] = [];
	for (const line of demoProducts) {
		const firstGrams = grams(line.sizes[0] ?? { value: 1, unit: "g" });
		for (const size of line.sizes) {
			const sku = `${line.sku}-${String(size.value).replace(".", "_")}${size.unit}`.toUpperCase();
			const priceSek = shelfPrice(line.price_sek * (grams(size) / firstGrams) ** 0.85);
			for (const locale of locales) {
				const name = `${line[locale].name} ${formatSize(size.value, size.unit, locale)}`;
				rows.push({
					locale,
					sku,
					gtin: demoGtin(sku),
					name,
					slug: slugify(name),
					brand: brandName.get(line.brand) ?? line.brand,
					description: line[locale].description_md,
					category: line.categories.flatMap((key) => {
						const page = categoryName.get(key)?.[locale];
						return page ? [page.name] : [];
					}),
					imageUrl: `/images/products/${line.image}`,
					// About one in twelve demo products is sold out everywhere.
					available: stableNumber(`${sku}:available`) % 12 !== 0,
					sizeValue: size.value,
					sizeUnit: size.unit,
					shelfPrice: locale === "sv" ? priceSek : shelfPrice(priceSek * 1.06),
					currency: currencyOf[locale],
				});
			}
		}
	}
	return rows;
}

async function insertJson(tx: SqlClient, statement: string, rows: unknown[]): Promise<void> {
	if (rows.length > 0) await tx.query(statement, [JSON.stringify(rows)]);
}

async function seedPages(tx: SqlClient): Promise<void> {
	const categoryRows = demoCategories.flatMap((c) =>
		locales.flatMap((locale) => {
			const page = c[locale];
			if (!page) return [];
			const { published = true, ...text } = page;
			return [{ ...text, locale, status: published ? "published" : "draft", translation_key: c.key, keywords: c.keywords }];
		}),
	);
	await insertJson(
		tx,
		`insert into categories (locale, name, slug, intro_md, body_md, status, translation_key, keywords)
		 select locale, name, slug, intro_md, body_md, status, translation_key, keywords
		 from jsonb_to_recordset($1::jsonb) as x(locale text, name text, slug text, intro_md text, body_md text,
		   status text, translation_key text, keywords text[])
		 on conflict do nothing`,
		categoryRows,
	);
	const brandRows = demoBrands.flatMap((b) =>
		locales.map((locale) => ({ ...b[locale], name: b.name, locale, translation_key: b.key })),
	);
	await insertJson(
		tx,
		`insert into brands (locale, name, slug, intro_md, body_md, status, translation_key)
		 select locale, name, slug, intro_md, body_md, 'published', translation_key
		 from jsonb_to_recordset($1::jsonb) as x(locale text, name text, slug text, intro_md text, body_md text, translation_key text)
		 on conflict do nothing`,
		brandRows,
	);
}

async function seedProductsAndOffers(tx: SqlClient): Promise<void> {
	await insertJson(
		tx,
		`insert into retailers (name, slug, website_url)
		 select name, slug, website_url from jsonb_to_recordset($1::jsonb) as x(name text, slug text, website_url text)
		 on conflict do nothing`,
		demoRetailers.map((r) => ({ name: r.name, slug: r.slug, website_url: r.websiteUrl })),
	);
	const retailerIds = new Map(
		(await tx.query<{ id: string; slug: string }>("select id, slug from retailers")).map((r) => [r.slug, r.id]),
	);

	const productRows = demoProductRows();
	const offerRows: Record<string, unknown>[] = [];
	const products = productRows.map((row) => {
		const retailers = demoRetailers.filter((r) => r.locales.includes(row.locale));
		// Each retailer stocks about four in five lines; every product has at least one offer.
		const stocking = retailers.filter((r, i) => i === 0 || stableNumber(`${row.sku}:${r.key}`) % 5 !== 0);
		const offers = stocking.map((r) => {
			const jitter = 1 + ((stableNumber(`${row.sku}:${r.key}:price`) % 9) - 4) / 100;
			return {
				retailer_id: retailerIds.get(r.slug),
				external_id: `${row.locale}-${row.sku}`,
				price: shelfPrice(row.shelfPrice * r.priceFactor * jitter),
				currency: row.currency,
				availability: row.available ? "in_stock" : "out_of_stock",
				url: `${r.websiteUrl}/produkt/${row.slug}`,
			};
		});
		const cheapest = offers.reduce((best, offer) => (offer.price < best.price ? offer : best));
		offerRows.push(...offers.map((offer) => ({ ...offer, locale: row.locale, sku: row.sku })));
		return {
			locale: row.locale,
			name: row.name,
			slug: row.slug,
			brand: row.brand,
			description: row.description,
			price: cheapest.price,
			currency: row.currency,
			image_url: row.imageUrl,
			product_url: cheapest.url,
			available: row.available,
			category: row.category,
			sku: row.sku,
			gtin: row.gtin,
			size_value: row.sizeValue,
			size_unit: row.sizeUnit,
		};
	});
	await insertJson(
		tx,
		`insert into products (locale, name, slug, brand, description, price, currency, image_url, product_url, available,
		   category, sku, gtin, size_value, size_unit)
		 select locale, name, slug, brand, description, price, currency, image_url, product_url, available,
		   category, sku, gtin, size_value, size_unit
		 from jsonb_to_recordset($1::jsonb) as x(locale text, name text, slug text, brand text, description text,
		   price numeric, currency text, image_url text, product_url text, available boolean, category text[],
		   sku text, gtin text, size_value numeric, size_unit text)
		 on conflict do nothing`,
		products,
	);
	await insertJson(
		tx,
		`with incoming as (
		   select p.id as product_id, x.retailer_id, x.external_id, x.price, x.currency, x.availability, x.url
		   from jsonb_to_recordset($1::jsonb) as x(locale text, sku text, retailer_id uuid, external_id text,
		     price numeric, currency text, availability text, url text)
		   join products p on p.locale = x.locale and p.sku = x.sku
		 ), inserted as (
		   insert into offers (product_id, retailer_id, external_id, price, currency, availability, url)
		   select product_id, retailer_id, external_id, price, currency, availability, url from incoming
		   on conflict do nothing
		   returning id, product_id, price, currency
		 )
		 insert into price_history (offer_id, product_id, price, currency)
		 select id, product_id, price, currency from inserted`,
		offerRows,
	);
	// The offer each product shows (and its click-out goes through): the cheapest one.
	await tx.query(
		`update products p set cheapest_offer_id = o.id
		 from (select distinct on (product_id) id, product_id from offers order by product_id, price, id) o
		 where o.product_id = p.id and p.cheapest_offer_id is distinct from o.id`,
	);
}

async function seedArticles(tx: SqlClient): Promise<void> {
	const rows = demoArticles.map((a) => {
		const publishedAt = a.status === "published" ? `${a.published_on}T07:00:00+02:00` : null;
		return {
			locale: a.locale,
			title: a.title,
			slug: a.slug,
			h1: a.h1,
			excerpt: a.excerpt,
			body_md: a.body_md,
			meta_title: a.meta_title,
			meta_description: a.meta_description,
			internal_link_keywords: a.internal_link_keywords,
			external_link_keywords: a.external_link_keywords,
			status: a.status,
			published_at: publishedAt,
			updated_at: publishedAt ?? `${a.published_on}T07:00:00+02:00`,
			schema_markup: articleSchemaMarkup({
				headline: a.h1,
				description: a.meta_description,
				publishedAt,
				modifiedAt: publishedAt,
			}),
		};
	});
	await insertJson(
		tx,
		`insert into articles (locale, title, slug, h1, excerpt, body_md, meta_title, meta_description,
		   internal_link_keywords, external_link_keywords, schema_markup, status, published_at, updated_at)
		 select locale, title, slug, h1, excerpt, body_md, meta_title, meta_description,
		   internal_link_keywords, external_link_keywords, schema_markup, status, published_at, updated_at
		 from jsonb_to_recordset($1::jsonb) as x(locale text, title text, slug text, h1 text, excerpt text, body_md text,
		   meta_title text, meta_description text, internal_link_keywords text[], external_link_keywords text[],
		   schema_markup jsonb, status text, published_at timestamptz, updated_at timestamptz)
		 on conflict do nothing`,
		rows,
	);
}

async function seedHomepage(tx: SqlClient): Promise<void> {
	for (const locale of locales) {
		// "Popular products": the first available product of each of the first eight brands.
		const featured = await tx.query<{ id: string }>(
			`select id from (
			   select distinct on (brand) id, brand, sku from products
			   where locale = $1 and available order by brand, sku
			 ) firsts order by sku limit 8`,
			[locale],
		);
		await tx.query(
			`insert into homepage_content (locale, seo_text_md, featured_product_ids)
			 values ($1, $2, $3::uuid[]) on conflict do nothing`,
			[locale, demoHomepageSeo[locale], `{${featured.map((f) => f.id).join(",")}}`],
		);
	}
}

/** Inserts whatever of the demo catalogue is missing. Safe to run any number of times. */
export async function seedDemoCatalogue(sql: SqlClient): Promise<void> {
	await sql.transaction(async (tx) => {
		await seedPages(tx);
		await seedProductsAndOffers(tx);
		await seedArticles(tx);
		await seedHomepage(tx);
	});
}

/** True when the catalogue has no categories and no products yet (a fresh installation). */
export async function isCatalogueEmpty(sql: SqlClient): Promise<boolean> {
	const [row] = await sql.query<{ empty: boolean }>(
		"select not exists (select 1 from categories) and not exists (select 1 from products) as empty",
	);
	return row?.empty ?? true;
}
