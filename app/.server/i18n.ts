// The language of a request comes from its path alone ("/no" or "/no/…" is Norwegian,
// any other path Swedish). Each language has one i18next instance for the whole process: nothing
// changes an instance once made (no language switch on the server), so creating and initialising one
// per request, as remix-i18next's middleware did, was pure cost on every page.
import { createInstance, type i18n as I18n } from "i18next";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { i18nextOptions } from "~/i18n/i18next-options";
import { type Locale, localeFromPath } from "~/i18n/locales";

const instances = new Map<Locale, I18n>();

/** The language's instance (the admin area's texts are not in it: they are reached with `adminT`, ADR 025). */
export function i18nFor(locale: Locale): I18n {
	let instance = instances.get(locale);
	if (!instance) {
		instance = createInstance({ ...i18nextOptions, lng: locale, initAsync: false });
		void instance.init();
		instances.set(locale, instance);
	}
	return instance;
}

const i18nContext = createContext<I18n>();

export const i18nextMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
	context.set(i18nContext, i18nFor(requestLocale(request)));
	return next();
};

export function getI18nFromContext(context: Readonly<RouterContextProvider>): I18n {
	return context.get(i18nContext);
}

export function requestLocale(request: Request): Locale {
	return localeFromPath(new URL(request.url).pathname);
}
