// A product card's price line in both languages: "från 19,90 SEK · 3 butiker", one shop in the
// singular, and a product no shop sells now with its last price alone (no "från", no count).
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CardPrice } from "~/components/CardPrice";

function text(path: string, price: number | null, currency: string, shopCount: number): string {
	const html = renderToStaticMarkup(
		<MemoryRouter initialEntries={[path]}>
			<CardPrice price={price} currency={currency} shopCount={shopCount} />
		</MemoryRouter>,
	);
	return html
		.replace(/<[^>]*>/g, "")
		.replace(/\s+/g, " ")
		.trim();
}

describe("CardPrice", () => {
	it.each([
		["/produkter", 19.9, "SEK", 3, "från 19,90 SEK · 3 butiker"],
		["/produkter", 19.9, "SEK", 1, "från 19,90 SEK · 1 butik"],
		["/no/produkter", 24.5, "NOK", 2, "fra 24,50 NOK · 2 butikker"],
		["/no/produkter", 24.5, "NOK", 1, "fra 24,50 NOK · 1 butikk"],
		["/produkter", 12, "SEK", 0, "12,00 SEK"],
		["/produkter", null, "SEK", 0, ""],
	])("on %s: %s %s from %i shops reads as %s", (path, price, currency, shops, expected) => {
		expect(text(path, price, currency, shops)).toBe(expected);
	});
});
