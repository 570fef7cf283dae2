// A page's counterpart in each language (DESIGN §4): list and static screens map screen to
// screen; item screens (a category, brand, product, article) need a lookup, which their loader
// does and returns as `alternates`. Without one, the other language's list page is used.
import { type Locale, locales } from "~/i18n/locales";
import { href, type ItemScreen, listOfItem, matchPath, type Screen } from "~/i18n/paths";

export type Alternates = Record<Locale, string>;

const itemScreens = new Set<Screen>(["category", "brand", "product", "article"]);

/** Alternates derived from the path alone (exact for list and static screens). */
export function alternatesOfPath(pathname: string): Alternates | null {
	const matched = matchPath(pathname);
	if (!matched) return null;
	const { screen, locale, slug } = matched;
	const result = {} as Alternates;
	for (const target of locales) {
		if (target === locale && slug) result[target] = pathname;
		else if (itemScreens.has(screen)) result[target] = href(listOfItem[screen as ItemScreen], target);
		else result[target] = href(screen as Exclude<Screen, ItemScreen>, target);
	}
	return result;
}
