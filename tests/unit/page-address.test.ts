// A page's one address (ADR 075, ADR 086): its path lowercased and without trailing slashes,
// escapes of unreserved characters spelt out and other escapes left as they are; which requests
// are moved there. What the built server answers is in tests/integration/one-address-per-page.test.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageAddress, pageAddressRedirect } from "../../server/page-address";
import { hostileUrlPieces } from "../support/hostile-url-pieces";

const site = "https://godisguiden.example";

describe("a page's one address", () => {
	it("is the path in lowercase", () => {
		expect(pageAddress("/Kategorier")).toBe("/kategorier");
		expect(pageAddress("/KATEGORIER/choklad")).toBe("/kategorier/choklad");
		expect(pageAddress("/NO/merker")).toBe("/no/merker");
		expect(pageAddress("/Produkter/marabou-helnot-200-g")).toBe("/produkter/marabou-helnot-200-g");
	});

	it("has no trailing slash, except the home page's", () => {
		expect(pageAddress("/kategorier/")).toBe("/kategorier");
		expect(pageAddress("/kategorier/choklad//")).toBe("/kategorier/choklad");
		expect(pageAddress("/No/")).toBe("/no");
		expect(pageAddress("/")).toBe("/");
		expect(pageAddress("//")).toBe("/");
	});

	it("leaves other percent escapes as they are and lowers the letters around them", () => {
		expect(pageAddress("/Produkter/%C3%96L-%c3%a4")).toBe("/produkter/%C3%96l-%c3%a4");
		expect(pageAddress("/sok/%2FEvil")).toBe("/sok/%2Fevil");
		expect(pageAddress("/sok/%25%34%31")).toBe("/sok/%2541");
	});

	it("spells out an escaped letter, digit, '-', '_' or '~': the same address written another way", () => {
		expect(pageAddress("/kategorier/%63hoklad")).toBe("/kategorier/choklad");
		expect(pageAddress("/produkter/marabou%2Dhelnot-200-g")).toBe("/produkter/marabou-helnot-200-g");
		expect(pageAddress("/%41BC%5f%7E%32")).toBe("/abc_~2");
	});

	it("keeps an escaped '.', and every escape of a path with a stray '%'", () => {
		expect(pageAddress("/produkter/%2E%2E/admin")).toBe("/produkter/%2E%2E/admin");
		expect(pageAddress("/%%34%31")).toBe("/%%34%31");
		expect(pageAddress("/A%4")).toBe("/a%4");
	});

	it("is already the address of a page in its one address", () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 40 }), (text) => {
				const once = pageAddress(`/${text}`);
				expect(pageAddress(once)).toBe(once);
			}),
		);
	});
});

describe("which requests are moved", () => {
	it("a page's GET or HEAD in another spelling, with the query as sent", () => {
		expect(pageAddressRedirect("GET", "/Sok/?q=Choklad&page=2")).toBe("/sok?q=Choklad&page=2");
		expect(pageAddressRedirect("HEAD", "/NO")).toBe("/no");
		expect(pageAddressRedirect("GET", "/kategorier")).toBeNull();
		expect(pageAddressRedirect("GET", "/")).toBeNull();
	});

	it("never a post, whose body a 301 would lose", () => {
		expect(pageAddressRedirect("POST", "/Admin/login")).toBeNull();
	});

	it("never a file: fingerprinted assets, public files, loader data, robots.txt", () => {
		for (const target of ["/assets/AdminCard-BJQDB_SS.js", "/Favicon.svg", "/Kategorier.data", "/Robots.txt"]) {
			expect(pageAddressRedirect("GET", target), target).toBeNull();
		}
	});

	it("never to another site", () => {
		for (const target of ["//Evil.example/", "/\\Evil.example/", "///evil.example//"]) {
			expect(pageAddressRedirect("GET", target), target).toBeNull();
		}
		const hostile = fc.array(fc.constantFrom(...hostileUrlPieces, "A", "NO", "Evil.Example"), { maxLength: 8 });
		fc.assert(
			fc.property(hostile, (parts) => {
				const location = pageAddressRedirect("GET", `/${parts.join("")}`);
				if (location !== null) expect(new URL(location, site).origin).toBe(site);
			}),
			{ numRuns: 2000 },
		);
	});
});
