import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { requestLocale } from "~/.server/i18n";
import { loadBrandPage } from "~/.server/screens/brand-page";
import { Breadcrumbs } from "~/components/Breadcrumbs";
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
import { brandJsonLd, breadcrumbJsonLd, faqJsonLd, present, productListJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/brand";

export async function loader({ request, params }: Route.LoaderArgs) {
	const locale = requestLocale(request);
	const page = await loadBrandPage(request, locale, params.slug);
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
		const title = tFor(d?.locale ?? "sv")("pages.brandNotFound");
		return seoMeta(args, { title, description: title, noindex: true });
	}
	const b = d.page;
	const siteUrl = siteUrlOf(args.matches);
	return seoMeta(args, {
		title: b.name,
		// The first 120 characters of the intro.
		description: cutAtWord(d.introText, 120) || tFor(d.locale)("pages.brandFallbackDescription", { name: b.name }),
		alternates: d.alternates,
		noindex: d.noindex,
		jsonLd: present(
			brandJsonLd(siteUrl, d.locale, { name: b.name, slug: b.slug, description: d.introText }),
			productListJsonLd(siteUrl, d.locale, b.name, d.products),
			breadcrumbJsonLd(siteUrl, d.trail),
			faqJsonLd(d.faq),
		),
	});
};

export default function Brand({ loaderData }: Route.ComponentProps) {
	const locale = useLocale();
	const t = useT();
	if (!loaderData.found) {
		return (
			<NotFoundNotice
				title={t("pages.brandNotFound")}
				backTo={screenPath("brands", locale)}
				backLabel={t("common.backToBrands")}
			/>
		);
	}
	const { page: brand, products, total, trail, filters } = loaderData;
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<Breadcrumbs crumbs={trail} />
			<h1 className="text-3xl font-bold">{brand.name}</h1>
			<Markdown className="mt-4 max-w-3xl text-lg" html={loaderData.introHtml} />
			<ReadMore html={loaderData.longTextHtml} />
			<div className="mt-10 space-y-6">
				{total > 0 || isFilteredView(filters) ? <ProductFilters id="brand-filters" filters={filters} brands={[]} /> : null}
				<PagedProducts
					// A new sort or filter starts the list over; "load more" keeps adding to it.
					key={`${brand.id}?${productFilterParams(filters)}`}
					products={products}
					total={total}
					pageSize={loaderData.pageSize}
					empty={narrowsList(filters) ? t("browse.noMatches") : t("pages.brandEmpty")}
				/>
			</div>
		</div>
	);
}
