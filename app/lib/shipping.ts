// What delivery costs (ADR 046): one shop's rule — a fee, free from a threshold — applied to an order's
// value. The product page prices one item with it, the shopping list a whole basket per shop; both
// call these functions, so "fri frakt över 299 kr" means the same everywhere. Amounts are worked in
// öre (hundredths) so that 299.00 is exactly at the threshold however the prices were summed.

/** A shop's shipping rule in one language's currency. */
export interface ShippingRule {
	/** What an order below the threshold pays; 0 is always free. */
	fee: number;
	/** The order value from which shipping is free; null: never free (a flat fee). */
	freeOver: number | null;
}

/** A feed row's own values (either may be missing) and the shop's rule for its language (if set). */
export interface ShippingSources {
	offerFee: number | null;
	offerFreeOver: number | null;
	shop: ShippingRule | null;
}

const cents = (amount: number) => Math.round(amount * 100);
const fromCents = (value: number) => value / 100;

/**
 * The rule an offer ships under: the feed row's own fee and threshold win over the shop's; a row
 * that states only a fee takes the shop's threshold, one that states only a threshold the shop's fee.
 * Null when neither says what shipping costs: the price is then not comparable delivered.
 */
export function shippingRuleOf({ offerFee, offerFreeOver, shop }: ShippingSources): ShippingRule | null {
	const fee = offerFee ?? shop?.fee ?? null;
	if (fee === null) return null;
	return { fee, freeOver: offerFreeOver ?? shop?.freeOver ?? null };
}

/** Whether an order of `orderValue` ships free: from the threshold on (at 299.00 of 299, free). */
export function shipsFree(rule: ShippingRule, orderValue: number): boolean {
	if (rule.fee === 0) return true;
	return rule.freeOver !== null && cents(orderValue) >= cents(rule.freeOver);
}

/** What shipping an order of `orderValue` costs under the rule. */
export function shippingCost(rule: ShippingRule, orderValue: number): number {
	return shipsFree(rule, orderValue) ? 0 : rule.fee;
}

/** An order's value with its shipping: what the shopper pays, all told. */
export function deliveredTotal(rule: ShippingRule, orderValue: number): number {
	return fromCents(cents(orderValue) + cents(shippingCost(rule, orderValue)));
}

/** What is left to buy before shipping is free; null when the rule has no threshold or it is met. */
export function leftForFreeShipping(rule: ShippingRule, orderValue: number): number | null {
	if (rule.freeOver === null || shipsFree(rule, orderValue)) return null;
	return fromCents(cents(rule.freeOver) - cents(orderValue));
}
