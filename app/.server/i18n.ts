// remix-i18next middleware with the URL path as the only source of the language
// (SPEC §2: "/no" or "/no/…" is Norwegian, any other path Swedish).
import { createI18nextMiddleware } from "remix-i18next/middleware";
import { i18nextOptions } from "~/i18n/i18next-options";
import { defaultLocale, type Locale, localeFromPath, locales } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { adminMessages } from "~/i18n/messages/admin";

export const [i18nextMiddleware, getLocaleFromContext, getI18nFromContext] = createI18nextMiddleware({
	detection: {
		supportedLanguages: [...locales],
		fallbackLanguage: defaultLocale,
		order: ["custom"],
		findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
	},
	// The server renders admin pages too: its instances carry the admin texts as well.
	i18next: {
		...i18nextOptions,
		resources: {
			sv: { translation: { ...messages.sv, admin: adminMessages } },
			nb: { translation: { ...messages.nb, admin: adminMessages } },
		},
	},
});

export function requestLocale(request: Request): Locale {
	return localeFromPath(new URL(request.url).pathname);
}
