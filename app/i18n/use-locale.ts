import { getFixedT, type i18n as I18n } from "i18next";
import { useContext } from "react";
import { I18nContext } from "react-i18next";
import { useLocation } from "react-router";
import { defaultLocale, type Locale, localeFromPath } from "./locales";
import { translator } from "./translate";

/** The page's language: read from the path, like the server does. */
export function useLocale(): Locale {
	return localeFromPath(useLocation().pathname);
}

type FixedT = ReturnType<I18n["getFixedT"]>;

/**
 * `t` for one language over an i18n instance's catalogue (ADR 010): `translator` keeps each text it
 * finds and fills its `{{name}}` placeholders, which is all our texts need of i18next's general `t`
 * (no plurals, nesting or formats) at a tenth of the cost on a product list.
 */
function catalogueT(i18n: I18n, locale: Locale): FixedT {
	const t = translator((key) => {
		const text = i18n.getResource(locale, "translation", key) ?? i18n.getResource(defaultLocale, "translation", key);
		return typeof text === "string" ? text : undefined;
	});
	return t as unknown as FixedT;
}

// One `t` per i18n instance and language (the server shares an instance per language).
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
		t = catalogueT(i18n, locale);
		byLocale.set(locale, t);
	}
	return t;
}
