/** localStorage key of the language preference (prefixed with the site's name). */
export const geoPreferenceStorageKey = "godisguiden-geo-preference";

/** Cookie that carries the same preference to the server. */
export const geoPreferenceCookieName = "godisguiden_geo";

/** The banner is for browsers whose language starts with no, nb or nn. */
export function prefersNorwegian(acceptLanguage: string | null): boolean {
	const first = acceptLanguage?.split(",")[0]?.trim().toLowerCase() ?? "";
	return /^(no|nb|nn)\b/.test(first);
}
