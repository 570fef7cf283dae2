import { describe, expect, it } from "vitest";
import { seededRandom } from "~/.server/db/demo/price-moves";
import { basketRule } from "~/.server/shopping-list/basket-shipping";
import { type ListLine, type PricedShop, priceList } from "~/.server/shopping-list/list-pricing";
import { type ShippingRule, shippingCost } from "~/lib/shipping";

/**
 * A shop from prices in kronor by product id (öre inside), offer ids numbered from `firstOffer`. Every
 * item ships under `rule` unless `ownRules` gives it one of its own (a feed row's own shipping).
 */
function shop(
	id: string,
	rule: ShippingRule,
	prices: Record<string, number>,
	firstOffer = 1,
	ownRules: Record<string, ShippingRule> = {},
): PricedShop {
	return {
		id,
		offers: new Map(
			Object.entries(prices).map(([productId, price], i) => [
				productId,
				{ offerId: firstOffer + i, unitPrice: Math.round(price * 100), shipping: ownRules[productId] ?? rule },
			]),
		),
	};
}

const line = (productId: string, quantity = 1): ListLine => ({ productId, quantity });

describe("a list priced across shops, hand-worked", () => {
	it("names the shop that reaches its threshold cheapest, not the one with most cheapest items", () => {
		// Flat 39 kr has x and y cheapest (95 < 100) but pays 295 + 39 = 334; the other is cheaper only for
		// z, yet its 300 kr reaches "free from 299": 300 in all.
		const threshold = shop("threshold", { fee: 49, freeOver: 299 }, { x: 100, y: 100, z: 100 });
		const flat = shop("flat", { fee: 39, freeOver: null }, { x: 95, y: 95, z: 105 }, 10);
		const pricing = priceList([line("x"), line("y"), line("z")], [flat, threshold]);
		expect(pricing.bestShop).toEqual({
			parts: [{ shopId: "threshold", lines: [0, 1, 2], subtotal: 30000, shipping: 0, total: 30000 }],
			total: 30000,
		});
		// Splitting x and y to the flat shop costs 190 + 39 + 100 + 49 = 378: no split beats 300.
		expect(pricing.bestSplit).toBeNull();
		expect(pricing.baskets.map((b) => [b.shopId, b.subtotal, b.shipping, b.total])).toEqual([
			["threshold", 30000, 0, 30000],
			["flat", 29500, 3900, 33400],
		]);
		// Separately: x and y at 95 + 39 each, z at 100 + 49: 417, so the threshold shop saves 117 kr.
		expect(pricing.separately).toBe(41700);
		expect(pricing.saving).toBe(11700);
		// The click-out goes to the shop's offer of the first line it has.
		expect(pricing.baskets.find((b) => b.shopId === "flat")?.clickOutOfferId).toBe(10);
	});

	it("finds a split that beats every single shop, shipping counted per shop", () => {
		// Each shop has one item 50 kr cheaper; both ship free from 100 kr, so buying each where it is
		// cheaper (150 + 150) beats either shop alone (350).
		const a = shop("a", { fee: 49, freeOver: 100 }, { x: 150, y: 200 });
		const b = shop("b", { fee: 49, freeOver: 100 }, { x: 200, y: 150 }, 10);
		const pricing = priceList([line("x"), line("y")], [a, b]);
		expect(pricing.bestShop?.total).toBe(35000);
		expect(pricing.bestSplit).toEqual({
			parts: [
				{ shopId: "a", lines: [0], subtotal: 15000, shipping: 0, total: 15000 },
				{ shopId: "b", lines: [1], subtotal: 15000, shipping: 0, total: 15000 },
			],
			total: 30000,
		});
		// Each item at its cheaper shop, shipped on its own, is free here too: the split saves nothing on that.
		expect(pricing.separately).toBe(30000);
		expect(pricing.saving).toBeNull();
	});

	it("moves an item to the dearer shop when that lifts it over its threshold", () => {
		// Only b has w, so every purchase uses b. Each item at its cheaper shop (x, z, w at b; y at a) costs
		// 280 + 49 + 44 + 29 = 402. Moving x and z to the dearer a lifts a to 307, past 299: 307 + 0 +
		// 20 + 29 = 356, less than b alone (344 + 29 = 373).
		const a = shop("a", { fee: 49, freeOver: 299 }, { x: 12, y: 280, z: 15 });
		const b = shop("b", { fee: 29, freeOver: null }, { x: 10, y: 300, z: 14, w: 20 }, 10);
		const pricing = priceList([line("x"), line("y"), line("z"), line("w")], [a, b]);
		expect(pricing.bestShop?.total).toBe(34400 + 2900);
		expect(pricing.bestSplit?.parts).toEqual([
			{ shopId: "a", lines: [0, 1, 2], subtotal: 30700, shipping: 0, total: 30700 },
			{ shopId: "b", lines: [3], subtotal: 2000, shipping: 2900, total: 4900 },
		]);
		expect(pricing.bestSplit?.total).toBe(35600);
	});

	it("lists items no shop has as unavailable and prices the rest", () => {
		const a = shop("a", { fee: 49, freeOver: 299 }, { x: 20 });
		const pricing = priceList([line("nowhere"), line("x", 2)], [a]);
		expect(pricing.unavailable).toEqual([0]);
		expect(pricing.bestShop?.parts[0]).toMatchObject({ lines: [1], subtotal: 4000, shipping: 4900, total: 8900 });
		expect(pricing.baskets[0]?.leftForFreeShipping).toBe(25900);
		expect(priceList([line("nowhere")], [a])).toMatchObject({ baskets: [], bestShop: null, bestSplit: null, separately: null });
	});

	it("multiplies by the quantity before applying the threshold (free from it on)", () => {
		const a = shop("a", { fee: 49, freeOver: 119.7 }, { x: 39.9 });
		const once = priceList([line("x", 2)], [a]);
		expect(once.bestShop?.total).toBe(7980 + 4900);
		const thrice = priceList([line("x", 3)], [a]);
		expect(thrice.bestShop?.parts[0]).toMatchObject({ subtotal: 11970, shipping: 0, total: 11970 });
		expect(thrice.baskets[0]?.leftForFreeShipping).toBeNull();
	});

	it("leaves a shop that lacks one item (out of stock there) out of the single-shop choice", () => {
		// a is cheaper for everything it has, but has no y in stock: the only whole-list shop is b.
		const a = shop("a", { fee: 0, freeOver: null }, { x: 10, z: 10 });
		const b = shop("b", { fee: 39, freeOver: null }, { x: 12, y: 30, z: 12 }, 10);
		const pricing = priceList([line("x"), line("y"), line("z")], [a, b]);
		expect(pricing.bestShop?.parts.map((p) => p.shopId)).toEqual(["b"]);
		expect(pricing.bestShop?.total).toBe(5400 + 3900);
		expect(pricing.baskets.find((basket) => basket.shopId === "a")?.lacks).toEqual([1]);
		// Split: x and z at a (free), y at b (30 + 39).
		expect(pricing.bestSplit?.total).toBe(2000 + 3000 + 3900);
	});

	it("ships a basket under its lines' own rules: the largest fee, free only past every threshold", () => {
		// x's row states 69 kr, free from 499; y ships under the shop's 49 kr, free from 299.
		const a = shop("a", { fee: 49, freeOver: 299 }, { x: 150, y: 200 }, 1, { x: { fee: 69, freeOver: 499 } });
		// x alone is priced as the product page prices it: its own 69 kr.
		expect(priceList([line("x")], [a]).bestShop?.total).toBe(15000 + 6900);
		// Together 350 kr: past y's 299 but not x's 499, so the basket pays the larger fee.
		const both = priceList([line("x"), line("y")], [a]);
		expect(both.bestShop?.parts[0]).toMatchObject({ subtotal: 35000, shipping: 6900, total: 41900 });
		expect(both.baskets[0]?.leftForFreeShipping).toBe(14900);
		// Past 499 it ships free.
		expect(priceList([line("x", 2), line("y")], [a]).bestShop?.parts[0]).toMatchObject({ subtotal: 50000, shipping: 0 });
	});

	it("never ships a basket free that holds a flat-fee line, and a line that always ships free sets nothing", () => {
		const a = shop("a", { fee: 49, freeOver: 299 }, { flat: 20, free: 30, y: 400 }, 1, {
			flat: { fee: 29, freeOver: null },
			free: { fee: 0, freeOver: null },
		});
		// 420 kr is past the shop's 299, but the flat line's 29 kr is never waived: the larger fee, 49, is paid.
		expect(priceList([line("flat"), line("y")], [a]).bestShop?.parts[0]).toMatchObject({ subtotal: 42000, shipping: 4900 });
		expect(priceList([line("flat"), line("y")], [a]).baskets[0]?.leftForFreeShipping).toBeNull();
		// The always-free line with y: y's terms alone, so 430 kr ships free.
		expect(priceList([line("free"), line("y")], [a]).bestShop?.parts[0]).toMatchObject({ subtotal: 43000, shipping: 0 });
		expect(priceList([line("free")], [a]).bestShop?.total).toBe(3000);
		expect(basketRule([])).toEqual({ fee: 0, freeOver: null });
	});
});

