import { data } from "react-router";
import { brandProducts, findBrand } from "~/.server/catalog/brands";
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
import type { Route } from "./+types/brand";

export async function loader({ request, params }: Route.LoaderArgs) {
	const locale = requestLocale(request);
	const brand = await findBrand(locale, params.slug);
	if (!brand) return data({ locale, found: false as const }, { status: 404 });
	const page = pageParam(new URL(request.url).searchParams.get("page"), 100);
	const [list, alternates] = await Promise.all([
		brandProducts(locale, brand.name, page),
		itemAlternates({ screen: "brand", translationKey: brand.translationKey }, locale, brand.slug),
	]);
	return { locale, found: true as const, brand, page, ...list, alternates };
}

export const meta: Route.MetaFunction = (args) => {
	const d = args.loaderData;
	if (!d?.found) return seoMeta(args, { title: messages[d?.locale ?? "sv"].pages.brandNotFound, description: "", noindex: true });
	const b = d.brand;
	return seoMeta(args, { title: b.name, description: plainText(b.optimizedIntroMd || b.introMd, 120), alternates: d.alternates });
};

export default function Brand({ loaderData }: Route.ComponentProps) {
	const locale = useLocale();
	const t = useT();
	if (!loaderData.found) {
		return (
			<NotFoundNotice title={t("pages.brandNotFound")} backTo={href("brands", locale)} backLabel={t("common.backToBrands")} />
		);
	}
	const { brand, products, total, page } = loaderData;
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<h1 className="text-3xl font-bold">{brand.name}</h1>
			<Markdown className="mt-4 max-w-3xl text-lg">{brand.optimizedIntroMd || brand.introMd}</Markdown>
			<ReadMore markdown={brand.seoContentMd || brand.bodyMd} />
			<div className="mt-10">
				<PagedProducts products={products} total={total} page={page} empty={t("pages.brandEmpty")} />
			</div>
		</div>
	);
}
