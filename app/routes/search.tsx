import { Form } from "react-router";
import { pageParam, pageSize } from "~/.server/catalog/paging";
import { searchProducts } from "~/.server/catalog/search";
import { requestLocale } from "~/.server/i18n";
import { Pager } from "~/components/Pager";
import { ProductGrid } from "~/components/ProductCard";
import { messages } from "~/i18n/messages";
import { useT } from "~/i18n/use-locale";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/search";

export async function loader({ request }: Route.LoaderArgs) {
	const locale = requestLocale(request);
	const params = new URL(request.url).searchParams;
	const query = (params.get("q") ?? "").slice(0, 200);
	const page = pageParam(params.get("page"));
	const result = await searchProducts(locale, query, page);
	return { locale, query, page, pages: Math.max(1, Math.ceil(result.total / pageSize)), ...result };
}

export const meta: Route.MetaFunction = (args) => {
	const p = messages[args.loaderData?.locale ?? "sv"].pages;
	const query = args.loaderData?.query.trim() ?? "";
	return seoMeta(args, {
		title: query ? p.searchHeading.replace("{{query}}", query) : p.searchTitle,
		description: p.productsDescription,
		noindex: true,
	});
};

export default function Search({ loaderData }: Route.ComponentProps) {
	const t = useT();
	const { query, products, total, page, pages } = loaderData;
	const trimmed = query.trim();
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<h1 className="text-3xl font-bold">{trimmed ? t("pages.searchHeading", { query: trimmed }) : t("pages.searchTitle")}</h1>
			<Form method="get" role="search" className="mt-4 flex max-w-xl">
				<label htmlFor="search-page-q" className="sr-only">
					{t("search.label")}
				</label>
				<input
					id="search-page-q"
					type="search"
					name="q"
					defaultValue={query}
					placeholder={t("search.placeholder")}
					className="flex-1 rounded-l-md border border-gray-300 px-3 py-2"
				/>
				<button type="submit" className="rounded-r-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
					{t("search.submit")}
				</button>
			</Form>
			{total > 0 ? (
				<>
					<p className="mt-6 mb-4 text-sm text-gray-700">{t("pages.searchCount", { shown: products.length, total })}</p>
					<ProductGrid products={products} />
					<Pager page={page} pages={pages} />
				</>
			) : (
				<div className="mt-8 rounded-xl bg-gray-50 p-10 text-center">
					<p className="text-xl font-bold">{t("pages.searchEmpty")}</p>
					<p className="mt-2 text-gray-700">{trimmed.length < 2 ? t("pages.searchTooShort") : t("pages.searchEmptyHint")}</p>
				</div>
			)}
		</div>
	);
}
