// Product cards as HTML, kept by what they show (ADR 016). The same product appears with the same
// data on many pages and on every view of them (a category's first 24, the home page, related
// products); its card is 20 elements and three router links, a tenth of a category page's render.
// A card is rendered with React itself (./render-part.tsx), so its HTML is exactly what the page
// would have rendered in its place (tests/unit/prerendered-cards.test.tsx compares the bytes).
import type { i18n as I18n } from "i18next";
import type { KeptProductCards } from "~/components/Prerendered";
import { ProductCard } from "~/components/ProductCard";
import type { Locale } from "~/i18n/locales";
import { KeptHtml } from "./kept-html";
import { renderPart } from "./render-part";

/** About 1.5 KB each: a few megabytes at most, the most recently shown kept. */
export const keptCardLimit = 3000;

/**
 * Keyed by everything the card shows: the language, the heading level, whether its image loads
 * eagerly and the card's data whole.
 * A changed price or name is a new key, so nothing is ever stale; old keys fall out by age.
 */
const kept = new KeptHtml(keptCardLimit);

/** Cards not kept yet are rendered together, once, and split at their list items. */
const between = "</li><li>";

export function keptProductCards(locale: Locale, i18n: I18n): KeptProductCards {
	return (products, headingLevel, eager) => {
		const keys = products.map(
			(product, i) => `${locale}:${headingLevel}:${i < eager ? "eager" : "lazy"}:${JSON.stringify(product)}`,
		);
		const html = keys.map((key) => kept.get(key));
		const missing = products.flatMap((_, i) => (html[i] === undefined ? [i] : []));
		if (missing.length === 0) return html;
		const list = renderPart(
			<ul>
				{missing.map((i) => (
					<li key={i}>
						<ProductCard product={products[i] as (typeof products)[number]} eager={i < eager} headingLevel={headingLevel} />
					</li>
				))}
			</ul>,
			i18n,
			locale,
		);
		const cards = list.slice("<ul><li>".length, -"</li></ul>".length).split(between);
		// A card that itself held a list item could not be split apart: those are rendered in place.
		if (cards.length !== missing.length) return html;
		missing.forEach((productIndex, i) => {
			const card = cards[i] as string;
			kept.set(keys[productIndex] as string, card);
			html[productIndex] = card;
		});
		return html;
	};
}

/** For tests: how many cards are kept. */
export const keptCardCount = () => kept.size;
