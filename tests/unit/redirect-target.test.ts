// The one check between input and a Location header: whatever string it is given, it either
// refuses it or returns a path that a browser resolves to this very site (the URL parser is the
// browser's: it drops tabs and newlines and reads "\" as "/", exactly as a browser would).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { redirectTarget } from "~/.server/redirect-target";
import { hostileUrlPieces as pieces } from "../support/hostile-url-pieces";

const site = "https://godisguiden.example";

const hostile = fc.oneof(
	fc.array(fc.constantFrom(...pieces), { maxLength: 8 }).map((parts) => parts.join("")),
	fc.string({ unit: "binary", maxLength: 40 }),
	fc.string({ unit: "binary", maxLength: 40 }).map((text) => `/${text}`),
	fc.webUrl(),
);

function resolvesHere(path: string): boolean {
	return new URL(path, site).origin === site;
}

describe("redirect targets", () => {
	it("keeps paths of this site, normalised", () => {
		expect(redirectTarget("/kategorier/choklad")).toEqual({ ok: true, path: "/kategorier/choklad" });
		expect(redirectTarget("/sok?q=choklad#träffar")).toEqual({ ok: true, path: "/sok?q=choklad#tr%C3%A4ffar" });
		expect(redirectTarget("/no/produkter/../merker")).toEqual({ ok: true, path: "/no/merker" });
		expect(redirectTarget("/admin/jobs/1?x=1", "/admin")).toEqual({ ok: true, path: "/admin/jobs/1?x=1" });
	});

	it("refuses control characters, which browsers drop and headers cannot carry", () => {
		for (const value of ["/\t/evil.example", "/\n/evil.example", "/kategorier\r\nSet-Cookie: x=1", "/\u0000"]) {
			expect(redirectTarget(value), JSON.stringify(value)).toEqual({ ok: false, refused: "control-character" });
		}
	});

	it("refuses whatever a browser would take to another site", () => {
		for (const value of [
			"//evil.example",
			"/\\evil.example",
			"\\/evil.example",
			"/.//evil.example",
			"/.//",
			"/./\\",
			"https://evil.example/",
			"javascript:alert(1)",
			"evil.example",
			"",
		]) {
			expect(redirectTarget(value), JSON.stringify(value)).toEqual({ ok: false, refused: "not-on-this-site" });
		}
		expect(redirectTarget(null).ok).toBe(false);
	});

	it("keeps a narrowed target inside its area", () => {
		expect(redirectTarget("/admin/../kategorier", "/admin").ok).toBe(false);
		expect(redirectTarget("/administrator", "/admin").ok).toBe(false);
		expect(redirectTarget("/admin", "/admin").ok).toBe(true);
	});

	it("never returns a path that leads off the site, whatever it is given", () => {
		fc.assert(
			fc.property(hostile, (value) => {
				const target = redirectTarget(value);
				if (!target.ok) return;
				expect(resolvesHere(target.path), `${JSON.stringify(value)} → ${target.path}`).toBe(true);
				// What is sent is plain printable ASCII: nothing a browser would drop or a header refuse.
				expect(target.path).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
			}),
			{ numRuns: 5000 },
		);
	});
});
