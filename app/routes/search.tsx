import { pageParam, pageSize } from "~/.server/catalogue/paging";
import { minimumQueryLength, searchProducts } from "~/.server/catalogue/search";
import { isDatabaseUnavailable } from "~/.server/db/availability";
import { requestLocale } from "~/.server/i18n";
import { log } from "~/.server/log";
import { Pager } from "~/components/Pager";
import { ProductGrid } from "~/components/ProductCard";
import { ProductGridSkeleton } from "~/components/ProductCardSkeleton";
import { ProductFilters } from "~/components/ProductFilters";
import { SearchSuggest } from "~/components/SearchSuggest";
import { screenPath } from "~/i18n/paths";
import { tFor } from "~/i18n/translate";
import { useLocale, useT } from "~/i18n/use-locale";
import { useIsLoadingPage } from "~/lib/pending-navigation";
import { isFilteredView, narrowsList, noFilters, readProductFilters } from "~/lib/product-filters";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/search";

/** Longer text is no product name; it would only make the database work harder. */
const maximumQueryLength = 100;

/** A failed search shows no results and a count of 0; an unreachable database stays a 503. */
async function searchOrNothing(...args: Parameters<typeof searchProducts>) {
	try {
		return await searchProducts(...args);
	} catch (error) {
		if (isDatabaseUnavailable(error)) throw error;
		log.error("search failed", error, { locale: args[0] });
		return { products: [], total: 0, filters: args[3] ?? noFilters, brandFacets: [] };
	}
}

export async function loader({ request }: Route.LoaderArgs) {
	const locale = requestLocale(request);
	const params = new URL(request.url).searchParams;
	const query = (params.get("q") ?? "").trim().slice(0, maximumQueryLength).trim();
	// The page number is at least 1; anything unreadable (page=abc, page=-3) is page 1.
	const requested = pageParam(params.get("page"));
	const filters = readProductFilters(params);
	let result = await searchOrNothing(locale, query, requested, filters);
	const pages = Math.max(1, Math.ceil(result.total / pageSize));
	// A page past the last one (an old link, a typed URL) shows the last page rather than nothing.
	const page = Math.min(requested, pages);
	if (page !== requested) result = await searchOrNothing(locale, query, page, result.filters);
	return { locale, query, page, pages, tooShort: query.length < minimumQueryLength, ...result };
}

export const meta: Route.MetaFunction = (args) => {
	const t = tFor(args.loaderData?.locale ?? "sv");
	const query = args.loaderData?.query ?? "";
	return seoMeta(args, {
		title: query ? t("pages.searchHeading", { query }) : t("pages.searchTitle"),
		description: t("pages.productsDescription"),
		noindex: true,
	});
};

export default function Search({ loaderData }: Route.ComponentProps) {
	const t = useT();
	const locale = useLocale();
	const { query, products, total, page, pages, tooShort, filters, brandFacets } = loaderData;
	// Eight skeleton cards while a new search (or another page of it) loads.
	const loading = useIsLoadingPage(screenPath("search", locale));
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<h1 className="text-3xl font-bold">{query ? t("pages.searchHeading", { query }) : t("pages.searchTitle")}</h1>
			<SearchSuggest
				// A new query (e.g. from the header) must show in the field, so it is keyed by the query.
				key={query}
				id="search-page"
				label={t("search.label")}
				placeholder={t("search.placeholder")}
				defaultValue={query}
				className="mt-4 w-full max-w-xl"
			/>
			{!tooShort && (total > 0 || isFilteredView(filters)) ? (
				<div className="mt-6">
					<ProductFilters id="search-filters" filters={filters} brands={brandFacets} keep={{ q: query }} />
				</div>
			) : null}
			{loading ? (
				<div className="mt-6">
					<ProductGridSkeleton count={8} label={t("discovery.search.loading")} />
				</div>
			) : total > 0 ? (
				<>
					<p className="mt-6 mb-4 text-sm text-gray-700">{t("pages.searchCount", { shown: products.length, total })}</p>
					<ProductGrid products={products} headingLevel={2} />
					<Pager page={page} pages={pages} />
				</>
			) : (
				<div className="mt-8 rounded-xl bg-gray-50 p-10 text-center">
					<p className="text-xl font-bold">{t("pages.searchEmpty")}</p>
					<p className="mt-2 text-gray-700">
						{tooShort ? t("pages.searchTooShort") : narrowsList(filters) ? t("browse.noMatches") : t("pages.searchEmptyHint")}
					</p>
				</div>
			)}
		</div>
	);
}
