// Clicks over time: clicks per day for the last 30 days (Stockholm calendar days, as /go counts
// them), for every shop or for one shop or one product, with the shops and the most clicked
// products of the window to choose from and compare. Days without clicks count 0.
import { isUuid } from "~/lib/feed-form";
import { type Db, toCount } from "../db/handle";
import { clickReportDays } from "./clicks";

/** The choice the statistics page's address carries: a shop by its slug, a product by its id. */
export interface ClicksPerDayFilter {
	retailer?: string | null;
	product?: string | null;
}

export interface DayClicks {
	/** YYYY-MM-DD. */
	day: string;
	clicks: number;
}

export interface RetailerClicks {
	slug: string;
	name: string;
	clicks: number;
}

export interface ProductDayClicks {
	id: string;
	name: string;
	locale: "sv" | "nb";
	clicks: number;
}

export interface ClicksPerDay {
	/** Every day of the window, oldest first. */
	days: DayClicks[];
	total: number;
	/** The filter as applied: an unknown shop or product is no filter. */
	retailer: Pick<RetailerClicks, "slug" | "name"> | null;
	product: Pick<ProductDayClicks, "id" | "name" | "locale"> | null;
	/** Every shop with clicks in the window, most first. */
	retailers: RetailerClicks[];
	/** The most clicked products in the window (of the chosen shop, when one is chosen). */
	products: ProductDayClicks[];
}

/** How many products the page lists to choose from. */
export const clickedProductsListed = 20;

const windowOf = `with t as (select coalesce($1::date, (now() at time zone 'Europe/Stockholm')::date) as today)`;
const inWindow = `c.day > t.today - ${clickReportDays} and c.day <= t.today`;

/** `today` (YYYY-MM-DD) is the window's last day, today in Stockholm by default (tests fix it). */
export async function loadClicksPerDay(
	db: Db,
	filter: ClicksPerDayFilter,
	options: { today?: string } = {},
): Promise<ClicksPerDay> {
	const today = options.today ?? null;
	const [retailer] = filter.retailer
		? await db.query<{ slug: string; name: string; id: string }>("select id, slug, name from retailers where slug = $1", [
				filter.retailer,
			])
		: [];
	const [product] = isUuid(filter.product)
		? await db.query<{ id: string; name: string; locale: "sv" | "nb" }>("select id, name, locale from products where id = $1", [
				filter.product,
			])
		: [];
	const retailerId = retailer?.id ?? null;
	const productId = product?.id ?? null;
	const [days, retailers, products] = await Promise.all([
		db.query<{ day: string; clicks: unknown }>(
			`${windowOf}, days as (
			   select (t.today - n)::date as day from t, generate_series(0, ${clickReportDays - 1}) as n
			 )
			 select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(c.clicks), 0) as clicks
			 from days d
			 left join (offer_clicks c join offers o on o.id = c.offer_id)
			   on c.day = d.day and ($2::uuid is null or o.retailer_id = $2) and ($3::uuid is null or o.product_id = $3)
			 group by d.day order by d.day`,
			[today, retailerId, productId],
		),
		db.query<{ slug: string; name: string; clicks: unknown }>(
			`${windowOf}
			 select r.slug, r.name, sum(c.clicks) as clicks
			 from offer_clicks c join offers o on o.id = c.offer_id join retailers r on r.id = o.retailer_id, t
			 where ${inWindow} and ($2::uuid is null or o.product_id = $2)
			 group by r.id, r.slug, r.name having sum(c.clicks) > 0
			 order by sum(c.clicks) desc, r.name`,
			[today, productId],
		),
		db.query<{ id: string; name: string; locale: "sv" | "nb"; clicks: unknown }>(
			`${windowOf}
			 select p.id, p.name, p.locale, sum(c.clicks) as clicks
			 from offer_clicks c join offers o on o.id = c.offer_id join products p on p.id = o.product_id, t
			 where ${inWindow} and ($2::uuid is null or o.retailer_id = $2)
			 group by p.id, p.name, p.locale having sum(c.clicks) > 0
			 order by sum(c.clicks) desc, p.name, p.id limit ${clickedProductsListed}`,
			[today, retailerId],
		),
	]);
	const perDay = days.map((row) => ({ day: row.day, clicks: toCount(row.clicks) }));
	return {
		days: perDay,
		total: perDay.reduce((sum, day) => sum + day.clicks, 0),
		retailer: retailer ? { slug: retailer.slug, name: retailer.name } : null,
		product: product ?? null,
		retailers: retailers.map((row) => ({ slug: row.slug, name: row.name, clicks: toCount(row.clicks) })),
		products: products.map((row) => ({ id: row.id, name: row.name, locale: row.locale, clicks: toCount(row.clicks) })),
	};
}

/** The filter from the statistics page's address (`?butik=…&produkt=…`). */
export function clicksFilterOf(params: URLSearchParams): ClicksPerDayFilter {
	return { retailer: params.get("butik"), product: params.get("produkt") };
}
