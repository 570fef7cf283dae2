import type { ReactNode } from "react";
import { data, redirect } from "react-router";
import { alertT } from "~/.server/alerts/alert-texts";
import {
	type AlertRequestProblem,
	maxAlertsPerAddress,
	requestPriceAlert,
	suggestedTarget,
} from "~/.server/alerts/request-alert";
import { clientKey } from "~/.server/auth/rate-limit";
import { brandPageNamed } from "~/.server/catalogue/brands";
import { categoryPagesNamed } from "~/.server/catalogue/categories";
import { itemAlternates } from "~/.server/catalogue/counterparts";
import { productPriceDrop } from "~/.server/catalogue/deals";
import { priceHistoryLines, productOffers } from "~/.server/catalogue/offers";
import { findProduct, relatedProducts } from "~/.server/catalogue/products";
import { isDatabaseUnavailable } from "~/.server/db/availability";
import { getSql } from "~/.server/db/client";
import { requestLocale } from "~/.server/i18n";
import { log } from "~/.server/log";
import { plainText, renderMarkdown } from "~/.server/markdown";
import { assertSameOrigin } from "~/.server/same-origin";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { Markdown } from "~/components/Markdown";
import { OffersTable } from "~/components/OffersTable";
import { PageLink } from "~/components/PageLink";
import { type PriceAlertAnswer, PriceAlertForm, priceAlertAnchor } from "~/components/PriceAlertForm";
import { PriceDropNotice } from "~/components/PriceDropNotice";
import { PriceHistoryChart } from "~/components/PriceHistoryChart";
import { ProductGrid } from "~/components/ProductCard";
import type { Locale } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { clickOutHref, retailerLinkProps } from "~/lib/click-out";
import { imageSource } from "~/lib/image-source";
import { formatPrice } from "~/lib/money";
import { cutAtWord, seoMeta, siteUrlOf } from "~/lib/seo";
import { breadcrumbJsonLd, itemTrail, productJsonLd } from "~/lib/structured-data";
import { formatUnitPrice, unitPrice } from "~/lib/unit-price";
import type { Route } from "./+types/product";

/**
 * An unknown product, or a failed query, sends the visitor to the product list of the
 * same language, "replacing history": the unknown address never becomes a history entry (the
 * redirect happens before the navigation commits), so a plain redirect gives exactly that; a
 * `replace` redirect would also drop the page the visitor came from. An unreachable database is
 * the exception: that is the site-wide 503 page, not a silent redirect.
 */
async function productOrRedirect(locale: Locale, slug: string) {
	const product = await findProduct(locale, slug).catch((error: unknown) => {
		if (isDatabaseUnavailable(error)) throw error;
		log.warn("product could not be read", { slug, locale, reason: String(error) });
		return null;
	});
	if (!product) throw redirect(screenPath("products", locale));
	return product;
}

export async function loader({ request, params }: Route.LoaderArgs) {
	const locale = requestLocale(request);
	const product = await productOrRedirect(locale, params.slug);
	const [offers, history, related, alternates, brandSlug, categoryPages, priceDrop] = await Promise.all([
		productOffers(product.id),
		priceHistoryLines(product.id, product.currency),
		relatedProducts(locale, product.brand, product.id),
		itemAlternates({ screen: "product", sku: product.sku }, locale, product.slug),
		brandPageNamed(locale, product.brand),
		categoryPagesNamed(locale, product.category),
		productPriceDrop(product.id),
	]);
	const trail = itemTrail(locale, "products", {
		name: product.name,
		path: screenPath("product", locale, { slug: product.slug }),
	});
	const descriptionHtml = renderMarkdown(product.description, locale);
	return {
		locale,
		product,
		offers,
		history,
		descriptionHtml,
		/** The description's plain text, for the meta description and structured data. */
		descriptionText: plainText(product.description),
		related,
		alternates,
		brandSlug,
		categoryPages,
		trail,
		priceDrop,
		alertTarget: product.available && product.price !== null ? suggestedTarget(product.price) : null,
	};
}

/** How the price alert form's answers are sent: the problem's kind decides the status. */
const answerStatus: Record<AlertRequestProblem, number> = {
	"invalid-email": 400,
	"invalid-target": 400,
	"target-not-below": 400,
	"honeypot-filled": 400,
	unavailable: 409,
	"too-many-alerts": 409,
	"too-many-requests": 429,
	"mail-failed": 503,
};

/** The price alert form (ADR 028). An unknown product is the localised 404 page. */
export async function action({ request, params }: Route.ActionArgs) {
	assertSameOrigin(request);
	const locale = requestLocale(request);
	const form = await request.formData().catch(() => new FormData());
	const field = (name: string) => {
		const value = form.get(name);
		return typeof value === "string" ? value : "";
	};
	const result = await requestPriceAlert(getSql(), {
		locale,
		productSlug: params.slug,
		email: form.get("email"),
		target: form.get("target"),
		honeypot: form.get("website"),
		clientKey: clientKey(request),
	});
	if (result.ok) return data({ alert: result satisfies PriceAlertAnswer });
	if (result.problem === "unknown-product") throw data(null, { status: 404 });
	const message = alertT(locale)(`problems.${result.problem}`, {
		price: formatPrice(result.price, result.currency, locale),
		max: maxAlertsPerAddress,
	});
	const answer: PriceAlertAnswer = {
		ok: false,
		problem: result.problem,
		message,
		field: result.field,
		email: field("email"),
		target: field("target"),
	};
	return data({ alert: answer }, { status: answerStatus[result.problem] });
}

