import { pageParam, pageSize } from "~/.server/catalog/paging";
import { listProducts } from "~/.server/catalog/products";
import { requestLocale } from "~/.server/i18n";
import { Pager } from "~/components/Pager";
import { ProductGrid } from "~/components/ProductCard";
import { messages } from "~/i18n/messages";
import { useT } from "~/i18n/use-locale";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/products";

export async function loader({ request }: Route.LoaderArgs) {
	const locale = requestLocale(request);
	const page = pageParam(new URL(request.url).searchParams.get("page"));
	const list = await listProducts(locale, page);
	return { locale, page, pages: Math.max(1, Math.ceil(list.total / pageSize)), ...list };
}

export const meta: Route.MetaFunction = (args) => {
	const p = messages[args.loaderData?.locale ?? "sv"].pages;
	return seoMeta(args, { title: p.productsTitle, description: p.productsDescription });
};

export default function Products({ loaderData }: Route.ComponentProps) {
	const t = useT();
	const { products, total, page, pages } = loaderData;
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<h1 className="mb-6 text-3xl font-bold">{t("pages.productsTitle")}</h1>
			{total === 0 ? (
				<div className="rounded-xl bg-gray-50 p-10 text-center">
					<h2 className="text-xl font-bold">{t("pages.productsEmpty")}</h2>
					<p className="mt-2 text-gray-700">{t("pages.productsEmptyText")}</p>
				</div>
			) : (
				<>
					<ProductGrid products={products} />
					<Pager page={page} pages={pages} />
				</>
			)}
		</div>
	);
}
