// The demo catalogue's products as rows: one per product line, size and language, with the facts
// a retailer's feed would carry (name with size, GTIN, shelf price). The bundled demo feeds
// (./feeds.ts, scripts/build-demo-feeds.ts) are written from these rows.
import { createHash } from "node:crypto";
import { type Locale, locales } from "~/i18n/locales";
import { formatSize } from "~/lib/size";
import { slugify } from "~/lib/slug";
import { demoBrands } from "./brands";
import { demoCategories } from "./categories";
import { demoProducts } from "./products";
import type { DemoProduct } from "./types";

const currencyOf: Record<Locale, string> = { sv: "SEK", nb: "NOK" };

/** A stable number from a text, so "random" demo facts are the same on every machine. */
export function stableNumber(text: string): number {
	return createHash("sha1").update(text).digest().readUInt32BE(0);
}

/** Shelf prices end in ,90 (12,90 / 32,90). */
export function shelfPrice(amount: number): number {
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
	/** The demo line's SKU with its size ("MAR-MJOLKCHOKLAD-200G"); feeds' ids are built from it. */
	sku: string;
	gtin: string;
	name: string;
	slug: string;
	brand: string;
	description: string;
	/** Names of the line's categories in this language (the feeds' product type). */
	category: string[];
	/** File name under public/images/products/. */
	image: string;
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
					image: line.image,
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
