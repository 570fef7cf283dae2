// Product list, one product and related products.
import { and, arrayOverlaps, asc, eq, getTableColumns, isNotNull, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import { noFilters, type ProductFilters } from "~/lib/product-filters";
import type { Db } from "../db/handle";
import { products } from "../db/schema";
import { pageSize } from "./paging";
import { productCardColumns } from "./product-card";
import { filteredProductPage } from "./product-filters";

/** Every available product of the language, one page of 24, under the visitor's sort and filters. */
export async function listProducts(db: Db, locale: Locale, page: number, filters: ProductFilters = noFilters) {
	const where = and(eq(products.locale, locale), eq(products.available, true));
	return filteredProductPage(db, where, filters, (page - 1) * pageSize, pageSize, { facetsCacheKey: `products:${locale}` });
}

// Everything but the search document and name (ADR 039), which the page would only carry to the
// browser a second time over.
/** A product page's columns: all but the search engine's (long, and read only by search). */
const { searchDocument: _searchDocument, searchName: _searchName, ...pageColumns } = getTableColumns(products);
export const productPageColumns = pageColumns;

/**
 * One product page, available or not: a product whose offers are all sold out keeps its address
 * (docs/decisions/005-unavailable-products-keep-their-page.md); lists and search still leave it out.
 */
export async function findProduct(db: Db, locale: Locale, slug: string) {
	const [row] = await db.orm
		.select(productPageColumns)
		.from(products)
		.where(and(eq(products.locale, locale), eq(products.slug, slug)))
		.limit(1);
	return row ?? null;
}

const relatedLimit = 6;

/**
 * A name without its pack size, lowercased, spaces collapsed: "Marabou Mjölkchoklad 200 g" and
 * "Marabou Mjölkchoklad 250 g" are both "marabou mjölkchoklad". The sizes are those parse-size.ts
 * reads (a multipack "6 x 33 cl" too); the unit must end the word, as there.
 */
function sizelessName(name: SQLWrapper | string): SQL {
	const size = String.raw`(\d+\s*[x×*]\s*)?\d+([.,]\d+)?\s*(kg|kilo|gram|gr|g|ml|cl|dl|liter|litre|l)(?![[:alnum:]])`;
	return sql`btrim(regexp_replace(regexp_replace(lower(${name}::text), ${size}, ' '), '[[:space:]]+', ' ', 'g'))`;
}

export interface RelatedTo {
	id: string;
	name: string;
	brand: string | null;
	category: string[];
	sizeValue: number | null;
	sizeUnit: string | null;
}

/**
 * Up to 6 available products of the same language and brand, not the product itself: first the
 * same product in other sizes (the same name without its size, a different size), then those
 * sharing a category with it, then the rest of the brand; by name within each. One query over the
 * brand's products (`products_locale_brand_idx`).
 */
export function relatedProducts(db: Db, locale: Locale, product: RelatedTo) {
	if (!product.brand) return Promise.resolve([]);
	const otherSize = and(
		sql`${sizelessName(products.name)} = ${sizelessName(product.name)}`,
		isNotNull(products.sizeValue),
		sql`(${products.sizeValue}, ${products.sizeUnit}) is distinct from (${product.sizeValue}::numeric, ${product.sizeUnit}::text)`,
	);
	const sharesCategory = product.category.length > 0 ? arrayOverlaps(products.category, product.category) : sql`false`;
	return db.orm
		.select(productCardColumns)
		.from(products)
		.where(
			and(
				eq(products.locale, locale),
				eq(products.brand, product.brand),
				eq(products.available, true),
				ne(products.id, product.id),
			),
		)
		.orderBy(sql`case when ${otherSize} then 0 when ${sharesCategory} then 1 else 2 end`, asc(products.name), asc(products.id))
		.limit(relatedLimit);
}
