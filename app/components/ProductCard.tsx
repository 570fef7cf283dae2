import type { Locale } from "~/i18n/locales";
import { href } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { formatPrice } from "~/lib/money";
import { CardImage, eagerImages } from "./CardImage";
import { PageLink } from "./PageLink";

export interface ProductCardData {
	id: string;
	name: string;
	slug: string;
	brand: string | null;
	price: number | null;
	currency: string;
	imageUrl: string | null;
	/** The cheapest offer, which 'Se produkt' leads to; null when no retailer sells the product. */
	offerId: number | null;
}

/** Retailer links: new tab, marked as paid and not endorsed. */
export const retailerLinkProps = { target: "_blank", rel: "sponsored nofollow noopener" } as const;

/**
 * Every link to a retailer goes out through /go/{offer}, which counts the click and redirects
 * (app/routes/go.ts). It names the product page too: should the offer be gone by the time someone
 * follows the link, /go sends them there instead of to a dead end.
 */
export function clickOutHref(offerId: number, productSlug: string, locale: Locale): string {
	return `/go/${offerId}?${new URLSearchParams({ p: productSlug, l: locale })}`;
}

/** Card titles are h2 on a list page (under the page's h1) and h3 under a section heading. */
export type CardHeadingLevel = 2 | 3;

export function ProductCard({
	product,
	eager = false,
	headingLevel = 3,
}: {
	product: ProductCardData;
	eager?: boolean;
	headingLevel?: CardHeadingLevel;
}) {
	const Heading = headingLevel === 2 ? "h2" : "h3";
	const locale = useLocale();
	const t = useT();
	const to = href("product", locale, { slug: product.slug });
	return (
		<article className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
			<CardImage to={to} imageUrl={product.imageUrl} eager={eager} />
			<div className="flex flex-1 flex-col gap-1 p-3">
				{product.brand ? <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">{product.brand}</p> : null}
				<Heading className="font-semibold leading-snug">
					<PageLink to={to} className="hover:text-brand-700">
						{product.name}
					</PageLink>
				</Heading>
				<p className="mt-auto pt-2 text-lg font-bold text-brand-700">{formatPrice(product.price, product.currency, locale)}</p>
				<div className="mt-2 flex gap-2">
					<PageLink
						to={to}
						className="flex-1 rounded-md border border-gray-300 px-2 py-1.5 text-center text-sm font-medium hover:bg-gray-50"
					>
						{t("common.readMore")}
						<span className="sr-only">: {product.name}</span>
					</PageLink>
					{product.offerId !== null ? (
						<a
							href={clickOutHref(product.offerId, product.slug, locale)}
							{...retailerLinkProps}
							className="flex-1 rounded-md bg-brand-600 px-2 py-1.5 text-center text-sm font-semibold text-white hover:bg-brand-700"
						>
							{t("common.seeProduct")}
							<span className="sr-only">: {product.name}</span>
						</a>
					) : null}
				</div>
			</div>
		</article>
	);
}

const defaultGridClass = "grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4";

export function ProductGrid({
	products,
	className = defaultGridClass,
	headingLevel = 3,
}: {
	products: ProductCardData[];
	className?: string;
	headingLevel?: CardHeadingLevel;
}) {
	return (
		<ul className={className}>
			{products.map((product, i) => (
				<li key={product.id}>
					<ProductCard product={product} eager={i < eagerImages} headingLevel={headingLevel} />
				</li>
			))}
		</ul>
	);
}
