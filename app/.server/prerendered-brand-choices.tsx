// A filter form's brand list as HTML, kept by what it shows (ADR 016): a category's or a search's
// brands with their counts, and which of them are chosen. Dozens of labelled checkboxes, the same
// on every view of a list until its counts change. Rendered with React itself (./render-part.tsx),
// so the HTML is exactly what the form would have rendered in its place
// (tests/unit/prerendered-cards.test.tsx compares the bytes).
import type { i18n as I18n } from "i18next";
import type { KeptBrandChoices } from "~/components/Prerendered";
import { BrandChoices } from "~/components/ProductFilters";
import type { Locale } from "~/i18n/locales";
import { KeptHtml } from "./kept-html";
import { renderPart } from "./render-part";

/** Up to ~15 KB each (the all-products list's brands): a few megabytes at most. */
const keptBrandChoicesLimit = 300;

const kept = new KeptHtml(keptBrandChoicesLimit);

/** Nothing happens on the server: the checkboxes' handlers are the browser's. */
const noToggle = () => () => {};

export function keptBrandChoices(locale: Locale, i18n: I18n): KeptBrandChoices {
	return (id, brands, chosen) => {
		const key = `${locale}:${id}:${JSON.stringify(brands)}:${JSON.stringify(chosen)}`;
		let html = kept.get(key);
		if (html === undefined) {
			const list = renderPart(
				<ul>
					<BrandChoices id={id} brands={brands} chosen={chosen} onToggle={noToggle} />
				</ul>,
				i18n,
				locale,
			);
			html = list.slice("<ul>".length, -"</ul>".length);
			kept.set(key, html);
		}
		return html;
	};
}
