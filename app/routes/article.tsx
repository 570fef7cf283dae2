import { data, redirect } from "react-router";
import { findArticle } from "~/.server/catalogue/articles";
import { movedArticle } from "~/.server/catalogue/former-article-slugs";
import { getDb } from "~/.server/db/client";
import { requestLocale } from "~/.server/i18n";
import { renderMarkdown } from "~/.server/markdown";
import { Markdown } from "~/components/Markdown";
import { NotFoundNotice } from "~/components/NotFoundNotice";
import { PageLink } from "~/components/PageLink";
import { messages } from "~/i18n/messages";
import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { seoMeta, siteUrlOf } from "~/lib/seo";
import { formatStockholmDate } from "~/lib/stockholm-date";
import { articleJsonLd, breadcrumbJsonLd, itemTrail, present } from "~/lib/structured-data";
import type { Route } from "./+types/article";

export async function loader({ request, params }: Route.LoaderArgs) {
	const db = getDb();
	const locale = requestLocale(request);
	const article = await findArticle(db, locale, params.slug);
	if (!article) {
		// An address the article had before its slug changed leads to it for good (ADR 078).
		const moved = await movedArticle(db, locale, params.slug);
		if (moved) throw redirect(screenPath("article", moved.locale, { slug: moved.slug }), 301);
		return data({ locale, found: false as const }, { status: 404 });
	}
	// The markdown is sent as rendered HTML only (the page needs nothing else of it).
	const { bodyMd, ...fields } = article;
	return { locale, found: true as const, article: fields, bodyHtml: renderMarkdown(bodyMd, locale) };
}

export const meta: Route.MetaFunction = (args) => {
	const d = args.loaderData;
	if (!d?.found)
		return seoMeta(args, { title: messages[d?.locale ?? "sv"].pages.articleNotFound, description: "", noindex: true });
	const a = d.article;
	const siteUrl = siteUrlOf(args.matches);
	const path = screenPath("article", d.locale, { slug: a.slug });
	return seoMeta(args, {
		title: a.metaTitle || a.title,
		description: a.metaDescription || a.excerpt || "",
		type: "article",
		jsonLd: present(
			articleJsonLd(siteUrl, d.locale, a),
			breadcrumbJsonLd(siteUrl, itemTrail(d.locale, "articles", { name: a.h1, path })),
		),
	});
};

export default function Article({ loaderData }: Route.ComponentProps) {
	const locale = useLocale();
	const t = useT();
	if (!loaderData.found) {
		return (
			<NotFoundNotice
				title={t("pages.articleNotFound")}
				text={t("pages.articleNotFoundText")}
				backTo={screenPath("articles", locale)}
				backLabel={t("common.backToArticles")}
			/>
		);
	}
	const { article } = loaderData;
	return (
		<article className="mx-auto max-w-3xl px-4 py-10">
			<PageLink to={screenPath("articles", locale)} className="text-sm text-brand-700 underline">
				{t("common.backToArticles")}
			</PageLink>
			<h1 className="mt-4 text-4xl font-black">{article.h1}</h1>
			{article.publishedAt ? (
				<time dateTime={new Date(article.publishedAt).toISOString()} className="mt-2 block text-sm text-gray-600">
					{formatStockholmDate(article.publishedAt, locale)}
				</time>
			) : null}
			<Markdown className="mt-6" html={loaderData.bodyHtml} />
		</article>
	);
}
