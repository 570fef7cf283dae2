// JSON-LD builders (schema.org) for the catalogue pages (docs/product.md, Search engines and structured data). Each returns a plain
// object that a route's `meta` passes to `seoMeta(args, { jsonLd: [...] })`; React Router writes it
// into a <script type="application/ld+json"> with "<", ">" and "&" escaped, so text from the
// database can never close the script element. Every URL is absolute on SITE_URL.

import type { FaqPair } from "~/.server/markdown";
import { type Locale, localeTag } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { screenPath } from "~/i18n/paths";
import { cutAtWord } from "./seo";
import { type ShippingRule, shippingCost } from "./shipping";

type JsonLd = Record<string, unknown>;

const context = "https://schema.org";
const siteName = "Godisguiden";
const defaultCurrency = "SEK";

/** One step of a breadcrumb trail (visible and structured): a name and a site path. */
export interface Crumb {
	name: string;
	path: string;
}

/** The product facts the builders use (a list card has all but the page-only ones). */
export interface ProductFacts {
	name: string;
	slug: string;
	brand: string | null;
	price: number | null;
	currency: string | null;
	imageUrl: string | null;
	/** Plain text: the server makes it from the markdown. */
	description?: string | null;
	sku?: string | null;
	gtin?: string | null;
	/** Lists only show available products, so this defaults to in stock. */
	available?: boolean;
}

/** Home › list › item: the trail of a category, brand, product or article page. */
export function itemTrail(locale: Locale, list: "categories" | "brands" | "products" | "articles", item: Crumb): Crumb[] {
	const nav = messages[locale].nav;
	return [{ name: nav.home, path: screenPath("home", locale) }, { name: nav[list], path: screenPath(list, locale) }, item];
}

function absolute(siteUrl: string, path: string): string {
	return /^https?:\/\//.test(path) ? path : `${siteUrl}${path}`;
}

/** WebSite with the search box Google may show (SearchAction on the language's search page). */
export function websiteJsonLd(siteUrl: string, locale: Locale): JsonLd {
	return {
		"@context": context,
		"@type": "WebSite",
		name: siteName,
		url: absolute(siteUrl, screenPath("home", locale)),
		inLanguage: localeTag[locale],
		potentialAction: {
			"@type": "SearchAction",
			target: `${siteUrl}${screenPath("search", locale)}?q={search_term_string}`,
			"query-input": "required name=search_term_string",
		},
	};
}

/** The site's logo (public/logo.svg): the organisation's, and the picture of a page that has none. */
const logoPath = "/logo.svg";

function organization(siteUrl: string): JsonLd {
	return { "@type": "Organization", name: siteName, url: `${siteUrl}/`, logo: absolute(siteUrl, logoPath) };
}

export function organizationJsonLd(siteUrl: string): JsonLd {
	return { "@context": context, ...organization(siteUrl) };
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]): JsonLd {
	return {
		"@context": context,
		"@type": "BreadcrumbList",
		itemListElement: crumbs.map((crumb, i) => ({
			"@type": "ListItem",
			position: i + 1,
			name: crumb.name,
			item: absolute(siteUrl, crumb.path),
		})),
	};
}

/**
 * The offer shown on our product page. Its url is that page, not the retailer's tracked link:
 * the offer, its price and the outbound button are on our page.
 */
export function offerJsonLd(siteUrl: string, locale: Locale, product: ProductFacts): JsonLd | null {
	if (product.price === null || !Number.isFinite(product.price)) return null;
	return {
		"@type": "Offer",
		price: product.price.toFixed(2),
		priceCurrency: product.currency || defaultCurrency,
		availability: product.available === false ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
		url: absolute(siteUrl, screenPath("product", locale, { slug: product.slug })),
	};
}

function productBody(siteUrl: string, locale: Locale, product: ProductFacts): JsonLd {
	const body: JsonLd = {
		"@type": "Product",
		name: product.name,
		url: absolute(siteUrl, screenPath("product", locale, { slug: product.slug })),
	};
	if (product.imageUrl) body.image = absolute(siteUrl, product.imageUrl);
	if (product.description) body.description = cutAtWord(product.description, 5000);
	if (product.sku) body.sku = product.sku;
	// Stored in normal form (ADR 048): 13 digits, or 14 behind a packaging indicator.
	if (product.gtin) body[product.gtin.length === 14 ? "gtin14" : "gtin13"] = product.gtin;
	if (product.brand) body.brand = { "@type": "Brand", name: product.brand };
	const offer = offerJsonLd(siteUrl, locale, product);
	if (offer) body.offers = offer;
	return body;
}

