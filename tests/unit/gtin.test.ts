// GTINs as GS1 defines them (ADR 048), with the examples GS1 and the barcode standards print:
// the check digit, one item's UPC-12 / EAN-13 / GTIN-14 forms as one normal form, and the texts
// that are no GTIN at all.
import { describe, expect, it } from "vitest";
import { gs1CheckDigit, hasValidCheckDigit, normalGtin, readGtin } from "~/lib/gtin";

describe("the GS1 check digit", () => {
	it("is worked out as GS1's own examples work it out", () => {
		// GS1's check digit calculator example: 629104150021 → 3.
		expect(gs1CheckDigit("629104150021")).toBe(3);
		// The EAN-13 of the ISO/IEC 15420 example, 400638133393 → 1.
		expect(gs1CheckDigit("400638133393")).toBe(1);
		// UPC-A 03600029145 → 2, and EAN-8 9638507 → 4 (weights 3, 1, 3, … from the right, whatever the length).
		expect(gs1CheckDigit("03600029145")).toBe(2);
		expect(gs1CheckDigit("9638507")).toBe(4);
		// A sum that is already a multiple of ten has check digit 0, not 10.
		expect(gs1CheckDigit("731000000001")).toBe(0);
	});

	it("tells a valid number from one with a digit wrong or two digits swapped", () => {
		expect(hasValidCheckDigit("6291041500213")).toBe(true);
		expect(hasValidCheckDigit("6291041500214")).toBe(false);
		expect(hasValidCheckDigit("4006381333931")).toBe(true);
		expect(hasValidCheckDigit("4006381333913")).toBe(false);
		expect(hasValidCheckDigit("4006383133931")).toBe(false);
		expect(hasValidCheckDigit("")).toBe(false);
		expect(hasValidCheckDigit("7")).toBe(false);
	});
});

describe("reading a feed's GTIN", () => {
	it("gives one item's UPC-12, EAN-13 and GTIN-14 forms one normal form: the EAN-13", () => {
		for (const form of ["036000291452", "0036000291452", "00036000291452"]) {
			expect(readGtin(form), form).toEqual({ gtin: "0036000291452" });
		}
		expect(readGtin("7318149788547")).toEqual({ gtin: "7318149788547" });
		expect(readGtin("07318149788547")).toEqual({ gtin: "7318149788547" });
	});

	it("keeps an EAN-8 apart from the EAN-13 that merely ends in its digits", () => {
		expect(readGtin("96385074")).toEqual({ gtin: "0000096385074" });
		expect(readGtin("73513537")).toEqual({ gtin: "0000073513537" });
		expect(readGtin("00000096385074")).toEqual({ gtin: "0000096385074" });
	});

	it("keeps a GTIN-14 whose packaging indicator is not 0 (a case of the item, not the item) in 14 digits", () => {
		expect(readGtin("17310511210509")).toEqual({ gtin: "17310511210509" });
		expect(readGtin("10036000291459")).toEqual({ gtin: "10036000291459" });
		expect(readGtin("10036000291459")).not.toEqual(readGtin("036000291452"));
	});

	it("reads the digits as printed under a barcode: spaces, hyphens, a no-break space", () => {
		expect(readGtin(" 7 310511 210502 ")).toEqual({ gtin: "7310511210502" });
		expect(readGtin("0-36000-29145-2")).toEqual({ gtin: "0036000291452" });
		expect(readGtin("7310511\u00a0210502")).toEqual({ gtin: "7310511210502" });
	});

	it("refuses a wrong check digit", () => {
		expect(readGtin("7310000000011")).toEqual({ fault: "check-digit" });
		expect(readGtin("036000291453")).toEqual({ fault: "check-digit" });
		expect(readGtin("96385075")).toEqual({ fault: "check-digit" });
		expect(readGtin("17310511210508")).toEqual({ fault: "check-digit" });
	});

	it("refuses a text that is not 8, 12, 13 or 14 digits", () => {
		for (const text of [
			"12345",
			"1234567",
			"123456789",
			"12345678901",
			"123456789012345",
			"731051121050X",
			"7310511210502.0",
			"EAN7310511210502",
			"+7310511210502",
			"٧٣١٠٥١١٢١٠٥٠٢",
		]) {
			expect(readGtin(text), text).toEqual({ fault: "malformed" });
		}
	});

	it("refuses a shop's own in-store numbers and zeros, which match another shop's anything", () => {
		expect(readGtin("2012345678903")).toEqual({ fault: "restricted" });
		expect(readGtin("212345678909")).toEqual({ fault: "restricted" });
		expect(readGtin("412345678903")).toEqual({ fault: "restricted" });
		expect(readGtin("041234567891")).toEqual({ gtin: "0041234567891" });
		expect(readGtin("20123451")).toEqual({ fault: "restricted" });
		expect(readGtin("01234565")).toEqual({ fault: "restricted" });
		expect(readGtin("0000000000000")).toEqual({ fault: "restricted" });
		expect(readGtin("00000000")).toEqual({ fault: "restricted" });
	});

	it("has nothing to say about an empty text", () => {
		expect(readGtin("")).toBeNull();
		expect(readGtin("   ")).toBeNull();
		expect(readGtin(null)).toBeNull();
		expect(readGtin(undefined)).toBeNull();
	});

	it("gives the normal form, or null for anything that is not a valid GTIN", () => {
		expect(normalGtin("036000291452")).toBe("0036000291452");
		expect(normalGtin("036000291453")).toBeNull();
		expect(normalGtin("")).toBeNull();
	});
});
