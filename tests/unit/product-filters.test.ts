// The sort and filter parameters of product lists (docs/product.md, "Lists, paging, sort and
// filters"): whatever an address holds, reading it gives a valid filter, and writing that filter
// back gives an address that reads the same.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	isFilteredView,
	maxPrice,
	narrowsList,
	noFilters,
	noSearchFilters,
	parsePrice,
	priceFieldValue,
	productFilterParams,
	readProductFilters,
	searchSortOrders,
	sortOrders,
	withoutFilters,
} from "~/lib/product-filters";

const read = (query: string) => readProductFilters(new URLSearchParams(query));

/** Addresses a visitor or a crawler could send: our parameter names with odd and plausible values. */
const filterPairs = fc.array(
	fc.tuple(
		fc.constantFrom("sort", "brand", "min", "max", "instock", "page", "q"),
		fc.oneof(
			fc.string(),
			fc.constantFrom(...sortOrders, "1", "on", "0", "12,90", "-1", "1e9", " 7 "),
			fc.float({ noNaN: false }).map(String),
			fc.nat().map(String),
		),
	),
	{ maxLength: 12 },
);

describe("reading sort and filters from an address", () => {
	it("gives the plain list for an address without them", () => {
		expect(read("")).toEqual(noFilters);
		expect(read("q=choklad&page=3")).toEqual(noFilters);
	});

	it("reads every sort, brands, a price range and in stock", () => {
		for (const sort of sortOrders) expect(read(`sort=${sort}`).sort).toBe(sort);
		expect(read("sort=price-desc&brand=Marabou&brand=Fazer&min=10&max=49,90&instock=1")).toEqual({
			sort: "price-desc",
			brands: ["Marabou", "Fazer"],
			categories: [],
			min: 10,
			max: 49.9,
			inStock: true,
		});
	});

	it("reads search's own sort and its category filter only for search", () => {
		const search = (query: string) => readProductFilters(new URLSearchParams(query), "search");
		expect(search("")).toEqual(noSearchFilters);
		expect(search("").sort).toBe("relevance");
		expect(read("sort=relevance").sort).toBe("name");
		for (const sort of searchSortOrders) expect(search(`sort=${sort}`).sort).toBe(sort);
		expect(search("category=Choklad&category=Godis&category=Choklad").categories).toEqual(["Choklad", "Godis"]);
		expect(read("category=Choklad").categories).toEqual([]);
		expect(productFilterParams(search("category=Choklad&sort=relevance"), "search").toString()).toBe("category=Choklad");
		expect(productFilterParams(search("sort=name"), "search").toString()).toBe("sort=name");
		expect(isFilteredView(search(""), "search")).toBe(false);
		expect(isFilteredView(search("sort=name"), "search")).toBe(true);
		expect(narrowsList(search("category=Godis"))).toBe(true);
	});

	it("reads prices as people type them: comma or dot, spaces as grouping, rounded to öre", () => {
		expect(parsePrice("12,90")).toBe(12.9);
		expect(parsePrice("12.90")).toBe(12.9);
		expect(parsePrice(" 1 000 ")).toBe(1000);
		expect(parsePrice("1\u00a0000,5")).toBe(1000.5);
		expect(parsePrice("9.999")).toBe(10);
		expect(parsePrice("0")).toBe(0);
	});

	it("ignores prices that are no prices", () => {
		for (const bad of ["", "abc", "-5", "12,90 kr", "1e5", "0x10", "12,,5", "12.5.1", ",5", "Infinity", "NaN", "1/2"]) {
			expect(parsePrice(bad), bad).toBeNull();
		}
		expect(read("min=abc&max=-3")).toEqual(noFilters);
	});

	it("clamps huge prices to the ceiling instead of failing", () => {
		expect(parsePrice("99999999999999999999999")).toBe(maxPrice);
		expect(parsePrice("9".repeat(500))).toBe(maxPrice);
		expect(read(`max=${"9".repeat(400)}`).max).toBe(maxPrice);
	});

	it("turns a reversed price range round", () => {
		expect(read("min=50&max=20")).toMatchObject({ min: 20, max: 50 });
	});

	it("ignores an unknown sort and takes the first readable value of a repeated parameter", () => {
		expect(read("sort=cheapest").sort).toBe("name");
		expect(read("sort=PRICE-ASC").sort).toBe("name");
		expect(read("sort=bogus&sort=newest&sort=price-asc").sort).toBe("newest");
		expect(read("min=x&min=5&min=7").min).toBe(5);
		expect(read("instock=0&instock=1").inStock).toBe(true);
		expect(read("instock=yes please").inStock).toBe(false);
	});

	it("keeps brands trimmed, once each, without blanks or absurd lengths, and at most 30", () => {
		expect(read(`brand=+Marabou+&brand=Marabou&brand=&brand=${"x".repeat(101)}&brand=Fazer`).brands).toEqual([
			"Marabou",
			"Fazer",
		]);
		const many = Array.from({ length: 80 }, (_, i) => `brand=B${i}`).join("&");
		expect(read(many).brands).toHaveLength(30);
		// Characters that mean something to SQL or HTML are just characters of a name.
		expect(read("brand=%27%3B+drop+table+products%3B--&brand=%25_%5C").brands).toEqual(["'; drop table products;--", "%_\\"]);
	});

	it("never throws and always gives a valid filter, whatever the address", () => {
		fc.assert(
			fc.property(filterPairs, (pairs) => {
				const filters = readProductFilters(new URLSearchParams(pairs));
				expect(sortOrders).toContain(filters.sort);
				for (const price of [filters.min, filters.max]) {
					if (price === null) continue;
					expect(Number.isFinite(price)).toBe(true);
					expect(price).toBeGreaterThanOrEqual(0);
					expect(price).toBeLessThanOrEqual(maxPrice);
				}
				if (filters.min !== null && filters.max !== null) expect(filters.min).toBeLessThanOrEqual(filters.max);
				expect(filters.brands.length).toBeLessThanOrEqual(30);
			}),
		);
	});
});

