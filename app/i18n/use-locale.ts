import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { type Locale, localeFromPath } from "./locales";

/** The page's language: read from the path, like the server does (SPEC §2). */
export function useLocale(): Locale {
	return localeFromPath(useLocation().pathname);
}

/** `t` bound to the page's language, so a client-side switch of language never renders stale text. */
export function useT() {
	const { i18n } = useTranslation();
	return i18n.getFixedT(useLocale());
}
