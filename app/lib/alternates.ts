// A page's alternates are the same page in each language where it exists, and nothing else:
// hreflang and the sitemap name only these (ADR 023). List and static screens map screen to
// screen; item screens (a category, brand, product, article) need a lookup, which their loader
// does and returns as `alternates`. The language switcher is for people and may go further: with
// no counterpart it takes the visitor to the other language's list page (`switchTargets`).
import { defaultLocale, type Locale, locales } from "~/i18n/locales";
import { type ItemScreen, listOfItem, matchPath, type Screen, screenPath } from "~/i18n/paths";
import { noSearchFilters, type ProductFilters, productFilterParams } from "./product-filters";

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

/** One hreflang claim: the path a page names for a language, or for `x-default`. */
export interface HreflangTarget {
	hreflang: Locale | "x-default";
	path: string;
}

/**
 * What a page declares in hreflang and the sitemap repeats for it: one target per language the
 * page exists in, and `x-default` for the Swedish page (the site's default) when there is one. A
 * page without a counterpart names only itself, and a Norwegian-only page has no x-default (ADR 023).
 */
export function hreflangTargets(alternates: Alternates): HreflangTarget[] {
	const targets: HreflangTarget[] = locales.flatMap((locale) => {
		const path = alternates[locale];
		return path ? [{ hreflang: locale, path }] : [];
	});
	const fallback = alternates[defaultLocale];
	if (fallback) targets.push({ hreflang: "x-default", path: fallback });
	return targets;
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

/**
 * A search's own address: the query, its sort and filters (defaults left out) and its page (page 1
 * has none). The search page is `noindex` and names this address as its canonical: it points at no
 * other page, least of all the empty search (docs/product.md, Search and suggestions).
 */
export function searchAddress(locale: Locale, query: string, filters: ProductFilters, page = 1): string {
	const params = new URLSearchParams();
	if (query) params.set("q", query);
	for (const [name, value] of productFilterParams(filters, "search")) params.append(name, value);
	if (page > 1) params.set("page", String(page));
	const search = params.toString();
	return `${screenPath("search", locale)}${search ? `?${search}` : ""}`;
}

/**
 * The same search in each language, for the language switcher: the query and the choices that mean
 * the same in both — sort, brands, in stock. Categories are named per language and prices are in
 * the language's currency, so those stay behind; so does the page, the other language having other hits.
 */
export function searchAlternates(query: string, filters: ProductFilters): Alternates {
	const shared: ProductFilters = { ...noSearchFilters, sort: filters.sort, brands: filters.brands, inStock: filters.inStock };
	return Object.fromEntries(locales.map((locale) => [locale, searchAddress(locale, query, shared)]));
}
