import { loadHome } from "~/.server/catalogue/home";
import { getDb } from "~/.server/db/client";
import { requestLocale } from "~/.server/i18n";
import { renderMarkdown } from "~/.server/markdown";
import { CategoryEmoji } from "~/components/CategoryEmoji";
import { ClosingCallToAction } from "~/components/ClosingCallToAction";
import { Markdown } from "~/components/Markdown";
import { PageLink } from "~/components/PageLink";
import { ProductGrid } from "~/components/ProductCard";
import { ProductGridSkeleton } from "~/components/ProductCardSkeleton";
import { SearchSuggest } from "~/components/SearchSuggest";
import { buttonClass, secondaryButtonClass } from "~/components/StatusPage";
import { WhyChooseUs } from "~/components/WhyChooseUs";
import { messages } from "~/i18n/messages";
import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import type { PageHandle } from "~/lib/page-handle";
import { useIsLoadingPage } from "~/lib/pending-navigation";
import { seoMeta, siteUrlOf } from "~/lib/seo";
import { organizationJsonLd, websiteJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/home";

export const handle: PageHandle = { ownSearchBox: true };

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb();
	const locale = requestLocale(request);
	const { seoTextMd, ...home } = await loadHome(db, locale);
	return { locale, ...home, seoTextHtml: renderMarkdown(seoTextMd, locale) };
}

export const meta: Route.MetaFunction = (args) => {
	const locale = args.loaderData?.locale ?? "sv";
	const m = messages[locale].meta;
	const siteUrl = siteUrlOf(args.matches);
	// The home page is where search engines read the site's name and its search box from.
	return seoMeta(args, {
		title: m.defaultTitle,
		description: m.defaultDescription,
		jsonLd: [websiteJsonLd(siteUrl, locale), organizationJsonLd(siteUrl)],
	});
};

export default function Home({ loaderData }: Route.ComponentProps) {
	const locale = useLocale();
	const t = useT();
	const { featured, categories, brands, seoTextHtml } = loaderData;
	// E.g. the logo clicked on the home page: the grid waits as skeletons, never on a first load.
	const loading = useIsLoadingPage(screenPath("home", locale));
	return (
		<>
			<section className="bg-gradient-to-b from-brand-50 to-white">
				<div className="mx-auto max-w-7xl px-4 py-16 text-center">
					<h1 className="text-4xl font-black tracking-tight sm:text-5xl">{t("hero.title")}</h1>
					<p className="mx-auto mt-4 max-w-2xl text-lg text-gray-700">{t("hero.subtitle")}</p>
					<SearchSuggest
						id="home-search"
						label={t("discovery.searchBox.label")}
						placeholder={t("discovery.searchBox.placeholder")}
						minimumLength={1}
						debounceMs={300}
						className="mx-auto mt-8 max-w-xl"
					/>
					<div className="mt-6 flex flex-wrap justify-center gap-3">
						<PageLink to={screenPath("categories", locale)} className={buttonClass}>
							{t("hero.browseCategories")}
						</PageLink>
						<PageLink to={screenPath("brands", locale)} className={secondaryButtonClass}>
							{t("hero.browseBrands")}
						</PageLink>
					</div>
				</div>
			</section>
			<div className="mx-auto max-w-7xl space-y-14 px-4 py-10">
				<section aria-labelledby="popular-products">
					<h2 id="popular-products" className="mb-5 text-2xl font-bold">
						{t("home.popularProducts")}
					</h2>
					{loading ? <ProductGridSkeleton count={8} /> : <ProductGrid products={featured} />}
				</section>
				{categories.length > 0 ? (
					<section aria-labelledby="popular-categories">
						<div className="mb-5 flex items-baseline justify-between gap-4">
							<h2 id="popular-categories" className="text-2xl font-bold">
								{t("home.popularCategories")}
							</h2>
							<PageLink to={screenPath("categories", locale)} className="text-sm font-semibold text-brand-700 underline">
								{t("home.seeAllCategories")}
							</PageLink>
						</div>
						<ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
							{categories.map((c) => (
								<li key={c.id}>
									<PageLink
										to={screenPath("category", locale, { slug: c.slug })}
										className="flex items-center gap-3 rounded-lg border border-gray-200 p-4 font-semibold hover:border-brand-500"
									>
										<CategoryEmoji slug={c.slug} className="text-2xl" />
										{c.name}
									</PageLink>
								</li>
							))}
						</ul>
					</section>
				) : null}
				{brands.length > 0 ? (
					<section aria-labelledby="popular-brands">
						<div className="mb-5 flex items-baseline justify-between gap-4">
							<h2 id="popular-brands" className="text-2xl font-bold">
								{t("home.popularBrands")}
							</h2>
							<PageLink to={screenPath("brands", locale)} className="text-sm font-semibold text-brand-700 underline">
								{t("home.seeAllBrands")}
							</PageLink>
						</div>
						<ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
							{brands.map((b) => (
								<li key={b.id}>
									<PageLink
										to={screenPath("brand", locale, { slug: b.slug })}
										className="block rounded-lg border border-gray-200 p-3 text-center font-semibold hover:border-brand-500"
									>
										{b.name}
									</PageLink>
								</li>
							))}
						</ul>
					</section>
				) : null}
				{seoTextHtml ? (
					<section className="mx-auto max-w-3xl" data-testid="home-seo-text">
						<Markdown html={seoTextHtml} />
					</section>
				) : null}
				<WhyChooseUs />
				<ClosingCallToAction />
			</div>
		</>
	);
}
