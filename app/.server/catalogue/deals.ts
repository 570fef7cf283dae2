// The deals page and the product page's drop notice (ADR 027): available products whose cheapest
// price fell at least 10 % below the lowest cheapest price of the 30 days before the drop. The
// database works each product's drop out when its price changes and keeps the deals in
// price_drops; here they are read by index, deepest drop first, narrowed by category and brand.
import type { Locale } from "~/i18n/locales";
import { cached } from "../cache";
import type { Db } from "../db/handle";
import { stockholmDay } from "./offers";
import { pageSize } from "./paging";
import { publishedCategories } from "./published-pages";

/** A deal as its card shows it: the product card's facts with the drop. */
export interface Deal {
	id: string;
	name: string;
	slug: string;
	brand: string | null;
	price: number;
	currency: string;
	imageUrl: string | null;
	offerId: number | null;
	/** The shop of the cheapest offer, which the deal's price is (null if the offer is gone). */
	shopName: string | null;
	/** The lowest cheapest price of the 30 days before the drop. */
	referencePrice: number;
	/** How much under that price, in whole percent. */
	dropPercent: number;
}

/** The facts the product page shows about a current drop. */
export interface PriceDrop {
	referencePrice: number;
	dropPercent: number;
	/** The day (Stockholm, YYYY-MM-DD) the price fell to its current level: the reference is the 30 days before it. */
	startedDay: string;
}

export interface DealFilters {
	/** A published category's slug. */
	category: string | null;
	brand: string | null;
}

export interface DealFacet {
	name: string;
	count: number;
}

export interface CategoryFacet extends DealFacet {
	slug: string;
}

export const dealFilterParam = { category: "category", brand: "brand" } as const;

const maxParamLength = 200;

function firstParam(params: URLSearchParams, name: string): string | null {
	const value = params.get(name)?.trim() ?? "";
	return value === "" || value.length > maxParamLength ? null : value;
}

/** The filters of an address; anything unreadable is left out (never an error). */
export function readDealFilters(params: URLSearchParams): DealFilters {
	return { category: firstParam(params, dealFilterParam.category), brand: firstParam(params, dealFilterParam.brand) };
}

export function dropPercent(price: number, referencePrice: number): number {
	return Math.round((1 - price / referencePrice) * 100);
}

interface DealRow {
	id: string;
	name: string;
	slug: string;
	brand: string | null;
	price: string | number;
	currency: string;
	image_url: string | null;
	offer_id: string | number | null;
	shop_name: string | null;
	reference_price: string | number;
}

// The database keeps price_drops in step with the products' prices, availability, names, brands
// and categories, so a list reads that table alone; only a drop's 30 days are checked here.
const currentDeals = `from price_drops d where d.locale = $1 and d.started_at > now() - interval '30 days'`;

function toDeal(row: DealRow): Deal {
	const price = Number(row.price);
	const referencePrice = Number(row.reference_price);
	return {
		id: row.id,
		name: row.name,
		slug: row.slug,
		brand: row.brand,
		price,
		currency: row.currency,
		imageUrl: row.image_url,
		offerId: row.offer_id === null ? null : Number(row.offer_id),
		shopName: row.shop_name,
		referencePrice,
		dropPercent: dropPercent(price, referencePrice),
	};
}

interface Facets {
	categories: CategoryFacet[];
	brands: DealFacet[];
}

/** What narrows the deals a facet counts: the other facet's choice (by the category's name). */
interface FacetScope {
	category?: string;
	brand?: string;
}

/** The deals of the language, narrowed to `scope`, as a from-clause and its parameters. */
function scopedDeals(locale: Locale, scope: FacetScope): { where: string; params: unknown[] } {
	const params: unknown[] = [locale];
	let where = currentDeals;
	if (scope.category !== undefined) {
		params.push([scope.category]);
		where += ` and d.category @> $${params.length}::text[]`;
	}
	if (scope.brand !== undefined) {
		params.push(scope.brand);
		where += ` and d.brand = $${params.length}`;
	}
	return { where, params };
}

/** The published categories the deals in `scope` fall in, with how many deals each. */
async function categoryFacets(db: Db, locale: Locale, scope: FacetScope): Promise<CategoryFacet[]> {
	const { where, params } = scopedDeals(locale, scope);
	const [rows, published] = await Promise.all([
		db.query<{ name: string; n: number | string }>(
			`select c.name, count(*) as n from (select d.category ${where}) x, unnest(x.category) as c(name) group by c.name`,
			params,
		),
		publishedCategories(db, locale),
	]);
	const byName = new Map(published.list.map((c) => [c.name, c.slug]));
	return rows
		.flatMap((row) => {
			const slug = byName.get(row.name);
			return slug ? [{ name: row.name, slug, count: Number(row.n) }] : [];
		})
		.sort(byNameSv);
}

