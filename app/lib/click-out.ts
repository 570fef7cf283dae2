// Links out to a retailer: always through the counting /go route, always marked as paid.
import type { Locale } from "~/i18n/locales";

/** Retailer links: new tab, marked as paid and not endorsed. */
export const retailerLinkProps = { target: "_blank", rel: "sponsored nofollow noopener" } as const;

/**
 * Every link to a retailer goes out through /go/{offer}, which counts the click and redirects
 * (app/routes/go.ts). It names the product page too: should the offer be gone by the time someone
 * follows the link, /go sends them there instead of to a dead end.
 */
export function clickOutHref(offerId: number, productSlug: string, locale: Locale): string {
	return `/go/${offerId}?${new URLSearchParams({ p: productSlug, l: locale })}`;
}
