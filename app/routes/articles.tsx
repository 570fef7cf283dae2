import { listArticles } from "~/.server/catalogue/articles";
import { getDb } from "~/.server/db/client";
import { requestLocale } from "~/.server/i18n";
import { PageLink } from "~/components/PageLink";
import { messages } from "~/i18n/messages";
import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { seoMeta } from "~/lib/seo";
import { formatStockholmDate } from "~/lib/stockholm-date";
import type { Route } from "./+types/articles";

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb();
	const locale = requestLocale(request);
	return { locale, articles: await listArticles(db, locale) };
}

export const meta: Route.MetaFunction = (args) => {
	const p = messages[args.loaderData?.locale ?? "sv"].pages;
	return seoMeta(args, { title: p.articlesTitle, description: p.articlesDescription });
};

export default function Articles({ loaderData }: Route.ComponentProps) {
	const locale = useLocale();
	const t = useT();
	return (
		<div className="mx-auto max-w-4xl px-4 py-10">
			<h1 className="mb-8 text-3xl font-bold">{t("pages.articlesTitle")}</h1>
			<ul className="space-y-5">
				{loaderData.articles.map((a) => (
					<li key={a.id}>
						<article className="rounded-xl border border-gray-200 p-5">
							<h2 className="text-xl font-bold">
								<PageLink to={screenPath("article", locale, { slug: a.slug })} className="hover:text-brand-700">
									{a.title}
								</PageLink>
							</h2>
							{a.publishedAt ? (
								<time dateTime={new Date(a.publishedAt).toISOString()} className="text-sm text-gray-600">
									{formatStockholmDate(a.publishedAt, locale)}
								</time>
							) : null}
							<p className="mt-2 text-gray-700">{a.excerpt}</p>
						</article>
					</li>
				))}
			</ul>
		</div>
	);
}
