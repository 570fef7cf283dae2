// Editing an article: every field with the create form's schema and messages
// (app/lib/article-form.ts), publish and unpublish, preview, the public page and each text's
// history. The form carries the live revision of each text it was opened on and its settings as
// they were: a save after someone else's is merged field by field, and where both changed a field
// nothing is written, the form shows this admin's version again and keeps their texts as drafts
// (ADR 050, ADR 087). It
// carries the texts the article has, too: one saved as it is (a generator's long headline) is not
// held to the form's bounds, and the texts the form does not show stay as they are (ADR 073).
import { data, Form, href, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { type ArticleConflict, findArticleForEdit, saveArticleEdit, setArticleStatus } from "~/.server/admin/articles";
import { toolRunActor } from "~/.server/admin/tool-runs";
import { requireAdmin } from "~/.server/auth/require-admin";
import { type AdminSession, commitSession } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { log } from "~/.server/log";
import { entityTables } from "~/.server/revisions/text-fields";
import { fieldName, historyPath } from "~/.server/screens/revision-rows";
import { AdminPageFrame } from "~/components/admin/AdminPageFrame";
import { ArticleCreateForm } from "~/components/admin/ArticleCreateForm";
import { adminT } from "~/i18n/admin-t";
import { isLocale } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import {
	articleFormDefaults,
	articleSettingFields,
	openedSettingName,
	storedTextFields,
	storedTextName,
} from "~/lib/article-form";
import type { Flash } from "~/lib/flash";
import { formatStockholmDateTime } from "~/lib/stockholm-date";
import type { Route } from "./+types/article-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	const found = await findArticleForEdit(getDb(), params.id);
	if (!found) throw data(null, { status: 404, headers });
	const { article, bases } = found;
	const locale = isLocale(article.locale) ? article.locale : "sv";
	return data(
		{
			id: article.id,
			h1: article.h1,
			status: article.status,
			publishedAt: article.publishedAt ? formatStockholmDateTime(String(article.publishedAt)) : null,
			updatedAt: formatStockholmDateTime(String(article.updatedAt)),
			/** The article's version to the millisecond: the minute shown above can repeat between two saves. */
			version: new Date(article.updatedAt).toISOString(),
			publicPath: article.status === "published" ? screenPath("article", locale, { slug: article.slug }) : null,
			defaults: { ...articleFormDefaults(article), locale },
			bases,
			histories: entityTables.article.fields.map((field) => ({
				field,
				name: fieldName(field),
				path: historyPath({ kind: "article", entityId: article.id, field }),
			})),
		},
		{ headers },
	);
}

async function backWith(session: AdminSession, flash: Flash, to: string) {
	session.flash("flash", flash);
	return redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
}

export async function action({ request, params }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	const db = getDb();
	const form = await request.formData().catch(() => new FormData());
	const intent = form.get("intent");
	const here = href("/admin/articles/:id/edit", { id: params.id });
	if (intent === "publish" || intent === "unpublish") {
		const changed = await setArticleStatus(db, params.id, intent === "publish" ? "published" : "draft").catch((error) => {
			log.error("publishing an article failed", error);
			return null;
		});
		if (changed === false) throw data(null, { status: 404 });
		if (changed === null)
			return backWith(session, { kind: "error", title: adminT("errorTitle"), text: adminT("articleEdit.saveFailed") }, here);
		return backWith(
			session,
			{ kind: "success", title: adminT(intent === "publish" ? "articleEdit.publishedNow" : "articleEdit.unpublishedNow") },
			here,
		);
	}
	if (intent !== "save") return data({ result: null }, { status: 400 });
	const { submission, save } = await saveArticleEdit(db, params.id, form, toolRunActor(request));
	switch (save.outcome) {
		case "invalid":
			return data({ result: submission.reply() }, { status: 400 });
		case "saved":
			return backWith(session, { kind: "success", title: adminT("articleEdit.saved") }, here);
		case "conflict": {
			// Nothing typed is lost: the form shows the editor's values again, each conflict marked under
			// its field, and the other admin's where only they changed a field; the page's loaders run
			// again, so a second save is made over what the article has now.
			const reply = submission.reply({
				formErrors: [adminT("articleEdit.conflict")],
				fieldErrors: Object.fromEntries(save.conflicts.map((conflict) => [conflict.field, [conflictMessage(conflict)]])),
			});
			return data(
				{ result: { ...reply, initialValue: { ...reply.initialValue, ...save.shown } }, conflict: true },
				{ status: 409 },
			);
		}
		case "duplicate-slug":
			return data({ result: submission.reply({ fieldErrors: { slug: [adminT("articles.duplicateSlug")] } }) }, { status: 400 });
		case "not-found":
			throw data(null, { status: 404 });
		case "failed":
			return data({ result: submission.reply({ formErrors: [adminT("articleEdit.saveFailed")] }) }, { status: 500 });
	}
}