/** The rule a shop's basket of these lines ships under. */
const ruleOf = (shop: PricedShop, lines: ListLine[], at: number[]) =>
	basketRule(at.map((i) => shop.offers.get(lines[i]?.productId ?? "")?.shipping as ShippingRule));

/** The cheapest purchase over one or two shops by trying every assignment, costed by the shipping module. */
function bruteForce(lines: ListLine[], shops: PricedShop[]): number | null {
	const priceAt = (shopIndex: number, lineIndex: number) => {
		const offer = shops[shopIndex]?.offers.get(lines[lineIndex]?.productId ?? "");
		return offer ? offer.unitPrice * (lines[lineIndex]?.quantity ?? 0) : null;
	};
	const covered = lines.map((_, i) => i).filter((i) => shops.some((_, s) => priceAt(s, i) !== null));
	const basketCost = (s: number, at: number[], subtotal: number) =>
		subtotal + Math.round(shippingCost(ruleOf(shops[s] as PricedShop, lines, at), subtotal / 100) * 100);
	let best: number | null = null;
	for (let s = 0; s < shops.length; s++) {
		for (let t = s; t < shops.length; t++) {
			for (let mask = 0; mask < 1 << covered.length; mask++) {
				let atS = 0;
				let atT = 0;
				const linesS: number[] = [];
				const linesT: number[] = [];
				let possible = true;
				covered.forEach((lineIndex, bit) => {
					const shopIndex = mask & (1 << bit) ? t : s;
					const price = priceAt(shopIndex, lineIndex);
					if (price === null) possible = false;
					else if (shopIndex === s) {
						atS += price;
						linesS.push(lineIndex);
					} else {
						atT += price;
						linesT.push(lineIndex);
					}
				});
				if (!possible || covered.length === 0) continue;
				const total = (linesS.length > 0 ? basketCost(s, linesS, atS) : 0) + (linesT.length > 0 ? basketCost(t, linesT, atT) : 0);
				if (best === null || total < best) best = total;
			}
		}
	}
	return best;
}

