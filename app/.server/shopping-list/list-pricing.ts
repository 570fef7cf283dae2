// What a shopping list costs across shops (ADR 047): per shop, the items it has, their subtotal,
// shipping by its lines' rules (basket-shipping.ts, ADR 068: the largest fee, free only when the
// subtotal reaches every line's threshold) and the total; the cheapest
// single shop for the whole list; the cheapest split over two shops with shipping counted per shop;
// and what buying each item at its own cheapest shop, shipping each time, would cost instead.
//
// Pure code, amounts in öre (integers), so the cost of any assignment is exact. The two-shop search
// is exact too: thresholds make "each item at its cheaper shop" wrong (moving an item to the dearer
// shop can lift that shop over its threshold and save the fee), so each pair is searched depth-first
// over the items both shops have, pruned only by a lower bound that holds for every assignment below
// a node: the prices still to pay at their cheaper shop, plus for each shop the lesser of its fee and
// the least extra (a fractional knapsack) that moving items there would take to reach its threshold.
// A basket's fee and threshold only grow as lines join it, so the bound takes those of the lines it
// holds already, and never less than the least any line it can hold would bring.
import { type ShippingRule, shippingCost } from "~/lib/shipping";
import { basketRule } from "./basket-shipping";

/** A line of the list: a product and how many. */
export interface ListLine {
	productId: string;
	quantity: number;
}

/** A shop's in-stock offer for one product: its id (for the click-out), unit price in öre and shipping. */
export interface ShopOffer {
	offerId: number;
	unitPrice: number;
	/** The rule the item ships under on its own, as the product page prices it (the row's own over the shop's). */
	shipping: ShippingRule;
}

/** A shop in the comparison: its offers whose shipping is known, by product id. */
export interface PricedShop {
	id: string;
	offers: ReadonlyMap<string, ShopOffer>;
}

/** One shop's part of a purchase: the lines bought there (indexes into the list) and what it costs. */
export interface ShopPart {
	shopId: string;
	lines: number[];
	subtotal: number;
	shipping: number;
	total: number;
}

/** A way to buy the whole list (every line some shop has): one or two shops. */
export interface Purchase {
	parts: ShopPart[];
	total: number;
}

/** One shop's view of the whole list: what it has, what it lacks, and the basket's cost there. */
export interface ShopBasket extends ShopPart {
	/** The lines no offer of this shop covers, among those some shop has. */
	lacks: number[];
	/** The offer the shop's click-out goes to: that of the first line it has. */
	clickOutOfferId: number;
	/** What is left to buy before shipping is free (öre); null without a threshold, or when it is met. */
	leftForFreeShipping: number | null;
}

export interface ListPricing {
	/** Every shop that has at least one line: the ones lacking fewest first, then the cheapest. */
	baskets: ShopBasket[];
	/** Lines no shop has in stock. */
	unavailable: number[];
	/** The cheapest shop that has every available line; null when none has them all. */
	bestShop: Purchase | null;
	/** The cheapest split over two shops, only when it is cheaper than every single shop. */
	bestSplit: Purchase | null;
	/** Each line at the shop with its lowest price, each bought (and shipped) on its own. */
	separately: number | null;
	/** What the best purchase saves against buying separately; null when it saves nothing. */
	saving: number | null;
}

/** Shipping in öre for a basket of `subtotal` öre, by the shared rule arithmetic (app/lib/shipping.ts). */
function shippingOre(rule: ShippingRule, subtotal: number): number {
	return Math.round(shippingCost(rule, subtotal / 100) * 100);
}

const cents = (amount: number) => Math.round(amount * 100);

/** The shop's offer for a line of the list; the shop must have it. */
function offerAt(shop: PricedShop, lines: readonly ListLine[], line: number): ShopOffer {
	return shop.offers.get((lines[line] as ListLine).productId) as ShopOffer;
}

