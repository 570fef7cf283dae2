// Writes the demo catalogue into an empty or partly filled database. Its texts (category, brand
// and home pages, articles) and its retailers and feeds are data files (data/demo/, read and
// checked by ./demo/catalogue.ts) inserted directly; products, offers and price history come from
// running the real feed import on the bundled feeds (data/feeds/), their only source
// (docs/decisions/024-demo-catalogue-as-data.md), as dated snapshots of the last 90 days (ADR 026). Every insert is keyed (slug, retailer, feed
// file) and skips rows that exist, and a feed is imported only when it has never run, so seeding
// twice changes nothing.
import { locales } from "~/i18n/locales";
import { articleSchemaMarkup } from "~/lib/article-schema-markup";
import { importFeed } from "../feeds/import-feed";
import { refreshVocabulary } from "../search/maintenance";
import { type DemoCatalogue, readDemoCatalogue } from "./demo/catalogue";
import { demoFeedHistory, snapshotSource } from "./demo/feed-snapshots";
import type { Db } from "./handle";

async function insertJson(tx: Db, statement: string, rows: unknown[]): Promise<void> {
	if (rows.length > 0) await tx.query(statement, [JSON.stringify(rows)]);
}

async function seedPages(tx: Db, demo: DemoCatalogue): Promise<void> {
	const categoryRows = demo.categories.flatMap((c) =>
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
	const brandRows = demo.brands.flatMap((b) =>
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

/** The demo retailers, their shipping rules and their feeds (bundled files), each registered once. */
async function seedRetailersAndFeeds(tx: Db, demo: DemoCatalogue): Promise<void> {
	await insertJson(
		tx,
		`insert into retailers (name, slug, website_url)
		 select name, slug, website_url from jsonb_to_recordset($1::jsonb) as x(name text, slug text, website_url text)
		 on conflict do nothing`,
		demo.retailers,
	);
	await insertJson(
		tx,
		`insert into retailer_shipping (retailer_id, locale, fee, free_over, delivery_days_min, delivery_days_max)
		 select r.id, x.locale, x.fee, x.free_over, x.days_min, x.days_max
		 from jsonb_to_recordset($1::jsonb) as x(retailer text, locale text, fee numeric, free_over numeric, days_min int, days_max int)
		 join retailers r on r.slug = x.retailer
		 on conflict do nothing`,
		demo.retailers.flatMap((retailer) =>
			Object.entries(retailer.shipping).map(([locale, rule]) => ({
				retailer: retailer.slug,
				locale,
				fee: rule.fee,
				free_over: rule.free_over,
				days_min: rule.delivery_days[0],
				days_max: rule.delivery_days[1],
			})),
		),
	);
	await insertJson(
		tx,
		`insert into feeds (retailer_id, locale, format, file_path)
		 select r.id, x.locale, x.format, x.file_path
		 from jsonb_to_recordset($1::jsonb) as x(retailer text, locale text, format text, file_path text)
		 join retailers r on r.slug = x.retailer
		 where not exists (select 1 from feeds f where f.file_path = x.file_path)`,
		demo.feeds.map((feed) => ({ retailer: feed.retailer, locale: feed.locale, format: feed.format, file_path: feed.file })),
	);
}

/**
 * Imports the demo feeds that never ran, each as its dated snapshots (./demo/feed-snapshots.ts):
 * day by day, oldest first, and on each day in the feeds' listed order (the first feed of a
 * language creates its products). The import writes a price-history row only for a price that
 * changed; the rows an import wrote are then dated to its snapshot's day, which is all that tells a
 * snapshot from today's feed (docs/decisions/026-demo-price-history-as-feed-snapshots.md).
 */
async function importDemoFeeds(db: Db, demo: DemoCatalogue): Promise<void> {
	const pending = await db.query<{ id: string; file_path: string }>(
		"select id, file_path from feeds where file_path = any($1::text[]) and last_run_at is null",
		[demo.feeds.map((f) => f.file)],
	);
	const runs = await Promise.all(
		demo.feeds.flatMap((feed) => {
			const row = pending.find((p) => p.file_path === feed.file);
			return row ? [demoFeedHistory(feed).then((h) => ({ feedId: row.id, snapshots: h.snapshots }))] : [];
		}),
	);
	const today = Date.now();
	const days = [...new Set(runs.flatMap((r) => r.snapshots.map((s) => s.day)))].sort((a, b) => a - b);
	for (const day of days) {
		for (const run of runs) {
			const snapshot = run.snapshots.find((s) => s.day === day);
			if (!snapshot) continue;
			const [mark] = await db.query<{ id: string }>("select coalesce(max(id), 0)::text as id from price_history");
			await importFeed(db, run.feedId, { source: snapshotSource(snapshot) });
			await db.query("update price_history set recorded_at = $1 where id > $2::bigint", [
				new Date(today + day * 86_400_000).toISOString(),
				mark?.id ?? "0",
			]);
		}
	}
	// The demo retailers' .example image links do not exist; the demo shows the bundled copies.
	await db.query(
		`update products set image_url = substring(image_url from '^https://[a-z0-9-]+\\.example(/images/products/[^/]+)$')
		 where image_url ~ '^https://[a-z0-9-]+\\.example/images/products/[^/]+$'`,
	);
}

async function seedArticles(tx: Db, demo: DemoCatalogue): Promise<void> {
	const rows = demo.articles.map((a) => {
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

/** The home page's text and its "popular products", found by GTIN among the imported products. */
async function seedHomepage(tx: Db, demo: DemoCatalogue): Promise<void> {
	for (const locale of locales) {
		const { seo_text_md: seoText, featured_gtins: gtins } = demo.homepage[locale];
		const found = await tx.query<{ id: string; gtin: string }>(
			"select id, gtin from products where locale = $1 and gtin = any($2::text[])",
			[locale, gtins],
		);
		const featured = gtins.flatMap((gtin) => found.filter((p) => p.gtin === gtin).map((p) => p.id));
		await tx.query(
			`insert into homepage_content (locale, seo_text_md, featured_product_ids)
			 values ($1, $2, $3::uuid[]) on conflict do nothing`,
			[locale, seoText, `{${featured.join(",")}}`],
		);
	}
}

/** Inserts whatever of the demo catalogue is missing. Safe to run any number of times. */
export async function seedDemoCatalogue(db: Db): Promise<void> {
	// Read and checked first: a broken data file stops seeding before anything is written.
	const demo = await readDemoCatalogue();
	await db.transaction(async (tx) => {
		await seedPages(tx, demo);
		await seedRetailersAndFeeds(tx, demo);
	});
	// Outside one big transaction: the import writes in batches of its own.
	await importDemoFeeds(db, demo);
	// The catalogue's words for typo tolerance and "Menade du …?" (ADR 039).
	await refreshVocabulary(db);
	await db.transaction(async (tx) => {
		await seedArticles(tx, demo);
		await seedHomepage(tx, demo);
	});
}
const seedLockId = 7_244_102; // any constant: identifies "demo catalogue" among advisory locks

/**
 * Writes the demo catalogue into an empty database, once however many instances start on it
 * together: on a server the first holds an advisory lock while it writes (on the pool's other
 * connections), and the others, let in after it, find the catalogue no longer empty. The embedded
 * database belongs to one process. True when this call wrote it.
 */
export async function seedDemoCatalogueIfEmpty(db: Db): Promise<boolean> {
	const seedIfEmpty = async (reader: Db) => {
		if (!(await isCatalogueEmpty(reader))) return false;
		await seedDemoCatalogue(db);
		return true;
	};
	if (db.kind === "pglite") return seedIfEmpty(db);
	return db.transaction(async (tx) => {
		await tx.query("select pg_advisory_xact_lock($1)", [seedLockId]);
		return seedIfEmpty(tx);
	});
}

/** True when the catalogue has no categories and no products yet (a fresh installation). */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
	const [row] = await db.query<{ empty: boolean }>(
		"select not exists (select 1 from categories) and not exists (select 1 from products) as empty",
	);
	return row?.empty ?? true;
}
