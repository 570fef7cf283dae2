// Optimising every product description is long work, so the form post starts a
// job (or finds the one already running) and the job page shows progress and the counts. A post
// that cannot start one goes back to the card with a toast that says why (ADR 085).
import { href, redirect } from "react-router";
import { startDescriptionOptimization } from "~/.server/admin/link-jobs";
import { toolRunActor } from "~/.server/admin/tool-runs";
import { requireAdmin } from "~/.server/auth/require-admin";
import { commitSession } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { type DatabaseCause, databaseCauseOf } from "~/.server/jobs/database-cause";
import { databaseCauseText } from "~/.server/jobs/failure-reason";
import { log } from "~/.server/log";
import { adminT, adminText } from "~/i18n/admin-t";
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
		session.flash("flash", { kind: "error", title: adminT("errorTitle"), text: startFailure(databaseCauseOf(error)) });
		return redirect(card, { headers: { "Set-Cookie": await commitSession(session) } });
	}
}

/**
 * Why no run was started, in the toast (ADR 085). Starting only writes the job's row, so what fails
 * it is the database: unreachable, taking only reads, out of space, timed out. A run already going
 * is no failure: the post leads to its page.
 */
function startFailure(cause: DatabaseCause | null): string {
	if (cause === null) return adminT("links.descriptions.failed");
	return adminT("job.failedBecause", {
		failed: adminT("links.descriptions.startFailed"),
		reason: adminText(databaseCauseText(cause)),
	});
}