/** The rule a shop's basket of these lines ships under. */
function basketRuleAt(shop: PricedShop, lines: readonly ListLine[], at: readonly number[]): ShippingRule {
	return basketRule(at.map((line) => offerAt(shop, lines, line).shipping));
}

/** What one shop's basket of these lines costs; the lines must all be at the shop. */
function partAt(shop: PricedShop, lines: readonly ListLine[], at: number[], prices: number[]): ShopPart {
	const subtotal = at.reduce((sum, line) => sum + (prices[line] as number), 0);
	const shipping = shippingOre(basketRuleAt(shop, lines, at), subtotal);
	return { shopId: shop.id, lines: at, subtotal, shipping, total: subtotal + shipping };
}

/** A line's price at each shop (unit price × quantity, öre), or -1 where the shop has no offer. */
function linePrices(shops: readonly PricedShop[], lines: readonly ListLine[]): number[][] {
	return shops.map((shop) =>
		lines.map((line) => {
			const offer = shop.offers.get(line.productId);
			return offer ? offer.unitPrice * line.quantity : -1;
		}),
	);
}

/** The exact cost of buying each shop's lines there (shop index → line indexes). */
function purchaseOf(
	shops: readonly PricedShop[],
	lines: readonly ListLine[],
	prices: number[][],
	byShop: Map<number, number[]>,
): Purchase {
	const parts = [...byShop.entries()]
		.filter(([, at]) => at.length > 0)
		.map(([shop, at]) => partAt(shops[shop] as PricedShop, lines, at, prices[shop] as number[]));
	return { parts, total: parts.reduce((sum, part) => sum + part.total, 0) };
}

/**
 * A rule as the search works it: the fee in öre and the subtotal from which it ships free (0: always
 * free, Infinity: never). A basket's terms are the largest of its lines' fees and of their thresholds
 * (basket-shipping.ts), and a line that is always free, { fee: 0, free: 0 }, changes neither.
 */
interface Terms {
	fee: number;
	free: number;
}

const alwaysFree: Terms = { fee: 0, free: 0 };

function termsOf(rule: ShippingRule): Terms {
	const fee = cents(rule.fee);
	if (fee === 0) return alwaysFree;
	return { fee, free: rule.freeOver === null ? Number.POSITIVE_INFINITY : cents(rule.freeOver) };
}

const widest = (terms: readonly Terms[]): Terms =>
	terms.reduce((x, y) => ({ fee: Math.max(x.fee, y.fee), free: Math.max(x.free, y.free) }), alwaysFree);

interface PairSearch {
	/** The prices at A and at B of the items both shops have, decided in this order. */
	a: number[];
	b: number[];
	/** Each of those items' shipping terms at A and at B. */
	termsA: Terms[];
	termsB: Terms[];
	/** The terms of the items only A (B) has, which are in its basket from the start. */
	startA: Terms;
	startB: Terms;
}

/**
 * The least extra cost (rounded down) of lifting a shop's subtotal by `need` with the items from
 * `from` on that are cheaper at the other shop, moving parts of items (a lower bound of moving whole
 * ones). `gain[i]` is what item i adds, `extra[i]` what moving it costs; `order` is by extra per gain.
 */
function leastExtra(
	need: number,
	from: number,
	order: readonly number[],
	gain: readonly number[],
	extra: readonly number[],
): number {
	let left = need;
	let cost = 0;
	for (const item of order) {
		if (item < from) continue;
		const g = gain[item] as number;
		const e = extra[item] as number;
		if (g <= 0) continue;
		if (g >= left) return Math.floor(cost + (e * left) / g);
		cost += e;
		left -= g;
	}
	return Number.POSITIVE_INFINITY;
}

/**
 * The cheapest assignment of the items both shops have to A or B, with both baskets non-empty, if it
 * costs less than `bound` (an assignment with one basket empty is a single shop, priced on its own).
 * The items only one shop has are already in its subtotal. Returns which items go to A, or null.
 */
