// Writes the bundled demo catalogue (./demo) into an empty or partly filled database. Pages,
// brands, articles and the homepage are inserted directly; products, offers and price history
// come from running the real feed import on the bundled demo feeds (data/feeds/, DESIGN §3).
// Every insert is keyed (slug, retailer, feed file) and skips rows that exist, and a feed is
// imported only when it has never run, so seeding twice changes nothing.
import { type Locale, locales } from "~/i18n/locales";
import { articleSchemaMarkup } from "~/lib/article-schema-markup";
import { importFeed } from "../feeds/import-feed";
import { demoArticles } from "./demo/articles";
import { demoBrands } from "./demo/brands";
import { demoCategories } from "./demo/categories";
import { demoFeedFormat, demoFeeds, demoRetailer } from "./demo/feeds";
import { demoHomepageSeo } from "./demo/homepage";
import { demoProductRows } from "./demo/product-rows";
import { demoRetailers } from "./demo/retailers";
import type { SqlClient } from "./sql-client";

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

/** The demo retailers and their feeds (bundled files), each registered once. */
async function seedRetailersAndFeeds(tx: SqlClient): Promise<void> {
	await insertJson(
		tx,
		`insert into retailers (name, slug, website_url)
		 select name, slug, website_url from jsonb_to_recordset($1::jsonb) as x(name text, slug text, website_url text)
		 on conflict do nothing`,
		demoRetailers.map((r) => ({ name: r.name, slug: r.slug, website_url: r.websiteUrl })),
	);
	await insertJson(
		tx,
		`insert into feeds (retailer_id, locale, format, file_path)
		 select r.id, x.locale, x.format, x.file_path
		 from jsonb_to_recordset($1::jsonb) as x(retailer text, locale text, format text, file_path text)
		 join retailers r on r.slug = x.retailer
		 where not exists (select 1 from feeds f where f.file_path = x.file_path)`,
		demoFeeds.map((feed) => ({
			retailer: demoRetailer(feed).slug,
			locale: feed.locale,
			format: demoFeedFormat(feed),
			file_path: feed.file,
		})),
	);
}

/** Imports the demo feeds that never ran, in catalogue order (the first feed of a language creates its products). */
async function importDemoFeeds(sql: SqlClient): Promise<void> {
	const pending = await sql.query<{ id: string; file_path: string }>(
		"select id, file_path from feeds where file_path = any($1::text[]) and last_run_at is null",
		[demoFeeds.map((f) => f.file)],
	);
	for (const feed of demoFeeds) {
		const row = pending.find((p) => p.file_path === feed.file);
		if (row) await importFeed(sql, row.id);
	}
	// The demo retailers' .example image links do not exist; the demo shows the bundled copies.
	await sql.query(
		`update products set image_url = substring(image_url from '^https://[a-z0-9-]+\\.example(/images/products/[^/]+)$')
		 where image_url ~ '^https://[a-z0-9-]+\\.example/images/products/[^/]+$'`,
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

/** "Popular products": the first available product of each of the first eight brands (by demo SKU). */
function featuredGtins(locale: Locale): string[] {
	const firstOfBrand = new Map<string, { sku: string; gtin: string }>();
	for (const row of demoProductRows()) {
		if (row.locale !== locale || !row.available) continue;
		const seen = firstOfBrand.get(row.brand);
		if (!seen || row.sku < seen.sku) firstOfBrand.set(row.brand, { sku: row.sku, gtin: row.gtin });
	}
	return [...firstOfBrand.values()]
		.sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0))
		.slice(0, 8)
		.map((p) => p.gtin);
}

async function seedHomepage(tx: SqlClient): Promise<void> {
	for (const locale of locales) {
		const gtins = featuredGtins(locale);
		const found = await tx.query<{ id: string; gtin: string }>(
			"select id, gtin from products where locale = $1 and gtin = any($2::text[])",
			[locale, gtins],
		);
		const featured = gtins.flatMap((gtin) => found.filter((p) => p.gtin === gtin).map((p) => p.id));
		await tx.query(
			`insert into homepage_content (locale, seo_text_md, featured_product_ids)
			 values ($1, $2, $3::uuid[]) on conflict do nothing`,
			[locale, demoHomepageSeo[locale], `{${featured.join(",")}}`],
		);
	}
}

/** Inserts whatever of the demo catalogue is missing. Safe to run any number of times. */
export async function seedDemoCatalogue(sql: SqlClient): Promise<void> {
	await sql.transaction(async (tx) => {
		await seedPages(tx);
		await seedRetailersAndFeeds(tx);
	});
	// Outside one big transaction: the import writes in batches of its own.
	await importDemoFeeds(sql);
	await sql.transaction(async (tx) => {
		await seedArticles(tx);
		await seedHomepage(tx);
	});
}
const seedLockId = 7_244_102; // any constant: identifies "demo catalogue" among advisory locks

/**
 * Writes the demo catalogue into an empty database, once however many instances start on it
 * together: on a server the first holds an advisory lock while it writes (on the pool's other
 * connections), and the others, let in after it, find the catalogue no longer empty. The embedded
 * database belongs to one process. True when this call wrote it.
 */
export async function seedDemoCatalogueIfEmpty(sql: SqlClient): Promise<boolean> {
	const seedIfEmpty = async (reader: SqlClient) => {
		if (!(await isCatalogueEmpty(reader))) return false;
		await seedDemoCatalogue(sql);
		return true;
	};
	if (sql.kind === "pglite") return seedIfEmpty(sql);
	return sql.transaction(async (tx) => {
		await tx.query("select pg_advisory_xact_lock($1)", [seedLockId]);
		return seedIfEmpty(tx);
	});
}

/** True when the catalogue has no categories and no products yet (a fresh installation). */
export async function isCatalogueEmpty(sql: SqlClient): Promise<boolean> {
	const [row] = await sql.query<{ empty: boolean }>(
		"select not exists (select 1 from categories) and not exists (select 1 from products) as empty",
	);
	return row?.empty ?? true;
}