/** A conflict under its field: a text says the editor's version is kept; a setting names the other value. */
function conflictMessage({ field, current }: ArticleConflict): string {
	switch (field) {
		case "h1":
		case "metaTitle":
		case "metaDescription":
		case "content":
			return adminT("articleEdit.conflictText");
		case "status":
			return adminT("articleEdit.conflictSetting", {
				value: adminT(current === "draft" ? "articles.statusDraft" : "articles.statusPublished"),
			});
		case "locale":
			return adminT("articleEdit.conflictSetting", {
				value: adminT(current === "nb" ? "articles.localeNb" : "articles.localeSv"),
			});
		default:
			return adminT("articleEdit.conflictSetting", { value: current || adminT("articleEdit.conflictEmpty") });
	}
}

/**
 * After a conflict the page reads the article again, though the answer is a 409 (after which React
 * Router would not): the form's next save is then made over what the article has now.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return (actionResult as { conflict?: boolean } | undefined)?.conflict === true || defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: `${adminT("articleEdit.title", { h1: loaderData?.h1 ?? "" })} – Admin` },
	{ name: "robots", content: "noindex" },
];

const linkClass = "inline-flex min-h-11 items-center text-brand-700 underline";

export default function ArticleEdit({ loaderData, actionData }: Route.ComponentProps) {
	const { id, status, bases } = loaderData;
	const statusText = adminT(status === "draft" ? "articles.statusDraft" : "articles.statusPublished");
	return (
		<AdminPageFrame title={adminT("articleEdit.title", { h1: loaderData.h1 })}>
			<p className="font-semibold" data-testid="article-state">
				{adminT("articleEdit.state", { status: statusText })}
			</p>
			<p className="text-sm text-gray-700">
				{loaderData.publishedAt
					? adminT("articleEdit.publishedAt", { date: loaderData.publishedAt })
					: adminT("articleEdit.neverPublished")}{" "}
				· {adminT("articleEdit.updatedAt", { date: loaderData.updatedAt })}
			</p>
			<div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
				<Form method="post">
					<button
						type="submit"
						name="intent"
						value={status === "draft" ? "publish" : "unpublish"}
						className="min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
					>
						{adminT(status === "draft" ? "articleEdit.publish" : "articleEdit.unpublish")}
					</button>
				</Form>
				<Link to={href("/admin/articles/:id/preview", { id })} className={linkClass}>
					{adminT("articleEdit.preview")}
				</Link>
				{loaderData.publicPath ? (
					<a href={loaderData.publicPath} className={linkClass}>
						{adminT("articleEdit.openPublic")}
					</a>
				) : null}
				<Link to={`${href("/admin")}?tab=manage`} className={linkClass}>
					{adminT("articleEdit.back")}
				</Link>
			</div>
			<div className="mt-6">
				<ArticleCreateForm
					// A fresh form after every save: the values come from the article again.
					key={`${loaderData.version}-${Object.values(bases).join(".")}`}
					lastResult={actionData?.result ?? null}
					editing={{
						defaults: loaderData.defaults,
						submitLabel: adminT("articleEdit.save"),
						hidden: (
							<>
								<input type="hidden" name="intent" value="save" />
								{Object.entries(bases).map(([field, revision]) => (
									<input key={field} type="hidden" name={`base.${field}`} value={revision} />
								))}
								{storedTextFields.map((field) => (
									<input key={field} type="hidden" name={storedTextName(field)} value={loaderData.defaults[field]} />
								))}
								{articleSettingFields.map((field) => (
									<input key={field} type="hidden" name={openedSettingName(field)} value={loaderData.defaults[field]} />
								))}
							</>
						),
					}}
				/>
			</div>
			<h2 className="mt-8 text-lg font-bold">{adminT("articleEdit.history")}</h2>
			<ul className="flex flex-wrap gap-x-4">
				{loaderData.histories.map((history) => (
					<li key={history.field}>
						<Link to={history.path} className={linkClass}>
							{history.name}
						</Link>
					</li>
				))}
			</ul>
		</AdminPageFrame>
	);
}
