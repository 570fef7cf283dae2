import { listCategories } from "~/.server/catalogue/categories";
import { getDb } from "~/.server/db/client";
import { requestLocale } from "~/.server/i18n";
import { CategoryEmoji } from "~/components/CategoryEmoji";
import { PageLink } from "~/components/PageLink";
import { messages } from "~/i18n/messages";
import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { cutAtWord, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/categories";

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb();
	const locale = requestLocale(request);
	return { locale, categories: await listCategories(db, locale) };
}

export const meta: Route.MetaFunction = (args) => {
	const p = messages[args.loaderData?.locale ?? "sv"].pages;
	return seoMeta(args, { title: p.categoriesTitle, description: p.categoriesDescription });
};

export default function Categories({ loaderData }: Route.ComponentProps) {
	const locale = useLocale();
	const t = useT();
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<h1 className="mb-8 text-3xl font-bold">{t("pages.categoriesTitle")}</h1>
			<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
				{loaderData.categories.map((c) => (
					<li key={c.id}>
						<PageLink
							to={screenPath("category", locale, { slug: c.slug })}
							className="flex h-full gap-4 rounded-xl border border-gray-200 p-5 hover:border-brand-500"
						>
							<CategoryEmoji slug={c.slug} className="text-4xl" />
							<span>
								<span className="block text-lg font-bold">{c.name}</span>
								<span className="mt-1 block text-sm text-gray-700">{cutAtWord(c.introText, 140)}</span>
							</span>
						</PageLink>
					</li>
				))}
			</ul>
		</div>
	);
}
