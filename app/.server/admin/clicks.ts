// The click-out report: which products earn, per retailer, over the last 30 days.
// Clicks are counted per offer and day by /go/{offer}; a product's offers at one retailer are summed.
import { screenPath } from "~/i18n/paths";
import { type Db, toCount } from "../db/handle";
import { log } from "../log";

export const clickReportDays = 30;
export const clickReportLimit = 50;

export interface ProductClicks {
	productName: string;
	/** The public product page (the product's own language). */
	productPath: string;
	retailerName: string;
	/** Unique per retailer (names need not be). */
	retailerSlug: string;
	locale: "sv" | "nb";
	clicks: number;
}

export interface ClickReport {
	rows: ProductClicks[];
	/** All clicks in the window, not only the top rows'. */
	total: number;
}

/**
 * Days are calendar days in Stockholm (as the click-out counts them); `today` (YYYY-MM-DD) is the
 * last day of the window and defaults to today there.
 */
export async function loadClickReport(db: Db, options: { today?: string } = {}): Promise<ClickReport> {
	const window = `c.day > coalesce($1::date, (now() at time zone 'Europe/Stockholm')::date) - ${clickReportDays}
		and c.day <= coalesce($1::date, (now() at time zone 'Europe/Stockholm')::date)`;
	const today = options.today ?? null;
	const [rows, totals] = await Promise.all([
		db.query<{ name: string; slug: string; locale: "sv" | "nb"; retailer: string; retailerSlug: string; clicks: unknown }>(
			`select p.name, p.slug, p.locale, r.name as retailer, r.slug as "retailerSlug", sum(c.clicks) as clicks
			 from offer_clicks c
			 join offers o on o.id = c.offer_id
			 join products p on p.id = o.product_id
			 join retailers r on r.id = o.retailer_id
			 where ${window}
			 group by p.id, p.name, p.slug, p.locale, r.id, r.name, r.slug
			 having sum(c.clicks) > 0
			 order by sum(c.clicks) desc, p.name, r.name
			 limit ${clickReportLimit}`,
			[today],
		),
		db.query<{ total: unknown }>(`select coalesce(sum(c.clicks), 0) as total from offer_clicks c where ${window}`, [today]),
	]);
	return {
		rows: rows.map((row) => ({
			productName: row.name,
			productPath: screenPath("product", row.locale, { slug: row.slug }),
			retailerName: row.retailer,
			retailerSlug: row.retailerSlug,
			locale: row.locale,
			clicks: toCount(row.clicks),
		})),
		total: toCount(totals[0]?.total),
	};
}

export async function loadClicksCard(db: Db): Promise<{ report: ClickReport | null }> {
	const report = await loadClickReport(db).catch((error) => {
		log.error("loading the click report failed", error);
		return null;
	});
	return { report };
}
