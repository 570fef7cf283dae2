import { describe, expect, it } from "vitest";
import { deliveredTotal, leftForFreeShipping, shippingCost, shippingRuleOf, shipsFree } from "~/lib/shipping";

const freeOver299 = { fee: 49, freeOver: 299 };
const flat39 = { fee: 39, freeOver: null };

describe("a shop's shipping rule applied to an order", () => {
	it("charges the fee just under the threshold, nothing exactly at it and just over it", () => {
		expect(shippingCost(freeOver299, 298.99)).toBe(49);
		expect(shippingCost(freeOver299, 299)).toBe(0);
		expect(shippingCost(freeOver299, 299.01)).toBe(0);
	});

	it("counts a sum of prices that floats to 298.99999… as at the threshold", () => {
		const sum = 0.1 + 0.2 + 298.7; // 299.00000000000006 or 298.99999999999994 in floating point
		expect(shipsFree(freeOver299, sum)).toBe(true);
		expect(deliveredTotal(freeOver299, 99.7 + 99.7 + 99.6)).toBe(299);
	});

	it("never frees a flat fee, always frees a zero fee", () => {
		expect(shippingCost(flat39, 10_000)).toBe(39);
		expect(shippingCost({ fee: 0, freeOver: null }, 5)).toBe(0);
	});

	it("gives the delivered total and what is left for free shipping", () => {
		expect(deliveredTotal(freeOver299, 20.9)).toBe(69.9);
		expect(leftForFreeShipping(freeOver299, 250.1)).toBe(48.9);
		expect(leftForFreeShipping(freeOver299, 300)).toBeNull();
		expect(leftForFreeShipping(flat39, 300)).toBeNull();
	});
});

describe("the rule an offer ships under", () => {
	it("lets the feed row's own fee and threshold win over the shop's", () => {
		expect(shippingRuleOf({ offerFee: 29, offerFreeOver: 199, shop: freeOver299 })).toEqual({ fee: 29, freeOver: 199 });
	});

	it("fills what the row leaves out from the shop's rule", () => {
		expect(shippingRuleOf({ offerFee: 19, offerFreeOver: null, shop: freeOver299 })).toEqual({ fee: 19, freeOver: 299 });
		expect(shippingRuleOf({ offerFee: null, offerFreeOver: 149, shop: freeOver299 })).toEqual({ fee: 49, freeOver: 149 });
		expect(shippingRuleOf({ offerFee: null, offerFreeOver: null, shop: flat39 })).toEqual(flat39);
	});

	it("is unknown when neither the row nor the shop states a fee", () => {
		expect(shippingRuleOf({ offerFee: null, offerFreeOver: 299, shop: null })).toBeNull();
	});
});
