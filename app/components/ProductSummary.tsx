// The top of a product page, right above its offers (ADR 052): brand (linked to its page when it
// has one), name, the cheapest price with its unit price, a current price drop, a notice when no
// shop has it, and the button out to the cheapest offer you can buy. The description and the
// category chips are ProductAbout's, further down, so the offers start within the first screen.
import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { clickOutHref, retailerLinkProps } from "~/lib/click-out";
import { formatPrice } from "~/lib/money";
import { formatUnitPrice, unitPrice } from "~/lib/unit-price";
import { AddToListForm } from "./AddToListForm";
import { PageLink } from "./PageLink";
import { PriceDropNotice } from "./PriceDropNotice";

export interface SummarisedProduct {
	id: string;
	name: string;
	slug: string;
	brand: string | null;
	price: number | null;
	currency: string;
	sizeValue: number | null;
	sizeUnit: string | null;
	available: boolean;
}

export function ProductSummary({
	product,
	brandSlug,
	priceDrop,
	bestOfferId,
}: {
	product: SummarisedProduct;
	/** The brand's page, when the brand has one. */
	brandSlug: string | null;
	priceDrop: { referencePrice: number; dropPercent: number } | null;
	/** The cheapest offer you can buy, if any. */
	bestOfferId: number | null;
}) {
	const locale = useLocale();
	const t = useT();
	const perUnit = unitPrice(product.price, product.sizeValue, product.sizeUnit);
	return (
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
			<h1 className="mt-1 text-2xl font-bold break-words sm:text-3xl">{product.name}</h1>
			{/* The price and its unit price are one statement, not a heading and its text. */}
			<p className="mt-3">
				<span className="block text-3xl font-black text-brand-700" data-testid="product-price">
					{formatPrice(product.price, product.currency, locale)}
				</span>
				{perUnit ? (
					<span className="mt-1 block text-sm text-gray-700" data-testid="unit-price">
						{t("offers.unitPrice")} {formatUnitPrice(perUnit, product.currency, locale)}
					</span>
				) : null}
			</p>
			<AddToListForm productId={product.id} name={product.name} available={product.available} variant="page" />
			{priceDrop ? <PriceDropNotice drop={priceDrop} currency={product.currency} /> : null}
			{product.available ? null : (
				<div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="unavailable-notice">
					<p className="font-semibold">{t("offers.unavailableTitle")}</p>
					<p className="mt-1 text-sm">{t("offers.unavailableText")}</p>
				</div>
			)}
			{bestOfferId !== null ? (
				<a
					href={clickOutHref(bestOfferId, product.slug, locale)}
					{...retailerLinkProps}
					className="mt-4 inline-block rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
				>
					{t("common.seeProduct")}
					<span className="sr-only"> ({t("catalogue.toRetailerNote")})</span>
				</a>
			) : null}
		</div>
	);
}
