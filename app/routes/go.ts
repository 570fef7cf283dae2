// /go/{offer}: the way out to a retailer (docs/product.md, Click-outs and affiliate links). It
// counts the click for the offer and the day, then answers 302 to the retailer's address; search
// engines are told neither to index nor to follow it. An offer that is gone sends the visitor to
// the product page the link names (?p=slug&l=locale), or to the 404 page when there is none.
//
// The module has a (never rendered) default export on purpose: that makes it a page route rather
// than a resource route, so a thrown 404 is the site's localised 404 page and an unreachable
// database is the 503 page, exactly as on every other page.
import { isbot } from "isbot";
import { data, redirect } from "react-router";
import { z } from "zod";
import { clickOutOffer, countClick, productPageExists } from "~/.server/catalogue/offers";
import { getDb } from "~/.server/db/client";
import { isLocale, type Locale } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import type { Route } from "./+types/go";

const clickOutHeaders = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" };

/** Offer ids are positive bigints; anything else (letters, signs, 20 digits) is simply unknown. */
const offerId = z
	.string()
	.regex(/^[1-9]\d{0,14}$/)
	.transform(Number);

const fallback = z.object({
	p: z.string().min(1).max(200),
	l: z.string().refine(isLocale),
});

/** Only web addresses leave the site: a feed could hold any text in its link column. */
function isWebAddress(url: string): boolean {
	try {
		const { protocol } = new URL(url);
		return protocol === "https:" || protocol === "http:";
	} catch {
		return false;
	}
}

async function productPage(locale: Locale, slug: string): Promise<string | null> {
	const db = getDb();
	return (await productPageExists(db, locale, slug)) ? screenPath("product", locale, { slug }) : null;
}

export async function loader({ request, params }: Route.LoaderArgs) {
	const db = getDb();
	const id = offerId.safeParse(params.offer);
	const offer = id.success ? await clickOutOffer(db, id.data) : null;
	if (offer && isWebAddress(offer.url)) {
		// Crawlers and link checkers follow the link too; they are sent on but not counted.
		if (request.method === "GET" && !isbot(request.headers.get("user-agent"))) await countClick(db, offer.id);
		return redirect(offer.url, { headers: clickOutHeaders });
	}
	const named = fallback.safeParse(Object.fromEntries(new URL(request.url).searchParams));
	const page = offer
		? screenPath("product", offer.locale, { slug: offer.productSlug })
		: named.success
			? await productPage(named.data.l as Locale, named.data.p)
			: null;
	if (page) return redirect(page, { headers: clickOutHeaders });
	throw data(null, { status: 404, headers: clickOutHeaders });
}

export default function ClickOut() {
	return null;
}
