import { screenPath } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";
import { AddToListForm } from "./AddToListForm";
import { CardActions } from "./CardActions";
import { CardImage, eagerImages } from "./CardImage";
import { CardPrice } from "./CardPrice";
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
	/** The shops with an available offer, of which `price` is the cheapest. */
	shopCount: number;
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
	const to = screenPath("product", locale, { slug: product.slug });
	return (
		<article className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
			<CardImage to={to} imageUrl={product.imageUrl} eager={eager} />
			<div className="flex flex-1 flex-col gap-1 p-3">
				{product.brand ? <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">{product.brand}</p> : null}
				<Heading className="font-semibold leading-snug wrap-anywhere hyphens-auto">
					<PageLink to={to} className="hover:text-brand-700">
						{product.name}
					</PageLink>
				</Heading>
				<CardPrice price={product.price} currency={product.currency} shopCount={product.shopCount} />
				<CardActions name={product.name} slug={product.slug} offerId={product.offerId} />
				<AddToListForm productId={product.id} name={product.name} available={product.offerId !== null} />
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
