// The one way a redirect target taken from input (a form field, a query parameter) becomes a
// Location: it must be a path on this site, and it is sent as the URL parser normalised it, so
// what the browser follows is exactly what was checked (ADR 023).
//
// Browsers drop tabs and newlines inside a URL and read "\" as "/", so "/\t/evil.example" and
// "/\evil.example" lead off the site although they start with one "/"; a newline in a header is a
// server error. Control characters are therefore refused outright, and everything else is resolved
// against a placeholder origin: only a result on that origin, whose serialised path resolves back
// to the same URL (not "//host" after dot segments), is a target.

/** Why a target was refused; the caller decides between a 400 and a safe default. */
export type RefusedTarget = "control-character" | "not-on-this-site";

export type RedirectTarget = { ok: true; path: string } | { ok: false; refused: RefusedTarget };

const placeholderOrigin = "http://redirect-target.invalid";
const maxLength = 2000;

// C0 controls (tab, newline, carriage return …), DEL and the C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * `value` as a path (with query and fragment) on this site, or why it is not one. `within` narrows
 * the allowed paths to one area, e.g. "/admin" allows "/admin" and "/admin/…".
 */
export function redirectTarget(value: unknown, within = "/"): RedirectTarget {
	if (typeof value !== "string") return { ok: false, refused: "not-on-this-site" };
	if (controlCharacter.test(value)) return { ok: false, refused: "control-character" };
	if (value.length > maxLength || !value.startsWith("/")) return { ok: false, refused: "not-on-this-site" };
	let url: URL;
	let path: string;
	try {
		url = new URL(value, placeholderOrigin);
		path = `${url.pathname}${url.search}${url.hash}`;
		// "/.//" normalises to "//", which reads back as a host ("//" alone does not parse at all).
		if (url.origin !== placeholderOrigin || new URL(path, placeholderOrigin).href !== url.href) {
			return { ok: false, refused: "not-on-this-site" };
		}
	} catch {
		return { ok: false, refused: "not-on-this-site" };
	}
	const inside = within === "/" || url.pathname === within || url.pathname.startsWith(`${within}/`);
	return inside ? { ok: true, path } : { ok: false, refused: "not-on-this-site" };
}
