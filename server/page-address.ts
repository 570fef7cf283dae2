// One address per page (ADR 075, ADR 086): every page path of this site is lowercase, spells out
// what an escape may spell and has no trailing slash, so `/Kategorier`, `/NO/merker`,
// `/kategorier/` and `/kategorier/%63hoklad` are answered with a 301 to that form, the query kept
// as sent. Otherwise each spelling was a page of its own for a crawler — its own canonical, and
// `/NO/…` even rendered in Swedish, the language being read from the path.
//
// Mounted after the static files (./app.ts). A path whose last segment is a file name is left
// alone: Vite's fingerprinted assets carry capitals, a public file keeps its name, and the few routes
// with a file name (robots.txt, sitemap.xml, a page's loader data `….data`) are fetched by machines
// at the exact address the site gave them.
import type { NextFunction, Request, Response } from "express";
import { redirectTarget } from "~/.server/redirect-target";
import { labelResponse } from "./response-labels";

/** A permanent answer that depends on the address alone: a browser and the shared cache may keep it. */
const redirectCacheControl = "public, max-age=86400";

/** What an escape may spell out without changing the address (RFC 3986, 6.2.2.2): letters, digits, "-", "_", "~". */
const unreservedCharacter = /^[A-Za-z0-9_~-]$/;

/** A "%" that starts no escape: such a path is no well-formed address, and its escapes are left alone. */
const strayPercent = /%(?![0-9A-Fa-f]{2})/;

/**
 * The path in its one spelling: ASCII capitals lowered, escapes of unreserved characters spelt out
 * (`%63hoklad` is `choklad`) and trailing slashes dropped ("/" stays). Any other escape is left as
 * it is: its hex digits are no letters of the path (`%C3%B6` is "ö"), and what it encodes is the
 * app's to read. "." stays escaped too, so no escape becomes a `..` segment.
 */
export function pageAddress(path: string): string {
	const decodes = !strayPercent.test(path);
	const lowered = path.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (piece) => {
		if (!piece.startsWith("%")) return piece.toLowerCase();
		const character = String.fromCharCode(Number.parseInt(piece.slice(1), 16));
		return decodes && unreservedCharacter.test(character) ? character.toLowerCase() : piece;
	});
	const trimmed = lowered.replace(/\/+$/, "");
	return trimmed === "" ? "/" : trimmed;
}

const namesAFile = (path: string) => /\.\w+$/.test(path);

/** Where a request (method and target as sent) is moved for good, or null when it is answered where it is. */
export function pageAddressRedirect(method: string, target: string): string | null {
	// A form post is answered where it was sent: a 301 would turn it into a GET and lose its body.
	if (method !== "GET" && method !== "HEAD") return null;
	const queryStart = target.indexOf("?");
	const path = queryStart === -1 ? target : target.slice(0, queryStart);
	const query = queryStart === -1 ? "" : target.slice(queryStart);
	if (namesAFile(path)) return null;
	const address = pageAddress(path);
	if (address === path) return null;
	// The path is the visitor's input: "//evil.example/" must not become a Location off this site.
	const location = redirectTarget(`${address}${query}`);
	return location.ok && location.path !== target ? location.path : null;
}

/** Answers a page request in another spelling with a 301 to its one address; anything else goes on. */
export function redirectToPageAddress(req: Request, res: Response, next: NextFunction): void {
	const location = pageAddressRedirect(req.method, req.originalUrl);
	if (location === null) {
		next();
		return;
	}
	labelResponse(res, "page-address");
	res.status(301).setHeader("Location", location);
	res.setHeader("Cache-Control", redirectCacheControl);
	res.end();
}
