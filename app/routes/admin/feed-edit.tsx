// /admin/feeds/:id: the add form again, filled in with the stored feed. Saving redirects to the
// feeds card with a flash; mistakes re-render here with field errors. A malformed or unknown id
// is a 404 page, never a 500.
import { data, href, Link, redirect } from "react-router";
import { saveFeed } from "~/.server/admin/edit-feed";
import { toolRunActor } from "~/.server/admin/tool-runs";
import { requireAdmin } from "~/.server/auth/require-admin";
import { commitSession } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { loadFeedEditPage } from "~/.server/screens/feed-edit-page";
import { FeedForm } from "~/components/admin/FeedForm";
import { feedsCardPath } from "~/components/admin/FeedsCard";
import { feedFormReply } from "~/components/admin/feed-form-reply";
import { adminT } from "~/i18n/admin-t";
import { isLocale } from "~/i18n/locales";
import type { Route } from "./+types/feed-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	const page = await loadFeedEditPage(params.id);
	if (!page) throw data(null, { status: 404 });
	return data(page, { headers });
}

export async function action({ request, params }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	const form = await request.formData().catch(() => new FormData());
	const outcome = await saveFeed(getDb(), form, { actor: toolRunActor(request), feedId: params.id });
	if (outcome.status === "not-found") throw data(null, { status: 404 });
	if (outcome.status !== "saved") {
		return data({ result: feedFormReply(outcome) }, { status: outcome.status === "invalid" ? 400 : 500 });
	}
	session.flash("flash", {
		kind: "success",
		title: adminT("feeds.updated"),
		text: `${outcome.retailerName} (${adminT(`feeds.locales.${outcome.locale}`)})`,
	});
	return redirect(feedsCardPath, { headers: { "Set-Cookie": await commitSession(session) } });
}

export const meta: Route.MetaFunction = () => [
	{ title: adminT("feeds.editPageTitle") },
	{ name: "robots", content: "noindex, nofollow" },
];

export default function EditFeed({ loaderData, actionData }: Route.ComponentProps) {
	const { feed } = loaderData;
	const locale = feed.values.locale;
	return (
		<section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
			<h1 className="mb-4 text-2xl font-bold">
				{adminT("feeds.editTitle")}: {feed.retailerName} ({isLocale(locale) ? adminT(`feeds.locales.${locale}`) : locale})
			</h1>
			<FeedForm
				action={href("/admin/feeds/:id", { id: feed.id })}
				intent="update-feed"
				submitLabel={adminT("feeds.save")}
				retailers={loaderData.retailers}
				bundledFiles={loaderData.bundledFiles}
				defaultValue={feed.values}
				lastResult={actionData?.result}
			/>
			<Link to={feedsCardPath} className="mt-6 inline-block text-sm text-brand-700 underline">
				{adminT("feeds.back")}
			</Link>
		</section>
	);
}
