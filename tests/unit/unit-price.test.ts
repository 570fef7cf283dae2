// The comparison price per kg or litre beside a product's price.
import { describe, expect, it } from "vitest";
import { formatUnitPrice, unitPrice } from "~/lib/unit-price";

/** Intl separates thousands with a no-break space; compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, " ");

describe("unitPrice", () => {
	it("gives the price per kilo for grams and kilos", () => {
		expect(unitPrice(32.9, 200, "g")).toEqual({ amount: 164.5, per: "kg" });
		expect(unitPrice(99, 1.5, "kg")).toEqual({ amount: 66, per: "kg" });
	});

	it("gives the price per litre for millilitres, centilitres and litres", () => {
		expect(unitPrice(15, 330, "ml")?.per).toBe("l");
		expect(unitPrice(15, 330, "ml")?.amount).toBeCloseTo(45.4545, 3);
		expect(unitPrice(12, 33, "cl")?.amount).toBeCloseTo(36.3636, 3);
		expect(unitPrice(25, 1.5, "L")).toEqual({ amount: 25 / 1.5, per: "l" });
	});

	it("has no unit price without a usable price or size", () => {
		expect(unitPrice(null, 200, "g")).toBeNull();
		expect(unitPrice(10, null, "g")).toBeNull();
		expect(unitPrice(10, 200, null)).toBeNull();
		expect(unitPrice(10, 200, "st")).toBeNull();
		expect(unitPrice(10, 0, "g")).toBeNull();
		expect(unitPrice(0, 200, "g")).toBeNull();
		expect(unitPrice(Number.NaN, 200, "g")).toBeNull();
		expect(unitPrice(10, Number.POSITIVE_INFINITY, "g")).toBeNull();
	});
});

describe("formatUnitPrice", () => {
	it("writes both crowns as kr, with two decimals in the language's format", () => {
		expect(formatUnitPrice({ amount: 164.5, per: "kg" }, "SEK", "sv")).toBe("164,50 kr/kg");
		expect(formatUnitPrice({ amount: 45.4545, per: "l" }, "NOK", "nb")).toBe("45,45 kr/l");
		expect(plain(formatUnitPrice({ amount: 1295, per: "kg" }, "SEK", "sv"))).toBe("1 295,00 kr/kg");
	});

	it("keeps another currency's code, and treats a missing one as SEK", () => {
		expect(formatUnitPrice({ amount: 3.2, per: "l" }, "EUR", "sv")).toBe("3,20 EUR/l");
		expect(formatUnitPrice({ amount: 3.2, per: "l" }, "", "sv")).toBe("3,20 kr/l");
	});
});
