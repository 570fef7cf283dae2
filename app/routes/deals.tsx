// Deals (ADR 027): available products whose cheapest price is at least 10 % under the lowest price
// of the 30 days before the drop, deepest drop first, 24 a page, narrowed by category and brand
// with GET parameters.
import { listDeals, readDealFilters } from "~/.server/catalogue/deals";
import { pageParam, pageSize } from "~/.server/catalogue/paging";
import { getDb } from "~/.server/db/client";
import { requestLocale } from "~/.server/i18n";
import { DealGrid } from "~/components/DealCard";
import { DealFilters } from "~/components/DealFilters";
import { DealsCount } from "~/components/DealsCount";
import { Pager } from "~/components/Pager";
import { messages } from "~/i18n/messages";
import { useT } from "~/i18n/use-locale";
import { seoMeta, siteUrlOf } from "~/lib/seo";
import { organizationJsonLd, present, productListJsonLd, websiteJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/deals";

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb();
	const locale = requestLocale(request);
	const params = new URL(request.url).searchParams;
	const list = await listDeals(db, locale, pageParam(params.get("page")), readDealFilters(params));
	return { locale, pageSize, ...list };
}

export const meta: Route.MetaFunction = (args) => {
	const d = args.loaderData;
	const text = messages[d?.locale ?? "sv"].deals;
	const filtered = d ? d.filters.category !== null || d.filters.brand !== null : false;
	const siteUrl = siteUrlOf(args.matches);
	return seoMeta(args, {
		title: text.title,
		description: text.description,
		// One canonical list: filtered views and later pages stay out of the index, their links still count.
		noindex: d && (filtered || d.page > 1) && "follow",
		jsonLd: d
			? present(
					websiteJsonLd(siteUrl, d.locale),
					organizationJsonLd(siteUrl),
					d.deals.length > 0 ? productListJsonLd(siteUrl, d.locale, text.listName, d.deals) : null,
				)
			: [],
	});
};

export default function Deals({ loaderData }: Route.ComponentProps) {
	const t = useT();
	const { deals, total, page, pages, filters, categoryFacets, brandFacets } = loaderData;
	const filtered = filters.category !== null || filters.brand !== null;
	const from = (page - 1) * loaderData.pageSize + 1;
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<h1 className="text-3xl font-bold">{t("deals.title")}</h1>
			<p className="mt-3 max-w-3xl text-lg text-gray-700">{t("deals.intro")}</p>
			{total === 0 && !filtered ? (
				<div className="mt-8 rounded-xl bg-gray-50 p-10 text-center" data-deals-empty>
					<h2 className="text-xl font-bold">{t("deals.empty")}</h2>
					<p className="mt-2 text-gray-700">{t("deals.emptyText")}</p>
				</div>
			) : (
				<div className="mt-8 space-y-6">
					<DealFilters categories={categoryFacets} brands={brandFacets} category={filters.category} brand={filters.brand} />
					{total === 0 ? (
						<p className="rounded-lg bg-gray-50 p-6 text-center text-gray-700">{t("deals.noMatches")}</p>
					) : (
						<>
							<DealsCount from={from} shown={deals.length} total={total} />
							<DealGrid deals={deals} />
							<Pager page={page} pages={pages} />
						</>
					)}
				</div>
			)}
		</div>
	);
}
