import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Meta, type MetaFunction } from "react-router";
import { describe, expect, it } from "vitest";
import { plainText } from "~/.server/markdown";
import { articleSchemaMarkup } from "~/lib/article-schema-markup";
import { seoMeta } from "~/lib/seo";
import {
	articleJsonLd,
	brandJsonLd,
	breadcrumbJsonLd,
	faqJsonLd,
	itemTrail,
	offerJsonLd,
	organizationJsonLd,
	present,
	productJsonLd,
	productListJsonLd,
	websiteJsonLd,
} from "~/lib/structured-data";

const site = "https://godisguiden.example";

const chocolate = {
	name: "Marabou Mjölkchoklad 200 g",
	slug: "marabou-mjolkchoklad-200-g",
	brand: "Marabou",
	price: 32.9,
	currency: "SEK",
	imageUrl: "/images/products/chocolate-bar.svg",
};

describe("WebSite and Organization", () => {
	it("points the search action at the language's search page", () => {
		expect(websiteJsonLd(site, "sv")).toMatchObject({
			"@context": "https://schema.org",
			"@type": "WebSite",
			name: "Godisguiden",
			url: `${site}/`,
			inLanguage: "sv-SE",
			potentialAction: {
				"@type": "SearchAction",
				target: `${site}/sok?q={search_term_string}`,
				"query-input": "required name=search_term_string",
			},
		});
		expect(websiteJsonLd(site, "nb")).toMatchObject({
			url: `${site}/no`,
			potentialAction: { target: `${site}/no/sok?q={search_term_string}` },
		});
	});

	it("names the organisation with an absolute logo", () => {
		expect(organizationJsonLd(site)).toEqual({
			"@context": "https://schema.org",
			"@type": "Organization",
			name: "Godisguiden",
			url: `${site}/`,
			logo: `${site}/logo.svg`,
		});
	});
});

describe("BreadcrumbList", () => {
	it("numbers the steps from 1 with absolute URLs, in the page's language", () => {
		const trail = itemTrail("nb", "brands", { name: "Freia", path: "/no/merker/freia" });
		expect(trail).toEqual([
			{ name: "Hjem", path: "/no" },
			{ name: "Merker", path: "/no/merker" },
			{ name: "Freia", path: "/no/merker/freia" },
		]);
		expect(breadcrumbJsonLd(site, trail)).toEqual({
			"@context": "https://schema.org",
			"@type": "BreadcrumbList",
			itemListElement: [
				{ "@type": "ListItem", position: 1, name: "Hjem", item: `${site}/no` },
				{ "@type": "ListItem", position: 2, name: "Merker", item: `${site}/no/merker` },
				{ "@type": "ListItem", position: 3, name: "Freia", item: `${site}/no/merker/freia` },
			],
		});
	});
});

