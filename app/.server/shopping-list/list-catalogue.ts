// What pricing a list reads from the catalogue (ADR 047): the list's products in its language, and
// every in-stock offer of them with its shop's shipping. Two statements, whatever the list's length.
//
// A shop's basket ships under the shop's rule for the language (retailer_shipping). A shop without
// one ships under a rule made from its offers' own values for the list's products: the highest fee
// any of them states, free from the lowest threshold any states. A shop whose shipping nobody states
// is left out of the comparison: its price is not comparable delivered (ADR 046), and never free.
import type { Locale } from "~/i18n/locales";
import { listCurrency } from "~/lib/product-filters";
import type { ShippingRule } from "~/lib/shipping";
import type { Db } from "../db/handle";
import type { PricedShop, ShopOffer } from "./list-pricing";

export interface ListProduct {
	id: string;
	name: string;
	slug: string;
	brand: string | null;
	imageUrl: string | null;
	/** Some shop sells it now (the product page's own verdict). */
	available: boolean;
}

export interface ListCatalogue {
	currency: string;
	products: Map<string, ListProduct>;
	shops: PricedShop[];
	shopNames: Map<string, string>;
}

interface OfferRow {
	offer_id: string | number;
	product_id: string;
	retailer_id: string;
	retailer: string;
	price: string | number;
	shipping_fee: string | number | null;
	free_shipping_over: string | number | null;
	shop_fee: string | number | null;
	shop_free_over: string | number | null;
}

const amount = (value: string | number | null) => (value === null ? null : Number(value));

/** The rule a shop's whole basket ships under, or null when nobody states its shipping. */
export function basketRule(
	shop: ShippingRule | null,
	offerRules: { fee: number | null; freeOver: number | null }[],
): ShippingRule | null {
	if (shop) return shop;
	const fees = offerRules.flatMap((rule) => (rule.fee === null ? [] : [rule.fee]));
	if (fees.length === 0) return null;
	const thresholds = offerRules.flatMap((rule) => (rule.freeOver === null ? [] : [rule.freeOver]));
	return { fee: Math.max(...fees), freeOver: thresholds.length > 0 ? Math.min(...thresholds) : null };
}

export async function readListCatalogue(db: Db, locale: Locale, productIds: readonly string[]): Promise<ListCatalogue> {
	const currency = listCurrency[locale];
	const empty: ListCatalogue = { currency, products: new Map(), shops: [], shopNames: new Map() };
	if (productIds.length === 0) return empty;
	const [productRows, offerRows] = await Promise.all([
		db.query<ListProduct & { image_url: string | null }>(
			`select id, name, slug, brand, image_url, available from products where locale = $1 and id = any($2::uuid[])`,
			[locale, productIds],
		),
		db.query<OfferRow>(
			`select o.id as offer_id, o.product_id, r.id as retailer_id, r.name as retailer, o.price,
			        o.shipping_fee, o.free_shipping_over, s.fee as shop_fee, s.free_over as shop_free_over
			 from offers o
			 join products p on p.id = o.product_id and p.locale = $1
			 join retailers r on r.id = o.retailer_id
			 left join retailer_shipping s on s.retailer_id = r.id and s.locale = $1
			 where o.product_id = any($2::uuid[]) and o.availability = 'in_stock' and o.currency = $3
			 order by r.name, r.id, o.price, o.id`,
			[locale, productIds, currency],
		),
	]);
	const products = new Map(
		productRows.map((row) => [
			row.id,
			{ id: row.id, name: row.name, slug: row.slug, brand: row.brand, imageUrl: row.image_url, available: row.available },
		]),
	);
	const byShop = new Map<string, OfferRow[]>();
	for (const row of offerRows) byShop.set(row.retailer_id, [...(byShop.get(row.retailer_id) ?? []), row]);
	const shops: PricedShop[] = [];
	const shopNames = new Map<string, string>();
	for (const [retailerId, rows] of byShop) {
		const first = rows[0] as OfferRow;
		const shopFee = amount(first.shop_fee);
		const shopRule = shopFee === null ? null : { fee: shopFee, freeOver: amount(first.shop_free_over) };
		const rule = basketRule(
			shopRule,
			rows.map((row) => ({ fee: amount(row.shipping_fee), freeOver: amount(row.free_shipping_over) })),
		);
		if (!rule) continue;
		const offers = new Map<string, ShopOffer>();
		// Rows come cheapest first per product: a shop listing one product twice is priced by its cheaper offer.
		for (const row of rows) {
			if (!offers.has(row.product_id))
				offers.set(row.product_id, { offerId: Number(row.offer_id), unitPrice: Math.round(Number(row.price) * 100) });
		}
		shops.push({ id: retailerId, rule, offers });
		shopNames.set(retailerId, first.retailer);
	}
	return { currency, products, shops, shopNames };
}
