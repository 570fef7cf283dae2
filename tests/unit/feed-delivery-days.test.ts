// A feed row's delivery time as shops write it (app/.server/feeds/row-delivery-days.ts, ADR 063):
// whole working days from a number or a range with its unit, in Swedish, Norwegian, English or
// German; anything that states no whole number of days, or more than 60, is none.
import { describe, expect, it } from "vitest";
import { deliveryDaysOf } from "~/.server/feeds/row-delivery-days";

describe("a feed row's delivery time", () => {
	it.each([
		["1-3 dagar", 1, 3],
		["2–4 arbetsdagar", 2, 4],
		["Leverans inom 1 - 2 virkedager", 1, 2],
		["3 working days", 3, 3],
		["2 till 5 dagar", 2, 5],
		["1 to 2 days", 1, 2],
		["3-5 Werktage", 3, 5],
		["ca 4 dager", 4, 4],
		["5", 5, 5],
		["0 dagar", 0, 0],
		["24h", 1, 1],
		["48 timmar", 2, 2],
		["1-2 veckor", 5, 10],
		["2 uker", 10, 10],
		["Next day", 1, 1],
		["Nästa dag", 1, 1],
		["60 dagar", 60, 60],
	])("%s → %i–%i working days", (text, min, max) => {
		expect(deliveryDaysOf(text)).toEqual({ min, max });
	});

	it.each([
		[""],
		["   "],
		["Skickas snart"],
		["I lager"],
		["1,5 veckor"],
		["30 minuter"],
		["3-1 dagar"],
		["61 dagar"],
		["13 veckor"],
		["9999 dagar"],
		["0061 dagar"],
	])("%j states no delivery time to show", (text) => {
		expect(deliveryDaysOf(text)).toBeNull();
	});

	it("reads nothing from a missing column", () => {
		expect(deliveryDaysOf(undefined)).toBeNull();
	});
});
