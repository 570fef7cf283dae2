// One revision of a text (ADR 050): its word diff against the text it would replace (or any other
// version of the field, `?against=`), and the admin's choices: publish or discard a draft, restore
// any version as a new one. Plain form posts with an `intent`; the answer comes back as a toast.
import { data, Form, href, Link, redirect } from "react-router";
import { toolRunActor } from "~/.server/admin/tool-runs";
import { requireAdmin } from "~/.server/auth/require-admin";
import { type AdminSession, commitSession } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { log } from "~/.server/log";
import { revisionIdParam } from "~/.server/revisions/revision-reads";
import { discardDrafts, publishDrafts, restoreRevision } from "~/.server/revisions/revision-store";
import { loadRevisionPage } from "~/.server/screens/revision-page";
import { AdminPageFrame } from "~/components/admin/AdminPageFrame";
import { DiffView } from "~/components/admin/DiffView";
import { RevisionLinks } from "~/components/admin/RevisionLinks";
import { adminT } from "~/i18n/admin-t";
import type { Flash } from "~/lib/flash";
import type { Route } from "./+types/revision";

export async function loader({ request, params }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	const page = await loadRevisionPage(params.id, new URL(request.url).searchParams);
	if (!page) throw data(null, { status: 404, headers });
	return data(page, { headers });
}

async function answer(session: AdminSession, flash: Flash, to: string) {
	session.flash("flash", flash);
	return redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
}

export async function action({ request, params }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	const id = revisionIdParam(params.id);
	if (!id) throw data(null, { status: 404 });
	const form = await request.formData().catch(() => new FormData());
	const intent = form.get("intent");
	const actor = toolRunActor(request);
	const here = href("/admin/revisions/:id", { id: String(id) });
	const failed: Flash = { kind: "error", title: adminT("errorTitle"), text: adminT("texts.drafts.failed") };
	try {
		if (intent === "publish") {
			const outcome = await publishDrafts(getDb(), [id], actor);
			if (outcome.published === 1) return answer(session, { kind: "success", title: adminT("texts.revision.published") }, here);
			const text = outcome.conflicts === 1 ? adminT("texts.revision.conflict") : adminT("texts.revision.notDraft");
			return answer(session, { kind: "error", title: adminT("errorTitle"), text }, here);
		}
		if (intent === "discard") {
			const discarded = await discardDrafts(getDb(), [id], actor);
			if (discarded === 1) return answer(session, { kind: "success", title: adminT("texts.revision.discarded") }, here);
			return answer(session, { kind: "error", title: adminT("errorTitle"), text: adminT("texts.revision.notDraft") }, here);
		}
		if (intent === "restore") {
			const outcome = await restoreRevision(getDb(), id, actor);
			if ("restored" in outcome) {
				const to = href("/admin/revisions/:id", { id: String(outcome.restored) });
				return answer(session, { kind: "success", title: adminT("texts.revision.restored") }, to);
			}
			const text = adminT(outcome.refused === "unchanged" ? "texts.revision.unchanged" : "texts.revision.gone");
			return answer(session, { kind: "info", title: text }, here);
		}
	} catch (error) {
		log.error("deciding on a revision failed", error, { id });
		return answer(session, failed, here);
	}
	return data(null, { status: 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: `${loaderData?.title ?? adminT("texts.nav")} – Admin` },
	{ name: "robots", content: "noindex" },
];

const buttonClass = "min-h-11 rounded-md px-4 py-2 font-semibold";

export default function RevisionPage({ loaderData }: Route.ComponentProps) {
	const { revision, against, parts, counts, body } = loaderData;
	return (
		<AdminPageFrame title={loaderData.title}>
			<p className="text-sm text-gray-700" data-testid="revision-meta">
				{revision.statusText} · {revision.author} · {revision.time}
			</p>
			<RevisionLinks line={revision} show={["preview", "history", "public"]} />
			{loaderData.stale ? (
				<p role="status" className="mt-3 rounded-md bg-amber-50 p-3 text-amber-900">
					{adminT("texts.revision.conflictNote")}
				</p>
			) : null}
			<div className="mt-4 flex flex-wrap gap-3">
				{loaderData.canDecide && !loaderData.stale ? (
					<Form method="post">
						<button type="submit" name="intent" value="publish" className={`${buttonClass} bg-brand-700 text-white`}>
							{adminT("texts.revision.publish")}
						</button>
					</Form>
				) : null}
				{loaderData.canDecide ? (
					<Form method="post">
						<button type="submit" name="intent" value="discard" className={`${buttonClass} border border-gray-300 bg-white`}>
							{adminT("texts.revision.discard")}
						</button>
					</Form>
				) : null}
				{loaderData.canRestore ? (
					<Form method="post">
						<button type="submit" name="intent" value="restore" className={`${buttonClass} border border-gray-300 bg-white`}>
							{adminT("texts.revision.restore")}
						</button>
					</Form>
				) : null}
			</div>
			<h2 className="mt-6 text-lg font-bold">{adminT("texts.revision.diffHeading")}</h2>
			<p className="text-sm text-gray-700">
				{against
					? adminT("texts.revision.against", { id: against.id, status: against.statusText })
					: adminT("texts.revision.againstEmpty")}
			</p>
			<DiffView parts={parts} counts={counts} />
			<details className="mt-6">
				<summary className="min-h-11 cursor-pointer py-2 font-semibold">{adminT("texts.revision.textHeading")}</summary>
				<pre className="mt-2 whitespace-pre-wrap break-words rounded-md bg-gray-50 p-3 text-sm">
					{body || adminT("texts.revision.empty")}
				</pre>
			</details>
			<p className="mt-6">
				<Link to={href("/admin/texts")} className="text-brand-700 underline">
					{adminT("texts.drafts.title")}
				</Link>
			</p>
		</AdminPageFrame>
	);
}