describe("writing filters back to an address", () => {
	it("leaves the defaults out, so the plain list has no parameters", () => {
		expect(productFilterParams(noFilters).toString()).toBe("");
		expect(productFilterParams(read("sort=name&min=&max=&instock=")).toString()).toBe("");
	});

	it("reads back what it wrote", () => {
		fc.assert(
			fc.property(filterPairs, (pairs) => {
				const filters = readProductFilters(new URLSearchParams(pairs));
				expect(readProductFilters(productFilterParams(filters))).toEqual(filters);
			}),
		);
		const filters = read("sort=price-asc&brand=Fazer&min=12,5&max=40&instock=1");
		expect(productFilterParams(filters).toString()).toBe("sort=price-asc&brand=Fazer&min=12.5&max=40&instock=1");
	});

	it("shows prices in the form the way the languages write decimals", () => {
		expect(priceFieldValue(12.5)).toBe("12,5");
		expect(priceFieldValue(null)).toBe("");
	});

	it("'Rensa filter' keeps the search text and drops sort, filters and page", () => {
		expect(withoutFilters("?q=choklad&sort=price-asc&brand=Fazer&min=1&max=2&instock=1&page=3&append=1")).toBe("?q=choklad");
		expect(withoutFilters("?sort=newest")).toBe("");
	});
});

describe("which views are the plain list", () => {
	it("counts any sort but the default, and any narrowing filter, as a filtered view", () => {
		expect(isFilteredView(noFilters)).toBe(false);
		expect(isFilteredView(read("sort=name"))).toBe(false);
		expect(isFilteredView(read("sort=newest"))).toBe(true);
		expect(narrowsList(read("sort=newest"))).toBe(false);
		for (const query of ["brand=Fazer", "min=1", "max=100", "instock=1"]) {
			expect(isFilteredView(read(query)), query).toBe(true);
			expect(narrowsList(read(query)), query).toBe(true);
		}
	});
});
