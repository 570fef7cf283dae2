import { Link } from "react-router";
import { listBrands } from "~/.server/catalog/brands";
import { requestLocale } from "~/.server/i18n";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { plainText, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/brands";

export async function loader({ request }: Route.LoaderArgs) {
	const locale = requestLocale(request);
	return { locale, brands: await listBrands(locale) };
}

export const meta: Route.MetaFunction = (args) => {
	const p = messages[args.loaderData?.locale ?? "sv"].pages;
	return seoMeta(args, { title: p.brandsTitle, description: p.brandsDescription });
};

export default function Brands({ loaderData }: Route.ComponentProps) {
	const locale = useLocale();
	const t = useT();
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<h1 className="mb-8 text-3xl font-bold">{t("pages.brandsTitle")}</h1>
			<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
				{loaderData.brands.map((b) => (
					<li key={b.id}>
						<Link
							to={href("brand", locale, { slug: b.slug })}
							className="block h-full rounded-xl border border-gray-200 p-5 hover:border-brand-500"
						>
							<span className="block text-lg font-bold">{b.name}</span>
							<span className="mt-1 block text-sm text-gray-700">{plainText(b.introMd, 140)}</span>
						</Link>
					</li>
				))}
			</ul>
		</div>
	);
}
