// The list page's data (ADR 047): the lines with their products, each shop's basket, the cheapest
// shop, the cheapest two-shop split and the saving, in the list's currency (kronor for the page;
// the pricing itself works in öre). Shop and product names come along, so the page only renders.
// A line in stock only where nobody states the shipping is outside the comparison, but it is in
// stock: it shows its price with shipping unknown, never under "out of stock".
import type { Locale } from "~/i18n/locales";
import type { Db } from "../db/handle";
import { readListCatalogue } from "./list-catalogue";
import { encodeLines } from "./list-code";
import type { ListLine, ListPricing, Purchase, ShopBasket } from "./list-pricing";
import { priceList } from "./list-pricing";

export interface PageLine {
	productId: string;
	name: string;
	slug: string;
	brand: string | null;
	quantity: number;
	/**
	 * The lowest line price at any shop in the comparison (kronor); else, when it is in stock only where
	 * shipping is unknown, the lowest line price there; null when no shop has it in stock.
	 */
	cheapestLinePrice: number | null;
	/** In stock only at shops whose shipping for it is unknown, so it is in no basket. */
	shippingUnknown: boolean;
}

/** A line as a shop's part of a purchase names it. */
export interface PartLine {
	name: string;
	quantity: number;
	linePrice: number;
}

export interface PagePart {
	shop: string;
	lines: PartLine[];
	subtotal: number;
	shipping: number;
	total: number;
}

export interface PageBasket extends PagePart {
	lacks: string[];
	leftForFreeShipping: number | null;
	clickOut: { offerId: number; productSlug: string };
}

export interface PagePurchase {
	parts: PagePart[];
	total: number;
}

export interface ListPageData {
	currency: string;
	lines: PageLine[];
	/** Lines no shop has in stock, by name (a line in stock where shipping is unknown is not one). */
	unavailable: string[];
	baskets: PageBasket[];
	bestShop: PagePurchase | null;
	bestSplit: PagePurchase | null;
	separately: number | null;
	saving: number | null;
	/** The list as a share link carries it; null for an empty list. */
	shareCode: string | null;
}

const kronor = (ore: number) => ore / 100;

export async function loadListPage(db: Db, locale: Locale, stored: readonly ListLine[]): Promise<ListPageData> {
	const catalogue = await readListCatalogue(
		db,
		locale,
		stored.map((line) => line.productId),
	);
	// A product gone from the catalogue (or of the other language) drops out of the list shown.
	const lines = stored.filter((line) => catalogue.products.has(line.productId));
	const pricing: ListPricing = priceList(lines, catalogue.shops);
	const product = (line: number) =>
		catalogue.products.get((lines[line] as ListLine).productId) as NonNullable<ReturnType<typeof catalogue.products.get>>;
	const priceAt = (shopId: string, line: number) => {
		const offer = catalogue.shops.find((shop) => shop.id === shopId)?.offers.get((lines[line] as ListLine).productId);
		return offer ? offer.unitPrice * (lines[line] as ListLine).quantity : 0;
	};
	const part = (shopId: string, subtotal: number, shipping: number, total: number, at: number[]): PagePart => ({
		shop: catalogue.shopNames.get(shopId) ?? "",
		lines: at.map((line) => ({
			name: product(line).name,
			quantity: (lines[line] as ListLine).quantity,
			linePrice: kronor(priceAt(shopId, line)),
		})),
		subtotal: kronor(subtotal),
		shipping: kronor(shipping),
		total: kronor(total),
	});
	const purchase = (bought: Purchase | null): PagePurchase | null =>
		bought && {
			parts: bought.parts.map((p) => part(p.shopId, p.subtotal, p.shipping, p.total, p.lines)),
			total: kronor(bought.total),
		};
	const basket = (shop: ShopBasket): PageBasket => ({
		...part(shop.shopId, shop.subtotal, shop.shipping, shop.total, shop.lines),
		lacks: shop.lacks.map((line) => product(line).name),
		leftForFreeShipping: shop.leftForFreeShipping === null ? null : kronor(shop.leftForFreeShipping),
		clickOut: { offerId: shop.clickOutOfferId, productSlug: product(shop.lines[0] as number).slug },
	});
	return {
		currency: catalogue.currency,
		lines: lines.map((line, i) => {
			const prices = catalogue.shops.flatMap((shop) => (shop.offers.has(line.productId) ? [priceAt(shop.id, i)] : []));
			const unknownShipping = catalogue.shippingUnknown.get(line.productId);
			const shippingUnknown = prices.length === 0 && unknownShipping !== undefined;
			if (shippingUnknown) prices.push(unknownShipping * line.quantity);
			const { name, slug, brand } = product(i);
			return {
				productId: line.productId,
				name,
				slug,
				brand,
				quantity: line.quantity,
				cheapestLinePrice: prices.length > 0 ? kronor(Math.min(...prices)) : null,
				shippingUnknown,
			};
		}),
		unavailable: pricing.unavailable
			.filter((line) => !catalogue.shippingUnknown.has((lines[line] as ListLine).productId))
			.map((line) => product(line).name),
		baskets: pricing.baskets.map(basket),
		bestShop: purchase(pricing.bestShop),
		bestSplit: purchase(pricing.bestSplit),
		separately: pricing.separately === null ? null : kronor(pricing.separately),
		saving: pricing.saving === null ? null : kronor(pricing.saving),
		shareCode: lines.length > 0 ? encodeLines(lines) : null,
	};
}
