import { createCookie } from "react-router";
import type { Locale } from "~/i18n/locales";
import { geoPreferenceCookieName, prefersNorwegian } from "~/lib/geo-preference";

/** How long the language preference is kept in the browser: a year. */
export const geoPreferenceMaxAgeSeconds = 60 * 60 * 24 * 365;

export const geoPreferenceCookie = createCookie(geoPreferenceCookieName, {
	path: "/",
	sameSite: "lax",
	httpOnly: false, // mirrored by scripts to localStorage; holds no secret
	maxAge: geoPreferenceMaxAgeSeconds,
});

export async function readGeoPreference(request: Request): Promise<"nb" | "sv" | null> {
	const value = await geoPreferenceCookie.parse(request.headers.get("Cookie"));
	return value === "nb" || value === "sv" ? value : null;
}

/** Shown when there is no stored preference, a Norwegian browser, and a Swedish page. */
export async function shouldOfferNorwegian(request: Request, locale: Locale): Promise<boolean> {
	if (locale !== "sv") return false;
	if (!prefersNorwegian(request.headers.get("Accept-Language"))) return false;
	return (await readGeoPreference(request)) === null;
}
