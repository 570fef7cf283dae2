// Which product a feed row is: rows of different retailers are the same product when their GTIN
// matches (each in its normal form, so an item's UPC-12, EAN-13 and GTIN-14 agree: ADR 048);
// without a valid GTIN, when brand, normalised name and pack size match. Matching stays within
// the feed's language: a Swedish and a Norwegian product are separate rows (their texts differ)
// that share a SKU instead.
// Raw SQL on the import's own Db (a batch's transaction); see import-feed.ts.
import type { Locale } from "~/i18n/locales";
import type { Db } from "../db/handle";
import type { products } from "../db/schema";
import type { FeedRow } from "./feed-row";

/** Size words as titles write them ("200 g", "1,5 l", "6 x 33 cl", "200g"). */
const sizePattern = /\b(?:\d+\s*[x×*]\s*)?\d+(?:[.,]\d+)?\s*(?:g|gr|gram|kg|kilo|ml|cl|dl|l|liter|litre)\b/giu;

/** Lower case, accents folded, punctuation and spaces collapsed to single spaces. */
function fold(text: string): string {
	return text
		.toLocaleLowerCase("sv")
		.normalize("NFD")
		.replace(/\p{M}/gu, "")
		.replace(/[^\p{L}\p{N}]+/gu, " ")
		.trim();
}

/**
 * The name without what other fields already say: "Marabou Mjölkchoklad 200 g" from brand
 * "Marabou" is "mjolkchoklad". Two retailers' titles for the same product agree on this far
 * more often than on the full title (one adds the brand, the other the size).
 */
export function normalisedNameKey(title: string, brand: string | null): string {
	let text = ` ${fold(title.replace(sizePattern, " "))} `;
	const brandWords = brand ? fold(brand) : "";
	if (brandWords) text = text.replaceAll(` ${brandWords} `, " ");
	return text.replace(/\s+/g, " ").trim();
}

/** The brand as a matching key ("Coca-Cola" and "coca cola" agree). */
export function brandKey(brand: string | null): string {
	return brand ? fold(brand) : "";
}

/** Size in the unit of its kind (g or ml), so "1 kg" and "1000 g" agree. */
function baseSize(size: FeedRow["size"]): { amount: number | null; kind: "g" | "ml" | null } {
	if (!size) return { amount: null, kind: null };
	const amount = size.unit === "kg" || size.unit === "l" ? size.value * 1000 : size.value;
	return { amount: Math.round(amount * 1000) / 1000, kind: size.unit === "g" || size.unit === "kg" ? "g" : "ml" };
}

export function sizeKey(size: FeedRow["size"]): string {
	const { amount, kind } = baseSize(size);
	return amount === null ? "" : `${amount}${kind}`;
}

/** The key a row without a GTIN is matched by: brand + normalised name + size. */
export function productKey(row: Pick<FeedRow, "title" | "brand" | "size">): string {
	return `${brandKey(row.brand)}|${normalisedNameKey(row.title, row.brand)}|${sizeKey(row.size)}`;
}

type CandidateProduct = Pick<typeof products.$inferSelect, "id" | "name" | "brand" | "gtin" | "sku" | "sizeValue" | "sizeUnit">;

/** A candidate's columns, named as the schema names them (numeric read as a number by both drivers). */
const candidateColumns = `id, name, brand, gtin, sku, size_value::float8 as "sizeValue", size_unit as "sizeUnit"`;

/**
 * Finds the existing product of each row (by index), or leaves it out. `skuOf` gives the SKU a
 * new product of the row would get: a product created from this row earlier is found by it too.
 */
export async function matchProducts(
	db: Db,
	locale: Locale,
	rows: readonly FeedRow[],
	skuOf: (row: FeedRow) => string,
): Promise<Map<number, string>> {
	const matched = new Map<number, string>();
	if (rows.length === 0) return matched;
	const gtins = [...new Set(rows.flatMap((r) => (r.gtin ? [r.gtin] : [])))];
	const skus = [...new Set(rows.map(skuOf))];
	const byCode = await db.query<Pick<CandidateProduct, "id" | "gtin" | "sku">>(
		`select id, gtin, sku from products where locale = $1 and (gtin = any($2::text[]) or sku = any($3::text[]))`,
		[locale, gtins, skus],
	);
	const idByGtin = new Map<string, string>();
	const idBySku = new Map<string, string>();
	for (const p of byCode) {
		if (p.gtin && !idByGtin.has(p.gtin)) idByGtin.set(p.gtin, p.id);
		if (p.sku) idBySku.set(p.sku, p.id);
	}
	const unmatched: number[] = [];
	rows.forEach((row, i) => {
		const id = (row.gtin ? idByGtin.get(row.gtin) : undefined) ?? idBySku.get(skuOf(row));
		if (id) matched.set(i, id);
		else unmatched.push(i);
	});
	if (unmatched.length === 0) return matched;

	// Brand + name + size: fetch the products of the same brand, compare names and sizes here (the
	// name key is computed in one place, this file, rather than again in SQL). The brand is asked by
	// its folded words, through their index, so every spelling of it is found ("Coca Cola" finds
	// "Coca-Cola"); the keys compared here decide. A row whose GTIN matched nothing can still be a
	// product stored without a GTIN; products with one are skipped.
	const brands = (rowsOf: FeedRow[]) => [...new Set(rowsOf.flatMap((r) => (r.brand ? [r.brand] : [])))];
	const withoutGtin = unmatched.map((i) => rows[i] as FeedRow).filter((r) => !r.gtin);
	const withGtin = unmatched.map((i) => rows[i] as FeedRow).filter((r) => r.gtin);
	const sameBrand = (param: string) =>
		`search_words(brand) = any(array(select search_words(b) from unnest(${param}::text[]) as b))`;
	const candidates = await db.query<CandidateProduct>(
		`select ${candidateColumns} from products
		 where locale = $1 and (${sameBrand("$2")} or ($3 and brand is null))
		 union
		 select ${candidateColumns} from products
		 where locale = $1 and gtin is null and (${sameBrand("$4")} or ($5 and brand is null))`,
		[locale, brands(withoutGtin), withoutGtin.some((r) => !r.brand), brands(withGtin), withGtin.some((r) => !r.brand)],
	);
	const idByKey = new Map<string, { id: string; gtin: string | null }>();
	for (const p of candidates) {
		const size =
			p.sizeValue !== null && p.sizeUnit
				? { value: Number(p.sizeValue), unit: p.sizeUnit as NonNullable<FeedRow["size"]>["unit"] }
				: null;
		const key = productKey({ title: p.name, brand: p.brand, size });
		if (!idByKey.has(key)) idByKey.set(key, { id: p.id, gtin: p.gtin });
	}
	for (const i of unmatched) {
		const row = rows[i] as FeedRow;
		const found = idByKey.get(productKey(row));
		// A GTIN that differs from the product's says they are different products after all.
		if (found && (!row.gtin || !found.gtin || found.gtin === row.gtin)) matched.set(i, found.id);
	}
	return matched;
}
