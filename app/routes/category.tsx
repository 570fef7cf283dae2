import { data } from "react-router";
import { categoryProducts, findCategory } from "~/.server/catalog/categories";
import { itemAlternates } from "~/.server/catalog/counterparts";
import { pageParam } from "~/.server/catalog/paging";
import { requestLocale } from "~/.server/i18n";
import { Markdown } from "~/components/Markdown";
import { NotFoundNotice } from "~/components/NotFoundNotice";
import { PagedProducts } from "~/components/PagedProducts";
import { ReadMore } from "~/components/ReadMore";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { plainText, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/category";

export async function loader({ request, params }: Route.LoaderArgs) {
	const locale = requestLocale(request);
	const category = await findCategory(locale, params.slug);
	if (!category) return data({ locale, found: false as const }, { status: 404 });
	const page = pageParam(new URL(request.url).searchParams.get("page"), 100);
	const [list, alternates] = await Promise.all([
		categoryProducts(locale, category.name, page),
		itemAlternates({ screen: "category", translationKey: category.translationKey }, locale, category.slug),
	]);
	return { locale, found: true as const, category, page, ...list, alternates };
}

export const meta: Route.MetaFunction = (args) => {
	const d = args.loaderData;
	if (!d?.found)
		return seoMeta(args, { title: messages[d?.locale ?? "sv"].pages.categoryNotFound, description: "", noindex: true });
	const c = d.category;
	return seoMeta(args, {
		title: c.name,
		description: plainText(c.optimizedIntroMd || c.introMd, 160),
		alternates: d.alternates,
	});
};

export default function Category({ loaderData }: Route.ComponentProps) {
	const locale = useLocale();
	const t = useT();
	if (!loaderData.found) {
		return (
			<NotFoundNotice
				title={t("pages.categoryNotFound")}
				backTo={href("categories", locale)}
				backLabel={t("common.backToCategories")}
			/>
		);
	}
	const { category, products, total, page } = loaderData;
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<h1 className="text-3xl font-bold">{category.name}</h1>
			<Markdown className="mt-4 max-w-3xl text-lg">{category.optimizedIntroMd || category.introMd}</Markdown>
			<ReadMore markdown={category.seoContentMd || category.bodyMd} />
			<div className="mt-10">
				<PagedProducts products={products} total={total} page={page} empty={t("pages.categoryEmpty")} />
			</div>
		</div>
	);
}
