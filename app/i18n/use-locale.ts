import { getFixedT, type i18n as I18n } from "i18next";
import { useContext } from "react";
import { I18nContext } from "react-i18next";
import { useLocation } from "react-router";
import { fillIn } from "~/lib/fill-in";
import { defaultLocale, type Locale, localeFromPath } from "./locales";

/** The page's language: read from the path, like the server does (SPEC §2). */
export function useLocale(): Locale {
	return localeFromPath(useLocation().pathname);
}

type FixedT = ReturnType<I18n["getFixedT"]>;

/**
 * `t` for one language over an i18n instance's catalogue. Our texts are plain strings with
 * `{{name}}` placeholders (no plurals, nesting or formats), so a lookup kept per key and a fill-in
 * do what i18next's general `t` did, which was a tenth of rendering a product list (every card asks
 * for several texts). An unknown key shows itself, as with i18next; a key not found is not kept,
 * because the admin pages add their texts to the browser's catalogue later.
 */
function catalogueT(i18n: I18n, locale: Locale): FixedT {
	const found = new Map<string, string>();
	const resolve = (key: string): string | undefined => {
		const kept = found.get(key);
		if (kept !== undefined) return kept;
		const text = i18n.getResource(locale, "translation", key) ?? i18n.getResource(defaultLocale, "translation", key);
		if (typeof text !== "string") return undefined;
		found.set(key, text);
		return text;
	};
	const t = (key: string, values?: Record<string, string | number>) => {
		const text = resolve(key);
		if (text === undefined) return key;
		return values && text.includes("{{") ? fillIn(text, values) : text;
	};
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
