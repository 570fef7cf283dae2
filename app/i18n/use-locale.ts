import { getFixedT, type i18n as I18n } from "i18next";
import { useContext } from "react";
import { I18nContext } from "react-i18next";
import { useLocation } from "react-router";
import { type Locale, localeFromPath } from "./locales";

/** The page's language: read from the path, like the server does (SPEC §2). */
export function useLocale(): Locale {
	return localeFromPath(useLocation().pathname);
}

type FixedT = ReturnType<I18n["getFixedT"]>;

// One bound `t` per i18n instance and language: useTranslation() and getFixedT() on every call were
// a large share of rendering a product list (each card asks for `t`).
const boundT = new WeakMap<I18n, Map<string, FixedT>>();

/** `t` bound to the page's language, so a client-side switch of language never renders stale text. */
export function useT(): FixedT {
	const i18n = useContext(I18nContext)?.i18n;
	const locale = useLocale();
	if (!i18n) return getFixedT(locale);
	let byLocale = boundT.get(i18n);
	if (!byLocale) {
		byLocale = new Map();
		boundT.set(i18n, byLocale);
	}
	let t = byLocale.get(locale);
	if (!t) {
		t = i18n.getFixedT(locale);
		byLocale.set(locale, t);
	}
	return t;
}
