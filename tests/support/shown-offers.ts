// A product's offers as the product page lists them, read as text from the server-rendered list:
// what a shopper reads in each row, in the order the page shows them.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { type OfferRow, OffersList } from "~/components/OffersList";
import type { OfferOrder } from "~/lib/offer-order";

const badge = /<span[^>]*data-testid="offer-badge"[^>]*>[^<]*<\/span>/g;

/** Every element's text with this test id in a row, joined; "-" when the row has none. */
function texts(row: string, id: string): string {
	const found = [...row.matchAll(new RegExp(`data-testid="${id}"[^>]*>([\\s\\S]*?)</(?:p|span|h3)>`, "g"))].map(([, html = ""]) =>
		html
			.replace(/<[^>]*>/g, "")
			.replace(/&amp;/g, "&")
			.replace(/\u00a0/g, " ")
			.trim(),
	);
	return found.length > 0 ? found.join(", ") : "-";
}

/**
 * One line per offer on a Swedish page: the shop, then the fields asked for (by default price,
 * shipping, delivered), " | " between them. "offer-badge" gives the row's "Lägst …" badges, which
 * the shop's name leaves out.
 */
export function shownOffers(
	offers: OfferRow[],
	order: OfferOrder = "price",
	fields = ["offer-price", "offer-shipping", "offer-delivered"],
): string[] {
	const html = renderToStaticMarkup(
		createElement(
			MemoryRouter,
			{ initialEntries: ["/produkter/x"] },
			createElement(OffersList, { offers, productSlug: "x", order }),
		),
	);
	const rows = [...html.matchAll(/<li[^>]*data-testid="offer-row"[^>]*>([\s\S]*?)<\/li>/g)];
	return rows.map(([, row = ""]) =>
		[texts(row.replace(badge, ""), "offer-retailer"), ...fields.map((id) => texts(row, id))].join(" | "),
	);
}
