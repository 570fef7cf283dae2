// SPEC §2 card 4: optimising every product description is long work, so the form post starts a
// job (or finds the one already running) and the job page shows progress and the counts.
import { redirect } from "react-router";
import { startDescriptionOptimisation } from "~/.server/admin/link-jobs";
import { toolRunActor } from "~/.server/admin/tool-runs";
import { requireAdmin } from "~/.server/auth/require-admin";
import { commitSession } from "~/.server/auth/session";
import { getSql } from "~/.server/db/client";
import { log } from "~/.server/log";
import { adminMessages } from "~/i18n/messages/admin";
import type { Route } from "./+types/tools-optimize-descriptions";

/** The tool lives on the admin page's card; this route only answers its form. */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request);
	return redirect("/admin#product-descriptions");
}

export async function action({ request }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	try {
		const id = await startDescriptionOptimisation(getSql(), toolRunActor(request));
		return redirect(`/admin/jobs/${id}`);
	} catch (error) {
		log.error("Starting the description optimisation failed", error);
		session.flash("flash", {
			kind: "error",
			title: adminMessages.errorTitle,
			text: adminMessages.links.descriptions.failed,
		});
		return redirect("/admin#product-descriptions", { headers: { "Set-Cookie": await commitSession(session) } });
	}
}