describe("Product, Offer and ItemList", () => {
	it("gives the offer two decimals, the currency (SEK when missing), stock and the product page", () => {
		expect(offerJsonLd(site, "sv", chocolate)).toEqual({
			"@type": "Offer",
			price: "32.90",
			priceCurrency: "SEK",
			availability: "https://schema.org/InStock",
			url: `${site}/produkter/marabou-mjolkchoklad-200-g`,
		});
		expect(offerJsonLd(site, "nb", { ...chocolate, currency: "", price: 40, available: false })).toMatchObject({
			price: "40.00",
			priceCurrency: "SEK",
			availability: "https://schema.org/OutOfStock",
			url: `${site}/no/produkter/marabou-mjolkchoklad-200-g`,
		});
		expect(offerJsonLd(site, "sv", { ...chocolate, price: null })).toBeNull();
	});

	it("describes one product with brand, identifiers, plain-text description and offer", () => {
		const product = productJsonLd(site, "sv", {
			...chocolate,
			// The loader hands the builders plain text, made from the markdown on the server.
			description: plainText("Krämig **mjölkchoklad**, se [Marabou](/varumarken/marabou)."),
			sku: "MAR-MJOLKCHOKLAD-200G",
			gtin: "7318149788547",
		});
		expect(product).toEqual({
			"@context": "https://schema.org",
			"@type": "Product",
			name: "Marabou Mjölkchoklad 200 g",
			url: `${site}/produkter/marabou-mjolkchoklad-200-g`,
			image: `${site}/images/products/chocolate-bar.svg`,
			description: "Krämig mjölkchoklad, se Marabou.",
			sku: "MAR-MJOLKCHOKLAD-200G",
			gtin13: "7318149788547",
			brand: { "@type": "Brand", name: "Marabou" },
			offers: {
				"@type": "Offer",
				price: "32.90",
				priceCurrency: "SEK",
				availability: "https://schema.org/InStock",
				url: `${site}/produkter/marabou-mjolkchoklad-200-g`,
			},
		});
	});

	it("names a GTIN by its length: an EAN-13 (an item's UPC-12 or EAN-8 in normal form too), or a GTIN-14", () => {
		expect(productJsonLd(site, "sv", { ...chocolate, gtin: "0036000291452" })).toMatchObject({ gtin13: "0036000291452" });
		const trade = productJsonLd(site, "sv", { ...chocolate, gtin: "17310511210509" });
		expect(trade).toMatchObject({ gtin14: "17310511210509" });
		expect(trade).not.toHaveProperty("gtin13");
	});

	it("sums up the retailers' offers as an AggregateOffer: range, count, currency, stock", () => {
		const offers = [
			{ price: 29.9, currency: "SEK", availability: "in_stock" as const },
			{ price: 34.5, currency: "SEK", availability: "backorder" as const },
			{ price: 19, currency: "SEK", availability: "out_of_stock" as const },
			{ price: 3, currency: "EUR", availability: "in_stock" as const },
		];
		const url = `${site}/produkter/marabou-mjolkchoklad-200-g`;
		expect(productJsonLd(site, "sv", chocolate, offers).offers).toEqual({
			"@type": "AggregateOffer",
			lowPrice: "29.90",
			highPrice: "34.50",
			offerCount: 2,
			priceCurrency: "SEK",
			availability: "https://schema.org/InStock",
			url,
			// Each counted offer on its own; without a known shipping rule, no shippingDetails.
			offers: [
				{ "@type": "Offer", price: "29.90", priceCurrency: "SEK", availability: "https://schema.org/InStock", url },
				{ "@type": "Offer", price: "34.50", priceCurrency: "SEK", availability: "https://schema.org/BackOrder", url },
			],
		});
		// Only preorders: still buyable, and said so.
		expect(productJsonLd(site, "sv", chocolate, [{ price: 10, currency: "SEK", availability: "preorder" }]).offers).toMatchObject(
			{ lowPrice: "10.00", highPrice: "10.00", offerCount: 1, availability: "https://schema.org/PreOrder" },
		);
	});

	it("describes a product every shop has sold out by the last prices seen, out of stock", () => {
		const soldOut = [
			{ price: 40, currency: "NOK", availability: "out_of_stock" as const },
			{ price: 42.5, currency: "NOK", availability: "out_of_stock" as const },
		];
		expect(productJsonLd(site, "nb", { ...chocolate, currency: "NOK", available: false }, soldOut).offers).toMatchObject({
			"@type": "AggregateOffer",
			lowPrice: "40.00",
			highPrice: "42.50",
			offerCount: 2,
			priceCurrency: "NOK",
			availability: "https://schema.org/OutOfStock",
			url: `${site}/no/produkter/marabou-mjolkchoklad-200-g`,
		});
	});

	it("gives each shop's offer its seller and shippingDetails for Google's merchant listings", () => {
		const offers = [
			{
				price: 29.9,
				currency: "SEK",
				availability: "in_stock" as const,
				retailer: "Godisbutiken",
				shipping: { fee: 49, freeOver: 299 },
				deliveryDays: { min: 1, max: 3 },
			},
			// Flat fee, no promised delivery time.
			{
				price: 31,
				currency: "SEK",
				availability: "in_stock" as const,
				retailer: "Snackshopen",
				shipping: { fee: 39, freeOver: null },
			},
			// The item alone passes the threshold: it ships free (the shop's threshold is still stated).
			{
				price: 300,
				currency: "SEK",
				availability: "in_stock" as const,
				retailer: "Sötsakshuset",
				shipping: { fee: 45, freeOver: 299 },
			},
			{ price: 32, currency: "SEK", availability: "in_stock" as const, retailer: "Nordisk Godis", shipping: null },
		];
		const items = (productJsonLd(site, "sv", chocolate, offers).offers as { offers: Record<string, unknown>[] }).offers;
		expect(items[0]).toEqual({
			"@type": "Offer",
			price: "29.90",
			priceCurrency: "SEK",
			availability: "https://schema.org/InStock",
			url: `${site}/produkter/marabou-mjolkchoklad-200-g`,
			seller: { "@type": "Organization", name: "Godisbutiken" },
			shippingDetails: {
				"@type": "OfferShippingDetails",
				shippingRate: { "@type": "MonetaryAmount", value: "49.00", currency: "SEK" },
				shippingDestination: { "@type": "DefinedRegion", addressCountry: "SE" },
				deliveryTime: {
					"@type": "ShippingDeliveryTime",
					handlingTime: { "@type": "QuantitativeValue", minValue: 0, maxValue: 0, unitCode: "DAY" },
					transitTime: { "@type": "QuantitativeValue", minValue: 1, maxValue: 3, unitCode: "DAY" },
				},
				freeShippingThreshold: { "@type": "MonetaryAmount", value: "299.00", currency: "SEK" },
			},
		});
		expect(items[1]?.shippingDetails).toEqual({
			"@type": "OfferShippingDetails",
			shippingRate: { "@type": "MonetaryAmount", value: "39.00", currency: "SEK" },
			shippingDestination: { "@type": "DefinedRegion", addressCountry: "SE" },
		});
		expect(items[2]?.shippingDetails).toMatchObject({
			shippingRate: { value: "0.00" },
			freeShippingThreshold: { value: "299.00" },
		});
		expect(items[3]).not.toHaveProperty("shippingDetails");
		const norway = productJsonLd(site, "nb", { ...chocolate, currency: "NOK" }, [
			{ price: 40, currency: "NOK", availability: "in_stock", shipping: { fee: 69, freeOver: 449 } },
		]);
		expect((norway.offers as { offers: Record<string, unknown>[] }).offers[0]?.shippingDetails).toMatchObject({
			shippingRate: { value: "69.00", currency: "NOK" },
			shippingDestination: { addressCountry: "NO" },
			freeShippingThreshold: { value: "449.00", currency: "NOK" },
		});
	});

	it("falls back to the product's own price as one Offer when it has no offers", () => {
		expect(productJsonLd(site, "sv", chocolate, []).offers).toMatchObject({ "@type": "Offer", price: "32.90" });
		expect(productJsonLd(site, "sv", { ...chocolate, price: null }, []).offers).toBeUndefined();
	});

	it("lists the shown products in order, each with its offer", () => {
		const list = productListJsonLd(site, "sv", "Choklad", [chocolate, { ...chocolate, name: "Daim 28 g", slug: "daim-28-g" }]);
		expect(list).toMatchObject({ "@type": "ItemList", name: "Choklad", numberOfItems: 2 });
		const items = list.itemListElement as { position: number; item: { name: string; offers: { price: string } } }[];
		expect(items.map((i) => [i.position, i.item.name, i.item.offers.price])).toEqual([
			[1, "Marabou Mjölkchoklad 200 g", "32.90"],
			[2, "Daim 28 g", "32.90"],
		]);
	});
});

