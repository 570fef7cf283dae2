// A page's alternates are the same page in each language where it exists, and nothing else:
// hreflang and the sitemap name only these (ADR 023). List and static screens map screen to
// screen; item screens (a category, brand, product, article) need a lookup, which their loader
// does and returns as `alternates`. The language switcher is for people and may go further: with
// no counterpart it takes the visitor to the other language's list page (`switchTargets`).
import { type Locale, locales } from "~/i18n/locales";
import { type ItemScreen, listOfItem, matchPath, type Screen, screenPath } from "~/i18n/paths";

/** The same page per language, only the languages it exists in (always its own). */
export type Alternates = Partial<Record<Locale, string>>;

/** Where the language switcher leads in each language: always somewhere. */
export type SwitchTargets = Record<Locale, string>;

const itemScreens = new Set<Screen>(["category", "brand", "product", "article"]);

/**
 * Alternates known from the path alone: both languages for list and static screens, only the
 * page itself for an item screen (its loader looks up the counterpart). Null for unknown paths.
 */
export function alternatesOfPath(pathname: string): Alternates | null {
	const matched = matchPath(pathname);
	if (!matched) return null;
	const { screen, locale, slug } = matched;
	if (itemScreens.has(screen) && slug !== undefined) return { [locale]: screenPath(screen as ItemScreen, locale, { slug }) };
	return Object.fromEntries(locales.map((target) => [target, screenPath(screen as Exclude<Screen, ItemScreen>, target)]));
}

/**
 * The switcher's target per language: the page's alternate where there is one, else (an item
 * without a counterpart) the other language's list page, else (an unknown path) its home page.
 */
export function switchTargets(pathname: string, alternates: Alternates | null): SwitchTargets {
	const screen = matchPath(pathname)?.screen;
	const fallback = (locale: Locale) =>
		screen && itemScreens.has(screen) ? screenPath(listOfItem[screen as ItemScreen], locale) : screenPath("home", locale);
	return Object.fromEntries(locales.map((locale) => [locale, alternates?.[locale] ?? fallback(locale)])) as SwitchTargets;
}
