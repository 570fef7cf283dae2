// The product page's query module (ADR 042): everything the page shows, read in one place. First
// the product; then, in parallel, its offers, price history, related products, counterpart in the
// other language, brand page, category pages and current price drop; and what the page makes of
// them (the description as HTML and as plain text, the breadcrumb trail, the price alert's
// suggested target). Each read stays in its catalogue module, where other screens and the tests
// use it; this module only decides what this page needs.
import type { Locale } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import { itemTrail } from "~/lib/structured-data";
import { suggestedTarget } from "../alerts/request-alert";
import { brandPageNamed } from "../catalogue/brands";
import { categoryPagesNamed } from "../catalogue/categories";
import { itemAlternates } from "../catalogue/counterparts";
import { productPriceDrop } from "../catalogue/deals";
import { priceHistoryLines, productOffers } from "../catalogue/offers";
import { findProduct, relatedProducts } from "../catalogue/products";
import { isDatabaseUnavailable } from "../db/availability";
import { getDb } from "../db/client";
import type { Db } from "../db/handle";
import { log } from "../log";
import { plainText, renderMarkdown } from "../markdown";

/**
 * The product at this address, or null when there is none or it could not be read (the page then
 * sends the visitor to the list). An unreachable database is thrown on: that is the site-wide 503
 * page, not a silent redirect.
 */
async function readableProduct(db: Db, locale: Locale, slug: string) {
	return findProduct(db, locale, slug).catch((error: unknown) => {
		if (isDatabaseUnavailable(error)) throw error;
		log.warn("product could not be read", { slug, locale, reason: String(error) });
		return null;
	});
}

/** The product page's data, or null when the address names no product. */
export async function loadProductPage(locale: Locale, slug: string) {
	const db = getDb();
	const product = await readableProduct(db, locale, slug);
	if (!product) return null;
	const [offers, history, related, alternates, brandSlug, categoryPages, priceDrop] = await Promise.all([
		productOffers(db, product.id),
		priceHistoryLines(db, product.id, product.currency),
		relatedProducts(db, locale, product),
		itemAlternates(db, { screen: "product", sku: product.sku }, locale, product.slug),
		brandPageNamed(db, locale, product.brand),
		categoryPagesNamed(db, locale, product.category),
		productPriceDrop(db, product.id),
	]);
	const trail = itemTrail(locale, "products", {
		name: product.name,
		path: screenPath("product", locale, { slug: product.slug }),
	});
	return {
		product,
		offers,
		history,
		descriptionHtml: renderMarkdown(product.description, locale),
		/** The description's plain text, for the meta description and structured data. */
		descriptionText: plainText(product.description),
		related,
		alternates,
		brandSlug,
		categoryPages,
		trail,
		priceDrop,
		alertTarget: product.available && product.price !== null ? suggestedTarget(product.price) : null,
	};
}
