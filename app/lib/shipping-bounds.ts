// How large a shipping amount or a delivery time may be, wherever one comes in (the admin's retailer
// form, a feed row): no candy shop charges more than this to deliver, so a larger value is a typo or
// a misread column, refused rather than shown to a shopper as the cheapest shop's shipping (ADR 052).

/** The largest shipping fee, in the language's currency (SEK or NOK). */
export const maxShippingFee = 10_000;
/** The largest free-shipping threshold, in the language's currency. */
export const maxFreeShippingOver = 100_000;
/** The longest delivery time a shop may promise, in working days. */
export const maxDeliveryDays = 60;

/** A fee within bounds: 0 (free) up to maxShippingFee. */
export function isShippingFee(amount: number): boolean {
	return Number.isFinite(amount) && amount >= 0 && amount <= maxShippingFee;
}

/** A threshold within bounds: above 0 up to maxFreeShippingOver. */
export function isFreeShippingOver(amount: number): boolean {
	return Number.isFinite(amount) && amount > 0 && amount <= maxFreeShippingOver;
}