function searchPair(
	search: PairSearch,
	forcedA: number,
	forcedB: number,
	forcedCountA: number,
	forcedCountB: number,
	bound: number,
): { toA: boolean[]; total: number } | null {
	const { a, b, termsA, termsB, startA, startB } = search;
	const n = a.length;
	// A basket's terms are at least those of what it holds, and at least the least that any item it can
	// hold brings (a split's baskets are never empty); both are kept as a floor for the bound.
	const leastOf = (terms: Terms[], start: Terms, forced: number): Terms =>
		forced > 0 || terms.length === 0
			? start
			: { fee: Math.min(...terms.map((t) => t.fee)), free: Math.min(...terms.map((t) => t.free)) };
	const floorA = leastOf(termsA, startA, forcedCountA);
	const floorB = leastOf(termsB, startB, forcedCountB);
	// Suffix sums of the greedy completion: each remaining item at its cheaper shop (ties to A).
	const restMin = new Array<number>(n + 1).fill(0);
	const restGreedyA = new Array<number>(n + 1).fill(0);
	const restGreedyB = new Array<number>(n + 1).fill(0);
	for (let i = n - 1; i >= 0; i--) {
		const ai = a[i] as number;
		const bi = b[i] as number;
		restMin[i] = (restMin[i + 1] as number) + Math.min(ai, bi);
		restGreedyA[i] = (restGreedyA[i + 1] as number) + (ai <= bi ? ai : 0);
		restGreedyB[i] = (restGreedyB[i + 1] as number) + (ai <= bi ? 0 : bi);
	}
	// Moving an item B-cheaper to A adds a to A at extra a − b; A-cheaper to B adds b to B at b − a.
	// (Only the items on the other side can move: the two sets are disjoint, so the bounds add up.)
	const cheaperAtA = a.map((ai, i) => ai <= (b[i] as number));
	const extraToA = a.map((ai, i) => (cheaperAtA[i] ? 0 : ai - (b[i] as number)));
	const gainToA = a.map((ai, i) => (cheaperAtA[i] ? 0 : ai));
	const extraToB = b.map((bi, i) => (cheaperAtA[i] ? bi - (a[i] as number) : 0));
	const gainToB = b.map((bi, i) => (cheaperAtA[i] ? bi : 0));
	const byRatio = (extra: number[], gain: number[]) =>
		[...extra.keys()]
			.filter((i) => (gain[i] as number) > 0)
			.sort((x, y) => (extra[x] as number) * (gain[y] as number) - (extra[y] as number) * (gain[x] as number));
	const orderToA = byRatio(extraToA, gainToA);
	const orderToB = byRatio(extraToB, gainToB);
	const shippingBound = (free: number, fee: number, reach: number, need: () => number) => {
		if (fee === 0 || reach >= free) return 0;
		if (free === Number.POSITIVE_INFINITY) return fee;
		return Math.min(fee, need());
	};

	let best = bound;
	let bestToA: boolean[] | null = null;
	const toA = new Array<boolean>(n).fill(false);

	// The baskets' terms so far travel as four numbers, not objects: this is the search's inner loop.
	const visit = (
		i: number,
		sumA: number,
		sumB: number,
		countA: number,
		countB: number,
		paid: number,
		feeA: number,
		freeA: number,
		feeB: number,
		freeB: number,
	) => {
		if (i === n) {
			if (countA === 0 || countB === 0) return;
			const total = paid + (sumA >= freeA ? 0 : feeA) + (sumB >= freeB ? 0 : feeB);
			if (total < best) {
				best = total;
				bestToA = [...toA];
			}
			return;
		}
		const reachA = sumA + (restGreedyA[i] as number);
		const reachB = sumB + (restGreedyB[i] as number);
		const boundFeeA = Math.max(feeA, floorA.fee);
		const boundFreeA = Math.max(freeA, floorA.free);
		const boundFeeB = Math.max(feeB, floorB.fee);
		const boundFreeB = Math.max(freeB, floorB.free);
		const lower =
			paid +
			(restMin[i] as number) +
			shippingBound(boundFreeA, boundFeeA, reachA, () => leastExtra(boundFreeA - reachA, i, orderToA, gainToA, extraToA)) +
			shippingBound(boundFreeB, boundFeeB, reachB, () => leastExtra(boundFreeB - reachB, i, orderToB, gainToB, extraToB));
		if (lower >= best) return;
		const ai = a[i] as number;
		const bi = b[i] as number;
		// The item joins A's or B's basket, and brings its terms there.
		const withA = termsA[i] as Terms;
		const withB = termsB[i] as Terms;
		const feeWithA = Math.max(feeA, withA.fee);
		const freeWithA = Math.max(freeA, withA.free);
		const feeWithB = Math.max(feeB, withB.fee);
		const freeWithB = Math.max(freeB, withB.free);
		// The cheaper side first: good totals early make the bound bite sooner.
		if (ai <= bi) {
			toA[i] = true;
			visit(i + 1, sumA + ai, sumB, countA + 1, countB, paid + ai, feeWithA, freeWithA, feeB, freeB);
			toA[i] = false;
			visit(i + 1, sumA, sumB + bi, countA, countB + 1, paid + bi, feeA, freeA, feeWithB, freeWithB);
		} else {
			toA[i] = false;
			visit(i + 1, sumA, sumB + bi, countA, countB + 1, paid + bi, feeA, freeA, feeWithB, freeWithB);
			toA[i] = true;
			visit(i + 1, sumA + ai, sumB, countA + 1, countB, paid + ai, feeWithA, freeWithA, feeB, freeB);
			toA[i] = false;
		}
	};
	visit(0, forcedA, forcedB, forcedCountA, forcedCountB, forcedA + forcedB, startA.fee, startA.free, startB.fee, startB.free);
	return bestToA ? { toA: bestToA, total: best } : null;
}

