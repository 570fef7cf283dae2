// Deleting an article asks first: a confirmation page, so it works without JavaScript.
import { data, Form, Link, redirect } from "react-router";
import { deleteArticle, findArticleById } from "~/.server/admin/articles";
import { requireAdmin } from "~/.server/auth/require-admin";
import { commitSession } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { log } from "~/.server/log";
import { adminT } from "~/i18n/admin-t";
import { cardPath } from "~/lib/admin-sections";
import type { Route } from "./+types/article-delete";

export async function loader({ request, params }: Route.LoaderArgs) {
	const db = getDb();
	const { headers } = await requireAdmin(request);
	const article = await findArticleById(db, params.id);
	if (!article) throw data(null, { status: 404 });
	return data({ article }, { headers });
}

export async function action({ request, params }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	const deleted = await deleteArticle(getDb(), params.id).catch((error) => {
		log.error("deleting an article failed", error);
		return false;
	});
	session.flash(
		"flash",
		deleted
			? { kind: "success", title: adminT("articles.deleted") }
			: { kind: "error", title: adminT("errorTitle"), text: adminT("articles.deleteFailed") },
	);
	return redirect(cardPath("articles", "?tab=manage"), { headers: { "Set-Cookie": await commitSession(session) } });
}

export const meta: Route.MetaFunction = () => [
	{ title: `${adminT("articles.deletePageTitle")} – Admin` },
	{ name: "robots", content: "noindex" },
];

export default function ConfirmDelete({ loaderData }: Route.ComponentProps) {
	return (
		<section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
			<h1 className="text-xl font-bold">{adminT("articles.deleteConfirm", { h1: loaderData.article.h1 })}</h1>
			<div className="mt-6 flex gap-3">
				<Form method="post">
					<button type="submit" className="rounded-md bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900">
						{adminT("articles.deleteYes")}
					</button>
				</Form>
				<Link to={cardPath("articles", "?tab=manage")} className="rounded-md border border-gray-300 px-4 py-2 font-semibold">
					{adminT("articles.deleteNo")}
				</Link>
			</div>
		</section>
	);
}
