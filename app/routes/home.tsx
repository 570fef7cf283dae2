import { Link } from "react-router";
import { loadHome } from "~/.server/catalog/home";
import { requestLocale } from "~/.server/i18n";
import { Markdown } from "~/components/Markdown";
import { ProductGrid } from "~/components/ProductCard";
import { buttonClass, secondaryButtonClass } from "~/components/StatusPage";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
	const locale = requestLocale(request);
	return { locale, ...(await loadHome(locale)) };
}

export const meta: Route.MetaFunction = (args) => {
	const m = messages[args.loaderData?.locale ?? "sv"].meta;
	return seoMeta(args, { title: m.defaultTitle, description: m.defaultDescription });
};

export default function Home({ loaderData }: Route.ComponentProps) {
	const locale = useLocale();
	const t = useT();
	const { featured, categories, brands, seoTextMd } = loaderData;
	return (
		<>
			<section className="bg-gradient-to-b from-brand-50 to-white">
				<div className="mx-auto max-w-7xl px-4 py-16 text-center">
					<h1 className="text-4xl font-black tracking-tight sm:text-5xl">{t("hero.title")}</h1>
					<p className="mx-auto mt-4 max-w-2xl text-lg text-gray-700">{t("hero.subtitle")}</p>
					<div className="mt-8 flex flex-wrap justify-center gap-3">
						<Link to={href("categories", locale)} className={buttonClass}>
							{t("hero.browseCategories")}
						</Link>
						<Link to={href("brands", locale)} className={secondaryButtonClass}>
							{t("hero.browseBrands")}
						</Link>
					</div>
				</div>
			</section>
			<div className="mx-auto max-w-7xl space-y-14 px-4 py-10">
				<section aria-labelledby="popular-products">
					<h2 id="popular-products" className="mb-5 text-2xl font-bold">
						{t("home.popularProducts")}
					</h2>
					<ProductGrid products={featured} />
				</section>
				<section aria-labelledby="popular-categories">
					<h2 id="popular-categories" className="mb-5 text-2xl font-bold">
						{t("home.popularCategories")}
					</h2>
					<ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
						{categories.map((c) => (
							<li key={c.id}>
								<Link
									to={href("category", locale, { slug: c.slug })}
									className="block rounded-lg border border-gray-200 p-4 font-semibold hover:border-brand-500"
								>
									{c.name}
								</Link>
							</li>
						))}
					</ul>
				</section>
				<section aria-labelledby="popular-brands">
					<h2 id="popular-brands" className="mb-5 text-2xl font-bold">
						{t("home.popularBrands")}
					</h2>
					<ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
						{brands.map((b) => (
							<li key={b.id}>
								<Link
									to={href("brand", locale, { slug: b.slug })}
									className="block rounded-lg border border-gray-200 p-3 text-center font-semibold hover:border-brand-500"
								>
									{b.name}
								</Link>
							</li>
						))}
					</ul>
				</section>
				{seoTextMd ? (
					<section className="mx-auto max-w-3xl">
						<Markdown>{seoTextMd}</Markdown>
					</section>
				) : null}
			</div>
		</>
	);
}
