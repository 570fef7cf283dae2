// The Content-Security-Policy of every page (ADR 021). It is enforced and allows no inline script
// but the ones this page was rendered with: each is named by its SHA-256 hash, computed from the
// finished HTML and sent in the same response. Header and body travel together, so a shared cache
// (nginx, a CDN) that keeps one page for every visitor keeps a policy that still matches it; a
// nonce, fresh per response, could not be shared that way. JSON-LD blocks are data, not scripts:
// browsers never run them, so the policy need not name them.
import { createHash } from "node:crypto";

/** Every `<script>` element: its attributes and its text (React escapes `</` inside scripts). */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const externalOrData = /\bsrc=|\btype="application\/(ld\+)?json"/;

/** The CSP source expressions (`'sha256-…'`) of the inline scripts in a page, in page order. */
export function inlineScriptHashes(html: string): string[] {
	const hashes: string[] = [];
	for (const [, attributes = "", text = ""] of html.matchAll(scriptElement)) {
		if (externalOrData.test(attributes)) continue;
		hashes.push(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
	}
	return [...new Set(hashes)];
}

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
	return [
		"default-src 'self'",
		["script-src 'self'", ...scriptHashes].join(" "),
		// React sets style attributes (widths of progress bars and charts); no inline <style> is rendered.
		"style-src 'self' 'unsafe-inline'",
		// Feed images come from retailers' own hosts.
		"img-src 'self' data: https:",
		"font-src 'self'",
		"connect-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		// No page is meant to be framed, and the admin must never be.
		"frame-ancestors 'none'",
	].join("; ");
}

/** The policy and framing headers of an HTML page (the Node host adds nosniff and a referrer policy to everything). */
export function applyPagePolicy(headers: Headers, html: string): void {
	headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html)));
	headers.set("X-Frame-Options", "DENY");
}
