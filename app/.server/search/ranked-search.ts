// One page of a search's hits under the visitor's sort and filters, with the facets of all its hits
// (ADR 039). On one connection that is one statement: the hits are read once through the word lists'
// index and kept with what facets and the first rank need (./match-sql.ts), and the facet counts are
// grouped from them. Where statements run at once, the page and the facets are two, side by side,
// each reading the hits (ADR 079). Best match first: the hits in first-rank order, the first `rerankedHits` of
// them ordered again by the full score, then the rest in first-rank order — a single, stable order
// that pages follow without a gap or a repeat, whose expensive part is bounded whatever the number
// of hits (tens of thousands for a common word over 100,000 products).
import type { ProductCardData } from "~/components/ProductCard";
import type { Locale } from "~/i18n/locales";
import { priceBandBounds } from "~/lib/price-bands";
import type { ProductFilters, SortOrder } from "~/lib/product-filters";
import { shopCountSql } from "../catalogue/shop-count";
import { unitPriceSql } from "../catalogue/unit-price-order";
import type { Db } from "../db/handle";
import { computeFacets, type FacetCell, type SearchFacets } from "./facets";
import { firstRankSql, fullScoreSql, matchSql, Parameters } from "./match-sql";
import type { SearchPlan } from "./query-plan";

/** A hit is what a product card shows. */
export type SearchHit = ProductCardData;

/** The best hits by first rank that are ordered again by the full score. */
export const rerankedHits = 100;

const firstOrder = "rank1 desc, in_stock desc, name asc, id asc";
const fullOrder = "typos asc, tier desc, exactness desc, in_stock desc, name asc, id asc";

const orderOf: Record<Exclude<SortOrder, "relevance">, string> = {
	"price-asc": "price asc nulls last, name asc, id asc",
	"price-desc": "price desc nulls last, name asc, id asc",
	"unit-price": "unit_price asc nulls last, name asc, id asc",
	name: "name asc, id asc",
	newest: "created_at desc, name asc, id asc",
};

interface Row {
	products: (Omit<SearchHit, "price" | "offerId" | "shopCount"> & {
		price: number | string | null;
		offerId: number | string | null;
		shopCount: number | string;
	})[];
	cells: [string | null, string | null, string[] | null, boolean, number | null, boolean, number | string][];
}

export interface RankedPage {
	products: SearchHit[];
	facets: SearchFacets;
}

/** The ids of the page, `part` and `pos` giving their order, under relevance. */
function relevancePage(plan: SearchPlan, params: Parameters, chosen: string, offset: string, limit: string): string {
	const window = params.add(rerankedHits);
	const match = fullScoreSql(plan, params);
	return `scored as (
	    select p.id, p.name, p.in_stock, ${match.score}
	    from (select id from hits where ${chosen} order by ${firstOrder} limit ${window}) w
	    join products p on p.id = w.id ${match.unitScores}
	  ),
	  ranked as (
	    select id, 0 as part, row_number() over (order by ${fullOrder}) as pos from scored
	    union all
	    select id, 1 as part, pos from (
	      select id, row_number() over (order by ${firstOrder}) as pos
	      from hits where ${chosen} and ${offset}::int + ${limit}::int > ${window}::int
	    ) as rest where pos > ${window}::int
	  ),
	  page as (select id, part, pos from ranked order by part, pos limit ${limit} offset ${offset})`;
}

/**
 * A hit's categories as the facets group them: almost every product has one, and grouping by a
 * text is cheaper than by an array (hashing and comparing an array copies it first), so the array
 * is kept only for a product with none or several.
 */
const categoryColumns = "p.category[1] as category1, case when cardinality(p.category) <> 1 then p.category end as categories";

/** The hit is in one of the chosen categories. */
const categoryChosen = (chosen: string) => `(category1 = any(${chosen}) or categories && ${chosen})`;

function priceRange(params: Parameters, from: number | null, to: number | null): string {
	const min = params.add(from);
	const max = params.add(to);
	return `((${min}::numeric is null or p.price >= ${min}::numeric) and (${max}::numeric is null or p.price <= ${max}::numeric))`;
}

/** The visitor set a price range: each hit keeps whether its price is in it. */
const priceRanged = (filters: ProductFilters) => filters.min !== null || filters.max !== null;

/** The visitor's filters on the kept hits (the facets are counted from all of them). */
function chosenSql(filters: ProductFilters, params: Parameters): string {
	return (
		[
			filters.brands.length > 0 ? `brand = any(${params.texts(filters.brands)})` : "",
			filters.categories.length > 0 ? categoryChosen(params.texts(filters.categories)) : "",
			priceRanged(filters) ? "in_range" : "",
			filters.inStock ? "in_stock" : "",
		]
			.filter((condition) => condition !== "")
			.join(" and ") || "true"
	);
}

/** The columns a hit keeps for the page's order. */
function orderColumns(plan: SearchPlan, sort: SortOrder, params: Parameters): string {
	switch (sort) {
		case "relevance":
			return `${firstRankSql(plan, params)} as rank1,`;
		case "price-asc":
		case "price-desc":
			return "p.price,";
		case "unit-price":
			return `${unitPriceSql("p.price", "p.size_value", "p.size_unit")} as unit_price,`;
		case "name":
			return "";
		case "newest":
			return "p.created_at,";
	}
}

