// `npm run bench:shopping-list`: what pricing a shopping list costs (ADR 047). A 50-line list (the
// list's limit) is priced over every shop — per-shop baskets, the cheapest single shop, the exact
// cheapest split over two shops and buying separately — on generated catalogues that look like the
// real one: 10 to 20 shops, each carrying 75–98 % of the items (candy shops stock the same brands,
// and a list nobody can fill from two shops leaves the search nothing to do), prices of 12–80 kr that differ by
// up to ±15 % between shops, one to three of an item, fees of 29–79 kr, and thresholds of 199–699 kr
// or none (a flat fee). Each run is a new catalogue, so the figures cover many shapes, including the
// ones that make the two-shop search work hardest. Printed: p50 and p95 per list, each list timed once
// as a request would price it (so a pause of the machine counts); budget p95 < 50 ms (exit code 1
// otherwise). The load average is printed beside: on a busy machine the tail is the scheduler's.
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { type ListLine, type PricedShop, priceList } from "~/.server/shopping-list/list-pricing";
import { seededRandom } from "../app/.server/db/demo/price-moves";

const { values } = parseArgs({ options: { runs: { type: "string", default: "300" }, seed: { type: "string", default: "47" } } });
const runs = Number(values.runs);
const budgetMs = 50;
const lineCount = 50;

const next = seededRandom(values.seed);
const pick = <T>(options: readonly T[]) => options[Math.floor(next() * options.length)] as T;

function catalogue(): { lines: ListLine[]; shops: PricedShop[] } {
	const lines = Array.from({ length: lineCount }, (_, i) => ({ productId: `p${i}`, quantity: pick([1, 1, 1, 2, 2, 3]) }));
	// A list price per item; each shop's price is within ±15 % of it, ending in ,90 or ,00 as shops price.
	const listPrices = lines.map(() => 12 + Math.floor(next() * 68));
	const shopCount = 10 + Math.floor(next() * 11);
	const shops = Array.from({ length: shopCount }, (_, s): PricedShop => {
		const carries = 0.75 + next() * 0.23;
		const prices = new Map<string, { offerId: number; unitPrice: number }>();
		lines.forEach((line, i) => {
			if (next() >= carries) return;
			const kronor = Math.max(5, Math.round((listPrices[i] as number) * (0.85 + next() * 0.3)));
			prices.set(line.productId, { offerId: s * 1000 + i, unitPrice: kronor * 100 - pick([0, 10]) });
		});
		// Every item ships under the shop's rule, drawn after the prices as before, so a seed gives the same catalogue.
		const shipping = { fee: pick([29, 39, 45, 49, 59, 69, 79]), freeOver: pick([null, 199, 299, 299, 449, 599, 699]) };
		return {
			id: `shop-${s}`,
			offers: new Map([...prices].map(([productId, offer]) => [productId, { ...offer, shipping }])),
		};
	});
	return { lines, shops };
}

const percentile = (sorted: number[], p: number) =>
	sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number;

// Warm up the JIT on a few lists first, as a running server would be.
for (let i = 0; i < 20; i++) {
	const { lines, shops } = catalogue();
	priceList(lines, shops);
}
const samples: number[] = [];
let splits = 0;
let wholeList = 0;
for (let i = 0; i < runs; i++) {
	const { lines, shops } = catalogue();
	const started = performance.now();
	const pricing = priceList(lines, shops);
	samples.push(performance.now() - started);
	if (pricing.bestSplit) splits++;
	if (pricing.bestSplit || pricing.bestShop) wholeList++;
}
samples.sort((a, b) => a - b);
const p50 = percentile(samples, 50);
const p95 = percentile(samples, 95);
const ok = p95 < budgetMs;
console.info(
	`${runs} lists of ${lineCount} lines over 10–20 shops (${wholeList} with a shop or pair that has every line, ${splits} cheapest as a two-shop split): ` +
		`p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${(samples.at(-1) as number).toFixed(2)} ms ` +
		`(budget p95 < ${budgetMs} ms) ${ok ? "ok" : "OVER BUDGET"}; load average ${loadavg()[0]?.toFixed(1)} on this machine`,
);
process.exit(ok ? 0 : 1);
