// The language of a request comes from its path alone ("/no" or "/no/…" is Norwegian, any other
// path Swedish; ADR 002). Texts are looked up in the catalogues with `tFor`/`useT` (ADR 029).
import { type Locale, localeFromPath } from "~/i18n/locales";

export function requestLocale(request: Request): Locale {
	return localeFromPath(new URL(request.url).pathname);
}
