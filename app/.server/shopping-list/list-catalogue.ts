// What pricing a list reads from the catalogue (ADR 047): the list's products in its language, and
// every in-stock offer of them with the rule it ships under. Two statements, whatever the list's length.
//
// Each offer ships under the rule the product page gives it (ADR 046): the feed row's own fee and
// threshold over the shop's rule for the language. The basket combines its lines' rules (ADR 068,
// basket-shipping.ts). An offer whose shipping nobody states (no fee of its own, no shop rule) is
// left out of the comparison: its price is not comparable delivered, and never free. Its product is
// still in stock there, and the page says so rather than "out of stock".
import { type Locale, localeCurrency } from "~/i18n/locales";
import { shippingRuleOf } from "~/lib/shipping";
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
	/**
	 * Products in stock at some shop whose shipping for them nobody states, with the lowest such unit
	 * price (öre). Those offers are not in `shops`: they cannot be compared delivered.
	 */
	shippingUnknown: Map<string, number>;
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
const ore = (value: string | number) => Math.round(Number(value) * 100);

export async function readListCatalogue(db: Db, locale: Locale, productIds: readonly string[]): Promise<ListCatalogue> {
	const currency = localeCurrency[locale];
	const empty: ListCatalogue = {
		currency,
		products: new Map(),
		shops: [],
		shopNames: new Map(),
		shippingUnknown: new Map(),
	};
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
	const shippingUnknown = new Map<string, number>();
	for (const [retailerId, rows] of byShop) {
		const first = rows[0] as OfferRow;
		const shopFee = amount(first.shop_fee);
		const shop = shopFee === null ? null : { fee: shopFee, freeOver: amount(first.shop_free_over) };
		const offers = new Map<string, ShopOffer>();
		// Rows come cheapest first per product: a shop listing one product twice is priced by its cheaper
		// offer whose shipping is known.
		for (const row of rows) {
			if (offers.has(row.product_id)) continue;
			const shipping = shippingRuleOf({
				offerFee: amount(row.shipping_fee),
				offerFreeOver: amount(row.free_shipping_over),
				shop,
			});
			const unitPrice = ore(row.price);
			if (shipping) offers.set(row.product_id, { offerId: Number(row.offer_id), unitPrice, shipping });
			else shippingUnknown.set(row.product_id, Math.min(unitPrice, shippingUnknown.get(row.product_id) ?? unitPrice));
		}
		if (offers.size === 0) continue;
		shops.push({ id: retailerId, offers });
		shopNames.set(retailerId, first.retailer);
	}
	return { currency, products, shops, shopNames, shippingUnknown };
}
