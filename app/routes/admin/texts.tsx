// The drafts tools leave (ADR 051), all or one job's (`?job=`): each with its preview, diff, history
// and public page, and one form to publish or discard the chosen ones, or every one the page
// counted (ADR 081): publishing all runs as a job, whose page says what became of them.
import { data, Form, href, Link, redirect } from "react-router";
import { toolRunActor } from "~/.server/admin/tool-runs";
import { requireAdmin } from "~/.server/auth/require-admin";
import { commitSession } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { log } from "~/.server/log";
import {
	type CountedDrafts,
	type CountedDraftsRefusal,
	countedDraftsOf,
	discardCountedDrafts,
	startPublishingDrafts,
} from "~/.server/revisions/counted-drafts";
import { revisionIdParam } from "~/.server/revisions/revision-reads";
import { discardDrafts, publishDrafts } from "~/.server/revisions/revision-store";
import { draftsShown, loadDraftsPage } from "~/.server/screens/drafts-page";
import { AdminPageFrame } from "~/components/admin/AdminPageFrame";
import { RevisionList } from "~/components/admin/RevisionList";
import { adminT } from "~/i18n/admin-t";
import type { Flash } from "~/lib/flash";
import type { Route } from "./+types/texts";

export async function loader({ request }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	return data(await loadDraftsPage(new URL(request.url).searchParams), { headers });
}

const intents = ["publish-selected", "discard-selected", "publish-all", "discard-all"] as const;

/** The ids the post checked. */
function checkedIds(form: FormData): number[] {
	return form
		.getAll("ids")
		.map((value) => revisionIdParam(typeof value === "string" ? value : null))
		.filter((id): id is number => id !== null);
}

function outcomeFlash(outcome: { published: number; conflicts: number; skipped: number }): Flash {
	const lines = [adminT("texts.drafts.published", { n: outcome.published })];
	if (outcome.conflicts > 0) lines.push(adminT("texts.drafts.conflicts", { n: outcome.conflicts }));
	if (outcome.skipped > 0) lines.push(adminT("texts.drafts.skipped", { n: outcome.skipped }));
	return { kind: outcome.conflicts > 0 ? "error" : "success", title: adminT("texts.drafts.done"), text: lines.join(" ") };
}

const errorFlash = (text: string): Flash => ({ kind: "error", title: adminT("errorTitle"), text });

function refusalFlash(refused: CountedDraftsRefusal, drafts: CountedDrafts): Flash {
	return errorFlash(adminT(refused === "grown" ? "texts.drafts.countGrown" : "texts.drafts.countGone", { n: drafts.counted }));
}

/** "Förkasta alla": the counted drafts, in the request (one statement). */
async function discardAll(drafts: CountedDrafts, actor: string): Promise<Flash> {
	const outcome = await discardCountedDrafts(getDb(), drafts, actor);
	if ("refused" in outcome) return refusalFlash(outcome.refused, drafts);
	const lines = [adminT("texts.drafts.discarded", { n: outcome.discarded })];
	if (outcome.newer > 0) lines.push(adminT("texts.drafts.newerLeft", { n: outcome.newer }));
	return { kind: "success", title: adminT("texts.drafts.done"), text: lines.join(" ") };
}

/** The chosen drafts, in the request: at most the page's list (more is a post the page never makes). */
async function decideChecked(form: FormData, intent: "publish-selected" | "discard-selected", actor: string): Promise<Flash> {
	const ids = checkedIds(form);
	if (ids.length === 0) return errorFlash(adminT("texts.drafts.noneSelected"));
	if (ids.length > draftsShown) return errorFlash(adminT("texts.drafts.tooManySelected", { max: draftsShown }));
	if (intent === "publish-selected") return outcomeFlash(await publishDrafts(getDb(), ids, actor));
	const n = await discardDrafts(getDb(), ids, actor);
	return { kind: "success", title: adminT("texts.drafts.done"), text: adminT("texts.drafts.discarded", { n }) };
}

