// /admin/feeds: every post of the feeds card lands here (add a feed, enable/disable one, import
// one or all now), answered by its `intent` through the table below. A form with mistakes
// re-renders on this page with its field errors, so it works without JavaScript; everything else
// redirects back to the card with a flash message.
import { data, href, Link, redirect } from "react-router";
import { saveFeed } from "~/.server/admin/edit-feed";
import { setFeedEnabled } from "~/.server/admin/enable-feed";
import { bundledFeedFiles, feedExists, listRetailers } from "~/.server/admin/feeds";
import { toolRunActor } from "~/.server/admin/tool-runs";
import { requireAdmin } from "~/.server/auth/require-admin";
import { type AdminSession, commitSession } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { importFeedJob, importProductsJob } from "~/.server/feeds/job-handlers";
import { enqueueJob } from "~/.server/jobs/queue";
import { log } from "~/.server/log";
import { FeedForm } from "~/components/admin/FeedForm";
import { type FeedIntent, feedsCardPath, isFeedIntent } from "~/components/admin/FeedsCard";
import { feedFormReply } from "~/components/admin/feed-form-reply";
import { adminT } from "~/i18n/admin-t";
import type { Flash } from "~/lib/flash";
import type { Route } from "./+types/feeds";

async function backToCard(session: AdminSession, flash: Flash) {
	session.flash("flash", flash);
	return redirect(feedsCardPath, { headers: { "Set-Cookie": await commitSession(session) } });
}

const failure = (message: string): Flash => ({ kind: "error", title: adminT("errorTitle"), text: message });

export async function loader({ request }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	const [retailers, bundledFiles] = await Promise.all([listRetailers(getDb()), bundledFeedFiles()]);
	return data({ retailers, bundledFiles }, { headers });
}

interface Post {
	request: Request;
	session: AdminSession;
	form: FormData;
}

const feedIdOf = (form: FormData) => String(form.get("feedId") ?? "");

async function createFeed({ request, session, form }: Post) {
	const outcome = await saveFeed(getDb(), form, { actor: toolRunActor(request) });
	if (outcome.status === "saved") {
		return backToCard(session, {
			kind: "success",
			title: adminT("feeds.created"),
			// An inactive feed is not called scheduled: it is not imported until it is enabled.
			text: adminT(outcome.enabled ? "feeds.createdText" : "feeds.createdDisabledText", {
				retailer: outcome.retailerName,
				locale: adminT(`feeds.locales.${outcome.locale}`),
			}),
		});
	}
	if (outcome.status === "not-found") return backToCard(session, failure(adminT("feeds.errors.notFound")));
	return data({ result: feedFormReply(outcome) }, { status: outcome.status === "invalid" ? 400 : 500 });
}

async function setEnabled({ request, session, form }: Post) {
	const enabled = form.get("enabled") === "true";
	const changed = await setFeedEnabled(getDb(), feedIdOf(form), enabled, toolRunActor(request)).catch((error) => {
		log.error("enabling or disabling a feed failed", error);
		return undefined;
	});
	if (changed === undefined) return backToCard(session, failure(adminT("feeds.errors.toggleFailed")));
	if (changed === null) return backToCard(session, failure(adminT("feeds.errors.notFound")));
	return backToCard(
		session,
		enabled
			? { kind: "success", title: adminT("feeds.enabledNow"), text: changed.retailerName }
			: { kind: "success", title: adminT("feeds.disabledNow"), text: adminT("feeds.disabledText") },
	);
}

function startImport(all: boolean) {
	return async ({ session, form }: Post) => {
		const feedId = feedIdOf(form);
		try {
			if (!all && !(await feedExists(getDb(), feedId))) return backToCard(session, failure(adminT("feeds.errors.notFound")));
			const { id } = await enqueueJob(
				getDb(),
				all ? { kind: importProductsJob.kind } : { kind: importFeedJob.kind, payload: { feedId } },
			);
			return redirect(href("/admin/jobs/:id", { id: String(id) }));
		} catch (error) {
			log.error("starting a feed import failed", error);
			return backToCard(session, failure(adminT("feeds.errors.importFailed")));
		}
	};
}

const answers = {
	"create-feed": createFeed,
	"set-enabled": setEnabled,
	"import-feed": startImport(false),
	"import-all": startImport(true),
} satisfies Record<FeedIntent, (post: Post) => Promise<Response | ReturnType<typeof data>>>;

export async function action({ request }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	const form = await request.formData().catch(() => new FormData());
	const intent = form.get("intent");
	if (!isFeedIntent(intent)) return data({ result: null }, { status: 400 });
	return answers[intent]({ request, session, form });
}

export const meta: Route.MetaFunction = () => [
	{ title: adminT("feeds.addPageTitle") },
	{ name: "robots", content: "noindex, nofollow" },
];

export default function AddFeed({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
			<h1 className="mb-4 text-2xl font-bold">{adminT("feeds.addTitle")}</h1>
			<FeedForm
				action={href("/admin/feeds")}
				intent="create-feed"
				submitLabel={adminT("feeds.add")}
				retailers={loaderData.retailers}
				bundledFiles={loaderData.bundledFiles}
				lastResult={actionData?.result}
			/>
			<Link to={feedsCardPath} className="mt-6 inline-block text-sm text-brand-700 underline">
				{adminT("feeds.back")}
			</Link>
		</section>
	);
}
