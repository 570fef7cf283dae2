import { pageParam, pageSize } from "~/.server/catalogue/paging";
import { emptySearch, minimumQueryLength, searchProducts } from "~/.server/catalogue/search";
import { isDatabaseUnavailable } from "~/.server/db/availability";
import { getDb } from "~/.server/db/client";
import { requestLocale } from "~/.server/i18n";
import { log } from "~/.server/log";
import { cleanQuery } from "~/.server/search/prepare";
import { recordSearch } from "~/.server/search/search-stats";
import { PageLink } from "~/components/PageLink";
import { Pager } from "~/components/Pager";
import { ProductGrid } from "~/components/ProductCard";
import { ProductGridSkeleton } from "~/components/ProductCardSkeleton";
import { ProductFilters } from "~/components/ProductFilters";
import { SearchSuggest } from "~/components/SearchSuggest";
import { TaggedText } from "~/components/TaggedText";
import { countForm } from "~/i18n/count-form";
import { screenPath } from "~/i18n/paths";
import { tFor } from "~/i18n/translate";
import { useLocale, useT } from "~/i18n/use-locale";
import { searchAddress, searchAlternates } from "~/lib/alternates";
import type { PageHandle } from "~/lib/page-handle";
import { useIsLoadingPage } from "~/lib/pending-navigation";
import { isFilteredView, narrowsList, readProductFilters } from "~/lib/product-filters";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/search";

/** A failed search shows no results and a count of 0; an unreachable database stays a 503. */
async function searchOrNothing(...args: Parameters<typeof searchProducts>) {
	try {
		return await searchProducts(...args);
	} catch (error) {
		if (isDatabaseUnavailable(error)) throw error;
		log.error("search failed", error, { locale: args[1] });
		return emptySearch(args[4] ?? readProductFilters(new URLSearchParams(), "search"));
	}
}

export const handle: PageHandle = { ownSearchBox: true };

export async function loader({ request }: Route.LoaderArgs) {
	const locale = requestLocale(request);
	const params = new URL(request.url).searchParams;
	const query = cleanQuery(params.get("q") ?? "");
	// The page number is at least 1; anything unreadable (page=abc, page=-3) is page 1.
	const requested = pageParam(params.get("page"));
	const filters = readProductFilters(params, "search");
	let result = await searchOrNothing(getDb(), locale, query, requested, filters);
	const pages = Math.max(1, Math.ceil(result.total / pageSize));
	// A page past the last one (an old link, a typed URL) shows the last page rather than nothing.
	const page = Math.min(requested, pages);
	if (page !== requested) result = await searchOrNothing(getDb(), locale, query, page, result.filters);
	// A search as a shopper types it is counted (ADR 040): its first page, before any sort or filter.
	if (requested === 1 && !isFilteredView(filters, "search")) recordSearch(locale, result.normalised, result.unfiltered > 0);
	const { normalised: _normalised, corrections: _corrections, pages: related, ...shown } = result;
	// The language switcher leads to the same search in the other language, not to its empty search page.
	const alternates = searchAlternates(query, result.filters);
	return { locale, query, page, pages, related, alternates, tooShort: query.length < minimumQueryLength, ...shown };
}

export const meta: Route.MetaFunction = (args) => {
	const d = args.loaderData;
	const t = tFor(d?.locale ?? "sv");
	const query = d?.query ?? "";
	return seoMeta(args, {
		title: query ? t("pages.searchHeading", { query }) : t("pages.searchTitle"),
		description: t("pages.productsDescription"),
		// Never indexed (docs/product.md), so its canonical is its own address: naming another page
		// canonical would contradict the noindex.
		path: d ? searchAddress(d.locale, query, d.filters, d.page) : undefined,
		noindex: true,
	});
};

export default function Search({ loaderData }: Route.ComponentProps) {
	const t = useT();
	const locale = useLocale();
	const { query, products, total, page, pages, tooShort, filters, brandFacets, corrected, related } = loaderData;
	const searchPath = screenPath("search", locale);
	// Eight skeleton cards while a new search (or another page of it) loads.
	const loading = useIsLoadingPage(searchPath);
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
			{corrected ? (
				<p className="mt-4 text-lg" data-testid="did-you-mean">
					<TaggedText
						text={t("discovery.search.didYouMean", { query: corrected })}
						parts={{
							fix: <PageLink to={`${searchPath}?${new URLSearchParams({ q: corrected })}`} className="font-semibold underline" />,
						}}
					/>
				</p>
			) : null}
			{related.length > 0 ? (
				<nav aria-labelledby="search-related" className="mt-4">
					<h2 id="search-related" className="text-sm font-semibold text-gray-700">
						{t("discovery.search.related")}
					</h2>
					<ul className="mt-2 flex flex-wrap gap-2">
						{related.map((link) => (
							<li key={link.href}>
								<PageLink
									to={link.href}
									className="inline-block rounded-full border border-gray-300 px-3 py-1 text-sm hover:bg-gray-50"
								>
									<span className="text-gray-600">{t(`discovery.search.pageKind.${link.kind}`)}:</span> {link.name}
								</PageLink>
							</li>
						))}
					</ul>
				</nav>
			) : null}
			{!tooShort && (total > 0 || isFilteredView(filters, "search")) ? (
				<div className="mt-6">
					<ProductFilters
						id="search-filters"
						filters={filters}
						brands={brandFacets}
						keep={{ q: query }}
						context="search"
						facets={{
							categories: loaderData.categoryFacets,
							priceBands: loaderData.priceBands,
							inStock: loaderData.inStockCount,
						}}
					/>
				</div>
			) : null}
			{loading ? (
				<div className="mt-6">
					<ProductGridSkeleton count={8} label={t("discovery.search.loading")} />
				</div>
			) : total > 0 ? (
				<>
					<p className="mt-6 mb-4 text-sm text-gray-700">
						{t(`pages.searchCount.${countForm(total)}`, { shown: products.length, total })}
					</p>
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
