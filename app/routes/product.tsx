// The product page: the product and its price comparison, compare first (ADR 052): name and price,
// then right under them every shop's offer with its shipping and delivered price (ordered by
// price, or by delivered price with `?frakt=inkl`), then the picture and description, the price
// history, the price alert form and related products. Its reads are in
// app/.server/screens/product-page.ts; its action, the price alert form, hands the request to
// app/.server/alerts/ and answers with what comes back.
import { answerAlertRequest } from "~/.server/alerts/alert-request-answer";
import { requestPriceAlert } from "~/.server/alerts/request-alert";
import { clientKey } from "~/.server/auth/rate-limit";
import { getDb } from "~/.server/db/client";
import { requestLocale } from "~/.server/i18n";
import { assertSameOrigin } from "~/.server/same-origin";
import { unknownProductRedirect } from "~/.server/screens/moved-product";
import { loadProductPage } from "~/.server/screens/product-page";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { offersHeadingId } from "~/components/OfferOrderSwitch";
import { OffersList } from "~/components/OffersList";
import { PageLink } from "~/components/PageLink";
import { PriceAlertForm, priceAlertAnchor } from "~/components/PriceAlertForm";
import { PriceHistoryChart } from "~/components/PriceHistoryChart";
import { PriceSection } from "~/components/PriceSection";
import { ProductAbout } from "~/components/ProductAbout";
import { ProductGrid } from "~/components/ProductCard";
import { ProductImage } from "~/components/ProductImage";
import { ProductSummary } from "~/components/ProductSummary";
import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { imageSource } from "~/lib/image-source";
import { offerOrderOf } from "~/lib/offer-order";
import { productMetaDescription } from "~/lib/product-meta-description";
import { seoMeta, siteUrlOf } from "~/lib/seo";
import { breadcrumbJsonLd, productJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/product";

export async function loader({ request, params }: Route.LoaderArgs) {
	const locale = requestLocale(request);
	const page = await loadProductPage(locale, params.slug);
	// An unknown product sends the visitor to the product list of the same language, "replacing
	// history"; a product merged into another, to that product for good (ADR 048).
	if (!page) throw await unknownProductRedirect(locale, params.slug);
	return { locale, order: offerOrderOf(new URL(request.url).searchParams), ...page };
}

/** The price alert form (ADR 028). */
export async function action({ request, params }: Route.ActionArgs) {
	assertSameOrigin(request);
	const locale = requestLocale(request);
	const form = await request.formData().catch(() => new FormData());
	const result = await requestPriceAlert(getDb(), {
		locale,
		productSlug: params.slug,
		email: form.get("email"),
		target: form.get("target"),
		honeypot: form.get("website"),
		clientKey: clientKey(request),
	});
	return answerAlertRequest(result, locale, form);
}

export const meta: Route.MetaFunction = (args) => {
	const d = args.loaderData;
	if (!d) return [];
	const siteUrl = siteUrlOf(args.matches);
	return seoMeta(args, {
		title: d.product.name,
		description: productMetaDescription(d.product, d.descriptionText, d.locale),
		alternates: d.alternates,
		image: imageSource(d.product.imageUrl),
		type: "product",
		// A product no shop has in stock keeps its page for those who have it bookmarked, but is not
		// offered to search engines (it is not in the lists or the sitemap either). The offers in
		// delivered order are the same page reordered: out of the index, its links still followed.
		noindex: !d.product.available || (d.order === "delivered" && "follow"),
		jsonLd: [
			productJsonLd(siteUrl, d.locale, { ...d.product, description: d.descriptionText }, d.offers),
			breadcrumbJsonLd(siteUrl, d.trail),
		],
	});
};

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
	const locale = useLocale();
	const t = useT();
	const { product, offers, history, related, trail } = loaderData;
	// The button goes to the cheapest offer you can buy (the loader lists those first).
	const best = offers[0]?.available ? offers[0] : null;
	return (
		<div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
			<Breadcrumbs crumbs={trail} />
			<PageLink to={screenPath("products", locale)} className="text-sm text-brand-700 underline">
				{t("common.backToProducts")}
			</PageLink>
			{/* On a phone: name and price, the offers, the picture, the description. From md up the
			    picture is a column of its own beside them, so it never pushes the offers down. */}
			<div className="mt-4 grid gap-x-10 gap-y-8 md:grid-cols-[minmax(0,1fr)_18rem] lg:grid-cols-[minmax(0,1fr)_22rem]">
				<div className="min-w-0 md:col-start-1 md:row-start-1">
					<ProductSummary
						product={product}
						brandSlug={loaderData.brandSlug}
						priceDrop={loaderData.priceDrop}
						bestOfferId={best?.id ?? null}
					/>
					<section aria-labelledby={offersHeadingId} className="mt-6 scroll-mt-4" data-testid="offers">
						<h2 id={offersHeadingId} className="mb-3 scroll-mt-4 text-xl font-bold sm:text-2xl">
							{t("offers.heading")}
						</h2>
						<OffersList offers={offers} productSlug={product.slug} order={loaderData.order} />
					</section>
				</div>
				<div className="mx-auto w-full max-w-xs md:col-start-2 md:row-span-2 md:row-start-1 md:max-w-none">
					<ProductImage src={product.imageUrl} name={product.name} />
				</div>
				<div className="min-w-0 md:col-start-1 md:row-start-2">
					<ProductAbout descriptionHtml={loaderData.descriptionHtml} categoryPages={loaderData.categoryPages} />
				</div>
			</div>
			<PriceSection id="price-history-heading" heading={t("offers.history.heading")}>
				<PriceHistoryChart
					points={history.cheapest}
					retailers={history.retailers}
					currency={product.currency}
					drop={loaderData.priceDrop}
				/>
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
