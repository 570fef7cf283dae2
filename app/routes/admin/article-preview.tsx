// An article as stored, draft or not, as its public page shows it (admin only, never indexed,
// `private, no-store` like every admin response): its heading and body through the public renderer.
import { data } from "react-router";
import { findArticleForEdit } from "~/.server/admin/articles";
import { requireAdmin } from "~/.server/auth/require-admin";
import { getDb } from "~/.server/db/client";
import { renderMarkdown } from "~/.server/markdown";
import { Markdown } from "~/components/Markdown";
import { adminT } from "~/i18n/admin-t";
import { isLocale } from "~/i18n/locales";
import type { Route } from "./+types/article-preview";

export async function loader({ request, params }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	const found = await findArticleForEdit(getDb(), params.id);
	if (!found) throw data(null, { status: 404, headers });
	const { article } = found;
	const locale = isLocale(article.locale) ? article.locale : "sv";
	return data({ locale, h1: article.h1, status: article.status, bodyHtml: renderMarkdown(article.bodyMd, locale) }, { headers });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: `${adminT("articleEdit.previewTitle", { h1: loaderData?.h1 ?? "" })} – Admin` },
	{ name: "robots", content: "noindex, nofollow" },
];

export default function ArticlePreview({ loaderData }: Route.ComponentProps) {
	const status = adminT(loaderData.status === "draft" ? "articles.statusDraft" : "articles.statusPublished");
	return (
		<>
			<p role="note" className="rounded-md bg-amber-50 p-3 text-amber-900" data-testid="preview-banner">
				{adminT("articleEdit.previewBanner", { status })}
			</p>
			<article lang={loaderData.locale} className="mx-auto max-w-3xl rounded-xl bg-white px-4 py-10" data-testid="preview">
				<h1 className="text-4xl font-black">{loaderData.h1}</h1>
				<Markdown className="mt-6" html={loaderData.bodyHtml} />
			</article>
		</>
	);
}
