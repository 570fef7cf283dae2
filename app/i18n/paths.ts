// The one table of public screens and their paths per language (ADR 002).
// routes.ts builds both route trees from it and every link goes through `screenPath`,
// so no component writes a path by hand. (React Router's own `href` types the admin area's paths,
// which are not screens of this table.)

import { type Locale, localePrefix, locales } from "./locales";

export const screens = {
	home: { sv: "", nb: "" },
	categories: { sv: "kategorier", nb: "kategorier" },
	category: { sv: "kategorier/:slug", nb: "kategorier/:slug" },
	brands: { sv: "varumarken", nb: "merker" },
	brand: { sv: "varumarken/:slug", nb: "merker/:slug" },
	products: { sv: "produkter", nb: "produkter" },
	product: { sv: "produkter/:slug", nb: "produkter/:slug" },
	articles: { sv: "artiklar", nb: "artiklar" },
	article: { sv: "artiklar/:slug", nb: "artiklar/:slug" },
	about: { sv: "om-oss", nb: "om-oss" },
	privacy: { sv: "integritet", nb: "personvern" },
	search: { sv: "sok", nb: "sok" },
	deals: { sv: "erbjudanden", nb: "tilbud" },
	// The visitor's own list (ADR 047): personal, never cached in common, never indexed.
	shoppingList: { sv: "godislista", nb: "godteliste" },
} as const satisfies Record<string, Record<Locale, string>>;

export type Screen = keyof typeof screens;

/** Screens whose path names one item; their counterpart needs a lookup. */
export type ItemScreen = "category" | "brand" | "product" | "article";

/** The list screen to fall back to when an item has no counterpart. */
export const listOfItem: Record<ItemScreen, Screen> = {
	category: "categories",
	brand: "brands",
	product: "products",
	article: "articles",
};

type ParamsOf<S extends Screen> = (typeof screens)[S]["sv"] extends `${string}:slug` ? { slug: string } : undefined;

/** The route pattern of a screen in one language, e.g. "/no/merker/:slug". */
export function routePattern(screen: Screen, locale: Locale): string {
	const segment = screens[screen][locale];
	const prefix = localePrefix[locale];
	if (segment === "") return prefix === "" ? "/" : prefix;
	return `${prefix}/${segment}`;
}

/** The path of a screen in a language: `screenPath("brand", "nb", { slug: "freia" })` → "/no/merker/freia". */
export function screenPath<S extends Screen>(
	screen: S,
	locale: Locale,
	...[params]: ParamsOf<S> extends undefined ? [] : [ParamsOf<S>]
): string {
	const pattern = routePattern(screen, locale);
	if (!params) return pattern;
	return pattern.replace(":slug", encodeURIComponent((params as { slug: string }).slug));
}

export interface MatchedPath {
	screen: Screen;
	locale: Locale;
	slug?: string;
}

/** Reads a pathname back into its screen, language and slug; null when no screen matches. */
export function matchPath(pathname: string): MatchedPath | null {
	const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
	for (const locale of locales) {
		for (const screen of Object.keys(screens) as Screen[]) {
			const pattern = routePattern(screen, locale);
			if (!pattern.includes(":slug")) {
				if (pattern === path) return { screen, locale };
				continue;
			}
			const base = pattern.slice(0, pattern.indexOf(":slug"));
			if (path.startsWith(base)) {
				const slug = path.slice(base.length);
				if (slug !== "" && !slug.includes("/")) return { screen, locale, slug: decodeURIComponent(slug) };
			}
		}
	}
	return null;
}

/** The RSS feed of a language's articles. */
export function feedPath(locale: Locale): string {
	return `${localePrefix[locale]}/rss.xml`;
}

/**
 * The page a price alert's e-mail links open (confirm, unsubscribe; the token says which). Not a
 * screen of the table above: nothing links to it but the mails, it is never indexed, and it has
 * no counterpart in the other language.
 */
export function priceAlertPath(locale: Locale): string {
	return `${localePrefix[locale]}/${locale === "nb" ? "prisvarsel" : "prisbevakning"}`;
}
