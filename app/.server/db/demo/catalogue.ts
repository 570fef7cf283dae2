// Reads the demo catalogue's data files (data/demo/*.json) and checks them against these schemas
// before anything is written: the category, brand and home page texts, the articles, and the
// retailers with their bundled feeds. Products and offers are not here: the bundled feeds
// (data/feeds/) are their only source, and seeding imports them through the real feed import
// (docs/decisions/024-demo-catalogue-as-data.md).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { locales } from "~/i18n/locales";

/** Where the data files are: relative to the working directory (the repository root, /app in the image). */
export function demoDataDir(): string {
	return path.resolve("data/demo");
}

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a lowercase slug (a-z, 0-9, single hyphens)");
const key = slug;
const text = z.string().trim().min(1);
const locale = z.enum(locales);

/** A category or brand page in one language (markdown). */
const pageText = z.strictObject({
	slug,
	/** 1–3 sentences, shown first on the page. */
	intro_md: text,
	/** The long text with `##` subheadings, ending in its FAQ section (see app/.server/markdown/faq.ts). */
	body_md: text,
});

const categoryPage = pageText.extend({
	name: text,
	/** false: the page exists as a draft (not shown, takes no products). */
	published: z.boolean().optional(),
});

const category = z.strictObject({
	/** Links the Swedish and Norwegian pages (translation_key). */
	key,
	/** Words that put a product in this category (the categorisation rules). */
	keywords: z.array(text).min(1),
	/** A missing language has no page in that language. */
	sv: categoryPage.optional(),
	nb: categoryPage.optional(),
});

const brand = z.strictObject({
	key,
	/** As written on products and in the feeds' brand field, the same in both languages. */
	name: text,
	sv: pageText,
	nb: pageText,
});

const article = z.strictObject({
	key,
	locale,
	title: text,
	slug,
	h1: text,
	excerpt: text,
	body_md: text,
	meta_title: text,
	meta_description: text,
	internal_link_keywords: z.array(text),
	external_link_keywords: z.array(text),
	status: z.enum(["published", "draft"]),
	/** The publication day (a draft's last edit), written at 07:00 Swedish time. */
	published_on: z.iso.date(),
});

const homepage = z.record(
	locale,
	z.strictObject({
		seo_text_md: text,
		/** "Popular products" in this order, by GTIN (a product's GTIN is its SKU after the import). */
		featured_gtins: z.array(z.string().regex(/^[0-9]{8,14}$/)),
	}),
);

const amount = z.number().nonnegative().multipleOf(0.01);

/** A shop's shipping in one language, in its currency (ADR 046). */
const shippingRule = z.strictObject({
	fee: amount,
	/** The order value from which shipping is free; null: a flat fee. */
	free_over: amount.positive().nullable(),
	/** The promised delivery time in working days, [from, to]. */
	delivery_days: z.tuple([z.int().nonnegative(), z.int().nonnegative()]).refine(([from, to]) => from <= to, "from ≤ to"),
});

const retailer = z.strictObject({
	slug,
	name: text,
	website_url: z.url({ protocol: /^https?$/ }),
	shipping: z.partialRecord(locale, shippingRule),
});

const feed = z.strictObject({
	/** A file name under data/feeds/. */
	file: z.string().regex(/^[a-z0-9][a-z0-9._-]*\.(xml|csv)$/i, "a file name in data/feeds/"),
	/** A retailer's slug. */
	retailer: slug,
	locale,
	format: z.enum(["google_xml", "csv"]),
});

const retailers = z
	.strictObject({
		retailers: z.array(retailer),
		/** Imported in this order: the first feed of a language creates its products. */
		feeds: z.array(feed),
	})
	.superRefine((value, ctx) => {
		const known = new Set(value.retailers.map((r) => r.slug));
		value.feeds.forEach((f, i) => {
			if (!known.has(f.retailer))
				ctx.addIssue({ code: "custom", path: ["feeds", i, "retailer"], message: "an unknown retailer" });
		});
	});

export type DemoCategory = z.infer<typeof category>;
export type DemoBrand = z.infer<typeof brand>;
export type DemoArticle = z.infer<typeof article>;
export type DemoRetailer = z.infer<typeof retailer>;
export type DemoFeed = z.infer<typeof feed>;

export interface DemoCatalogue {
	categories: DemoCategory[];
	brands: DemoBrand[];
	articles: DemoArticle[];
	homepage: z.infer<typeof homepage>;
	retailers: DemoRetailer[];
	feeds: DemoFeed[];
}

async function readJson<T>(dir: string, name: string, schema: z.ZodType<T>): Promise<T> {
	const file = path.join(dir, name);
	let raw: unknown;
	try {
		raw = JSON.parse(await readFile(file, "utf8"));
	} catch (error) {
		throw new Error(`Demo catalogue: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
	}
	const parsed = schema.safeParse(raw);
	if (!parsed.success) throw new Error(`Demo catalogue: ${file} is not valid:\n${z.prettifyError(parsed.error)}`);
	return parsed.data;
}

/** The demo catalogue's data files, validated; throws naming the file and the field that is wrong. */
export async function readDemoCatalogue(dir: string = demoDataDir()): Promise<DemoCatalogue> {
	const [categories, brands, articles, home, shops] = await Promise.all([
		readJson(dir, "categories.json", z.array(category)),
		readJson(dir, "brands.json", z.array(brand)),
		readJson(dir, "articles.json", z.array(article)),
		readJson(dir, "homepage.json", homepage),
		readJson(dir, "retailers.json", retailers),
	]);
	return { categories, brands, articles, homepage: home, retailers: shops.retailers, feeds: shops.feeds };
}
