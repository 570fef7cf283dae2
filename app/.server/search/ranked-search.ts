// One page of a search's hits under the visitor's sort and filters, with the facets of all its hits,
// in one statement (ADR 039): the hits are read once through the document's trigram index, scored,
// kept for the statement, and both the page and the facet counts are read from them.
import type { Locale } from "~/i18n/locales";
import type { ProductFilters, SortOrder } from "~/lib/product-filters";
import { getSql } from "../db/client";
import { computeFacets, type FacetCell, priceBandBounds, type SearchFacets } from "./facets";
import { matchSql, Parameters } from "./match-sql";
import type { SearchPlan } from "./query-plan";

export interface SearchHit {
	id: string;
	name: string;
	slug: string;
	brand: string | null;
	price: number | null;
	currency: string;
	imageUrl: string | null;
	offerId: number | null;
}

/** Best match first: no typo before a typo, then tier, exactness, in stock; name and id settle ties. */
const relevance = "typos asc, tier desc, exactness desc, in_stock desc, name asc, id asc";

const orderOf: Record<SortOrder, string> = {
	relevance,
	"price-asc": "price asc nulls last, name asc, id asc",
	"price-desc": "price desc nulls last, name asc, id asc",
	name: "name asc, id asc",
	newest: "created_at desc, name asc, id asc",
};

interface Row {
	products: (Omit<SearchHit, "price" | "offerId"> & { price: number | string | null; offerId: number | string | null })[];
	cells: [string | null, string[], boolean, number | null, boolean, number | string][];
}

export interface RankedPage {
	products: SearchHit[];
	facets: SearchFacets;
}

export async function rankedSearchPage(
	locale: Locale,
	plan: SearchPlan,
	filters: ProductFilters,
	offset: number,
	limit: number,
): Promise<RankedPage> {
	const params = new Parameters();
	const match = matchSql(plan, locale, params);
	const min = params.add(filters.min);
	const max = params.add(filters.max);
	const brands = filters.brands.length > 0 ? `brand = any(${params.texts(filters.brands)})` : "true";
	const categories = filters.categories.length > 0 ? `category && ${params.texts(filters.categories)}` : "true";
	const inRange = `((${min}::numeric is null or price >= ${min}::numeric) and (${max}::numeric is null or price <= ${max}::numeric))`;
	const order = orderOf[filters.sort];
	const text = `with hits as materialized (
	    select p.id, p.name, p.brand, p.category, p.price, p.in_stock, p.created_at, ${match.score}
	    from products p ${match.unitScores}
	    where ${match.where}
	  ),
	  page as (
	    select * from hits
	    where ${brands} and ${categories} and ${inRange} and (${params.add(filters.inStock)}::boolean is false or in_stock)
	    order by ${order} limit ${params.add(limit)} offset ${params.add(offset)}
	  )
	  select
	    (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'slug', p.slug, 'brand', p.brand,
	       'price', p.price, 'currency', p.currency, 'imageUrl', p.image_url, 'offerId', p.cheapest_offer_id) order by ${order
						.split(", ")
						.map((key) => `page.${key}`)
						.join(", ")}), '[]'::json)
	     from page join products p on p.id = page.id) as products,
	    (select coalesce(json_agg(json_build_array(brand, category, in_stock, band, in_range, n)), '[]'::json) from (
	       select brand, category, in_stock, width_bucket(price, array[${priceBandBounds.join(", ")}]::numeric[]) as band,
	         ${inRange} as in_range, count(*) as n
	       from hits group by 1, 2, 3, 4, 5) as c) as cells`;
	const [row] = await getSql().query<Row>(text, params.values);
	const cells: FacetCell[] = (row?.cells ?? []).map(([brand, categoryNames, inStock, band, rowInRange, n]) => ({
		brand,
		categories: categoryNames ?? [],
		inStock,
		band,
		inRange: rowInRange,
		count: Number(n),
	}));
	return {
		products: (row?.products ?? []).map((hit) => ({
			...hit,
			price: hit.price === null ? null : Number(hit.price),
			offerId: hit.offerId === null ? null : Number(hit.offerId),
		})),
		facets: computeFacets(cells, filters),
	};
}
