// Shared i18next settings for the server (one instance per language, app/.server/i18n.ts) and the browser.
// Both catalogues are small, so they ship as in-memory resources: no backend, no flash of keys.
import type { InitOptions } from "i18next";
import { defaultLocale, locales } from "./locales";
import { messages } from "./messages";

export const i18nextOptions = {
	supportedLngs: [...locales],
	fallbackLng: defaultLocale,
	defaultNS: "translation",
	resources: {
		sv: { translation: messages.sv },
		nb: { translation: messages.nb },
	},
	interpolation: { escapeValue: false },
} satisfies InitOptions;
