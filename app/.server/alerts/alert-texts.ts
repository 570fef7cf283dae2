// The price alert texts the server words, in one language: the form's problems, the link page and
// the mails (app/i18n/messages/{sv,nb}/alert-texts.ts).
import type { Locale } from "~/i18n/locales";
import { alertTexts as nb } from "~/i18n/messages/nb/alert-texts";
import { alertTexts as sv } from "~/i18n/messages/sv/alert-texts";
import { type CatalogueT, textIn, translator } from "~/i18n/translate";

const catalogues = { sv, nb };

/** `t` over the alert texts of a language, checked against the Swedish catalogue's keys and placeholders. */
export function alertT(locale: Locale): CatalogueT<typeof sv> {
	return translator((key) => textIn(catalogues[locale], key)) as CatalogueT<typeof sv>;
}
