// The two site languages. The URL alone decides which one a page is in:
// exactly "/no" or anything under "/no/" is Norwegian, everything else Swedish.

export const locales = ["sv", "nb"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "sv";

/** Path prefix of each language ("" for the default language). */
export const localePrefix: Record<Locale, string> = { sv: "", nb: "/no" };

/** The currency a language's prices, shipping rules and lists are in (ISO 4217). */
export const localeCurrency: Record<Locale, string> = { sv: "SEK", nb: "NOK" };

/** BCP 47 tag used for dates, numbers and `<html lang>`. */
export const localeTag: Record<Locale, string> = { sv: "sv-SE", nb: "nb-NO" };

export function isLocale(value: unknown): value is Locale {
	return value === "sv" || value === "nb";
}

export function localeFromPath(pathname: string): Locale {
	return pathname === "/no" || pathname.startsWith("/no/") ? "nb" : "sv";
}

export function otherLocale(locale: Locale): Locale {
	return locale === "sv" ? "nb" : "sv";
}

/** The path without its language prefix: "/no/merker/x" → "/merker/x", "/no" → "/". */
export function stripLocalePrefix(pathname: string): string {
	if (localeFromPath(pathname) === "sv") return pathname;
	const rest = pathname.slice(3);
	return rest === "" ? "/" : rest;
}
