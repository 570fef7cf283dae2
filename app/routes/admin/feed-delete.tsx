// /admin/feeds/:id/delete: deleting a feed asks first, on a page that says what happens to its offers
// (app/.server/admin/delete-feed.ts) and offers disabling instead; works without JavaScript. A
// malformed or unknown id is a 404 page.
import { data, Form, href, Link, redirect } from "react-router";
import { deleteFeed, findFeedToDelete } from "~/.server/admin/delete-feed";
import { toolRunActor } from "~/.server/admin/tool-runs";
import { requireAdmin } from "~/.server/auth/require-admin";
import { commitSession } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { log } from "~/.server/log";
import { feedsCardPath } from "~/components/admin/FeedsCard";
import { adminT } from "~/i18n/admin-t";
import type { Route } from "./+types/feed-delete";

export async function loader({ request, params }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	const feed = await findFeedToDelete(getDb(), params.id);
	if (!feed) throw data(null, { status: 404 });
	return data({ feed }, { headers });
}

export async function action({ request, params }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	const deleted = await deleteFeed(getDb(), params.id, toolRunActor(request)).catch((error) => {
		log.error("deleting a feed failed", error);
		return undefined;
	});
	if (deleted === null) throw data(null, { status: 404 });
	session.flash(
		"flash",
		deleted
			? {
					kind: "success",
					title: adminT("feeds.deleted"),
					text: adminT("feeds.deletedText", {
						retailer: deleted.retailerName,
						locale: adminT(`feeds.locales.${deleted.locale}`),
						withdrawn: deleted.withdrawn,
						madeUnavailable: deleted.madeUnavailable,
					}),
				}
			: { kind: "error", title: adminT("errorTitle"), text: adminT("feeds.errors.deleteFailed") },
	);
	return redirect(feedsCardPath, { headers: { "Set-Cookie": await commitSession(session) } });
}

export const meta: Route.MetaFunction = () => [
	{ title: adminT("feeds.deletePage.pageTitle") },
	{ name: "robots", content: "noindex, nofollow" },
];

export default function ConfirmFeedDelete({ loaderData }: Route.ComponentProps) {
	const { feed } = loaderData;
	return (
		<section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
			<h1 className="text-xl font-bold">
				{adminT("feeds.deletePage.title", { retailer: feed.retailerName, locale: adminT(`feeds.locales.${feed.locale}`) })}
			</h1>
			<p className="mt-3 text-gray-800" data-testid="feed-delete-consequence">
				{adminT("feeds.deletePage.whatHappens", { offers: feed.offers, available: feed.availableOffers })}
			</p>
			<p className="mt-2 text-gray-800">{adminT("feeds.deletePage.instead")}</p>
			<div className="mt-6 flex flex-wrap gap-3">
				<Form method="post" action={href("/admin/feeds/:id/delete", { id: feed.id })}>
					<button type="submit" className="min-h-11 rounded-md bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900">
						{adminT("feeds.deletePage.confirm")}
					</button>
				</Form>
				<Link
					to={feedsCardPath}
					className="inline-flex min-h-11 items-center rounded-md border border-gray-300 px-4 py-2 font-semibold"
				>
					{adminT("feeds.deletePage.cancel")}
				</Link>
			</div>
		</section>
	);
}
