// Markdown and formatting helpers the offline writer's composers share.
import type { Locale } from "~/i18n/locales";
import { formatPrice } from "~/lib/money";
import type { PriceRangeFact, ProductFact } from "../article-draft";
import type { Span } from "./phrases";

export interface Link {
	name: string;
	path: string;
}

export function md(link: Link): string {
	return `[${link.name}](${link.path})`;
}

export function capitalize(text: string): string {
	return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** "a, b and c" with the language's "and" (or "or"). */
export function joinNatural(items: string[], and: string): string {
	if (items.length <= 1) return items[0] ?? "";
	return `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

export function names(items: { name: string }[]): string[] {
	return items.map((item) => item.name);
}

/** The sentences that are there, one space apart. */
export function sentences(...parts: (string | false | null | undefined)[]): string {
	return parts.filter((part): part is string => typeof part === "string" && part !== "").join(" ");
}

/** The price range's ends in the language's format; null when there are no prices. */
export function priceSpan(range: PriceRangeFact | null, locale: Locale): Span | null {
	if (!range) return null;
	return { from: formatPrice(range.min, range.currency, locale), to: formatPrice(range.max, range.currency, locale) };
}

/** "- Name (Brand) – price"; the brand is left out on that brand's own page. */
export function productLine(product: ProductFact, locale: Locale, pageBrand?: string): string {
	const name = product.brand && product.brand !== pageBrand ? `${product.name} (${product.brand})` : product.name;
	const price = formatPrice(product.price, product.currency, locale);
	return price === "" ? `- ${name}` : `- ${name} – ${price}`;
}