export const meta: Route.MetaFunction = (args) => {
	const d = args.loaderData;
	if (!d) return [];
	const siteUrl = siteUrlOf(args.matches);
	return seoMeta(args, {
		title: d.product.name,
		description: cutAtWord(d.descriptionText, 160),
		alternates: d.alternates,
		image: imageSource(d.product.imageUrl),
		type: "product",
		// A product no shop has in stock keeps its page for those who have it bookmarked, but is not
		// offered to search engines (it is not in the lists or the sitemap either).
		noindex: !d.product.available,
		jsonLd: [
			productJsonLd(siteUrl, d.locale, { ...d.product, description: d.descriptionText }, d.offers),
			breadcrumbJsonLd(siteUrl, d.trail),
		],
	});
};

function ProductImage({ src: stored, name }: { src: string | null; name: string }) {
	const t = useT();
	const src = imageSource(stored);
	return (
		<div className="flex aspect-square items-center justify-center overflow-hidden rounded-xl bg-brand-50">
			{src ? (
				<img src={src} alt={name} width="600" height="600" fetchPriority="high" className="h-full w-full object-contain" />
			) : (
				<span className="flex flex-col items-center gap-2 text-gray-500" data-testid="image-placeholder">
					<span aria-hidden="true" className="text-6xl">
						🍬
					</span>
					{t("common.noImage")}
				</span>
			)}
		</div>
	);
}

/**
 * A headed part of the price comparison below the product (the offers, the price history, the price
 * alert). `anchor` names the section for a link or a form's answer to scroll back to.
 */
function PriceSection({ id, heading, anchor, children }: { id: string; heading: string; anchor?: string; children: ReactNode }) {
	return (
		<section id={anchor} aria-labelledby={id} className="mt-12 scroll-mt-4">
			<h2 id={id} className="mb-4 text-2xl font-bold">
				{heading}
			</h2>
			{children}
		</section>
	);
}

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
	const locale = useLocale();
	const t = useT();
	const { product, offers, history, related, brandSlug, categoryPages, trail } = loaderData;
	// The button goes to the cheapest offer you can buy (the loader lists those first).
	const best = offers[0]?.available ? offers[0] : null;
	const perUnit = unitPrice(product.price, product.sizeValue, product.sizeUnit);
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<Breadcrumbs crumbs={trail} />
			<PageLink to={screenPath("products", locale)} className="text-sm text-brand-700 underline">
				{t("common.backToProducts")}
			</PageLink>
			<div className="mt-6 grid gap-10 md:grid-cols-2">
				<ProductImage src={product.imageUrl} name={product.name} />
				<div>
					{product.brand ? (
						<p className="text-sm font-semibold uppercase tracking-wide text-gray-600" data-testid="product-brand">
							{brandSlug ? (
								<PageLink to={screenPath("brand", locale, { slug: brandSlug })} className="hover:text-brand-700 hover:underline">
									{product.brand}
								</PageLink>
							) : (
								product.brand
							)}
						</p>
					) : null}
					<h1 className="mt-1 text-3xl font-bold">{product.name}</h1>
					{/* The price and its unit price are one statement, not a heading and its text. */}
					<p className="mt-4">
						<span className="block text-3xl font-black text-brand-700" data-testid="product-price">
							{formatPrice(product.price, product.currency, locale)}
						</span>
						{perUnit ? (
							<span className="mt-1 block text-sm text-gray-700" data-testid="unit-price">
								{t("offers.unitPrice")} {formatUnitPrice(perUnit, product.currency, locale)}
							</span>
						) : null}
					</p>
					{loaderData.priceDrop ? <PriceDropNotice drop={loaderData.priceDrop} currency={product.currency} /> : null}
					{product.available ? null : (
						<div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="unavailable-notice">
							<p className="font-semibold">{t("offers.unavailableTitle")}</p>
							<p className="mt-1 text-sm">{t("offers.unavailableText")}</p>
						</div>
					)}
					<Markdown className="mt-4" html={loaderData.descriptionHtml} />
					{categoryPages.length > 0 ? (
						<ul aria-label={t("catalogue.productCategories")} className="mt-5 flex flex-wrap gap-2">
							{categoryPages.map((category) => (
								<li key={category.slug}>
									<PageLink
										to={screenPath("category", locale, { slug: category.slug })}
										className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-100"
									>
										{category.name}
									</PageLink>
								</li>
							))}
						</ul>
					) : null}
					{best ? (
						<a
							href={clickOutHref(best.id, product.slug, locale)}
							{...retailerLinkProps}
							className="mt-6 inline-block rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
						>
							{t("common.seeProduct")}
							<span className="sr-only"> ({t("catalogue.toRetailerNote")})</span>
						</a>
					) : null}
				</div>
			</div>
			<PriceSection id="offers-heading" heading={t("offers.heading")}>
				<OffersTable offers={offers} productSlug={product.slug} />
			</PriceSection>
			<PriceSection id="price-history-heading" heading={t("offers.history.heading")}>
				<PriceHistoryChart points={history.cheapest} retailers={history.retailers} currency={product.currency} />
			</PriceSection>
			{loaderData.alertTarget !== null && product.price !== null ? (
				<PriceSection id="price-alert-heading" heading={t("alerts.heading")} anchor={priceAlertAnchor}>
					<PriceAlertForm
						price={product.price}
						currency={product.currency}
						suggestedTarget={loaderData.alertTarget}
						answer={actionData?.alert}
					/>
				</PriceSection>
			) : null}
			{related.length > 0 ? (
				<section aria-labelledby="related-products" className="mt-14">
					<h2 id="related-products" className="mb-5 text-2xl font-bold">
						{t("catalogue.relatedProducts")}
					</h2>
					<ProductGrid products={related} className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6" />
				</section>
			) : null}
		</div>
	);
}
