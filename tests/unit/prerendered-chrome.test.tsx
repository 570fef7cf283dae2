// The footer and the side menu's links are rendered once and written into pages as HTML
// (app/.server/prerendered-chrome.tsx). The browser renders them as components and hydrates the
// server's markup, so the two must be the same bytes: here a page's chrome is rendered in a data
// router both ways, in both languages, with lists and while they are empty, and compared whole.
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/.server/i18n";
import { prerenderedChrome } from "~/.server/prerendered-chrome";
import { Logo } from "~/components/Logo";
import { MobileMenu } from "~/components/MobileMenu";
import type { PrerenderedChrome } from "~/components/Prerendered";
import { SiteFooter } from "~/components/SiteFooter";
import type { Locale } from "~/i18n/locales";
import type { NavigationLists } from "~/lib/navigation";
import { renderWithParts } from "../support/render-with-parts";

const lists: NavigationLists = {
	categories: [
		{ name: "Choklad", slug: "choklad" },
		{ name: "Godis & <gelé>", slug: "godis" },
		{ name: "Läsk", slug: "lask" },
		{ name: "Surt godis", slug: "surt-godis" },
	],
	brands: [
		{ name: "Ahlgrens", slug: "ahlgrens" },
		{ name: 'Bubs "Original"', slug: "bubs" },
		{ name: "Marabou", slug: "marabou" },
	],
};
const empty: NavigationLists = { categories: [], brands: [] };

/** A page's chrome as the layout renders it: the header's logo first, then the menu, then the footer. */
function Chrome({ navigation }: { navigation: NavigationLists }) {
	return (
		<>
			<Logo />
			<MobileMenu navigation={navigation} />
			<main>page</main>
			<SiteFooter navigation={navigation} year={2026} />
		</>
	);
}

const renderPage = (path: string, locale: Locale, navigation: NavigationLists, chrome: PrerenderedChrome) =>
	renderWithParts(path, locale, <Chrome navigation={navigation} />, chrome);

describe("prerendered chrome", () => {
	for (const [path, locale] of [
		["/kategorier/godis", "sv"],
		["/no/merker/freia", "nb"],
	] as const) {
		for (const [name, navigation] of [
			["lists", lists],
			["empty lists", empty],
		] as const) {
			it(`is the same HTML as the components render (${locale}, ${name})`, async () => {
				const chrome = prerenderedChrome(navigation, locale, 2026, i18nFor(locale));
				const rendered = await renderPage(path, locale, navigation, {});
				const prerendered = await renderPage(path, locale, navigation, chrome);
				expect(prerendered).toBe(rendered);
				// It is really used: the page holds the kept HTML, and the lists are in it.
				expect(rendered).toContain(chrome.footer);
				expect(rendered).toContain(chrome.menuLinks);
				for (const item of navigation.brands) expect(chrome.footer).toContain(item.slug);
			});
		}
	}

	it("is rendered once per lists, language and year, and anew for new lists", () => {
		const first = prerenderedChrome(lists, "sv", 2026, i18nFor("sv"));
		expect(prerenderedChrome(lists, "sv", 2026, i18nFor("sv"))).toBe(first);
		expect(prerenderedChrome(lists, "nb", 2026, i18nFor("nb"))).not.toBe(first);
		const edited = { ...lists, brands: [...lists.brands, { name: "Cloetta", slug: "cloetta" }] };
		expect(prerenderedChrome(edited, "sv", 2026, i18nFor("sv")).footer).toContain("/varumarken/cloetta");
		expect(first.footer).not.toContain("cloetta");
	});
});