/** One retailer's offer as the product page lists it. */
export interface OfferFacts {
	price: number;
	currency: string;
	availability: "in_stock" | "out_of_stock" | "preorder" | "backorder";
	/** The shop's name: the offer's seller. */
	retailer?: string;
	/** The rule the offer ships under; null or absent: unknown (no shippingDetails). */
	shipping?: ShippingRule | null;
	/** The delivery time the shop promises, in working days. */
	deliveryDays?: { min: number; max: number } | null;
}

/** The country each language's site ships to. */
const shippingCountry: Record<Locale, string> = { sv: "SE", nb: "NO" };

function monetaryAmount(value: number, currency: string): JsonLd {
	return { "@type": "MonetaryAmount", value: value.toFixed(2), currency };
}

/**
 * What shipping one item of the offer costs to the language's country (OfferShippingDetails, as
 * Google's merchant listings read it), with the threshold from which the order ships free. The shop
 * promises delivery days from the order, so the whole promise is the transit time and handling
 * counts as none (ADR 052). Null when shipping is unknown: nothing is claimed.
 */
export function shippingDetailsJsonLd(locale: Locale, offer: OfferFacts): JsonLd | null {
	const rule = offer.shipping;
	if (!rule) return null;
	const details: JsonLd = {
		"@type": "OfferShippingDetails",
		shippingRate: monetaryAmount(shippingCost(rule, offer.price), offer.currency),
		shippingDestination: { "@type": "DefinedRegion", addressCountry: shippingCountry[locale] },
	};
	if (offer.deliveryDays) {
		details.deliveryTime = {
			"@type": "ShippingDeliveryTime",
			handlingTime: { "@type": "QuantitativeValue", minValue: 0, maxValue: 0, unitCode: "DAY" },
			transitTime: {
				"@type": "QuantitativeValue",
				minValue: offer.deliveryDays.min,
				maxValue: offer.deliveryDays.max,
				unitCode: "DAY",
			},
		};
	}
	if (rule.freeOver !== null && rule.fee > 0) details.freeShippingThreshold = monetaryAmount(rule.freeOver, offer.currency);
	return details;
}

const schemaAvailability: Record<OfferFacts["availability"], string> = {
	in_stock: "https://schema.org/InStock",
	preorder: "https://schema.org/PreOrder",
	backorder: "https://schema.org/BackOrder",
	out_of_stock: "https://schema.org/OutOfStock",
};

/**
 * The retailers' offers summed up, as a price-comparison page describes them: lowest and highest
 * price and how many shops. The range is that of the offers you can buy; when every shop is sold
 * out, that of the last prices seen. Only offers in the product's currency count.
 */
export function aggregateOfferJsonLd(
	siteUrl: string,
	locale: Locale,
	product: ProductFacts,
	offers: OfferFacts[],
): JsonLd | null {
	const currency = product.currency || defaultCurrency;
	const priced = offers.filter((offer) => offer.currency === currency && Number.isFinite(offer.price));
	const buyable = priced.filter((offer) => offer.availability !== "out_of_stock");
	const counted = buyable.length > 0 ? buyable : priced;
	if (counted.length === 0) return null;
	const prices = counted.map((offer) => offer.price);
	const best = (["in_stock", "preorder", "backorder", "out_of_stock"] as const).find((value) =>
		counted.some((offer) => offer.availability === value),
	);
	const url = absolute(siteUrl, screenPath("product", locale, { slug: product.slug }));
	return {
		"@type": "AggregateOffer",
		lowPrice: Math.min(...prices).toFixed(2),
		highPrice: Math.max(...prices).toFixed(2),
		offerCount: counted.length,
		priceCurrency: currency,
		availability: schemaAvailability[best ?? "out_of_stock"],
		url,
		// Each shop's offer, with what shipping costs there.
		offers: counted.map((offer) => {
			const item: JsonLd = {
				"@type": "Offer",
				price: offer.price.toFixed(2),
				priceCurrency: offer.currency,
				availability: schemaAvailability[offer.availability],
				url,
			};
			if (offer.retailer) item.seller = { "@type": "Organization", name: offer.retailer };
			const shipping = shippingDetailsJsonLd(locale, offer);
			if (shipping) item.shippingDetails = shipping;
			return item;
		}),
	};
}

