import { Link, redirect } from "react-router";
import { itemAlternates } from "~/.server/catalog/counterparts";
import { findProduct, relatedProducts } from "~/.server/catalog/products";
import { requestLocale } from "~/.server/i18n";
import { Markdown } from "~/components/Markdown";
import { ProductGrid, retailerLinkProps } from "~/components/ProductCard";
import { href } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { formatPrice } from "~/lib/money";
import { plainText, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/product";

export async function loader({ request, params }: Route.LoaderArgs) {
	const locale = requestLocale(request);
	const product = await findProduct(locale, params.slug);
	// SPEC §8: an unknown product sends the visitor to the product list of the same language.
	if (!product) throw redirect(href("products", locale));
	const [related, alternates] = await Promise.all([
		relatedProducts(locale, product.brand, product.id),
		itemAlternates({ screen: "product", sku: product.sku }, locale, product.slug),
	]);
	return { locale, product, related, alternates };
}

export const meta: Route.MetaFunction = (args) => {
	const d = args.loaderData;
	if (!d) return [];
	return seoMeta(args, {
		title: d.product.name,
		description: plainText(d.product.description, 160),
		alternates: d.alternates,
		image: d.product.imageUrl,
		type: "product",
	});
};

export default function Product({ loaderData }: Route.ComponentProps) {
	const locale = useLocale();
	const t = useT();
	const { product, related } = loaderData;
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<Link to={href("products", locale)} className="text-sm text-brand-700 underline">
				{t("common.backToProducts")}
			</Link>
			<div className="mt-6 grid gap-10 md:grid-cols-2">
				<div className="aspect-square rounded-xl bg-brand-50">
					{product.imageUrl ? (
						<img src={product.imageUrl} alt={product.name} width="400" height="400" className="h-full w-full object-contain" />
					) : null}
				</div>
				<div>
					{product.brand ? <p className="text-sm font-semibold uppercase tracking-wide text-gray-600">{product.brand}</p> : null}
					<h1 className="mt-1 text-3xl font-bold">{product.name}</h1>
					<p className="mt-4 text-3xl font-black text-brand-700">{formatPrice(product.price, product.currency, locale)}</p>
					<Markdown className="mt-4">{product.description}</Markdown>
					{product.productUrl ? (
						<a
							href={product.productUrl}
							{...retailerLinkProps}
							className="mt-6 inline-block rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
						>
							{t("common.seeProduct")}
						</a>
					) : null}
				</div>
			</div>
			{related.length > 0 ? (
				<section className="mt-14">
					<ProductGrid products={related} />
				</section>
			) : null}
		</div>
	);
}
