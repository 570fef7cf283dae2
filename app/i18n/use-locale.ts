import { useLocation } from "react-router";
import { type Locale, localeFromPath } from "./locales";
import { tFor } from "./translate";

/** The page's language: read from the path, like the server does. */
export function useLocale(): Locale {
	return localeFromPath(useLocation().pathname);
}

/**
 * `t` bound to the page's language (ADR 029): the catalogues ship with the bundle and the language
 * comes from the path, so a page needs no i18n instance or provider, and a client-side switch of
 * language never renders stale text.
 */
export function useT() {
	return tFor(useLocale());
}
