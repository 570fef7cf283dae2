import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { i18nextOptions } from "./i18n/i18next-options";
import { localeFromPath } from "./i18n/locales";

// The catalogues ship with the bundle, so initialisation is synchronous and the first render
// matches the server's HTML exactly.
await i18next.use(initReactI18next).init({ ...i18nextOptions, lng: localeFromPath(window.location.pathname), initAsync: false });

startTransition(() => {
	hydrateRoot(
		document,
		<I18nextProvider i18n={i18next}>
			<StrictMode>
				<HydratedRouter />
			</StrictMode>
		</I18nextProvider>,
	);
});
