// A Swedish feed row priced in another currency on both databases (ADR 069): a shop's shipping rule
// is in SEK on the Swedish pages, so it does not ship a "4.20 EUR" offer (shipping not stated) and
// the offer's own fee still does; an offer in euros is never "Lägst pris" or "Lägst med frakt" and
// follows those in kronor in both orders; the product's JSON-LD claims no shipping in a wrong currency.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveRetailerShipping } from "~/.server/admin/retailer-shipping";
import { productOffers } from "~/.server/catalogue/offers";
import { findProduct } from "~/.server/catalogue/products";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import type { Db } from "~/.server/db/handle";
import { importFeed } from "~/.server/feeds/import-feed";
import { productJsonLd } from "~/lib/structured-data";
import { testDatabases } from "../support/databases";
import { shownOffers } from "../support/shown-offers";

const site = "https://godisguiden.example";
const gtin = "7359990000105";

async function* bytes(text: string) {
	yield new TextEncoder().encode(text);
}

/** A Google Merchant feed of one item of the product: its price with its currency, and more tags. */
const googleFeed = (id: string, price: string, extra = "") =>
	`<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>
	 <item><g:id>${id}</g:id><title>Valutagodis Lakrits 100 g</title><link>https://valuta.example/${id}</link>
	 <g:price>${price}</g:price><g:brand>Valutagodis</g:brand><g:gtin>${gtin}</g:gtin>${extra}</item></channel></rss>`;

// Each shop's Swedish rule (fee, free from) and its row of the product.
const shops = [
	{ slug: "kronbutiken", rule: ["59", ""], feed: googleFeed("K1", "28.90 SEK") },
	{ slug: "okandfrakt", rule: null, feed: googleFeed("U1", "31.00 SEK") },
	{ slug: "eurobutiken", rule: ["59", ""], feed: googleFeed("E1", "4.20 EUR") },
	// Its own fee in euros; the shop's threshold is in kronor and does not apply to it.
	{ slug: "egenfrakt", rule: ["49", "299"], feed: googleFeed("G1", "30.00 EUR", "<g:shipping>SE:::5 EUR</g:shipping>") },
	{
		slug: "slutsald",
		rule: ["59", ""],
		feed: googleFeed("S1", "25.00 SEK", "<g:availability>out of stock</g:availability>"),
	},
] as const;

describe.each(testDatabases())("an offer in another currency on $name", (database) => {
	let connection: Connection;
	let db: Db;

	beforeAll(async () => {
		connection = await database.openWithDemo();
		db = connection.db;
		setReadyConnection(connection);
		for (const shop of shops) {
			const [retailer] = await db.query<{ id: string }>(
				"insert into retailers (name, slug, website_url) values ($1, $1, $2) returning id",
				[shop.slug, `https://${shop.slug}.example`],
			);
			const retailerId = retailer?.id as string;
			if (shop.rule) {
				const fields = { locale: "sv", fee: shop.rule[0], freeOver: shop.rule[1], daysMin: "", daysMax: "" };
				const data = new FormData();
				for (const [name, value] of Object.entries(fields)) data.set(name, value);
				expect((await saveRetailerShipping(db, retailerId, data, { actor: "admin@test" })).status).toBe("saved");
			}
			const [feed] = await db.query<{ id: string }>(
				"insert into feeds (retailer_id, locale, format, url) values ($1, 'sv', 'google_xml', $2) returning id",
				[retailerId, `https://${shop.slug}.example/feed`],
			);
			const run = await importFeed(db, feed?.id as string, { source: bytes(shop.feed) });
			expect([shop.slug, run.status, run.rejected]).toEqual([shop.slug, "succeeded", 0]);
		}
	});
	afterAll(() => connection?.close());

	async function product() {
		const [row] = await db.query<{ slug: string }>("select slug from products where gtin = $1 and locale = 'sv'", [gtin]);
		const found = await findProduct(db, "sv", row?.slug as string);
		if (!found) throw new Error(`no product ${gtin}`);
		return found;
	}

	const fields = ["offer-badge", "offer-price", "offer-shipping", "offer-delivered"];

	it("ships a euro offer only under its own fee, never marks it the lowest and lists it after the offers in kronor", async () => {
		const offers = await productOffers(db, (await product()).id);
		// Cheapest in kronor first, where the page's "Till butiken" button leads; the sold-out offer last.
		expect(shownOffers(offers, "price", fields)).toEqual([
			"kronbutiken | Lägst pris | 28,90 SEK | + 59 kr frakt | Med frakt 87,90 SEK",
			"okandfrakt | - | 31,00 SEK | Frakt ej angiven | -",
			"eurobutiken | - | 4,20 EUR | Frakt ej angiven | -",
			"egenfrakt | - | 30,00 EUR | + 5 EUR frakt | Med frakt 35,00 EUR",
			"slutsald | - | 25,00 SEK | + 59 kr frakt | Med frakt 84,00 SEK",
		]);
		expect(offers[0]?.retailer).toBe("kronbutiken");
		// Inkl. frakt: 35,00 EUR is not less than 87,90 SEK, and follows even shipping not stated in kronor.
		expect(shownOffers(offers, "delivered", fields)).toEqual([
			"kronbutiken | Lägst pris, Lägst med frakt | 28,90 SEK | + 59 kr frakt | Med frakt 87,90 SEK",
			"okandfrakt | - | 31,00 SEK | Frakt ej angiven | -",
			"egenfrakt | - | 30,00 EUR | + 5 EUR frakt | Med frakt 35,00 EUR",
			"eurobutiken | - | 4,20 EUR | Frakt ej angiven | -",
			"slutsald | - | 25,00 SEK | + 59 kr frakt | Med frakt 84,00 SEK",
		]);
	});

	it("claims no shipping rate in a currency the offer's shipping is not in", async () => {
		const stored = await product();
		// The product's own price, on its card and in its summary, is its cheapest in kronor, not the
		// 4,20 euros that are the smallest number.
		expect([stored.price, stored.currency]).toEqual([28.9, "SEK"]);
		const offers = await productOffers(db, stored.id);
		// The AggregateOffer lists the offers in the product's currency; a product whose offers are all
		// in another currency has that one.
		const claimed = (currency: string) => {
			const jsonLd = productJsonLd(site, "sv", { ...stored, currency }, offers) as {
				offers: { priceCurrency: string; offers: Record<string, unknown>[] };
			};
			expect(jsonLd.offers.priceCurrency).toBe(currency);
			return jsonLd.offers.offers.map((offer) => [
				(offer.seller as { name: string }).name,
				offer.price,
				offer.priceCurrency,
				(offer.shippingDetails as { shippingRate?: unknown; freeShippingThreshold?: unknown } | undefined) ?? null,
			]);
		};
		const rate = (value: string, currency: string) => ({ "@type": "MonetaryAmount", value, currency });
		expect(claimed("EUR")).toEqual([
			["eurobutiken", "4.20", "EUR", null],
			[
				"egenfrakt",
				"30.00",
				"EUR",
				{
					"@type": "OfferShippingDetails",
					shippingRate: rate("5.00", "EUR"),
					shippingDestination: { "@type": "DefinedRegion", addressCountry: "SE" },
				},
			],
		]);
		expect(claimed("SEK")).toEqual([
			[
				"kronbutiken",
				"28.90",
				"SEK",
				{
					"@type": "OfferShippingDetails",
					shippingRate: rate("59.00", "SEK"),
					shippingDestination: { "@type": "DefinedRegion", addressCountry: "SE" },
				},
			],
			["okandfrakt", "31.00", "SEK", null],
		]);
	});
});