/** One product page: the product with its retailers' offers (AggregateOffer), or its one price. */
export function productJsonLd(siteUrl: string, locale: Locale, product: ProductFacts, offers: OfferFacts[] = []): JsonLd {
	const body = productBody(siteUrl, locale, product);
	const aggregate = aggregateOfferJsonLd(siteUrl, locale, product, offers);
	if (aggregate) body.offers = aggregate;
	return { "@context": context, ...body };
}

/** The products a list page shows, in order, each with its offer. */
export function productListJsonLd(siteUrl: string, locale: Locale, name: string, products: ProductFacts[]): JsonLd {
	return {
		"@context": context,
		"@type": "ItemList",
		name,
		numberOfItems: products.length,
		itemListElement: products.map((product, i) => ({
			"@type": "ListItem",
			position: i + 1,
			item: productBody(siteUrl, locale, product),
		})),
	};
}

export function brandJsonLd(
	siteUrl: string,
	locale: Locale,
	/** The description is plain text: the server makes it from the markdown. */
	brand: { name: string; slug: string; description?: string | null },
): JsonLd {
	const body: JsonLd = {
		"@context": context,
		"@type": "Brand",
		name: brand.name,
		url: absolute(siteUrl, screenPath("brand", locale, { slug: brand.slug })),
	};
	const description = cutAtWord(brand.description, 5000);
	if (description) body.description = description;
	return body;
}

/** What an article page's Article reads from the article's row. */
export interface ArticleFacts {
	slug: string;
	schemaMarkup: unknown;
	/** The live texts and dates, which win over the stored markup's copies (absent: the stored ones stand). */
	h1?: string;
	metaDescription?: string | null;
	excerpt?: string | null;
	publishedAt?: Date | string | null;
	updatedAt?: Date | string | null;
}

const isoDate = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : undefined);

/**
 * An article page's Article: its stored schema_markup (author and the rest) completed with what only
 * the running site knows — the page's address, a picture, and the publisher with an absolute logo —
 * and with the article's live heading, description and dates. The markup is written when the
 * article is saved, so a heading restored or published from a revision since would be stale in it.
 * It is stored without SITE_URL, so its publisher's logo is relative and is replaced here. Articles
 * have no picture of their own, so the site's logo is the image (ADR 076). Null for an article
 * stored without markup: no Article is made up.
 */
export function articleJsonLd(siteUrl: string, locale: Locale, article: ArticleFacts): JsonLd | null {
	const stored = article.schemaMarkup;
	if (!stored || typeof stored !== "object" || Array.isArray(stored)) return null;
	const url = absolute(siteUrl, screenPath("article", locale, { slug: article.slug }));
	const live = {
		headline: article.h1 || undefined,
		description: article.metaDescription || article.excerpt || undefined,
		datePublished: isoDate(article.publishedAt),
		dateModified: isoDate(article.updatedAt),
	};
	return {
		...(stored as JsonLd),
		...Object.fromEntries(Object.entries(live).filter(([, value]) => value !== undefined)),
		"@context": context,
		"@type": "Article",
		url,
		mainEntityOfPage: url,
		image: absolute(siteUrl, logoPath),
		publisher: organization(siteUrl),
	};
}

/** FAQPage of the pairs a page's text holds; null when it holds none (no empty FAQPage). */
export function faqJsonLd(pairs: FaqPair[]): JsonLd | null {
	if (pairs.length === 0) return null;
	return {
		"@context": context,
		"@type": "FAQPage",
		mainEntity: pairs.map((pair) => ({
			"@type": "Question",
			name: pair.question,
			acceptedAnswer: { "@type": "Answer", text: pair.answer },
		})),
	};
}

/** Drops the builders' nulls, for `seoMeta(args, { jsonLd: present(...) })`. */
export function present(...items: (JsonLd | null | undefined)[]): JsonLd[] {
	return items.filter((item): item is JsonLd => item !== null && item !== undefined);
}
