// Where the product page sends an address that names no product (ADR 048): a product merged into
// another moved for good, to the product it was merged into; any other unknown address goes to the
// product list of its language, which is no move (another product may take the address later).
import { redirect } from "react-router";
import type { Locale } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import { slugOfMergedProduct } from "../catalogue/former-product-slugs";
import { getDb } from "../db/client";
import { isRejectedInput } from "../db/rejected-input";

/** The redirect for a product address that names no product: a 301 to a merged product's survivor, else a 302 to the list. */
export async function unknownProductRedirect(locale: Locale, slug: string): Promise<Response> {
	// An address the database refuses to compare (a NUL in it: what a visitor sent) names no product
	// either; the product page has already logged that it could not read it.
	const survivor = await slugOfMergedProduct(getDb(), locale, slug).catch((error: unknown) => {
		if (isRejectedInput(error)) return null;
		throw error;
	});
	if (survivor) return redirect(screenPath("product", locale, { slug: survivor }), 301);
	// A plain redirect: the unknown address never becomes a history entry (the redirect happens
	// before the navigation commits); a `replace` redirect would also drop the page the visitor came from.
	return redirect(screenPath("products", locale));
}
