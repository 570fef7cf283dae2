import { useEffect } from "react";
import { data, Form, useLocation, useNavigation, useSubmit } from "react-router";
import { productImporter } from "~/.server/catalogue/import-products";
import { requestLocale } from "~/.server/i18n";
import { loadProductsPage } from "~/.server/screens/products-page";
import { Pager } from "~/components/Pager";
import { ProductGrid } from "~/components/ProductCard";
import { ProductGridSkeleton } from "~/components/ProductCardSkeleton";
import { ProductFilters } from "~/components/ProductFilters";
import { ProductImportToast } from "~/components/ProductImportToast";
import { SearchSuggest } from "~/components/SearchSuggest";
import { buttonClass } from "~/components/StatusPage";
import { countForm } from "~/i18n/count-form";
import { tFor } from "~/i18n/translate";
import { useLocale, useT } from "~/i18n/use-locale";
import type { PageHandle } from "~/lib/page-handle";
import { useIsLoadingPage } from "~/lib/pending-navigation";
import { isFilteredView, narrowsList } from "~/lib/product-filters";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/products";

/** The automatic import runs once per browser session, remembered here. */
const autoImportStorageKey = "godisguiden-products-auto-import";
const importIntent = "import-products";

export const handle: PageHandle = { ownSearchBox: true };

export async function loader({ request }: Route.LoaderArgs) {
	const locale = requestLocale(request);
	return { locale, ...(await loadProductsPage(locale, new URL(request.url).searchParams)) };
}

/** The empty state's import button: single-flight and rate-limited in productImporter. */
export async function action({ request }: Route.ActionArgs) {
	const form = await request.formData().catch(() => new FormData());
	if (form.get("intent") !== importIntent) throw data(null, { status: 400 });
	return { importResult: await productImporter.run() };
}

export const meta: Route.MetaFunction = (args) => {
	const d = args.loaderData;
	const t = tFor(d?.locale ?? "sv");
	const laterPage = d !== undefined && d.page > 1;
	return seoMeta(args, {
		title: laterPage
			? `${t("pages.productsTitle")} – ${t("pages.pageOf", { page: d.page, pages: d.pages })}`
			: t("pages.productsTitle"),
		description: t("pages.productsDescription"),
		// One canonical list, as on the deals page (ADR 027): sorted and filtered views and later pages
		// stay out of the index, their links — every product of the list — still count.
		noindex: d && (isFilteredView(d.filters) || laterPage) && "follow",
	});
};

function EmptyProducts({ importing }: { importing: boolean }) {
	const t = useT();
	const submit = useSubmit();
	// With JavaScript, an empty list starts the import by itself, once per browser session.
	useEffect(() => {
		if (importing) return;
		try {
			if (window.sessionStorage.getItem(autoImportStorageKey)) return;
			window.sessionStorage.setItem(autoImportStorageKey, "1");
		} catch {
			return; // No session storage (private mode): leave it to the button.
		}
		submit({ intent: importIntent }, { method: "post" });
	}, [importing, submit]);

	return (
		<div className="rounded-xl bg-gray-50 p-10 text-center">
			<h2 className="text-xl font-bold">{t("pages.productsEmpty")}</h2>
			<p className="mt-2 text-gray-700">{t("pages.productsEmptyText")}</p>
			<Form method="post" className="mt-6">
				<button
					type="submit"
					name="intent"
					value={importIntent}
					disabled={importing}
					className={`${buttonClass} disabled:opacity-60`}
				>
					{importing ? t("discovery.products.importing") : t("discovery.products.importButton")}
				</button>
			</Form>
		</div>
	);
}

export default function Products({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT();
	const locale = useLocale();
	const navigation = useNavigation();
	const { pathname } = useLocation();
	const { products, total, page, pages, importRunning, filters } = loaderData;
	const posting = navigation.formData?.get("intent") === importIntent;
	const loadingPage = useIsLoadingPage(pathname);
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<div className="mb-6 flex flex-wrap items-end justify-between gap-4">
				<h1 className="text-3xl font-bold">{t("pages.productsTitle")}</h1>
				<SearchSuggest
					id="products-search"
					label={t("discovery.products.searchLabel")}
					placeholder={t("discovery.searchBox.productsPlaceholder")}
					minimumLength={2}
					debounceMs={250}
					showPrice
					className="w-full max-w-md"
				/>
			</div>
			{actionData?.importResult ? <ProductImportToast result={actionData.importResult} locale={locale} /> : null}
			{total === 0 && !narrowsList(filters) ? (
				<EmptyProducts importing={importRunning || posting} />
			) : (
				<>
					<div className="mb-6">
						<ProductFilters id="products-filters" filters={filters} brands={loaderData.brandFacets} />
					</div>
					{loadingPage ? (
						<ProductGridSkeleton count={8} />
					) : total === 0 ? (
						<p className="rounded-lg bg-gray-50 p-6 text-center text-gray-700">{t("browse.noMatches")}</p>
					) : (
						<>
							<p className="mb-4 text-sm text-gray-700">
								{t(`common.showingProducts.${countForm(total)}`, { shown: products.length, total })}
							</p>
							<ProductGrid products={products} headingLevel={2} />
							<Pager page={page} pages={pages} />
						</>
					)}
				</>
			)}
		</div>
	);
}
