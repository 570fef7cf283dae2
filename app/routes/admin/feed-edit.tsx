// /admin/feeds/:id: the add form again, filled in with the stored feed. Saving redirects to the
// feeds card with a flash; mistakes re-render here with field errors. A malformed or unknown id
// is a 404 page, never a 500.
import { data, Link, redirect } from "react-router";
import { bundledFeedFiles, findFeed, listRetailers, saveFeed } from "~/.server/admin/feeds";
import { toolRunActor } from "~/.server/admin/tool-runs";
import { requireAdmin } from "~/.server/auth/require-admin";
import { commitSession } from "~/.server/auth/session";
import { getSql } from "~/.server/db/client";
import { FeedForm } from "~/components/admin/FeedForm";
import { adminMessages } from "~/i18n/messages/admin";
import { useT } from "~/i18n/use-locale";
import type { Route } from "./+types/feed-edit";

const text = adminMessages.feeds;

export async function loader({ request, params }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	const sql = getSql();
	const feed = await findFeed(sql, params.id);
	if (!feed) throw data(null, { status: 404 });
	const [retailers, bundledFiles] = await Promise.all([listRetailers(sql), bundledFeedFiles()]);
	return data({ feed, retailers, bundledFiles }, { headers });
}

export async function action({ request, params }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	const form = await request.formData().catch(() => new FormData());
	const outcome = await saveFeed(getSql(), form, { actor: toolRunActor(request), feedId: params.id });
	if (outcome.status === "not-found") throw data(null, { status: 404 });
	if (outcome.status !== "saved") return data({ result: outcome.result }, { status: outcome.status === "invalid" ? 400 : 500 });
	session.flash("flash", {
		kind: "success",
		title: text.updated,
		text: `${outcome.retailerName} (${text.locales[outcome.locale]})`,
	});
	return redirect("/admin#feeds", { headers: { "Set-Cookie": await commitSession(session) } });
}

export const meta: Route.MetaFunction = () => [
	{ title: adminMessages.feeds.editPageTitle },
	{ name: "robots", content: "noindex, nofollow" },
];

export default function EditFeed({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT();
	const { feed } = loaderData;
	return (
		<section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
			<h1 className="mb-4 text-2xl font-bold">
				{t("admin.feeds.editTitle")}: {feed.retailerName} ({t(`admin.feeds.locales.${feed.values.locale as "sv" | "nb"}`)})
			</h1>
			<FeedForm
				action={`/admin/feeds/${feed.id}`}
				intent="update-feed"
				submitLabel={t("admin.feeds.save")}
				retailers={loaderData.retailers}
				bundledFiles={loaderData.bundledFiles}
				defaultValue={feed.values}
				lastResult={actionData?.result}
			/>
			<Link to="/admin#feeds" className="mt-6 inline-block text-sm text-brand-700 underline">
				{t("admin.feeds.back")}
			</Link>
		</section>
	);
}