describe("the two-shop search", () => {
	// The first holds every item to its shop's rule; the second gives a third of the offers a rule of
	// their own, as feed rows state, so a basket's terms change with what goes into it.
	it.each([
		{ name: "shop rules", seed: "20261126", ownShare: 0 },
		{ name: "rows with their own rules", seed: "20261268", ownShare: 0.3 },
	])("finds the same optimum as trying every assignment, on 600 random small lists ($name)", ({ seed, ownShare }) => {
		const next = seededRandom(seed);
		const pick = <T>(options: readonly T[]) => options[Math.floor(next() * options.length)] as T;
		let splitsFound = 0;
		for (let round = 0; round < 600; round++) {
			const productIds = Array.from({ length: 1 + Math.floor(next() * 8) }, (_, i) => `p${i}`);
			const lines = productIds.map((id) => line(id, 1 + Math.floor(next() * 3)));
			const shops = Array.from({ length: 2 + Math.floor(next() * 4) }, (_, s) => {
				const prices: Record<string, number> = {};
				for (const id of productIds) if (next() < 0.75) prices[id] = pick([9.9, 19.9, 24.5, 25, 39.9, 49, 59.9, 89, 120]);
				const rule = { fee: pick([0, 29, 39, 49, 59]), freeOver: pick([null, 49, 99, 149, 199, 299]) };
				const ownRules: Record<string, ShippingRule> = {};
				if (ownShare > 0) {
					for (const id of Object.keys(prices)) {
						if (next() < ownShare)
							ownRules[id] = { fee: pick([0, 19, 29, 49, 69, 89]), freeOver: pick([null, 99, 199, 299, 499]) };
					}
				}
				return shop(`s${s}`, rule, prices, s * 100, ownRules);
			});
			const pricing = priceList(lines, shops);
			const found = pricing.bestSplit?.total ?? pricing.bestShop?.total ?? null;
			expect(found, `round ${round}`).toBe(bruteForce(lines, shops));
			if (pricing.bestSplit) {
				splitsFound++;
				expect(pricing.bestSplit.total).toBeLessThan(pricing.bestShop?.total ?? Number.POSITIVE_INFINITY);
				// The split's own figures add up, each part by the shipping module.
				for (const part of pricing.bestSplit.parts) {
					const rule = ruleOf(shops.find((s) => s.id === part.shopId) as PricedShop, lines, part.lines);
					expect(part.shipping).toBe(Math.round(shippingCost(rule, part.subtotal / 100) * 100));
				}
			}
		}
		// The random lists exercise splits, not only single shops.
		expect(splitsFound).toBeGreaterThan(50);
	});
});
