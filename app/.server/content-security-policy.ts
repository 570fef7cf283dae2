// The Content-Security-Policy of every page (ADR 021). It is enforced and allows no inline script
// but the ones this page was rendered with: each is named by its SHA-256 hash, computed from the
// finished HTML and sent in the same response. Header and body travel together, so a shared cache
// (nginx, a CDN) that keeps one page for every visitor keeps a policy that still matches it; a
// nonce, fresh per response, could not be shared that way. JSON-LD blocks are data, not scripts:
// browsers never run them, so the policy need not name them.
import { createHash } from "node:crypto";

const scriptStart = Buffer.from("<script");
const scriptEnd = Buffer.from("</script>");
const tagEnd = ">".charCodeAt(0);
/** Scripts that are not run from the page's own text: external ones and data (JSON-LD). */
const externalOrData = /\bsrc=|\btype="application\/(ld\+)?json"/;

/**
 * The CSP source expressions (`'sha256-…'`) of the inline scripts in a page, in page order. Read
 * from the page's bytes, which are what the browser hashes (React escapes `</` inside scripts, so
 * the first `</script>` ends each one); decoding the ~100 KB page to search it cost every render.
 */
export function inlineScriptHashes(html: Buffer): string[] {
	const hashes = new Set<string>();
	for (let at = html.indexOf(scriptStart); at !== -1; at = html.indexOf(scriptStart, at + 1)) {
		const open = html.indexOf(tagEnd, at);
		const close = html.indexOf(scriptEnd, open);
		if (open === -1 || close === -1) break;
		if (!externalOrData.test(html.toString("latin1", at, open))) {
			hashes.add(
				`'sha256-${createHash("sha256")
					.update(html.subarray(open + 1, close))
					.digest("base64")}'`,
			);
		}
		at = close;
	}
	return [...hashes];
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
export function applyPagePolicy(headers: Headers, html: Buffer): void {
	headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html)));
	headers.set("X-Frame-Options", "DENY");
}
