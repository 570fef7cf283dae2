// Internal markdown links ("/…") stay in the site, in the page's language: a link written
// for the other language is mapped to the same screen in the page's language, so a Norwegian
// text linking "/varumarken/freia" leads to "/no/merker/freia", not to a Swedish page.
import { type Locale, localeFromPath } from "~/i18n/locales";
import { matchPath, type Screen, screenPath } from "~/i18n/paths";

export function localizeInternalHref(target: string, locale: Locale): string {
	const [path = "", rest = ""] = target.split(/(?=[?#])/, 2);
	if (localeFromPath(path) === locale) return target;
	const matched = matchPath(path);
	if (!matched) return target;
	const localized = matched.slug
		? screenPath(matched.screen as "category", locale, { slug: matched.slug })
		: screenPath(matched.screen as Exclude<Screen, "category" | "brand" | "product" | "article">, locale);
	return `${localized}${rest}`;
}
