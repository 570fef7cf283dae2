// Optimising every product description is long work, so the form post starts a
// job (or finds the one already running) and the job page shows progress and the counts.
import { href, redirect } from "react-router";
import { startDescriptionOptimization } from "~/.server/admin/link-jobs";
import { toolRunActor } from "~/.server/admin/tool-runs";
import { requireAdmin } from "~/.server/auth/require-admin";
import { commitSession } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { log } from "~/.server/log";
import { adminT } from "~/i18n/admin-t";
import { cardPath } from "~/lib/admin-sections";
import type { Route } from "./+types/tools-optimize-descriptions";

const card = cardPath("product-descriptions");

/** The tool lives on the admin page's card; this route only answers its form. */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request);
	return redirect(card);
}

export async function action({ request }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	try {
		const id = await startDescriptionOptimization(getDb(), toolRunActor(request));
		return redirect(href("/admin/jobs/:id", { id: String(id) }));
	} catch (error) {
		log.error("starting the description optimisation failed", error);
		session.flash("flash", {
			kind: "error",
			title: adminT("errorTitle"),
			text: adminT("links.descriptions.failed"),
		});
		return redirect(card, { headers: { "Set-Cookie": await commitSession(session) } });
	}
}
