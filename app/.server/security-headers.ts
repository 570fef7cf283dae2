// Response headers that defend every page (issue 7 "Attacks", DESIGN §9): an enforced
// Content-Security-Policy whose only inline scripts are the ones rendered with this response's
// nonce, no MIME sniffing, no full referrer to other sites, and no framing of any page (the admin
// must never be framed; public pages gain nothing from it either).
import { randomBytes } from "node:crypto";

/** 144 random bits, base64url: valid CSP nonce syntax and safe inside an HTML attribute. */
export function createNonce(): string {
	return randomBytes(18).toString("base64url");
}

export function contentSecurityPolicy(nonce: string): string {
	return [
		"default-src 'self'",
		`script-src 'self' 'nonce-${nonce}'`,
		// React sets style attributes (widths of progress bars and charts); no inline <style> is rendered.
		"style-src 'self' 'unsafe-inline'",
		// Feed images come from retailers' own hosts.
		"img-src 'self' data: https:",
		"font-src 'self'",
		"connect-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	].join("; ");
}

const nonceInPolicy = /'nonce-([A-Za-z0-9_-]+)'/;

/** The nonce a response was rendered with, read back from its policy (the page cache swaps it). */
export function nonceOfPolicy(policy: string | null): string | null {
	return policy?.match(nonceInPolicy)?.[1] ?? null;
}

/** Headers every response of the app carries (static files get them from server/start.js). */
export function applySecurityHeaders(headers: Headers, nonce?: string): void {
	if (nonce) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
	headers.set("X-Content-Type-Options", "nosniff");
	headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
	headers.set("X-Frame-Options", "DENY");
}
