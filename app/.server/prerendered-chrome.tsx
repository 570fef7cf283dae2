// The footer and the side menu's links as HTML, rendered once per language and navigation lists
// (ADR 015). They were a fifth of an uncached page's render: ~270 elements and 120 links that are
// the same on every page of a language. Rendered with React itself (./render-part.tsx), so the HTML
// is exactly what the page would have rendered in their place
// (tests/unit/prerendered-chrome.test.tsx renders a page's chrome both ways and compares the bytes).
import type { i18n as I18n } from "i18next";
import { MenuLinks } from "~/components/MobileMenu";
import type { PrerenderedChrome } from "~/components/Prerendered";
import { FooterContent } from "~/components/SiteFooter";
import type { Locale } from "~/i18n/locales";
import type { NavigationLists } from "~/lib/navigation";
import { renderPart } from "./render-part";

/**
 * Kept per navigation lists object: the cached lists (catalog/navigation.ts) are one object until a
 * catalogue write replaces them, and then the HTML made from the old ones goes with them.
 */
const kept = new WeakMap<NavigationLists, Map<string, PrerenderedChrome>>();

export function prerenderedChrome(navigation: NavigationLists, locale: Locale, year: number, i18n: I18n): PrerenderedChrome {
	let byLanguageAndYear = kept.get(navigation);
	if (!byLanguageAndYear) {
		byLanguageAndYear = new Map();
		kept.set(navigation, byLanguageAndYear);
	}
	const key = `${locale}:${year}`;
	let chrome = byLanguageAndYear.get(key);
	if (!chrome) {
		chrome = {
			footer: renderPart(<FooterContent navigation={navigation} year={year} />, i18n, locale),
			menuLinks: renderPart(<MenuLinks navigation={navigation} />, i18n, locale),
		};
		byLanguageAndYear.set(key, chrome);
	}
	return chrome;
}
