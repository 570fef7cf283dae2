// Product cards and a filter form's brand list, once rendered, are written into pages as kept HTML
// (app/.server/prerendered-cards.tsx, prerendered-brand-choices.tsx). The browser renders them as
// components and hydrates the server's markup, so the two must be the same bytes: here a product
// grid and a filter form are rendered in a data router both ways, in both languages, and compared.
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/.server/i18n";
import { keptBrandChoices } from "~/.server/prerendered-brand-choices";
import { keptCardCount, keptCardLimit, keptProductCards } from "~/.server/prerendered-cards";
import type { PrerenderedParts } from "~/components/Prerendered";
import { type CardHeadingLevel, type ProductCardData, ProductGrid } from "~/components/ProductCard";
import { ProductFilters } from "~/components/ProductFilters";
import type { Locale } from "~/i18n/locales";
import { noFilters } from "~/lib/product-filters";
import { renderWithParts } from "../support/render-with-parts";

const product = (n: number, changes: Partial<ProductCardData> = {}): ProductCardData => ({
	id: `p${n}`,
	name: `Godis nr ${n}`,
	slug: `godis-nr-${n}`,
	brand: "Ahlgrens",
	price: 19.9 + n,
	currency: "SEK",
	imageUrl: `https://bilder.example/${n}.jpg`,
	offerId: n,
	...changes,
});

// Six eager cards rendered in place, then every kind of card the grid can show.
const products: ProductCardData[] = [
	...Array.from({ length: 6 }, (_, n) => product(n)),
	product(6, { name: 'Bubs "Sura" <skallar> & co', brand: null }),
	product(7, { imageUrl: null, price: null, offerId: null }),
	product(8, { imageUrl: "javascript:alert(1)", currency: "NOK" }),
	product(9, { name: "Läkerol – Ørn åäö", price: 1234.5 }),
];

/** A rendered grid: the image preloads React hoisted ahead of it, and the grid itself. */
function split(html: string) {
	const at = html.indexOf("<ul");
	const preloaded = [...html.slice(0, at).matchAll(/<link rel="preload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
	return { preloaded, grid: html.slice(at) };
}

const renderGrid = (path: string, locale: Locale, headingLevel: CardHeadingLevel, parts: PrerenderedParts) =>
	renderWithParts(path, locale, <ProductGrid products={products} headingLevel={headingLevel} />, parts);

describe("kept product cards", () => {
	for (const [path, locale] of [
		["/kategorier/godis", "sv"],
		["/no/sok?q=sjokolade", "nb"],
	] as const) {
		for (const headingLevel of [2, 3] as const) {
			it(`are the same HTML as the grid renders (${locale}, h${headingLevel}), first rendered and then kept`, async () => {
				const rendered = split(await renderGrid(path, locale, headingLevel, {}));
				const productCards = keptProductCards(locale, i18nFor(locale));
				// Once while the cards are rendered for keeping, once from what was kept.
				for (let i = 0; i < 2; i++) {
					const prerendered = split(await renderGrid(path, locale, headingLevel, { productCards }));
					expect(prerendered.grid).toBe(rendered.grid);
					// The eager images are asked for early either way (React's own order of attributes aside).
					expect(prerendered.preloaded).toEqual(rendered.preloaded);
				}
				expect(rendered.preloaded).toEqual([0, 1, 2, 3, 4, 5].map((n) => `https://bilder.example/${n}.jpg`));
				// It is really used: every card's kept HTML is in the page.
				const cards = productCards(products, headingLevel, 6);
				expect(cards).toHaveLength(10);
				for (const card of cards) expect(rendered.grid).toContain(card);
				expect(cards[5]).toContain('loading="eager"');
				expect(cards[6]).toContain('loading="lazy"');
				expect(cards[6]).toContain("Bubs &quot;Sura&quot; &lt;skallar&gt; &amp; co");
			});
		}
	}

	it("show what the data says now: a changed price is a new card, the old one is not shown", () => {
		const productCards = keptProductCards("sv", i18nFor("sv"));
		const [before] = productCards([product(100, { price: 10 })], 2, 0);
		const [after] = productCards([product(100, { price: 12 })], 2, 0);
		expect(before).toContain("10,00");
		expect(after).toContain("12,00");
		expect(after).not.toContain("10,00");
		const [norwegian] = keptProductCards("nb", i18nFor("nb"))([product(100, { price: 12 })], 2, 0);
		expect(norwegian).not.toBe(after);
	});

	it(`keep at most ${keptCardLimit} cards`, () => {
		const productCards = keptProductCards("sv", i18nFor("sv"));
		productCards(
			Array.from({ length: keptCardLimit + 50 }, (_, n) => product(1000 + n)),
			3,
			0,
		);
		expect(keptCardCount()).toBe(keptCardLimit);
	});
});

describe("a kept brand list", () => {
	const brands = [
		{ name: "Ahlgrens", count: 12 },
		{ name: 'Bubs "Original" & <co>', count: 3 },
		{ name: "Nidar – Ørn", count: 1 },
	];
	for (const [path, locale, chosen] of [
		["/kategorier/godis", "sv", []],
		["/no/sok?q=sjokolade&brand=Nidar+–+Ørn", "nb", ["Nidar – Ørn"]],
	] as const) {
		it(`is the same HTML as the filter form renders (${locale}, ${chosen.length} chosen)`, async () => {
			const form = <ProductFilters id="category-filters" filters={{ ...noFilters, brands: [...chosen] }} brands={brands} />;
			const rendered = await renderWithParts(path, locale, form, {});
			const brandChoices = keptBrandChoices(locale, i18nFor(locale));
			expect(await renderWithParts(path, locale, form, { brandChoices })).toBe(rendered);
			expect(await renderWithParts(path, locale, form, { brandChoices })).toBe(rendered);
			const list = brandChoices("category-filters", brands, [...chosen]);
			expect(rendered).toContain(list);
			expect(list).toContain("Bubs &quot;Original&quot; &amp; &lt;co&gt;");
			expect(list.match(/checked=""/g)?.length ?? 0).toBe(chosen.length);
		});
	}

	it("is kept per choice: another chosen brand is another list", () => {
		const brandChoices = keptBrandChoices("sv", i18nFor("sv"));
		const none = brandChoices("search-filters", brands, []);
		const one = brandChoices("search-filters", brands, ["Ahlgrens"]);
		expect(none).not.toContain("checked");
		expect(one.match(/checked=""/g)).toHaveLength(1);
		expect(brandChoices("search-filters", [{ name: "Ahlgrens", count: 13 }], [])).toContain("13");
	});
});