describe("Brand and FAQPage", () => {
	it("describes a brand page with its intro as plain text", () => {
		expect(
			brandJsonLd(site, "sv", { name: "Marabou", slug: "marabou", description: plainText("Svensk **choklad** sedan 1916.") }),
		).toEqual({
			"@context": "https://schema.org",
			"@type": "Brand",
			name: "Marabou",
			url: `${site}/varumarken/marabou`,
			description: "Svensk choklad sedan 1916.",
		});
	});

	it("turns FAQ pairs into questions with accepted answers, and nothing into no FAQPage", () => {
		expect(faqJsonLd([{ question: "Fråga?", answer: "Svar." }])).toEqual({
			"@context": "https://schema.org",
			"@type": "FAQPage",
			mainEntity: [{ "@type": "Question", name: "Fråga?", acceptedAnswer: { "@type": "Answer", text: "Svar." } }],
		});
		expect(faqJsonLd([])).toBeNull();
		expect(present(organizationJsonLd(site), faqJsonLd([]), null)).toHaveLength(1);
	});
});

describe("Article", () => {
	it("keeps the stored facts, replaces the stored relative logo, and makes up nothing for an article without markup", () => {
		const stored = articleSchemaMarkup({
			headline: "Lakrits",
			description: "Om lakrits.",
			publishedAt: "2026-08-21T05:00:00.000Z",
			modifiedAt: null,
		});
		expect(articleJsonLd(site, "nb", { slug: "lakris", schemaMarkup: stored })).toEqual({
			...stored,
			url: `${site}/no/artiklar/lakris`,
			mainEntityOfPage: `${site}/no/artiklar/lakris`,
			image: `${site}/logo.svg`,
			publisher: { "@type": "Organization", name: "Godisguiden", url: `${site}/`, logo: `${site}/logo.svg` },
		});
		expect(articleJsonLd(site, "sv", { slug: "lakrits", schemaMarkup: null })).toBeNull();
	});

	it("states the article's live heading, description and dates over the stored copies", () => {
		const stored = articleSchemaMarkup({
			headline: "Lakrits förr",
			description: "Gammal beskrivning.",
			publishedAt: "2026-08-21T05:00:00.000Z",
			modifiedAt: null,
		});
		const live = articleJsonLd(site, "sv", {
			slug: "lakrits",
			schemaMarkup: stored,
			h1: "Lakrits nu",
			metaDescription: "",
			excerpt: "Utdrag.",
			publishedAt: new Date("2026-08-21T05:00:00.000Z"),
			updatedAt: "2026-11-26T09:30:00.000Z",
		});
		expect(live).toMatchObject({
			headline: "Lakrits nu",
			description: "Utdrag.",
			datePublished: "2026-08-21T05:00:00.000Z",
			dateModified: "2026-11-26T09:30:00.000Z",
			author: stored.author,
		});
	});
});

