// The bundled demo feeds (DESIGN §3: the demo catalogue is built by running the real import on
// sample feeds). One feed per retailer and language, in the formats real Nordic retailers use.
// The files under data/feeds/ are written from these offers by scripts/build-demo-feeds.ts;
// seeding registers the feeds and imports them.
import { categoriesFor, categoryRule } from "../../catalog/categorisation";
import type { FeedFormat } from "../../feeds/feed-row";
import { demoCategories } from "./categories";
import { type DemoProductRow, demoProductRows, shelfPrice, stableNumber } from "./product-rows";
import { type DemoRetailer, demoRetailers } from "./retailers";
import type { Locale } from "./types";

/** How the file is written: Google Merchant XML, or the CSV of a network (headers, values, encoding). */
export type DemoFeedDialect = "google-xml" | "adtraction" | "awin" | "latin1-semicolon";

export interface DemoFeed {
	retailer: string;
	locale: Locale;
	dialect: DemoFeedDialect;
	/** File name under data/feeds/. */
	file: string;
}

// The first feed of each language stocks every product (so it creates them, with their texts);
// the others stock about four in five, which gives most products two or more offers.
export const demoFeeds: DemoFeed[] = [
	{ retailer: "godisbutiken", locale: "sv", dialect: "google-xml", file: "godisbutiken-sv.xml" },
	{ retailer: "snackshopen", locale: "sv", dialect: "adtraction", file: "snackshopen-sv.csv" },
	{ retailer: "nordisk-godis", locale: "sv", dialect: "awin", file: "nordisk-godis-sv.csv" },
	{ retailer: "sotsakshuset", locale: "sv", dialect: "latin1-semicolon", file: "sotsakshuset-sv.csv" },
	{ retailer: "snackshopen", locale: "nb", dialect: "adtraction", file: "snackshopen-nb.csv" },
	{ retailer: "godtebutikken", locale: "nb", dialect: "google-xml", file: "godtebutikken-nb.xml" },
	{ retailer: "nordisk-godis", locale: "nb", dialect: "awin", file: "nordisk-godis-nb.csv" },
];

export function demoFeedFormat(feed: DemoFeed): FeedFormat {
	return feed.dialect === "google-xml" ? "google_xml" : "csv";
}

export function demoRetailer(feed: DemoFeed): DemoRetailer {
	const retailer = demoRetailers.find((r) => r.key === feed.retailer);
	if (!retailer) throw new Error(`Unknown demo retailer ${feed.retailer}`);
	return retailer;
}

/**
 * The retailer's category path of a product ("Choklad > Jul"): for each of its demo categories the
 * first of the category's words that the categorisation rules read as that category and no other
 * (plain "Julgodis" would also put every Christmas sweet in "Godis"), so the import files each
 * product where the demo catalogue puts it.
 */
export function demoProductType(product: DemoProductRow): string {
	const published = demoCategories.flatMap((c) => {
		const page = c[product.locale];
		return page && page.published !== false ? [{ name: page.name, keywords: c.keywords }] : [];
	});
	const rules = published.map(categoryRule);
	const own = new Set(product.category);
	return product.category
		.map((name) => {
			const category = published.find((c) => c.name === name);
			if (!category) return name;
			const words = [category.name, ...category.keywords];
			return (
				words.find((word) => {
					const found = categoriesFor({ name: word }, rules);
					return found.includes(name) && found.every((c) => own.has(c));
				}) ?? name
			);
		})
		.join(" > ");
}

export interface DemoOffer {
	product: DemoProductRow;
	/** Unique per retailer across its languages (offers are keyed by retailer + id). */
	externalId: string;
	price: number;
	url: string;
	imageUrl: string;
}

/** The offers one demo feed lists, in catalogue order. */
export function demoOffers(feed: DemoFeed): DemoOffer[] {
	const retailer = demoRetailer(feed);
	const first = demoFeeds.find((f) => f.locale === feed.locale) === feed;
	return demoProductRows()
		.filter((row) => row.locale === feed.locale)
		.filter((row) => first || stableNumber(`${row.sku}:${retailer.key}`) % 5 !== 0)
		.map((row) => {
			const jitter = 1 + ((stableNumber(`${row.sku}:${retailer.key}:price`) % 9) - 4) / 100;
			return {
				product: row,
				externalId: `${row.locale}-${row.sku}`,
				price: shelfPrice(row.shelfPrice * retailer.priceFactor * jitter),
				url: `${retailer.websiteUrl}/produkt/${row.slug}`,
				imageUrl: `${retailer.websiteUrl}/images/products/${row.image}`,
			};
		});
}