/** Prices the list at every shop: see ListPricing. */
export function priceList(lines: readonly ListLine[], shops: readonly PricedShop[]): ListPricing {
	const prices = linePrices(shops, lines);
	const lineIndexes = [...lines.keys()];
	const covered = lineIndexes.filter((line) => prices.some((atShop) => (atShop[line] as number) >= 0));
	const unavailable = lineIndexes.filter((line) => !covered.includes(line));
	const has = (shop: number, line: number) => ((prices[shop] as number[])[line] as number) >= 0;

	const baskets: ShopBasket[] = [];
	for (const [shop, priced] of shops.entries()) {
		const at = covered.filter((line) => has(shop, line));
		if (at.length === 0) continue;
		const part = partAt(priced, lines, at, prices[shop] as number[]);
		const { free } = termsOf(basketRuleAt(priced, lines, at));
		baskets.push({
			...part,
			lacks: covered.filter((line) => !has(shop, line)),
			clickOutOfferId: offerAt(priced, lines, at[0] as number).offerId,
			leftForFreeShipping: part.shipping > 0 && Number.isFinite(free) ? free - part.subtotal : null,
		});
	}
	baskets.sort((x, y) => x.lacks.length - y.lacks.length || x.total - y.total);

	let bestShop: Purchase | null = null;
	for (const basket of baskets) {
		if (basket.lacks.length > 0) break;
		if (!bestShop || basket.total < bestShop.total) bestShop = { parts: [stripBasket(basket)], total: basket.total };
	}

	const bestSplit =
		covered.length > 1 ? cheapestSplit(shops, lines, prices, covered, bestShop?.total ?? Number.POSITIVE_INFINITY) : null;
	const separately = covered.length > 0 ? buyingSeparately(shops, lines, prices, covered) : null;
	const best = bestSplit?.total ?? bestShop?.total ?? null;
	const saving = separately !== null && best !== null && separately > best ? separately - best : null;
	return { baskets, unavailable, bestShop, bestSplit, separately, saving };
}

function stripBasket(basket: ShopBasket): ShopPart {
	const { shopId, lines, subtotal, shipping, total } = basket;
	return { shopId, lines, subtotal, shipping, total };
}

