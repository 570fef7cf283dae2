// A product page's meta description. The sizes of one product family share one feed description
// (Daim 28 g, 56 g and 168 g: some 130 such families per language in the demo catalogue), so that
// description alone made their pages' meta descriptions the same, which search consoles report as
// duplicates. The product is named first — with its pack size when its name does not say it — and
// its description follows, cut at the length search results show, on a word boundary (ADR 082).
import { type Locale, localeTag } from "~/i18n/locales";
import { tFor } from "~/i18n/translate";
import { parseSize } from "./parse-size";
import { cutAtWord } from "./seo";

/** What search results show of a description; longer ones are cut. */
export const metaDescriptionLength = 160;

export interface DescribedProduct {
	name: string;
	sizeValue: number | null;
	sizeUnit: string | null;
}

/** The product as a shopper names it: "Loka Naturell 1,5 l" for a name without its size. */
export function productWithSize(product: DescribedProduct, locale: Locale): string {
	if (product.sizeValue === null || !product.sizeUnit || parseSize(product.name)) return product.name;
	const amount = new Intl.NumberFormat(localeTag[locale], { maximumFractionDigits: 3 }).format(product.sizeValue);
	return `${product.name} ${amount} ${product.sizeUnit}`;
}

/** `descriptionText` is the description as plain text on one line (app/.server/markdown). */
export function productMetaDescription(product: DescribedProduct, descriptionText: string, locale: Locale): string {
	const t = tFor(locale);
	const named = productWithSize(product, locale);
	const description = descriptionText.trim();
	const text =
		description === ""
			? t("catalogue.productFallbackDescription", { product: named })
			: // A description that begins with the product's name already says which product it is.
				description.toLocaleLowerCase(localeTag[locale]).startsWith(named.toLocaleLowerCase(localeTag[locale]))
				? description
				: t("catalogue.productMetaDescription", { product: named, description });
	return cutAtWord(text, metaDescriptionLength);
}
