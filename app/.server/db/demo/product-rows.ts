// The demo products as the bundled feeds list them, read with the import's own parser: what tests
// check the feeds against and look a product up in (a sold-out one, say). Seeding does not use
// this module; it runs the import itself (../seed.ts).
import { type Locale, localeCurrency } from "~/i18n/locales";
import { slugify } from "~/lib/slug";
import type { FeedRow, RejectedRow } from "../../feeds/feed-row";
import { openFeedSource } from "../../feeds/feed-source";
import { parseFeed } from "../../feeds/parse-feed";
import { type DemoFeed, readDemoCatalogue } from "./catalogue";

/** One bundled feed's rows, and the rows the parser refused (none, in a good demo feed). */
export async function readDemoFeed(feed: DemoFeed): Promise<{ rows: FeedRow[]; rejected: RejectedRow[] }> {
	const rows: FeedRow[] = [];
	const rejected: RejectedRow[] = [];
	const source = await openFeedSource({ url: null, filePath: feed.file });
	for await (const item of parseFeed(source, { format: feed.format, defaultCurrency: localeCurrency[feed.locale] })) {
		if (item.ok) rows.push(item.row);
		else rejected.push(item.rejected);
	}
	return { rows, rejected };
}

export interface DemoProductRow {
	locale: Locale;
	gtin: string;
	name: string;
	/** The slug the import gives it (names are unique within a language). */
	slug: string;
	brand: string | null;
	/** In stock at any retailer of its language. */
	available: boolean;
}

async function readProductRows(): Promise<DemoProductRow[]> {
	const { feeds } = await readDemoCatalogue();
	const byProduct = new Map<string, DemoProductRow>();
	for (const feed of feeds) {
		for (const row of (await readDemoFeed(feed)).rows) {
			const key = `${feed.locale}:${row.gtin}`;
			const inStock = row.availability === "in_stock";
			const known = byProduct.get(key);
			if (known) known.available ||= inStock;
			else {
				byProduct.set(key, {
					locale: feed.locale,
					gtin: row.gtin ?? "",
					name: row.title,
					slug: slugify(row.title),
					brand: row.brand,
					available: inStock,
				});
			}
		}
	}
	return [...byProduct.values()];
}

const productRows = await readProductRows();

/** Every demo product of both languages, in the order the feeds first list them. */
export function demoProductRows(): DemoProductRow[] {
	return productRows;
}
