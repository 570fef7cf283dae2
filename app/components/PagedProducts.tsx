// A product grid shown 24 more at a time (SPEC §4, §9). "Load more" is a link to ?page=N+1,
// which server-renders the first 24·(N+1) products, so it works without JavaScript.
import { Link, useLocation } from "react-router";
import { useT } from "~/i18n/use-locale";
import { type ProductCardData, ProductGrid } from "./ProductCard";

export function PagedProducts({
	products,
	total,
	page,
	empty,
}: {
	products: ProductCardData[];
	total: number;
	page: number;
	empty: string;
}) {
	const t = useT();
	const { pathname, search } = useLocation();
	if (total === 0) return <p className="rounded-lg bg-gray-50 p-6 text-center text-gray-700">{empty}</p>;
	const params = new URLSearchParams(search);
	params.set("page", String(page + 1));
	return (
		<div className="space-y-6">
			<p className="text-sm text-gray-700" aria-live="polite">
				{t("common.showingProducts", { shown: products.length, total })}
			</p>
			<ProductGrid products={products} />
			{products.length < total ? (
				<div className="text-center">
					<Link
						to={`${pathname}?${params}`}
						preventScrollReset
						className="inline-block rounded-md border border-gray-300 px-5 py-2 font-semibold hover:bg-gray-50"
					>
						{t("common.loadMore")}
					</Link>
				</div>
			) : null}
		</div>
	);
}