/**
 * The hits as kept for the statement: what the facets group by, and with `ordered` what the page's
 * order reads (the first rank under relevance, else the sort's column).
 */
function hitsSql(plan: SearchPlan, locale: Locale, filters: ProductFilters, params: Parameters, ordered: boolean): string {
	const match = matchSql(plan, locale, params);
	// Worked out once per hit, in the same pass: the price band (the number of bounds at or below the
	// price, null without one) and, only when the visitor set a range, whether the price is in it.
	const band = `width_bucket(p.price, array[${priceBandBounds.join(", ")}]::numeric[])`;
	const inRange = priceRanged(filters) ? priceRange(params, filters.min, filters.max) : "true";
	// Only what the order reads is kept for every hit (each parameter added must be used).
	const sortColumns = ordered ? orderColumns(plan, filters.sort, params) : "";
	return `select p.id, p.name, p.brand, ${categoryColumns}, p.in_stock, ${sortColumns} ${band} as band,
	      ${inRange} as in_range
	    from products p
	    where ${match.where}`;
}

/** The page's ids in order (`part`, `pos`), from the hits. */
function pageSql(plan: SearchPlan, filters: ProductFilters, params: Parameters, offset: number, limit: number): string {
	const chosen = chosenSql(filters, params);
	const offsetParam = params.add(offset);
	const limitParam = params.add(limit);
	return filters.sort === "relevance"
		? relevancePage(plan, params, chosen, offsetParam, limitParam)
		: `page as (
			    select id, 0 as part, row_number() over (order by ${orderOf[filters.sort]}) as pos
			    from (select * from hits where ${chosen} order by ${orderOf[filters.sort]} limit ${limitParam} offset ${offsetParam}) as x
			  )`;
}

const productsSql = `(select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'slug', p.slug, 'brand', p.brand,
	       'price', p.price, 'currency', p.currency, 'imageUrl', p.image_url, 'offerId', p.cheapest_offer_id,
	       'shopCount', ${shopCountSql("p.id")})
	       order by page.part, page.pos), '[]'::json)
	     from page join products p on p.id = page.id) as products`;

const cellsSql = `(select coalesce(json_agg(json_build_array(brand, category1, categories, in_stock, band, in_range, n)), '[]'::json) from (
	       select brand, category1, categories, in_stock, band, in_range, count(*) as n from hits group by 1, 2, 3, 4, 5, 6) as c) as cells`;

/**
 * The page and the facet cells. Where statements run at once (a pool of connections), the page and
 * the facets are two, each reading the hits itself, side by side (ADR 079); on one connection they
 * are one statement reading the hits once.
 */
async function pageAndCells(
	db: Db,
	locale: Locale,
	plan: SearchPlan,
	filters: ProductFilters,
	offset: number,
	limit: number,
): Promise<Row> {
	if (!db.concurrent) {
		const params = new Parameters();
		const hits = hitsSql(plan, locale, filters, params, true);
		const page = pageSql(plan, filters, params, offset, limit);
		const [row] = await db.query<Row>(
			`with hits as materialized (${hits}), ${page} select ${productsSql}, ${cellsSql}`,
			params.values,
		);
		return row ?? { products: [], cells: [] };
	}
	const pageParams = new Parameters();
	const pageHits = hitsSql(plan, locale, filters, pageParams, true);
	const page = pageSql(plan, filters, pageParams, offset, limit);
	const facetParams = new Parameters();
	const facetHits = hitsSql(plan, locale, filters, facetParams, false);
	const [[pageRow], [cellsRow]] = await Promise.all([
		db.query<Pick<Row, "products">>(
			`with hits as not materialized (${pageHits}), ${page} select ${productsSql}`,
			pageParams.values,
		),
		db.query<Pick<Row, "cells">>(`with hits as (${facetHits}) select ${cellsSql}`, facetParams.values),
	]);
	return { products: pageRow?.products ?? [], cells: cellsRow?.cells ?? [] };
}

export async function rankedSearchPage(
	db: Db,
	locale: Locale,
	plan: SearchPlan,
	filters: ProductFilters,
	offset: number,
	limit: number,
): Promise<RankedPage> {
	const row = await pageAndCells(db, locale, plan, filters, offset, limit);
	const cells: FacetCell[] = row.cells.map(([brand, category1, categoryNames, cellInStock, cellBand, cellInRange, n]) => ({
		brand,
		categories: categoryNames ?? (category1 === null ? [] : [category1]),
		inStock: cellInStock,
		band: cellBand,
		inRange: cellInRange,
		count: Number(n),
	}));
	return {
		products: row.products.map((hit) => ({
			...hit,
			price: hit.price === null ? null : Number(hit.price),
			offerId: hit.offerId === null ? null : Number(hit.offerId),
			shopCount: Number(hit.shopCount),
		})),
		facets: computeFacets(cells, filters),
	};
}