/** A route component that renders only the document head's meta tags. */
function HeadOnly() {
	return createElement(Meta);
}

describe("JSON-LD in the page head", () => {
	const hostile = "</script><script>alert(1)</script>";

	/** Renders a route's meta the way the document does: through React Router's <Meta />. */
	function renderHead(meta: MetaFunction): string {
		const Stub = createRoutesStub([{ id: "root", path: "/produkter/:slug", meta, Component: HeadOnly }]);
		return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/produkter/x"] }));
	}

	it("keeps a product name containing </script> inert and the data intact", () => {
		const html = renderHead((args) =>
			seoMeta(args, {
				title: "x",
				description: "x",
				jsonLd: [
					productJsonLd(site, "sv", { ...chocolate, name: hostile }),
					faqJsonLd([{ question: hostile, answer: hostile }])!,
				],
			}),
		);
		const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
		// Exactly the two data blocks: the name opened no script element of its own.
		expect(scripts.map((s) => s[0].slice(0, s[0].indexOf(">") + 1))).toEqual([
			'<script type="application/ld+json">',
			'<script type="application/ld+json">',
		]);
		expect(html).not.toContain("<script>alert(1)");
		const [product, faq] = scripts.map((s) => JSON.parse(s[1] ?? ""));
		expect(product.name).toBe(hostile);
		expect(faq.mainEntity[0].name).toBe(hostile);
		expect(faq.mainEntity[0].acceptedAnswer.text).toBe(hostile);
	});
});