export async function action({ request }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	const form = await request.formData().catch(() => new FormData());
	const intent = intents.find((name) => name === form.get("intent"));
	if (!intent) return data(null, { status: 400 });
	const job = form.get("job");
	const jobId = revisionIdParam(typeof job === "string" ? job : null);
	const back = `${href("/admin/texts")}${jobId ? `?job=${jobId}` : ""}`;
	const actor = toolRunActor(request);
	let flash: Flash;
	try {
		if (intent === "publish-all" || intent === "discard-all") {
			const drafts = countedDraftsOf(form, jobId);
			if (!drafts) flash = errorFlash(adminT("texts.drafts.countMissing"));
			else if (intent === "discard-all") flash = await discardAll(drafts, actor);
			else {
				const started = await startPublishingDrafts(getDb(), drafts, actor);
				if ("jobId" in started) return redirect(href("/admin/jobs/:id", { id: String(started.jobId) }));
				flash = refusalFlash(started.refused, drafts);
			}
		} else flash = await decideChecked(form, intent, actor);
	} catch (error) {
		log.error("deciding on drafts failed", error, { intent });
		flash = errorFlash(adminT("texts.drafts.failed"));
	}
	session.flash("flash", flash);
	return redirect(back, { headers: { "Set-Cookie": await commitSession(session) } });
}

export const meta: Route.MetaFunction = () => [
	{ title: `${adminT("texts.drafts.title")} – Admin` },
	{ name: "robots", content: "noindex" },
];

const buttonClass = "min-h-11 rounded-md px-4 py-2 text-sm font-semibold";

export default function Drafts({ loaderData }: Route.ComponentProps) {
	const { jobId, total, upTo, drafts } = loaderData;
	return (
		<AdminPageFrame title={jobId ? adminT("texts.drafts.forJob", { id: jobId }) : adminT("texts.drafts.title")}>
			<p className="text-sm text-gray-700">{adminT("texts.drafts.intro")}</p>
			{jobId ? (
				<p className="mt-2">
					<Link to={href("/admin/texts")} className="inline-flex min-h-11 items-center text-brand-700 underline">
						{adminT("texts.drafts.allDrafts")}
					</Link>
				</p>
			) : null}
			{total === 0 ? (
				<p className="mt-4 font-semibold" data-testid="no-drafts">
					{adminT("texts.drafts.none")}
				</p>
			) : (
				<Form method="post" className="mt-4">
					{jobId ? <input type="hidden" name="job" value={jobId} /> : null}
					{/* What "all" means: the drafts counted here, up to the newest the count saw (ADR 081). */}
					<input type="hidden" name="upTo" value={upTo} />
					<input type="hidden" name="counted" value={total} />
					<p className="text-sm text-gray-700">{adminT("texts.drafts.shown", { shown: drafts.length, total })}</p>
					<RevisionList lines={drafts} selectable testId="drafts" />
					<div className="mt-4 flex flex-wrap gap-3">
						<button type="submit" name="intent" value="publish-selected" className={`${buttonClass} bg-brand-700 text-white`}>
							{adminT("texts.drafts.publishSelected")}
						</button>
						<button
							type="submit"
							name="intent"
							value="discard-selected"
							className={`${buttonClass} border border-gray-300 bg-white`}
						>
							{adminT("texts.drafts.discardSelected")}
						</button>
						<button type="submit" name="intent" value="publish-all" className={`${buttonClass} bg-brand-700 text-white`}>
							{adminT("texts.drafts.publishAll", { n: total })}
						</button>
						<button type="submit" name="intent" value="discard-all" className={`${buttonClass} border border-gray-300 bg-white`}>
							{adminT("texts.drafts.discardAll", { n: total })}
						</button>
					</div>
				</Form>
			)}
		</AdminPageFrame>
	);
}