/** The brands of the deals in `scope`, with how many deals each. */
async function brandFacets(db: Db, locale: Locale, scope: FacetScope): Promise<DealFacet[]> {
	const { where, params } = scopedDeals(locale, scope);
	const rows = await db.query<{ name: string; n: number | string }>(
		`select d.brand as name, count(*) as n ${where} and d.brand is not null group by d.brand`,
		params,
	);
	return rows.map((row) => ({ name: row.name, count: Number(row.n) })).sort(byNameSv);
}

const byNameSv = (a: DealFacet, b: DealFacet) => a.name.localeCompare(b.name, "sv");

/** The categories (published) and brands the language's deals fall in, with how many deals each. */
async function dealFacets(db: Db, locale: Locale): Promise<Facets> {
	const [categories, brands] = await Promise.all([categoryFacets(db, locale, {}), brandFacets(db, locale, {})]);
	return { categories, brands };
}

/**
 * A facet's choices counted under the other facet's choice, so every count says how many deals
 * choosing it would show (a brand with no deals in the chosen category is no choice). The chosen
 * one stays, with its count under the other choice, which may be 0: the page says nothing matches.
 */
function narrowed<T extends DealFacet>(counted: T[], chosen: T | null): T[] {
	if (!chosen || counted.some((facet) => facet.name === chosen.name)) return counted;
	return [...counted, { ...chosen, count: 0 }].sort(byNameSv);
}

/** Facets change only when prices do (every catalogue write clears this cache) or a drop ages out. */
const facetTtlMs = 60_000;

/**
 * One page of the language's deals, deepest drop first, under the visitor's filters, with their
 * total, the categories and brands to choose from, and the filters as applied: a category or brand
 * with no deals (an old link, an edited address) is dropped rather than showing nothing.
 */
export async function listDeals(db: Db, locale: Locale, page: number, requested: DealFilters) {
	const facets = await cached(`deal-facets:${locale}`, facetTtlMs, () => dealFacets(db, locale));
	const category = facets.categories.find((c) => c.slug === requested.category) ?? null;
	const brand = facets.brands.find((b) => b.name === requested.brand) ?? null;
	const filters: DealFilters = { category: category?.slug ?? null, brand: brand?.name ?? null };

	const { where, params } = scopedDeals(locale, { category: category?.name, brand: brand?.name });
	// Each facet counted under the other's choice; unnarrowed, the cached counts serve.
	const [categoryChoices, brandChoices] = await Promise.all([
		brand ? categoryFacets(db, locale, { brand: brand.name }) : facets.categories,
		category ? brandFacets(db, locale, { category: category.name }) : facets.brands,
	]);
	const [countRow] = await db.query<{ n: number | string }>(`select count(*) as n ${where}`, params);
	const total = Number(countRow?.n ?? 0);
	const pages = Math.max(1, Math.ceil(total / pageSize));
	// A page past the end (an old link, a typed URL) shows the last page rather than nothing.
	const shown = Math.min(page, pages);
	// The page's 24 drops by index, then their products.
	const rows = await db.query<DealRow>(
		`select p.id, p.name, p.slug, p.brand, d.price, d.currency, p.image_url, p.cheapest_offer_id as offer_id,
		   r.name as shop_name, d.reference_price
		 from (select d.product_id, d.price, d.currency, d.reference_price, d.ratio, d.name ${where}
		       order by d.ratio, d.name, d.product_id
		       limit ${pageSize} offset ${(shown - 1) * pageSize}) d
		 join products p on p.id = d.product_id
		 left join offers o on o.id = p.cheapest_offer_id
		 left join retailers r on r.id = o.retailer_id
		 order by d.ratio, d.name, d.product_id`,
		params,
	);
	return {
		deals: rows.map(toDeal),
		total,
		page: shown,
		pages,
		filters,
		categoryFacets: narrowed(categoryChoices, category),
		brandFacets: narrowed(brandChoices, brand),
	};
}

/** The product's current drop, or null: the product page shows the same facts as the deals page. */
export async function productPriceDrop(db: Db, productId: string): Promise<PriceDrop | null> {
	const [row] = await db.query<{ price: string | number; reference_price: string | number; started_at: Date | string }>(
		`select d.price, d.reference_price, d.started_at from price_drops d join products p on p.id = d.product_id
		 where d.product_id = $1 and d.started_at > now() - interval '30 days'
		   and p.available and p.price = d.price and p.currency = d.currency`,
		[productId],
	);
	if (!row) return null;
	const referencePrice = Number(row.reference_price);
	return {
		referencePrice,
		dropPercent: dropPercent(Number(row.price), referencePrice),
		startedDay: stockholmDay(new Date(row.started_at)),
	};
}
