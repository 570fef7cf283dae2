// /admin/feeds: every post of the feeds card lands here (add a feed, enable/disable one, import
// one or all now). A form with mistakes re-renders on this page with its field errors, so it
// works without JavaScript; everything else redirects back to the card with a flash message.
import { data, Link, redirect } from "react-router";
import { bundledFeedFiles, feedExists, listRetailers, saveFeed, setFeedEnabled } from "~/.server/admin/feeds";
import { toolRunActor } from "~/.server/admin/tool-runs";
import { requireAdmin } from "~/.server/auth/require-admin";
import { type AdminSession, commitSession } from "~/.server/auth/session";
import { getSql } from "~/.server/db/client";
import { enqueueJob } from "~/.server/jobs/queue";
import { log } from "~/.server/log";
import { FeedForm } from "~/components/admin/FeedForm";
import { adminMessages } from "~/i18n/messages/admin";
import { useT } from "~/i18n/use-locale";
import type { Flash } from "~/lib/flash";
import type { Route } from "./+types/feeds";

const text = adminMessages.feeds;
const cardUrl = "/admin#feeds";

async function backToCard(session: AdminSession, flash: Flash) {
	session.flash("flash", flash);
	return redirect(cardUrl, { headers: { "Set-Cookie": await commitSession(session) } });
}

const failure = (message: string): Flash => ({ kind: "error", title: adminMessages.errorTitle, text: message });

export async function loader({ request }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	const [retailers, bundledFiles] = await Promise.all([listRetailers(getSql()), bundledFeedFiles()]);
	return data({ retailers, bundledFiles }, { headers });
}

export async function action({ request }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	const form = await request.formData().catch(() => new FormData());
	const intent = form.get("intent");
	const feedId = String(form.get("feedId") ?? "");
	const sql = getSql();

	if (intent === "create-feed") {
		const outcome = await saveFeed(sql, form, { actor: toolRunActor(request) });
		if (outcome.status === "saved") {
			return backToCard(session, {
				kind: "success",
				title: text.created,
				text: text.createdText.replace("{{retailer}}", outcome.retailerName).replace("{{locale}}", text.locales[outcome.locale]),
			});
		}
		if (outcome.status === "not-found") return backToCard(session, failure(text.errors.notFound));
		return data({ result: outcome.result }, { status: outcome.status === "invalid" ? 400 : 500 });
	}

	if (intent === "set-enabled") {
		const enabled = form.get("enabled") === "true";
		const changed = await setFeedEnabled(sql, feedId, enabled, toolRunActor(request)).catch((error) => {
			log.error("Enabling or disabling a feed failed", error);
			return undefined;
		});
		if (changed === undefined) return backToCard(session, failure(text.errors.toggleFailed));
		if (changed === null) return backToCard(session, failure(text.errors.notFound));
		return backToCard(
			session,
			enabled
				? { kind: "success", title: text.enabledNow, text: changed.retailerName }
				: { kind: "success", title: text.disabledNow, text: text.disabledText },
		);
	}

	if (intent === "import-feed" || intent === "import-all") {
		try {
			if (intent === "import-feed" && !(await feedExists(sql, feedId))) {
				return backToCard(session, failure(text.errors.notFound));
			}
			const { id } = await enqueueJob(
				sql,
				intent === "import-feed" ? { kind: "import-feed", payload: { feedId } } : { kind: "import-products", payload: {} },
			);
			return redirect(`/admin/jobs/${id}`);
		} catch (error) {
			log.error("Starting a feed import failed", error);
			return backToCard(session, failure(text.errors.importFailed));
		}
	}

	return data({ result: null }, { status: 400 });
}

export const meta: Route.MetaFunction = () => [
	{ title: adminMessages.feeds.addPageTitle },
	{ name: "robots", content: "noindex, nofollow" },
];

export default function AddFeed({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT();
	return (
		<section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
			<h1 className="mb-4 text-2xl font-bold">{t("admin.feeds.addTitle")}</h1>
			<FeedForm
				action="/admin/feeds"
				intent="create-feed"
				submitLabel={t("admin.feeds.add")}
				retailers={loaderData.retailers}
				bundledFiles={loaderData.bundledFiles}
				lastResult={actionData?.result}
			/>
			<Link to={cardUrl} className="mt-6 inline-block text-sm text-brand-700 underline">
				{t("admin.feeds.back")}
			</Link>
		</section>
	);
}