/** The cheapest purchase over exactly two shops that costs less than `bound`, or null. */
function cheapestSplit(
	shops: readonly PricedShop[],
	lines: readonly ListLine[],
	prices: number[][],
	covered: number[],
	bound: number,
): Purchase | null {
	interface Pair {
		x: number;
		y: number;
		lower: number;
	}
	const pairs: Pair[] = [];
	for (let x = 0; x < shops.length; x++) {
		for (let y = x + 1; y < shops.length; y++) {
			const px = prices[x] as number[];
			const py = prices[y] as number[];
			let lower = 0;
			let coversAll = true;
			for (const line of covered) {
				const a = px[line] as number;
				const b = py[line] as number;
				if (a < 0 && b < 0) {
					coversAll = false;
					break;
				}
				lower += a < 0 ? b : b < 0 ? a : Math.min(a, b);
			}
			if (coversAll) pairs.push({ x, y, lower });
		}
	}
	// The pairs whose prices alone are lowest first: their totals prune the rest.
	pairs.sort((p, q) => p.lower - q.lower);
	let best = bound;
	let found: Purchase | null = null;
	for (const { x, y, lower } of pairs) {
		if (lower >= best) break;
		const px = prices[x] as number[];
		const py = prices[y] as number[];
		const onlyX: number[] = [];
		const onlyY: number[] = [];
		const both: number[] = [];
		for (const line of covered) {
			if ((py[line] as number) < 0) onlyX.push(line);
			else if ((px[line] as number) < 0) onlyY.push(line);
			else both.push(line);
		}
		// Dearer lines first: they move a subtotal most, so thresholds are settled high in the tree.
		both.sort((l, m) => Math.max(px[m] as number, py[m] as number) - Math.max(px[l] as number, py[l] as number));
		const shopX = shops[x] as PricedShop;
		const shopY = shops[y] as PricedShop;
		const termsAt = (shop: PricedShop, at: number[]) => at.map((line) => termsOf(offerAt(shop, lines, line).shipping));
		const sum = (at: number[], atPrices: number[]) => at.reduce((s, line) => s + (atPrices[line] as number), 0);
		const result = searchPair(
			{
				a: both.map((line) => px[line] as number),
				b: both.map((line) => py[line] as number),
				termsA: termsAt(shopX, both),
				termsB: termsAt(shopY, both),
				startA: widest(termsAt(shopX, onlyX)),
				startB: widest(termsAt(shopY, onlyY)),
			},
			sum(onlyX, px),
			sum(onlyY, py),
			onlyX.length,
			onlyY.length,
			best,
		);
		if (!result) continue;
		const atX = [...onlyX, ...both.filter((_, i) => result.toA[i])].sort((l, m) => l - m);
		const atY = [...onlyY, ...both.filter((_, i) => !result.toA[i])].sort((l, m) => l - m);
		const purchase = purchaseOf(
			shops,
			lines,
			prices,
			new Map([
				[x, atX],
				[y, atY],
			]),
		);
		// The search's total and the purchase's, worked out again by the shipping module, agree.
		if (purchase.total < best) {
			best = purchase.total;
			found = purchase;
		}
	}
	return found;
}

/** Each line at the shop where it costs least (then the one that ships it cheapest), bought on its own. */
function buyingSeparately(
	shops: readonly PricedShop[],
	lines: readonly ListLine[],
	prices: number[][],
	covered: number[],
): number {
	let total = 0;
	for (const line of covered) {
		let best: { price: number; delivered: number } | null = null;
		for (const [shop, priced] of shops.entries()) {
			const price = (prices[shop] as number[])[line] as number;
			if (price < 0) continue;
			const delivered = price + shippingOre(offerAt(priced, lines, line).shipping, price);
			if (!best || price < best.price || (price === best.price && delivered < best.delivered)) best = { price, delivered };
		}
		total += (best as { delivered: number }).delivered;
	}
	return total;
}
