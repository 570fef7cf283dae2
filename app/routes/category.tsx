import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { requestLocale } from "~/.server/i18n";
import { loadCategoryPage } from "~/.server/screens/category-page";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { CategoryEmoji } from "~/components/CategoryEmoji";
import { Markdown } from "~/components/Markdown";
import { NotFoundNotice } from "~/components/NotFoundNotice";
import { PagedProducts } from "~/components/PagedProducts";
import { ProductFilters } from "~/components/ProductFilters";
import { ReadMore } from "~/components/ReadMore";
import { screenPath } from "~/i18n/paths";
import { tFor } from "~/i18n/translate";
import { useLocale, useT } from "~/i18n/use-locale";
import { skipsListReload } from "~/lib/load-more";
import { isFilteredView, narrowsList, productFilterParams } from "~/lib/product-filters";
import { cutAtWord, seoMeta, siteUrlOf } from "~/lib/seo";
import {
	breadcrumbJsonLd,
	faqJsonLd,
	organizationJsonLd,
	present,
	productListJsonLd,
	websiteJsonLd,
} from "~/lib/structured-data";
import type { Route } from "./+types/category";

export async function loader({ request, params }: Route.LoaderArgs) {
	const locale = requestLocale(request);
	const page = await loadCategoryPage(request, locale, params.slug);
	if (!page) return data({ locale, found: false as const }, { status: 404 });
	return { locale, found: true as const, ...page };
}

/** The address change after an in-place "load more" keeps the list the browser already has. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
	return skipsListReload(args) ? false : args.defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) => {
	const d = args.loaderData;
	if (!d?.found) {
		const title = tFor(d?.locale ?? "sv")("pages.categoryNotFound");
		return seoMeta(args, { title, description: title, noindex: true });
	}
	const c = d.page;
	const siteUrl = siteUrlOf(args.matches);
	return seoMeta(args, {
		title: c.name,
		// Cut to 160 characters from the optimized intro or the intro, markup removed.
		description: cutAtWord(d.introText, 160) || tFor(d.locale)("pages.categoryFallbackDescription", { name: c.name }),
		alternates: d.alternates,
		noindex: d.noindex,
		jsonLd: present(
			websiteJsonLd(siteUrl, d.locale),
			organizationJsonLd(siteUrl),
			breadcrumbJsonLd(siteUrl, d.trail),
			productListJsonLd(siteUrl, d.locale, c.name, d.products),
			faqJsonLd(d.faq),
		),
	});
};

export default function Category({ loaderData }: Route.ComponentProps) {
	const locale = useLocale();
	const t = useT();
	if (!loaderData.found) {
		return (
			<NotFoundNotice
				title={t("pages.categoryNotFound")}
				backTo={screenPath("categories", locale)}
				backLabel={t("common.backToCategories")}
			/>
		);
	}
	const { page: category, products, total, trail, filters } = loaderData;
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<Breadcrumbs crumbs={trail} />
			<h1 className="flex items-center gap-3 text-3xl font-bold">
				<CategoryEmoji slug={category.slug} />
				{category.name}
			</h1>
			<Markdown className="mt-4 max-w-3xl text-lg" html={loaderData.introHtml} />
			<ReadMore html={loaderData.longTextHtml} />
			<div className="mt-10 space-y-6">
				{total > 0 || isFilteredView(filters) ? (
					<ProductFilters id="category-filters" filters={filters} brands={loaderData.brandFacets} />
				) : null}
				<PagedProducts
					// A new sort or filter starts the list over; "load more" keeps adding to it.
					key={`${category.id}?${productFilterParams(filters)}`}
					products={products}
					total={total}
					pageSize={loaderData.pageSize}
					empty={narrowsList(filters) ? t("browse.noMatches") : t("pages.categoryEmpty")}
				/>
			</div>
		</div>
	);
}
