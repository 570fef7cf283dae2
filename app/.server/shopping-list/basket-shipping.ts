// What a shop's basket pays for shipping (ADR 068). Each line ships under the rule the product page
// prices it by: the feed row's own fee and threshold over the shop's (shippingRuleOf). A basket is
// one parcel (ADR 047), so it pays the largest fee any of its lines states, and it ships free only
// when its subtotal reaches every line's threshold. Its terms are never kinder than any line's own,
// no lower fee and no lower threshold, so the list shows no price below what the shop states for
// anything in it (ADR 046), and a basket of one item costs exactly what the product page says.
import type { ShippingRule } from "~/lib/shipping";

/** The rule a basket ships under, from the rule each of its lines ships under on its own. */
export function basketRule(lineRules: readonly ShippingRule[]): ShippingRule {
	// A line that ships free whatever the order (a fee of 0) sets no terms for the parcel.
	const charged = lineRules.filter((rule) => rule.fee > 0);
	if (charged.length === 0) return { fee: 0, freeOver: null };
	const fee = Math.max(...charged.map((rule) => rule.fee));
	// A flat fee never ships free, so neither does a basket holding its line.
	const thresholds = charged.map((rule) => rule.freeOver);
	const freeOver = thresholds.some((threshold) => threshold === null) ? null : Math.max(...(thresholds as number[]));
	return { fee, freeOver };
}
