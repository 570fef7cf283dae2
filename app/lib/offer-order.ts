// The two orders of a product's offers (ADR 052). The default is the price comparison's: buyable
// first, lowest price first (the loader's order). "inkl. frakt" orders by one item's delivered
// price: buyable first, then known delivered prices low to high, offers whose shipping is unknown
// after them (never treated as free, ADR 046), then by price and shop.

export type OfferOrder = "price" | "delivered";

/** The query parameter and value that ask for the delivered order: `?frakt=inkl`, alike in sv and nb. */
export const deliveredOrderParam = { name: "frakt", value: "inkl" } as const;

export function offerOrderOf(search: URLSearchParams): OfferOrder {
	return search.get(deliveredOrderParam.name) === deliveredOrderParam.value ? "delivered" : "price";
}

interface Orderable {
	available: boolean;
	price: number;
	delivered: number | null;
	retailer: string;
	id: number;
}

const cents = (amount: number) => Math.round(amount * 100);

export function byDeliveredPrice<T extends Orderable>(offers: readonly T[]): T[] {
	return [...offers].sort(
		(a, b) =>
			Number(b.available) - Number(a.available) ||
			Number(a.delivered === null) - Number(b.delivered === null) ||
			cents(a.delivered ?? 0) - cents(b.delivered ?? 0) ||
			cents(a.price) - cents(b.price) ||
			a.retailer.localeCompare(b.retailer, "sv") ||
			a.id - b.id,
	);
}

/** The offers in the order asked for; the default order is the one they came in. */
export function orderOffers<T extends Orderable>(offers: readonly T[], order: OfferOrder): T[] {
	return order === "delivered" ? byDeliveredPrice(offers) : [...offers];
}
