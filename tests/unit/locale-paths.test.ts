import { describe, expect, it } from "vitest";
import { localeFromPath, stripLocalePrefix } from "~/i18n/locales";
import { matchPath, routePattern, type Screen, screenPath, screens } from "~/i18n/paths";
import { alternatesOfPath, switchTargets } from "~/lib/alternates";

describe("locale from path", () => {
	it.each([
		["/no", "nb"],
		["/no/", "nb"],
		["/no/merker/freia", "nb"],
		["/", "sv"],
		["/nor", "sv"],
		["/nothing", "sv"],
		["/kategorier/godis", "sv"],
		["/NO", "sv"],
	])("%s is %s", (path, locale) => {
		expect(localeFromPath(path)).toBe(locale);
	});

	it("strips the Norwegian prefix", () => {
		expect(stripLocalePrefix("/no")).toBe("/");
		expect(stripLocalePrefix("/no/merker/x")).toBe("/merker/x");
		expect(stripLocalePrefix("/varumarken")).toBe("/varumarken");
	});
});

describe("path table", () => {
	it("builds the paths of the screens table in docs/product.md", () => {
		expect(screenPath("home", "sv")).toBe("/");
		expect(screenPath("home", "nb")).toBe("/no");
		expect(screenPath("brands", "sv")).toBe("/varumarken");
		expect(screenPath("brands", "nb")).toBe("/no/merker");
		expect(screenPath("brand", "nb", { slug: "freia" })).toBe("/no/merker/freia");
		expect(screenPath("category", "sv", { slug: "godis" })).toBe("/kategorier/godis");
		expect(screenPath("search", "nb")).toBe("/no/sok");
		expect(screenPath("about", "sv")).toBe("/om-oss");
		expect(screenPath("privacy", "sv")).toBe("/integritet");
		expect(screenPath("privacy", "nb")).toBe("/no/personvern");
		expect(screenPath("articles", "nb")).toBe("/no/artiklar");
	});

	it("reads every screen's path back (round trip) in both languages", () => {
		for (const locale of ["sv", "nb"] as const) {
			for (const screen of Object.keys(screens) as Screen[]) {
				const path = routePattern(screen, locale).replace(":slug", "some-slug");
				const matched = matchPath(path);
				expect(matched, path).toEqual(path.endsWith("some-slug") ? { screen, locale, slug: "some-slug" } : { screen, locale });
			}
		}
	});

	it("matches nothing for unknown paths", () => {
		expect(matchPath("/finns-inte")).toBeNull();
		expect(matchPath("/no/varumarken/x")).toBeNull();
		expect(matchPath("/kategorier/a/b")).toBeNull();
	});
});

describe("counterpart pages", () => {
	it("maps list and static screens screen to screen", () => {
		expect(alternatesOfPath("/varumarken")).toEqual({ sv: "/varumarken", nb: "/no/merker" });
		expect(alternatesOfPath("/no/om-oss")).toEqual({ sv: "/om-oss", nb: "/no/om-oss" });
		expect(alternatesOfPath("/integritet")).toEqual({ sv: "/integritet", nb: "/no/personvern" });
		expect(alternatesOfPath("/")).toEqual({ sv: "/", nb: "/no" });
	});

	it("names only the item page itself until its loader finds the counterpart", () => {
		expect(alternatesOfPath("/varumarken/marabou")).toEqual({ sv: "/varumarken/marabou" });
		expect(alternatesOfPath("/no/kategorier/godteri")).toEqual({ nb: "/no/kategorier/godteri" });
	});

	it("has none for unknown paths", () => {
		expect(alternatesOfPath("/no/finnes-ikke")).toBeNull();
	});

	it("lets the switcher fall back to the other language's list page, for people only", () => {
		expect(switchTargets("/no/kategorier/godteri", { nb: "/no/kategorier/godteri" })).toEqual({
			sv: "/kategorier",
			nb: "/no/kategorier/godteri",
		});
		expect(switchTargets("/varumarken/fazer", { sv: "/varumarken/fazer", nb: "/no/merker/fazer" })).toEqual({
			sv: "/varumarken/fazer",
			nb: "/no/merker/fazer",
		});
		expect(switchTargets("/no/finnes-ikke", null)).toEqual({ sv: "/", nb: "/no" });
	});
});
